import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// ``Scene/validated()`` refuses a scene built in code wherever the decoder refuses the same
/// scene as a file, with the same path and message, and accepts whatever the decoder accepts
/// (SCENE.md; CLI.md: never a silent wrong answer).
@Suite("Scene.validated(): the decoder's value rules, for scenes built in code")
struct SceneValidatedTests {
    typealias F = SceneFixtures

    static let faults = CodeBuiltFault.valueFaults + CodeBuiltFault.uiLayerFaults + CodeBuiltFault.variantFaults

    @Test("a value a scene file could not give is refused with its path and message [SCENE.md]", arguments: faults)
    func refuses(_ fault: CodeBuiltFault) throws {
        let error = try #require(F.validationError(fault.scene), "\(fault.name) validated")
        #expect(SceneDecodingErrorTests.oneLine(error) == fault.expected)
        #expect(error.line == nil && error.column == nil, "a scene built in code has no lines")
    }

    @Test("the decoder refuses the same scene as a file with the same line", arguments: faults.filter { $0.document != nil })
    func decoderAgrees(_ fault: CodeBuiltFault) throws {
        let document = try #require(fault.document)
        let error = try #require(F.decodeError(document), "\(fault.name) decoded")
        #expect(SceneDecodingErrorTests.oneLine(error) == fault.expected)
    }

    @Test("every built-in scene validates [SPEC 8.2]", arguments: Scene.builtInIDs)
    func builtIn(id: String) throws {
        let scene = try Scene.builtIn(id)
        #expect(try scene.validated() == scene)
    }

    @Test("every length at its limit validates: the limits are inclusive, as the decoder's")
    func limitsAreInclusive() throws {
        for (name, json) in LimitScenes.all {
            let scene = F.scene(json)
            #expect(F.validationError(scene) == nil, "\(name)")
        }
        let atLimits = SceneNode(id: "s", kind: .stack(.init(axis: .vertical, spacing: SceneLimits.maximumLength, children: [
            SceneNode(id: "l", kind: .list(.init(rows: SceneLimits.maximumCount, rowHeight: SceneLimits.minimumPositiveLength))),
            SceneNode(id: "g", kind: .grid(.init(items: 0, minItemWidth: SceneLimits.maximumLength, itemAspect: SceneLimits.aspectRange.lowerBound))),
            SceneNode(id: "a", kind: .arrangement(.init(ratio: 0.5, primaryWidth: .init(minimum: .fractional(0), maximum: .fractional(1)),
                                                         primary: CodeBuiltFault.text("p"), secondary: CodeBuiltFault.text("q")))),
        ])), padding: SceneLimits.maximumLength, width: .points(0), height: .fill)
        #expect(F.validationError(Scene(name: "Limits", summary: "", root: atLimits)) == nil)
    }

    @Test("a variant built as a copy of its node, one value changed, validates; its stand-in may be kept or left out")
    func copiedVariants() throws {
        let a = CodeBuiltFault.text("a", standsFor: "b")
        let kept = CodeBuiltFault.varied(a) { $0.padding = 8 }
        let leftOut = CodeBuiltFault.varied(a) { $0.padding = 8; $0.standsFor = nil }
        for node in [kept, leftOut] {
            #expect(F.validationError(Scene(name: "T", summary: "S", root: CodeBuiltFault.pair(node))) == nil)
        }
    }

    @Test("value rules come before the tree rules, as in the decoder: a bad width before a duplicate id")
    func valuesFirst() throws {
        let root = CodeBuiltFault.stack([CodeBuiltFault.text("s"), CodeBuiltFault.text("b", width: .points(-1))])
        let error = try #require(F.validationError(Scene(name: "T", summary: "S", root: root)))
        #expect(SceneDecodingErrorTests.oneLine(error) == "root.children[1].width: must not be negative, got -1")
    }
}
