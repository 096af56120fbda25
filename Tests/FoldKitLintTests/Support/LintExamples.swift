import Foundation
import FoldKit
import FoldKitScenes
import FoldKitLint
import _FoldKitTestSupport

/// The lint examples of `docs/lint/examples/` (the same files the rule notes show) and shortcuts
/// to lint a scene on a built-in device (tests only).
enum LintExamples {
    /// The repository's root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `docs/lint/`.
    static let docs = root.appendingPathComponent("docs/lint")

    /// The text of `docs/lint/examples/<name>.json` (empty when missing).
    static func text(_ name: String) -> String {
        (try? String(contentsOf: docs.appendingPathComponent("examples/\(name).json"), encoding: .utf8)) ?? ""
    }

    /// Why an example cannot be read.
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// The scene `docs/lint/examples/<name>.json`.
    /// - Throws: ``Missing`` when the file is missing or invalid.
    static func scene(_ name: String) throws -> Scene {
        let url = docs.appendingPathComponent("examples/\(name).json")
        guard let data = try? Data(contentsOf: url) else { throw Missing(description: "missing example \(url.path)") }
        do { return try Scene.decode(data) } catch { throw Missing(description: "\(url.path): \(error)") }
    }

    /// The text of `docs/lint/<name>` (empty when missing).
    static func note(_ name: String) -> String {
        (try? String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    /// `scene` linted as `id` on built-in `device` in `postures` (default: all it supports).
    static func lint(_ scene: Scene, id: String, device: String = "iphone-duo", postures: [PosturePreset]? = nil,
                     direction: LayoutDirection = .leftToRight) -> [Diagnostic] {
        let profile = Builtins.profile(device)
        do {
            return try Linter.lint(PreparedScene(unchecked: scene), sceneID: id, profile: profile, postures: postures ?? profile.supportedPresets, layoutDirection: direction)
        } catch {
            fatalError("\(device): \(error)")
        }
    }

    /// The example `name` linted on built-in `device` (default: the Duo) in `postures` (default:
    /// every posture).
    /// - Throws: ``Missing`` when the file is missing or invalid.
    static func lint(_ name: String, device: String = "iphone-duo", postures: [PosturePreset]? = nil) throws -> [Diagnostic] {
        lint(try scene(name), id: name, device: device, postures: postures)
    }

    /// Lints a layout computed elsewhere (the notes' examples for the rules FoldKit's own engine
    /// never breaks): `nodes` on the Duo in `posture`, one element scene `id` named `name` whose
    /// root is `root`.
    static func lintLayout(_ nodes: [SceneLayoutNode], posture: PosturePreset, name: String, id: String, root: String) -> [Diagnostic] {
        let space = Builtins.space("iphone-duo", posture)
        let panel = LintPanel(posture: posture, space: space, layout: SceneLayoutResult(sceneName: name, bounds: space.bounds,
                                                                                     layoutDirection: .leftToRight, nodes: nodes))
        let scene = Scene(name: name, summary: "\(name).", root: SceneNode(id: root, kind: .element(.init(role: .other))))
        return Linter.lint(PreparedScene(unchecked: scene), sceneID: id, deviceID: "iphone-duo", panels: [panel])
    }
}
