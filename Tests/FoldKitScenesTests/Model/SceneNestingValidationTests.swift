import Foundation
import Testing
import FoldKit
@testable import FoldKitScenes

/// ``Scene/validated()`` refuses a scene built in code nested deeper than its file could be, as
/// the decoder refuses the file, and refuses one nested thousands deep without recursing (CLI.md:
/// never a crash or a trap).
@Suite("Scene.validated(): nesting")
struct SceneNestingValidationTests {
    typealias F = SceneFixtures
    typealias C = CodeBuiltFault

    /// One way to nest: the innermost node, and how each level wraps the one inside, in code and
    /// in JSON.
    struct Family: CustomTestStringConvertible, Sendable {
        var name: String
        var leaf: @Sendable () -> (node: SceneNode, json: String)
        var wrap: @Sendable (_ level: Int, _ inner: SceneNode, _ json: String) -> (node: SceneNode, json: String)
        var testDescription: String { name }

        /// `levels` levels around the leaf, built without recursion.
        func scene(_ levels: Int) -> (scene: Scene, document: String) {
            var (node, json) = leaf()
            for level in (0..<levels).reversed() { (node, json) = wrap(level, node, json) }
            return (Scene(name: "T", summary: "S", root: node), F.document(root: json))
        }
    }

    static let families: [Family] = [
        Family(name: "stacks around an element", leaf: { (C.text("leaf"), F.element("leaf")) }, wrap: { level, inner, json in
            (SceneNode(id: "s\(level)", kind: .stack(.init(axis: .vertical, children: [inner]))),
             #"{"type":"stack","id":"s\#(level)","axis":"vertical","children":["# + json + "]}")
        }),
        Family(name: "displacements around a toolbar", leaf: {
            (C.text("leaf", toolbar: [ToolbarItem(action: C.compose)]),
             F.element("leaf", #""toolbar":[{"id":"compose","title":"Compose","symbol":"square.and.pencil"}]"#))
        }, wrap: { level, inner, json in
            (SceneNode(id: "d\(level)", kind: .displace(.init(purpose: .transient, child: inner))),
             #"{"type":"displace","id":"d\#(level)","purpose":"transient","child":"# + json + "}")
        }),
        Family(name: "scroll views around a variant's range", leaf: {
            (C.varied(C.arrangement { _ in }) { $0.kind = C.arrangement { $0.primaryWidth = .init(minimum: .absolute(10)) }.kind },
             C.arrangementJSON(C.variantJSON(#""primaryWidth":{"min":10}"#)))
        }, wrap: { level, inner, json in
            (SceneNode(id: "c\(level)", kind: .scroll(.init(content: inner))), #"{"type":"scroll","id":"c\#(level)","content":"# + json + "}")
        }),
    ]

    struct Case: CustomTestStringConvertible, Sendable {
        var family: Family
        var levels: Int
        var testDescription: String { "\(family.name), \(levels) levels" }
    }

    /// Each family at and around the limit: 98…101 stacks (two levels each), 193…198 of the others.
    static let cases: [Case] = families.flatMap { family in
        (family.name.hasPrefix("stacks") ? Array(98...101) : Array(193...198)).map { Case(family: family, levels: $0) }
    }

    @Test("at and around the limit, validated() and the decoder give the same answer", arguments: cases)
    func agrees(_ c: Case) {
        let (scene, document) = c.family.scene(c.levels)
        let decoded = F.decodeError(document).map(SceneDecodingErrorTests.oneLine)
        let validated = F.validationError(scene).map(SceneDecodingErrorTests.oneLine)
        #expect(validated == decoded)
    }

    @Test("each family crosses the limit within the levels tested: a nesting fault on one side, none on the other")
    func crossesTheLimit() {
        for family in Self.families {
            let answers = Self.cases.filter { $0.family.name == family.name }.map { F.validationError($0.family.scene($0.levels).scene) }
            #expect(answers.contains { $0?.message.hasPrefix("nesting deeper than 200 levels") == true }, "\(family.name)")
            #expect(answers.contains { $0?.message.hasPrefix("nesting deeper") != true }, "\(family.name)")
        }
    }

    @Test("100 nested stacks are refused at the 100th stack's children, as in a file")
    func hundredStacks() throws {
        let error = try #require(F.validationError(Self.families[0].scene(100).scene))
        #expect(error.path == "root.children[0].children[0].children[0]…children[0].children[0].children[0].children")
        #expect(error.message == "nesting deeper than 200 levels of objects and arrays" + SceneDecoder.depthNote)
    }

    @Test("a scene nested 10 000 deep is refused, not overflowing the stack")
    func deepChain() throws {
        let error = try #require(F.validationError(Self.families[1].scene(10_000).scene))
        #expect(error.message.hasPrefix("nesting deeper than 200 levels"))
        #expect(error.path.hasPrefix("root.child.child") && error.path.hasSuffix("child.child"))
    }
}
