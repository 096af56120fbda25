import Foundation
import FoldKit
@testable import FoldKitScenes

/// Small scene documents for tests, written on one line so a fault's column is its offset + 1.
enum SceneFixtures {
    /// A scene document around `root` (JSON text): `{"name":"T","summary":"S","root":ROOT}`.
    static func document(root: String) -> String { #"{"name":"T","summary":"S","root":"# + root + "}" }

    /// An element `{"type":"element","id":ID,"role":"text"}` with extra members.
    static func element(_ id: String, _ extra: String = "") -> String {
        #"{"type":"element","id":""# + id + #"","role":"text""# + (extra.isEmpty ? "" : "," + extra) + "}"
    }

    /// The error decoding `text` throws, nil when it decodes.
    static func decodeError(_ text: String) -> JSONInputError? { decodeError(Data(text.utf8)) }

    /// The error decoding `data` throws, nil when it decodes.
    static func decodeError(_ data: Data) -> JSONInputError? {
        do {
            _ = try Scene.decode(data)
            return nil
        } catch {
            return error
        }
    }

    /// The error `scene.validated()` throws, nil when it validates.
    static func validationError(_ scene: Scene) -> JSONInputError? {
        do {
            _ = try scene.validated()
            return nil
        } catch {
            return error
        }
    }

    /// Decodes a scene document that must be valid (traps in tests only).
    static func scene(_ text: String) -> Scene {
        do { return try Scene.decode(Data(text.utf8)) } catch { fatalError("fixture does not decode: \(error)") }
    }

    /// Decodes a document around `root`.
    static func scene(root: String) -> Scene { scene(document(root: root)) }
}
