import Foundation
import _FoldKitTestSupport

/// Faulty input files for the bad-input matrix, written once per test process into a temporary
/// directory: profiles (every command takes `--device PATH`) and scenes, each with one fault.
enum BadInputFiles {
    /// The directory holding the files.
    static let directory: String = {
        let directory = TemporaryDirectory("bad-input").path
        for (name, data) in profiles.merging(scenes, uniquingKeysWith: { a, _ in a }) {
            _ = FileManager.default.createFile(atPath: directory + "/" + name, contents: data)
        }
        return directory
    }()

    /// The absolute path of the file `name`.
    static func path(_ name: String) -> String { directory + "/" + name }

    /// A valid profile's text (the Duo's), the base the faulty profiles change one thing in.
    static let duo: String = {
        let url = Bundle.module.url(forResource: "iphone-duo", withExtension: "json", subdirectory: "Fixtures")!
        return try! String(contentsOf: url, encoding: .utf8)
    }()

    /// The Duo's profile with its first `"scale": 3` replaced by `"scale": <value>`.
    static func duo(scale value: String) -> Data { Data(duo.replacingOccurrences(of: "\"scale\": 3", with: "\"scale\": \(value)").utf8) }

    /// The Duo's profile with its first `"width": 951` (the inner display) replaced.
    static func duo(width value: String) -> Data {
        guard let range = duo.range(of: "\"width\": 951") else { return Data() }
        return Data(duo.replacingCharacters(in: range, with: "\"width\": \(value)").utf8)
    }

    /// 10 000 levels of nested arrays: deeper than any parser should recurse.
    static let deepNesting = Data((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8)

    /// Profiles with one fault each.
    static let profiles: [String: Data] = [
        "profile-empty.json": Data(),
        "profile-invalid-utf8.json": Data("{\"id\": \"duo".utf8) + Data([0xFF, 0xFE]) + Data("\"}".utf8),
        "profile-deep.json": deepNesting,
        "profile-unknown-field.json": Data(duo.replacingOccurrences(of: "\"id\": \"iphone-duo\"", with: "\"id\": \"iphone-duo\", \"colour\": \"red\"").utf8),
        "profile-wrong-type.json": duo(scale: "\"three\""),
        "profile-nan.json": duo(scale: "NaN"),
        "profile-infinity.json": duo(scale: "1e999"),
        "profile-negative-infinity.json": duo(scale: "-1e999"),
        "profile-negative-size.json": duo(width: "-951"),
        "profile-zero-size.json": duo(width: "0"),
        "profile-huge.json": duo(width: "1e9"),
        // The fold 10^308 pt wide: finite, inside no display.
        "profile-huge-region.json": Data(duo.replacingOccurrences(of: "\"x\": 455.5, \"y\": 0, \"width\": 40", with: "\"x\": 455.5, \"y\": 0, \"width\": 1e308").utf8),
        "profile-tiny-scale.json": duo(scale: "1e-300"),
        "profile-blank-name.json": Data(duo.replacingOccurrences(of: "\"name\": \"iPhone Duo\"", with: "\"name\": \"   \"").utf8),
    ]

    /// Scenes with one fault each (for the commands that read scene files).
    static let scenes: [String: Data] = [
        "scene-valid.json": scene(root: #"{"type": "element", "id": "a", "role": "control"}"#),
        "scene-empty.json": Data(),
        "scene-invalid-utf8.json": Data("{\"name\": \"a".utf8) + Data([0xC3, 0x28]) + Data("\"}".utf8),
        "scene-deep.json": deepNesting,
        "scene-unknown-field.json": scene(root: #"{"type": "element", "id": "a", "role": "control", "colour": "red"}"#),
        "scene-wrong-type.json": scene(root: #"{"type": "element", "id": "a", "role": "control", "width": "wide"}"#),
        "scene-nan.json": scene(root: #"{"type": "element", "id": "a", "role": "control", "width": NaN}"#),
        "scene-infinity.json": scene(root: #"{"type": "element", "id": "a", "role": "control", "width": 1e999}"#),
        "scene-negative-infinity.json": scene(root: #"{"type": "element", "id": "a", "role": "control", "width": -1e999}"#),
        "scene-negative-size.json": scene(root: #"{"type": "element", "id": "a", "role": "control", "width": -5}"#),
        "scene-zero-size.json": scene(root: #"{"type": "list", "id": "a", "rows": 10, "rowHeight": 0}"#),
        "scene-huge-count.json": scene(root: #"{"type": "list", "id": "a", "rows": 1000000000, "rowHeight": 44}"#),
        "scene-huge-length.json": scene(root: #"{"type": "list", "id": "a", "rows": 3, "rowHeight": 1e308}"#),
        "scene-tiny-length.json": scene(root: #"{"type": "list", "id": "a", "rows": 3, "rowHeight": 1e-320}"#),
        "scene-blank-text.json": scene(root: #"{"type": "element", "id": "a", "role": "control", "title": "   "}"#),
    ]

    /// A scene named `bad` whose root node is `root` (JSON text).
    static func scene(root: String) -> Data {
        Data(#"{"name": "bad", "summary": "one fault", "root": \#(root)}"#.utf8)
    }
}
