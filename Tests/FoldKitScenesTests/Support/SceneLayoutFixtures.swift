import Foundation
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// Lays out small scenes on the built-in devices for tests.
enum SceneLayoutFixtures {
    /// The layout of a scene around `root` (JSON text) on the Duo in `preset`, in `window`
    /// (display coordinates; nil for the whole display).
    static func layout(root: String, _ preset: PosturePreset = .book, device: String = "iphone-duo",
                       direction: LayoutDirection = .leftToRight, window: CGRect? = nil) -> SceneLayoutResult {
        SceneLayout.solve(unchecked: SceneFixtures.scene(root: root), in: Builtins.space(device, preset, window: window), layoutDirection: direction)
    }
}

extension SceneLayoutResult {
    /// The frame of `id` (nil when hidden or missing).
    func frame(_ id: String) -> CGRect? { self[id]?.frame }
}

extension CGRect {
    /// Shorthand for expected frames in tests.
    init(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) { self.init(x: x, y: y, width: width, height: height) }
}
