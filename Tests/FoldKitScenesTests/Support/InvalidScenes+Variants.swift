import Foundation
@testable import FoldKitScenes

/// Faults of variants and stand-ins (SPEC 10.3, SCENE.md), each with its JSON path. The schema
/// checks a variant's shape and the fields it may never set; which fields a `set` may hold, and
/// their values, depend on the node's type and are the decoder's to check.
extension InvalidScene {
    /// A stack of two text elements `a` and `b` where `a` carries `extra` members.
    static func pair(_ extra: String) -> String {
        #"{"type":"stack","id":"s","axis":"vertical","children":["# + F.element("a", extra) + "," + F.element("b") + "]}"
    }

    static let variantFaults: [InvalidScene] = [
        InvalidScene("a variant that sets the id", root: pair(#""variants":[{"when":{"stacked":true},"set":{"id":"c"}}]"#),
                     #"root.children[0].variants[0].set.id: a variant cannot set "id": it keeps the node's id, type, children and the relations the tree declares"#),
        InvalidScene("a variant that sets the type", root: pair(#""variants":[{"when":{"stacked":true},"set":{"type":"stack"}}]"#),
                     #"root.children[0].variants[0].set.type: a variant cannot set "type": it keeps the node's id, type, children and the relations the tree declares"#),
        InvalidScene("a variant that sets children",
                     root: #"{"type":"stack","id":"s","axis":"vertical","variants":[{"when":{"stacked":true},"set":{"children":[]}}],"children":[]}"#,
                     #"root.variants[0].set.children: a variant cannot set "children": it keeps the node's id, type, children and the relations the tree declares"#),
        InvalidScene("an unknown condition, near miss", root: pair(#""variants":[{"when":{"stacked ":true},"set":{"label":"x"}}]"#),
                     #"root.children[0].variants[0].when.stacked : unknown condition "stacked "; did you mean "stacked"?"#),
        InvalidScene("two conditions in one", root: pair(#""variants":[{"when":{"stacked":true,"splitShowsBoth":true},"set":{"label":"x"}}]"#),
                     #"root.children[0].variants[0].when: must name exactly one condition (horizontalSizeClass, stacked, splitShowsBoth)"#),
        InvalidScene("a size class that does not exist", root: pair(#""variants":[{"when":{"horizontalSizeClass":"wide"}, "set":{"label":"x"}}]"#),
                     #"root.children[0].variants[0].when.horizontalSizeClass: unknown size class "wide" (expected compact or regular)"#),
        InvalidScene("a set field of another type", root: pair(#""variants":[{"when":{"stacked":false},"set":{"rows":3}}]"#),
                     #"root.children[0].variants[0].set.rows: unknown field "rows""#, schema: false),
        InvalidScene("a set value of the wrong type", root: pair(#""variants":[{"when":{"stacked":false},"set":{"padding":"8"}}]"#),
                     #"root.children[0].variants[0].set.padding: expected a number"#, schema: false),
        InvalidScene("an empty set", root: pair(#""variants":[{"when":{"stacked":false},"set":{}}]"#),
                     #"root.children[0].variants[0].set: must set at least one field"#),
        InvalidScene("no variants", root: pair(#""variants":[]"#), #"root.children[0].variants: must hold at least one variant"#),
        InvalidScene("a variant without set", root: pair(#""variants":[{"when":{"stacked":false}}]"#),
                     #"root.children[0].variants[0]: missing "set""#),
        InvalidScene("standsFor naming no node, near miss", root: pair(#""standsFor":"bb""#),
                     #"root.children[0].standsFor: no node has id "bb"; did you mean "b"?"#, schema: false),
        InvalidScene("standsFor naming itself", root: pair(#""standsFor":"a""#),
                     #"root.children[0].standsFor: a node cannot stand for itself"#, schema: false),
        InvalidScene("standsFor naming the node around it",
                     root: #"{"type":"stack","id":"s","axis":"vertical","children":["# + F.element("a", #""standsFor":"s""#) + "]}",
                     #"root.children[0].standsFor: "s" holds or is held by "a": a stand-in shows another node's content in its place"#, schema: false),
        InvalidScene("stand-ins in a cycle",
                     root: #"{"type":"stack","id":"s","axis":"vertical","children":["# + F.element("a", #""standsFor":"b""#) + ","
                         + F.element("b", #""standsFor":"a""#) + "]}",
                     #"root.children[0].standsFor: stand-ins form a cycle: "a" → "b" → "a""#, schema: false),
    ]
}
