import Foundation
import FoldKit
import FoldKitLint
import FoldKitScenes

/// A layout computed elsewhere — a `--frames` document or a `uiautomator dump` — as lint reads it
/// (docs/frames-format.md): laid-out nodes in window coordinates (points), the UI layer's bars and
/// whether the screen was pushed. It has no scene behind it, so the rules that read a scene's
/// declarations (variants, anchors, displacement purposes, tab models, next screens) find nothing.
struct ExternalLayout: Sendable {
    /// The name diagnostics give as the scene: the document's `name`, else the file's name
    /// without its extension.
    var name: String
    /// The nodes in document order (parents before children; later siblings drawn above).
    var nodes: [SceneLayoutNode]
    /// The UI layer's bars, window coordinates.
    var bars: [SystemBar] = []
    /// Whether the screen was pushed (a next screen): FK021 looks for its way back.
    var pushed = false

    /// The panel lint checks: the layout in `space`, in `posture` and `state`.
    func panel(posture: PosturePreset, state: StateModifiers, space: LayoutSpace) -> LintPanel {
        var layout = SceneLayoutResult(sceneName: name, bounds: space.bounds, layoutDirection: state.layoutDirection, nodes: nodes)
        layout.bars = bars
        return LintPanel(posture: posture, space: space, layout: layout, state: state, pushed: pushed ? [name] : [])
    }

    /// The placeholder scene beside an external layout: lint reads a scene's declarations (anchors,
    /// tab bars, `lint` options), and an external layout has none.
    static let placeholderScene = PreparedScene(unchecked: Scene(name: "external", summary: "A layout computed elsewhere.",
                                                                  root: SceneNode(id: "root", kind: .element(.init(role: .other)))))
}

extension ExternalLayout {
    /// The file name without its directory and extension (`dumps/inbox.xml` → `inbox`).
    static func name(ofFile path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// The note for stderr when the layout's root does not fill `window` (points): the dump or
    /// frames were taken on another display size, so findings near the edges may not hold.
    static func sizeNote(root: CGRect?, window: CGRect, file: String, device: String) -> String? {
        guard let root, abs(root.width - window.width) > 1 || abs(root.height - window.height) > 1 else { return nil }
        return "note: \(file): the layout's root is \(LintNumber.text(root.width)) × \(LintNumber.text(root.height)) pt, "
            + "the window of '\(device)' is \(LintNumber.text(window.width)) × \(LintNumber.text(window.height)) pt: it was taken on another display size\n"
    }
}

/// Numbers as lint's notes print them: at most two decimals, no trailing zeros.
enum LintNumber {
    /// `411.43`, `412`.
    static func text(_ value: CGFloat) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", Double(rounded))
            .replacingOccurrences(of: #"0$"#, with: "", options: .regularExpression)
    }
}
