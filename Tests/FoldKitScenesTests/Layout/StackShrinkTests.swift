import Foundation
import Testing
import FoldKit
@testable import FoldKitScenes

/// What a stack shrinks first (SPEC 8.1, `docs/decisions.md`): when fixed lengths do not fit,
/// content that is not a touch target gives first, in proportion to its length; touch targets
/// give only once it is down to nothing; fills get nothing as soon as fixed lengths overflow.
///
/// All on the Duo closed in landscape, whose safe area, where the stack lies, is (54, 0, 672, 339):
/// 339 pt tall, 672 pt wide.
@Suite("Scene layout: what a stack shrinks first")
struct StackShrinkTests {
    typealias L = SceneLayoutFixtures

    /// One stack and what its children get along its axis.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let axis: String
        let spacing: CGFloat
        /// Each child as JSON text; its id is the first of `expected` in order.
        let children: [String]
        /// Each child's id and its expected extent along the axis in reading order: start and length
        /// from the stack's leading (LTR) or top edge.
        let expected: [(id: String, start: CGFloat, length: CGFloat)]

        var testDescription: String { name }

        var root: String {
            #"{"type":"stack","id":"s","axis":""# + axis + #"","spacing":"# + "\(spacing)" + #","children":["#
                + children.joined(separator: ",") + "]}"
        }
    }

    static func element(_ id: String, _ role: String, _ extra: String) -> String {
        #"{"type":"element","id":""# + id + #"","role":""# + role + #"","# + extra + "}"
    }

    static let cases: [Case] = [
        Case(name: "a 48-pt control above a 320-pt photo keeps its height; the photo gives",
             axis: "vertical", spacing: 12,
             children: [element("reactions", "control", #""height":48"#), element("photo", "image", #""height":320"#)],
             // 279 = 339 − 12 − 48
             expected: [("reactions", 0, 48), ("photo", 48 + 12, 339 - 12 - 48)]),
        Case(name: "a control inside a displace node is a touch target too",
             axis: "vertical", spacing: 12,
             children: [#"{"type":"displace","id":"reactions-focus","purpose":"contextual","height":48,"child":"#
                            + element("reactions", "control", #""width":280"#) + "}",
                        #"{"type":"displace","id":"photo-focus","purpose":"contextual","height":320,"child":"#
                            + element("photo", "image", #""width":320"#) + "}"],
             // 279 = 339 − 12 − 48
             expected: [("reactions-focus", 0, 48), ("photo-focus", 48 + 12, 339 - 12 - 48)]),
        Case(name: "text and image give in proportion to their lengths; the toolbar keeps 44 pt",
             axis: "vertical", spacing: 0,
             children: [element("body", "text", #""height":236"#), element("figure", "image", #""height":118"#),
                        element("bar", "toolbar", #""height":44"#)],
             // 295 = 339 − 44 shared 236 : 118 = 2 : 1; 590/3 = 295 × 2/3, 295/3 = 295 × 1/3
             expected: [("body", 0, 590.0 / 3), ("figure", 590.0 / 3, 295.0 / 3), ("bar", 339 - 44, 44)]),
        Case(name: "a row holding only controls is one touch target; the artwork beside it gives",
             axis: "horizontal", spacing: 0,
             children: [element("artwork", "image", #""width":400"#),
                        #"{"type":"stack","id":"transport","axis":"horizontal","width":300,"children":["#
                            + element("back", "control", #""width":100"#) + "," + element("play", "control", #""width":100"#) + ","
                            + element("forward", "control", #""width":100"#) + "]}"],
             // 372 = 672 − 300
             expected: [("artwork", 0, 672 - 300), ("transport", 672 - 300, 300),
                        ("back", 672 - 300, 100), ("play", 672 - 200, 100), ("forward", 672 - 100, 100)]),
        Case(name: "a control marked not interactive is content and gives first",
             axis: "vertical", spacing: 0,
             children: [element("badge", "control", #""interactive":false,"height":200"#), element("button", "control", #""height":200"#)],
             // 139 = 339 − 200
             expected: [("badge", 0, 339 - 200), ("button", 339 - 200, 200)]),
        Case(name: "controls shrink, in proportion, only once the content is down to nothing",
             axis: "vertical", spacing: 0,
             children: [element("caption", "text", #""height":100"#), element("a", "control", #""height":200"#),
                        element("b", "control", #""height":200"#)],
             // 169.5 = 339 × 200 / 400, its boundary snapped to the 1/3-pt grid: 509/3
             expected: [("caption", 0, 0), ("a", 0, 509.0 / 3), ("b", 509.0 / 3, 339 - 509.0 / 3)]),
        Case(name: "a fill gives before any fixed length",
             axis: "vertical", spacing: 0,
             children: [element("notes", "text", #""height":"fill""#), element("map", "map", #""height":300"#),
                        element("go", "control", #""height":44"#)],
             // 295 = 339 − 44: 300 + 44 = 344 > 339
             expected: [("notes", 0, 0), ("map", 0, 339 - 44), ("go", 339 - 44, 44)]),
        Case(name: "what fits keeps its length and the fill takes the rest",
             axis: "vertical", spacing: 8,
             children: [element("go", "control", #""height":44"#), element("map", "map", #""height":100"#),
                        element("notes", "text", #""height":"fill""#)],
             // 179 = 339 − 2 × 8 − 44 − 100
             expected: [("go", 0, 44), ("map", 44 + 8, 100), ("notes", 44 + 8 + 100 + 8, 339 - 2 * 8 - 44 - 100)]),
    ]

    @Test("each child gets its derived length, in order, in both directions", arguments: cases, LayoutDirection.allCases)
    func lengths(of stack: Case, direction: LayoutDirection) throws {
        let result = L.layout(root: stack.root, .closedLandscape, direction: direction)
        let frame = try #require(result.frame("s"))
        #expect(frame == CGRect(54, 0, 672, 339))
        let horizontal = stack.axis == "horizontal"
        for expected in stack.expected {
            let child = try #require(result.frame(expected.id), "\(expected.id) is placed")
            if horizontal {
                #expect(abs(child.width - expected.length) < 1e-9, "\(expected.id): width \(child.width), expected \(expected.length)")
                // Leading is the left edge in LTR, the right one in RTL.
                let start = direction == .leftToRight ? child.minX - frame.minX : frame.maxX - child.maxX
                #expect(abs(start - expected.start) < 1e-9, "\(expected.id): starts at \(start), expected \(expected.start)")
            } else {
                #expect(abs(child.height - expected.length) < 1e-9, "\(expected.id): height \(child.height), expected \(expected.length)")
                #expect(abs(child.minY - frame.minY - expected.start) < 1e-9, "\(expected.id): starts at \(child.minY), expected \(expected.start)")
            }
        }
    }

    @Test("children stay inside the stack, do not overlap and keep their order", arguments: cases, LayoutDirection.allCases)
    func invariants(of stack: Case, direction: LayoutDirection) throws {
        let result = L.layout(root: stack.root, .closedLandscape, direction: direction)
        let frame = try #require(result.frame("s"))
        let axis: Axis = stack.axis == "horizontal" ? .horizontal : .vertical
        let reversed = axis == .horizontal && direction == .rightToLeft
        // The stack's own children, in reading order (the first id of each child's JSON).
        let ids = stack.children.compactMap { $0.firstMatch(of: /"id":"([^"]+)"/).map { String($0.1) } }
        #expect(ids.count == stack.children.count)
        var previousEnd = reversed ? frame.maximum(along: axis) : frame.minimum(along: axis)
        for id in ids {
            let child = try #require(result.frame(id))
            #expect(frame.insetBy(dx: -1e-9, dy: -1e-9).contains(child), "\(id) stays inside the stack")
            if reversed {
                #expect(child.maximum(along: axis) <= previousEnd + 1e-9, "\(id) follows its predecessor")
                previousEnd = child.minimum(along: axis)
            } else {
                #expect(child.minimum(along: axis) >= previousEnd - 1e-9, "\(id) follows its predecessor")
                previousEnd = child.maximum(along: axis)
            }
        }
    }

    @Test("the allotment: content gives before touch targets, and never more than is available")
    func allotmentAlone() {
        var allotment = StackAllotment()
        allotment.add(StackClaim(length: 48, isTouchTarget: true))
        allotment.add(StackClaim(length: 320, isTouchTarget: false))
        allotment.add(StackClaim(length: nil, isTouchTarget: false))
        // 392 − 2 × 16 padding − 2 × 12 spacing = 336 to share: 336 − 48 = 288 for the photo.
        let tight = allotment.resolved(available: 336)
        #expect(tight.length(of: StackClaim(length: 48, isTouchTarget: true)) == 48)
        #expect(abs(tight.length(of: StackClaim(length: 320, isTouchTarget: false)) - (336 - 48)) < 1e-9)
        #expect(tight.fillLength == 0)
        // 32 = 400 − 48 − 320: all fits, the fill takes the rest.
        let roomy = allotment.resolved(available: 400)
        #expect(roomy.contentScale == 1 && roomy.targetScale == 1 && roomy.fillLength == 400 - 48 - 320)
        // 24 of 48: content is gone, the control halves.
        let none = allotment.resolved(available: 24)
        #expect(none.contentScale == 0 && none.targetScale == 0.5)
        #expect(allotment.resolved(available: -5).targetScale == 0, "a negative length gives nothing, never a negative one")
    }
}
