import Foundation
import Testing
import FoldKit
@testable import FoldKitScenes

/// The built-in scenes (SPEC 8.2) decode, are commented and use readable ids.
@Suite("Built-in scenes decode")
struct BuiltInSceneDecodingTests {
    @Test("every built-in scene decodes and passes the tree checks [SPEC 8.2]", arguments: Scene.builtInIDs)
    func decodes(id: String) throws {
        let scene = try Scene.builtIn(id)
        #expect(!scene.summary.isEmpty)
        #expect(scene.comment?.isEmpty == false, "a built-in scene explains itself in its comment")
        #expect(try scene.validated() == scene)
    }

    @Test("an unknown built-in id is refused with a suggestion")
    func unknownID() {
        #expect(throws: JSONInputError(path: "", message: "no built-in scene \"mails\"; did you mean \"mail\"?")) {
            try Scene.builtIn("mails")
        }
    }
}
