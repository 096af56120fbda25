import Foundation
import FoldKit
import FoldKitScenes
import FoldKitLint

/// Builds laid-out panels by hand, node by node, for rule tests that need exact frames
/// (window coordinates, points). The default space is field report BR-02's: an 800 × 900 window
/// with an active division (380, 0, 40, 900).
struct PanelBuilder {
    var posture: PosturePreset
    var space: LayoutSpace
    var direction: LayoutDirection
    private(set) var nodes: [SceneLayoutNode]

    /// BR-02's division: 40 pt wide, centred at x 400 of an 800-pt window.
    static let division = ReservedRegion(id: "fold", kind: .division, frame: CGRect(x: 380, y: 0, width: 40, height: 900), isActive: true)

    /// BR-02's space: 800 × 900, the division active, no safe-area insets.
    static let bookSpace = LayoutSpace(window: CGRect(x: 0, y: 0, width: 800, height: 900), regions: [division])

    /// A builder with a root container covering the window.
    init(_ posture: PosturePreset = .book, space: LayoutSpace = PanelBuilder.bookSpace, direction: LayoutDirection = .leftToRight,
         rootRole: SceneLayoutNode.Role = .node(.stack), rootDetails: SceneLayoutNode.Details = .none) {
        self.posture = posture
        self.space = space
        self.direction = direction
        nodes = [SceneLayoutNode(id: "root", role: rootRole, parentID: nil, frame: space.bounds, visibleFrame: space.bounds,
                                 zIndex: 0, region: .whole, details: rootDetails)]
    }

    /// Adds a node; `visible` defaults to `frame` (pass `.some(nil)` for scrolled out of view).
    mutating func add(_ id: String, _ role: SceneLayoutNode.Role = .element(.control), in parent: String = "root", frame: CGRect?,
                      visible: CGRect?? = .none, interactive: Bool = false, important: Bool = false, scrolling: Bool = false,
                      details: SceneLayoutNode.Details = .none) {
        nodes.append(SceneLayoutNode(id: id, role: role, parentID: parent, frame: frame, visibleFrame: visible ?? frame, zIndex: 0,
                                     region: .whole, isInteractive: interactive, isImportant: important,
                                     isScrollingContent: scrolling, details: details))
    }

    /// The panel.
    var panel: LintPanel {
        LintPanel(posture: posture, space: space,
                  layout: SceneLayoutResult(sceneName: "T", bounds: space.bounds, layoutDirection: direction, nodes: nodes))
    }

    /// A placeholder scene (rules read only its anchors).
    static let scene = Scene(name: "T", summary: "S", root: SceneNode(id: "root", kind: .element(.init(role: .other))))

    /// The diagnostics of `panels` of one scene `t` on device `d`, as headlines.
    static func lint(_ panels: [LintPanel], scene: Scene = PanelBuilder.scene) -> [String] {
        Linter.lint(scene, sceneID: "t", deviceID: "d", panels: panels).map(\.headline)
    }

    /// A rect from x, y, width, height.
    static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }
}
