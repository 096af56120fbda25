import Foundation
import Testing
@testable import FoldKitScenes

/// One invalid scene document with the exact one-line error (`path: message`) the decoder gives,
/// and whether the JSON Schema can reject it too.
struct InvalidScene: CustomTestStringConvertible, Sendable {
    /// The fault, named for the case list.
    var name: String
    /// The whole document.
    var json: String
    /// `path: message`, without line and column.
    var expected: String
    /// Whether `schema/scene.schema.json` rejects it as well (false for the tree rules JSON
    /// Schema cannot express: duplicate ids, anchors, cycles, row ids, expanded size).
    var schemaRejects: Bool

    var testDescription: String { name }

    init(_ name: String, root: String, _ expected: String, schema: Bool = true) {
        self.init(name, document: SceneFixtures.document(root: root), expected, schema: schema)
    }

    init(_ name: String, document: String, _ expected: String, schema: Bool = true) {
        self.name = name
        self.json = document
        self.expected = expected
        self.schemaRejects = schema
    }
}

extension InvalidScene {
    typealias F = SceneFixtures
    static let typeNames = "element, stack, overlay, arrangement, listDetail, splitView, grid, list, scroll, displace, presentation or tabView"
    static let photoOverlay = #"{"type":"overlay","id":"o","children":["# + F.element("photo")

    /// Faults of a node's own fields: types, names, values (SCENE.md; the schema sees these too).
    static let fieldFaults: [InvalidScene] = [
        InvalidScene("unknown type, near miss", root: #"{"type":"stak","id":"a"}"#, #"root: unknown type "stak"; did you mean "stack"?"#),
        InvalidScene("unknown type (SCENE.md's example)",
                     root: #"{"type":"arrangement","id":"a","primary":"# + F.element("p") + #","secondary":{"type":"colum","id":"s"}}"#,
                     #"root.secondary: unknown type "colum" (expected \#(typeNames))"#),
        InvalidScene("missing type", root: #"{"id":"a"}"#, #"root: missing "type""#),
        InvalidScene("missing id (SCENE.md's example)",
                     root: #"{"type":"arrangement","id":"a","secondary":"# + F.element("s") + #","primary":{"type":"stack","id":"p","axis":"vertical","children":["#
                         + F.element("c0") + "," + F.element("c1") + #",{"type":"element","role":"text"}]}}"#,
                     #"root.primary.children[2]: missing "id""#),
        InvalidScene("unknown field, near miss", root: #"{"type":"stack","id":"a","axis":"vertical","spcing":4,"children":[]}"#,
                     #"root.spcing: unknown field "spcing"; did you mean "spacing"?"#),
        InvalidScene("unknown field of another type", root: F.element("a", #""children":[]"#), #"root.children: unknown field "children""#),
        InvalidScene("unknown scene field", document: #"{"name":"T","summary":"S","titel":"x","root":"# + F.element("a") + "}",
                     #"titel: unknown field "titel""#),
        InvalidScene("wrong type: string for a number",
                     root: #"{"type":"stack","id":"a","axis":"vertical","children":[{"type":"stack","id":"b","axis":"vertical","spacing":"8","children":[]}]}"#,
                     #"root.children[0].spacing: expected a number"#),
        InvalidScene("wrong type: null for a number", root: #"{"type":"stack","id":"a","axis":"vertical","spacing":null,"children":[]}"#,
                     #"root.spacing: expected a number, found null"#),
        InvalidScene("wrong type: number for a bool", root: F.element("a", #""interactive":1"#), #"root.interactive: expected true or false"#),
        InvalidScene("wrong type: object for children", root: #"{"type":"overlay","id":"a","children":{}}"#, #"root.children: expected an array"#),
        InvalidScene("wrong type: array for a node", root: "[]", #"root: expected an object"#),
        InvalidScene("wrong type: number for a name", document: #"{"name":7,"summary":"S","root":"# + F.element("a") + "}", #"name: expected a string"#),
        InvalidScene("missing root", document: #"{"name":"T","summary":"S"}"#, #"missing "root""#),
        InvalidScene("empty name", document: #"{"name":"","summary":"S","root":"# + F.element("a") + "}", #"name: must not be empty or blank"#),
        InvalidScene("blank name", document: #"{"name":"   ","summary":"S","root":"# + F.element("a") + "}", #"name: must not be empty or blank"#),
        InvalidScene("document is an array", document: "[]", "expected an object"),
        InvalidScene("invalid id", root: #"{"type":"element","id":"my list","role":"text"}"#,
                     #"root.id: invalid id "my list": use letters, digits, "-" and "_""#),
        InvalidScene("unknown role, near miss", root: #"{"type":"element","id":"a","role":"contrl"}"#,
                     #"root.role: unknown role "contrl"; did you mean "control"?"#),
        InvalidScene("unknown axis", root: #"{"type":"stack","id":"a","axis":"diagonal","children":[]}"#,
                     #"root.axis: unknown axis "diagonal" (expected horizontal or vertical)"#),
        InvalidScene("negative width", root: F.element("a", #""width":-10"#), #"root.width: must not be negative, got -10"#),
        InvalidScene("negative padding", root: F.element("a", #""padding":-1"#), #"root.padding: must not be negative, got -1"#),
        InvalidScene("negative minWidth", root: F.element("a", #""minWidth":-4"#), #"root.minWidth: must not be negative, got -4"#),
        InvalidScene("minHeight not a number", root: F.element("a", #""minHeight":"tall""#), #"root.minHeight: expected a number"#),
        InvalidScene("width neither points nor fill", root: F.element("a", #""width":"full""#),
                     #"root.width: expected a number or "fill", got "full"; did you mean "fill"?"#),
        InvalidScene("zero row height", root: #"{"type":"list","id":"a","rows":3,"rowHeight":0}"#, #"root.rowHeight: must be at least 0.01 points, got 0"#),
        InvalidScene("fractional row count", root: #"{"type":"list","id":"a","rows":2.5}"#, #"root.rows: expected a whole number, got 2.5"#),
        InvalidScene("huge row count", root: #"{"type":"list","id":"a","rows":1000000}"#, #"root.rows: 1000000 exceeds the limit of 100000"#),
        InvalidScene("huge grid", root: #"{"type":"grid","id":"a","items":100001,"minItemWidth":100}"#, #"root.items: 100001 exceeds the limit of 100000"#),
        InvalidScene("percentage above 100", root: #"{"type":"splitView","id":"a","preferredPrimaryWidth":"130%","primary":"# + F.element("p") + "," + #""secondary":"# + F.element("s") + "}",
                     #"root.preferredPrimaryWidth: percentage must be between 0% and 100%, got "130%""#),
        InvalidScene("percentage without its sign", root: #"{"type":"splitView","id":"a","minimumPrimaryWidth":"30","primary":"# + F.element("p") + "," + #""secondary":"# + F.element("s") + "}",
                     #"root.minimumPrimaryWidth: expected a number or a percentage such as "30%", got "30""#),
        InvalidScene("ratio of 1", root: #"{"type":"arrangement","id":"a","ratio":1,"primary":"# + F.element("p") + #","secondary":"# + F.element("s") + "}",
                     #"root.ratio: must be strictly between 0 and 1, got 1"#),
        InvalidScene("ratio of 0", root: #"{"type":"arrangement","id":"a","ratio":0,"primary":"# + F.element("p") + #","secondary":"# + F.element("s") + "}",
                     #"root.ratio: must be strictly between 0 and 1, got 0"#),
        InvalidScene("no axes", root: #"{"type":"arrangement","id":"a","axes":[],"primary":"# + F.element("p") + #","secondary":"# + F.element("s") + "}",
                     #"root.axes: must name at least one axis"#),
        InvalidScene("repeated axis", root: #"{"type":"arrangement","id":"a","axes":["horizontal","horizontal"],"primary":"# + F.element("p") + #","secondary":"# + F.element("s") + "}",
                     #"root.axes[1]: duplicate axis "horizontal""#),
        InvalidScene("popover without anchor", root: photoOverlay + #",{"type":"presentation","id":"p","kind":"popover"}]}"#,
                     #"root.children[1]: missing "anchor" (a popover stays next to its anchor)"#),
        InvalidScene("menu without anchor", root: photoOverlay + #",{"type":"presentation","id":"p","kind":"menu"}]}"#,
                     #"root.children[1]: missing "anchor" (a menu stays next to its anchor)"#),
        InvalidScene("blank group", root: #"{"type":"displace","id":"d","purpose":"transient","group":" ","child":"# + F.element("x") + "}",
                     #"root.group: must not be empty or blank"#),
        InvalidScene("anchor on a transient displacement", root: #"{"type":"displace","id":"d","purpose":"transient","anchor":"x","child":"# + F.element("x") + "}",
                     #"root.anchor: only a contextual displacement takes an anchor, not a transient one"#),
    ]

    /// Lengths beyond ``SceneLimits`` (1 000 000 pt, positive lengths from 0.01 pt, an aspect of
    /// 0.01…100), one for every kind of field that takes one: the number as given in the message,
    /// however small (`1e-320`, never `0`).
    static let limitFaults: [InvalidScene] = [
        InvalidScene("row height beyond the limit", root: #"{"type":"list","id":"a","rows":3,"rowHeight":1e308}"#,
                     #"root.rowHeight: must be at most 1000000 points, got 1e+308"#),
        InvalidScene("row height just beyond the limit", root: #"{"type":"list","id":"a","rows":3,"rowHeight":1000000.5}"#,
                     #"root.rowHeight: must be at most 1000000 points, got 1000000.5"#),
        InvalidScene("row height below the minimum, subnormal", root: #"{"type":"list","id":"a","rows":3,"rowHeight":1e-320}"#,
                     #"root.rowHeight: must be at least 0.01 points, got 1e-320"#),
        InvalidScene("row height just below the minimum", root: #"{"type":"list","id":"a","rows":3,"rowHeight":0.009}"#,
                     #"root.rowHeight: must be at least 0.01 points, got 0.009"#),
        InvalidScene("width beyond the limit", root: F.element("a", #""width":1e308"#), #"root.width: must be at most 1000000 points, got 1e+308"#),
        InvalidScene("height beyond the limit", root: F.element("a", #""height":2000000"#), #"root.height: must be at most 1000000 points, got 2000000"#),
        InvalidScene("padding beyond the limit", root: F.element("a", #""padding":1e308"#), #"root.padding: must be at most 1000000 points, got 1e+308"#),
        InvalidScene("spacing beyond the limit", root: #"{"type":"stack","id":"a","axis":"horizontal","spacing":1e308,"children":[]}"#,
                     #"root.spacing: must be at most 1000000 points, got 1e+308"#),
        InvalidScene("content height beyond the limit", root: #"{"type":"scroll","id":"a","contentHeight":1e308,"content":"# + F.element("c") + "}",
                     #"root.contentHeight: must be at most 1000000 points, got 1e+308"#),
        InvalidScene("grid minimum width beyond the limit", root: #"{"type":"grid","id":"a","items":3,"minItemWidth":1e308}"#,
                     #"root.minItemWidth: must be at most 1000000 points, got 1e+308"#),
        InvalidScene("grid minimum width below the minimum", root: #"{"type":"grid","id":"a","items":3,"minItemWidth":1e-320}"#,
                     #"root.minItemWidth: must be at least 0.01 points, got 1e-320"#),
        InvalidScene("grid margin beyond the limit", root: #"{"type":"grid","id":"a","items":3,"minItemWidth":80,"margin":1e308}"#,
                     #"root.margin: must be at most 1000000 points, got 1e+308"#),
        InvalidScene("grid aspect beyond the limit", root: #"{"type":"grid","id":"a","items":3,"minItemWidth":80,"itemAspect":1e300}"#,
                     #"root.itemAspect: must be from 0.01 to 100, got 1e+300"#),
        InvalidScene("grid aspect below the minimum", root: #"{"type":"grid","id":"a","items":3,"minItemWidth":80,"itemAspect":1e-300}"#,
                     #"root.itemAspect: must be from 0.01 to 100, got 1e-300"#),
        InvalidScene("split view width beyond the limit",
                     root: #"{"type":"splitView","id":"a","preferredPrimaryWidth":1e9,"primary":"# + F.element("p") + #","secondary":"# + F.element("s") + "}",
                     #"root.preferredPrimaryWidth: must be at most 1000000 points, got 1000000000"#),
        InvalidScene("arrangement range beyond the limit",
                     root: #"{"type":"arrangement","id":"a","primaryWidth":{"max":1e308},"primary":"# + F.element("p") + #","secondary":"# + F.element("s") + "}",
                     #"root.primaryWidth.max: must be at most 1000000 points, got 1e+308"#),
        InvalidScene("a variant's width beyond the limit",
                     root: F.element("a", #""variants":[{"when":{"stacked":true},"set":{"width":1e308}}]"#),
                     #"root.variants[0].set.width: must be at most 1000000 points, got 1e+308"#, schema: false),
    ]

    /// Faults that span the tree: only the decoder sees these (JSON Schema cannot express them).
    static let treeFaults: [InvalidScene] = [
        InvalidScene("duplicate id", root: #"{"type":"listDetail","id":"a","list":"# + F.element("list") + #","detail":"# + F.element("list") + "}",
                     #"root.detail: duplicate id "list", already used at root.list"#, schema: false),
        InvalidScene("duplicate field", root: #"{"type":"element","id":"a","id":"b","role":"text"}"#, #"root.id: duplicate field "id""#, schema: false),
        InvalidScene("min above max", root: #"{"type":"arrangement","id":"a","primaryWidth":{"min":400,"max":300},"primary":"# + F.element("p") + #","secondary":"# + F.element("s") + "}",
                     #"root.primaryWidth: min 400 is greater than max 300"#, schema: false),
        InvalidScene("split view: minimum above maximum",
                     root: #"{"type":"splitView","id":"v","minimumPrimaryWidth":400,"maximumPrimaryWidth":100,"primary":"# + F.element("p") + #","secondary":"# + F.element("s") + "}",
                     #"root: minimumPrimaryWidth 400 is greater than maximumPrimaryWidth 100"#, schema: false),
        InvalidScene("split view: preferred above maximum, in percent",
                     root: #"{"type":"splitView","id":"v","preferredPrimaryWidth":"90%","maximumPrimaryWidth":"10%","primary":"# + F.element("p") + #","secondary":"# + F.element("s") + "}",
                     #"root: preferredPrimaryWidth 90% is greater than maximumPrimaryWidth 10%"#, schema: false),
        InvalidScene("an id that is also a row id",
                     root: #"{"type":"stack","id":"s","axis":"vertical","children":[{"type":"list","id":"inbox","rows":5,"row":"# + F.element("row") + "}," + F.element("row-2") + "]}",
                     #"root.children[1]: duplicate id "row-2", also the id of a row of list "inbox""#, schema: false),
        InvalidScene("an id that is also a cell id",
                     root: #"{"type":"stack","id":"s","axis":"vertical","children":[{"type":"grid","id":"tiles","items":4,"minItemWidth":80},"# + F.element("tiles-3") + "]}",
                     #"root.children[1]: duplicate id "tiles-3", also the id of a cell of grid "tiles""#, schema: false),
        InvalidScene("expanded size over the limit",
                     root: #"{"type":"list","id":"a","rows":100000,"row":{"type":"stack","id":"r","axis":"horizontal","children":["# + F.element("x") + "," + F.element("y") + "]}}",
                     #"root: expands to 300001 nodes, more than the limit of 200000"#, schema: false),
        InvalidScene("list in a row template", root: #"{"type":"list","id":"a","rows":3,"row":{"type":"list","id":"b","rows":3}}"#,
                     #"root.row: a row template cannot contain a list"#, schema: false),
        InvalidScene("anchor inside a row template",
                     root: #"{"type":"list","id":"a","rows":3,"row":{"type":"displace","id":"d","purpose":"contextual","anchor":"x","child":"# + F.element("x") + "}}",
                     #"root.row.anchor: a node inside a row template cannot name an anchor"#, schema: false),
        InvalidScene("anchor to an unknown id", root: photoOverlay + #",{"type":"presentation","id":"m","kind":"menu","anchor":"phot"}]}"#,
                     #"root.children[1].anchor: no node has id "phot"; did you mean "photo"?"#, schema: false),
        InvalidScene("anchor to a row template",
                     root: #"{"type":"overlay","id":"o","children":[{"type":"list","id":"inbox","rows":24,"row":"# + F.element("message") + #"},{"type":"presentation","id":"m","kind":"menu","anchor":"message"}]}"#,
                     #"root.children[1].anchor: "message" is a row template of list "inbox"; name one row, such as "message-0""#, schema: false),
        InvalidScene("anchor to a row past the end",
                     root: #"{"type":"overlay","id":"o","children":[{"type":"list","id":"inbox","rows":24,"row":"# + F.element("message") + #"},{"type":"presentation","id":"m","kind":"menu","anchor":"message-24"}]}"#,
                     #"root.children[1].anchor: no node has id "message-24""#, schema: false),
        InvalidScene("anchor cycle",
                     root: #"{"type":"overlay","id":"o","children":[{"type":"displace","id":"a","purpose":"contextual","anchor":"y","child":"# + F.element("x")
                         + #"},{"type":"displace","id":"b","purpose":"contextual","anchor":"x","child":"# + F.element("y") + "}]}",
                     #"root.children[0].anchor: anchors form a cycle: "a" → "b" → "a""#, schema: false),
        InvalidScene("anchor to its own content", root: #"{"type":"displace","id":"a","purpose":"contextual","anchor":"x","child":"# + F.element("x") + "}",
                     #"root.anchor: anchors form a cycle: "a" → "a""#, schema: false),
        InvalidScene("presentation anchored to its own content",
                     root: #"{"type":"overlay","id":"o","children":["# + F.element("photo") + #",{"type":"presentation","id":"p","kind":"popover","anchor":"inner","content":"# + F.element("inner") + "}]}",
                     #"root.children[1].anchor: anchors form a cycle: "p" → "p""#, schema: false),
        // SPEC 10.2: the keyboard state focuses one text input.
        InvalidScene("focus on no node",
                     document: #"{"name":"T","summary":"S","focus":"serch","root":{"type":"stack","id":"s","axis":"vertical","children":[{"type":"element","id":"search","role":"searchField"}]}}"#,
                     #"focus: no text input "serch"; did you mean "search"?"#, schema: false),
        InvalidScene("focus on a control",
                     document: #"{"name":"T","summary":"S","focus":"play","root":{"type":"element","id":"play","role":"control"}}"#,
                     #"focus: "play" is a control, not a text input (an element with role searchField or textField)"#, schema: false),
        InvalidScene("focus without any text input",
                     document: #"{"name":"T","summary":"S","focus":"x","root":{"type":"element","id":"a","role":"text"}}"#,
                     #"focus: no text input "x": the scene has none (an element with role searchField or textField)"#, schema: false),
        InvalidScene("focus on a field in every row",
                     document: #"{"name":"T","summary":"S","focus":"reply","root":{"type":"list","id":"l","rows":3,"row":{"type":"element","id":"reply","role":"textField"}}}"#,
                     #"focus: "reply" is in a row template, one field per row: focus a field outside the rows"#, schema: false),
        InvalidScene("lint disabling an unknown rule",
                     document: #"{"name":"T","summary":"S","lint":{"disable":["FK099"]},"root":{"type":"element","id":"a","role":"text"}}"#,
                     #"lint.disable[0]: unknown rule "FK099" (the rules are FK001–FK021)"#),
        InvalidScene("lint disabling a rule twice",
                     document: #"{"name":"T","summary":"S","root":{"type":"element","id":"a","role":"text","lint":{"disable":["FK016","FK018","FK016"]}}}"#,
                     #"root.lint.disable[2]: "FK016" is disabled twice"#),
        InvalidScene("lint with an unknown member",
                     document: #"{"name":"T","summary":"S","root":{"type":"element","id":"a","role":"text","lint":{"disabled":["FK015"]}}}"#,
                     #"root.lint.disabled: unknown field "disabled"; did you mean "disable"?"#),
    ]
}
