import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint

/// SCENE.md (amended), SPEC 8.1: a node's role says whether it is interactive unless the scene
/// says otherwise — controls, search fields, toolbars, tab bars and keyboards are touched — so
/// one of them on the fold never lints clean because nobody wrote `"interactive": true`.
struct RoleInteractivityTests {
    /// A 120 × 44 element of `role` centred in the Duo's safe area in book: x = (895 − 120) / 2 =
    /// 387.5 snapped to 1163 / 3, so it spans 387.67…507.67 and covers the fold's whole 40-pt frame.
    static func scene(role: SceneNode.Element.Role, interactive: String = "") throws -> Scene {
        let flag = interactive.isEmpty ? "" : #","interactive":"# + interactive
        let json = #"{"name":"T","summary":"S","root":{"type":"element","id":"bar","role":""# + role.rawValue + #"","width":120,"height":44"#
            + flag + "}}"
        return try Scene.decode(Data(json.utf8))
    }

    @Test("a role that is touched by default is FK001 on the fold without an interactive flag",
          arguments: SceneNode.Element.Role.allCases.filter(\.isInteractiveByDefault))
    func touchedRolesAreJudged(role: SceneNode.Element.Role) throws {
        let found = LintExamples.lint(try Self.scene(role: role), id: "t", postures: [.book]).map(\.headline)
        #expect(found == ["t: iphone-duo/book: error: FK001: \(role.rawValue) 'bar' overlaps region 'fold' by 40pt"])
    }

    @Test("the default follows the role; an explicit flag wins", arguments: SceneNode.Element.Role.allCases)
    func decodedDefault(role: SceneNode.Element.Role) throws {
        func interactive(_ scene: Scene) -> Bool? {
            guard case .element(let element) = scene.root.kind else { return nil }
            return element.isInteractive
        }
        let expected = [.control, .searchField, .textField, .toolbar, .tabBar, .keyboard].contains(role)   // SCENE.md, textField added 2026-12-02
        #expect(interactive(try Self.scene(role: role)) == expected)
        #expect(interactive(try Self.scene(role: role, interactive: "false")) == false)
        #expect(interactive(try Self.scene(role: role, interactive: "true")) == true)
        #expect(SceneNode.Element(role: role).isInteractive == expected)
    }
}
