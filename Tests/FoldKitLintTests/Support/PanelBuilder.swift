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
    /// The UI layer's mode; nil for a scene without one.
    var mode: UILayerMode?
    /// The UI layer's bars, window coordinates.
    var bars: [SystemBar] = []

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
                      label: String? = nil, details: SceneLayoutNode.Details = .none) {
        nodes.append(SceneLayoutNode(id: id, role: role, parentID: parent, frame: frame, visibleFrame: visible ?? frame, zIndex: 0,
                                     region: .whole, isInteractive: interactive, isImportant: important,
                                     isScrollingContent: scrolling, label: label, details: details))
    }

    /// The panel.
    var panel: LintPanel {
        var layout = SceneLayoutResult(sceneName: "T", bounds: space.bounds, layoutDirection: direction, nodes: nodes)
        layout.uiLayerMode = mode
        layout.bars = bars
        return LintPanel(posture: posture, space: space, layout: layout)
    }

    /// Adds a bar of `kind` holding `items` (id, title, symbol; kind `action`), 44 × 44 each from
    /// `origin` along x, 52 pt apart; `more` reaching the given ids ends the bar.
    mutating func addBar(_ id: String, _ kind: SystemBar.Kind = .navigationBar, at origin: CGPoint = .zero,
                         items: [(id: String, title: String, symbol: String)], more reaches: [String]? = nil) {
        var placed = items.enumerated().map { index, item in
            SystemBarItem(id: item.id, kind: .action, title: item.title, symbol: item.symbol,
                          frame: CGRect(x: origin.x + CGFloat(index) * 52, y: origin.y, width: 44, height: 44))
        }
        if let reaches {
            placed.append(SystemBarItem(id: SystemBarItem.moreID, kind: .more, title: "More", symbol: "ellipsis",
                                        frame: CGRect(x: origin.x + CGFloat(placed.count) * 52, y: origin.y, width: 44, height: 44),
                                        reaches: reaches))
        }
        let width = CGFloat(max(placed.count, 1)) * 52
        bars.append(SystemBar(id: id, kind: kind, frame: CGRect(x: origin.x, y: origin.y, width: width, height: 44), items: placed))
    }

    /// A placeholder scene (rules read only its anchors).
    static let scene = Scene(name: "T", summary: "S", root: SceneNode(id: "root", kind: .element(.init(role: .other))))

    /// A scene whose root is a tab view `tabs` with `tabs` (id, compact) and More on or off, the
    /// content a placeholder.
    static func tabScene(_ tabs: [(id: String, compact: Bool)], more: Bool = true, toolbar: [String] = []) -> Scene {
        let model = TabBarModel(tabs: tabs.map { TabBarModel.Tab(action: UIAction(id: $0.id, title: $0.id, symbol: "circle"), isCompact: $0.compact) },
                                showsMore: more)
        var content = SceneNode(id: "screen", kind: .element(.init(role: .other)))
        content.toolbar = toolbar.map { ToolbarItem(action: UIAction(id: $0, title: $0, symbol: "circle")) }
        return Scene(name: "T", summary: "S", root: SceneNode(id: "tabs", kind: .tabView(.init(bar: model, content: content))))
    }

    /// The diagnostics of `panels` of one scene `t` on device `d`, as headlines.
    static func lint(_ panels: [LintPanel], scene: Scene = PanelBuilder.scene) -> [String] {
        Linter.lint(PreparedScene(unchecked: scene), sceneID: "t", deviceID: "d", panels: panels).map(\.headline)
    }

    /// The `x N` and `y N` positions a fix names that lie outside `window` (window coordinates),
    /// as written: a fix must name only places inside the window.
    static func positionsOutside(_ fix: String, window: CGRect) -> [String] {
        let words = fix.split(separator: " ")
        return zip(words, words.dropFirst()).compactMap { axis, value in
            guard axis == "x" || axis == "y", let number = Double(value.trimmingCharacters(in: CharacterSet(charactersIn: ",:"))) else { return nil }
            let (low, high) = axis == "x" ? (window.minX, window.maxX) : (window.minY, window.maxY)
            return number > low && number < high ? nil : "\(axis) \(value)"
        }
    }

    /// A rect from x, y, width, height.
    static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }
}
