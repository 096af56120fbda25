import Foundation
import FoldKit
import FoldKitScenes

/// What `foldkit layout` prints: CLI.md's JSON document, or a heading and an aligned tree.
///
/// JSON: `scene` (the file's id), `name`, `device`, `posture` (the derived device posture, as
/// `regions` reports it), `preset`, `layoutDirection`, `state` (direction, camera, Live Activity
/// and window, as storyboard and lint name it), `window` (display coordinates) and `nodes`
/// in document order, rows and cells expanded: `id`, `role`, `frame` (window coordinates, null
/// when hidden), `visibleFrame` (what scrolls into view at offset 0, null when hidden or
/// scrolled out), `isVisible`, `zIndex`, `region`, `parent`, `isInteractive`, `isImportant`.
struct LayoutReport: Encodable {
    struct Node: Encodable {
        var id: String
        var role: String
        @NullWhenAbsent var frame: JSONRect?
        @NullWhenAbsent var visibleFrame: JSONRect?
        var isVisible: Bool
        var zIndex: Int
        var region: String
        @NullWhenAbsent var parent: String?
        var isInteractive: Bool
        var isImportant: Bool
        /// Scrolling content under bars: the insets that clear them (SPEC 9); null otherwise.
        @NullWhenAbsent var contentInsets: JSONInsets?
        /// The size asked for when the slot gave less (SPEC 8.1); null otherwise.
        @NullWhenAbsent var askedSize: JSONSize?
        /// The smallest usable size when the node is shown with less (SPEC 8.1, amended 2026-12-02); null otherwise.
        @NullWhenAbsent var minSize: JSONSize?
        /// A list–detail node: what its items do here, `select` or `push` (SPEC 4.4); null otherwise.
        @NullWhenAbsent var itemAction: String?
        /// The index of the node's variant that applied (SPEC 10.3); null for none.
        @NullWhenAbsent var variant: Int?
        /// For a hidden node whose content stays reachable: `{"kind": "standIn|pushed|variant|original", "id"}`; null otherwise.
        @NullWhenAbsent var shownElsewhere: JSONShownElsewhere?

    }

    var scene: String
    var name: String
    var device: String
    var posture: String
    var preset: String
    var layoutDirection: String
    var state: StateModifiers
    var window: JSONRect
    var nodes: [Node]
    /// Where the system put the UI layer (`sideBar`, `tabletop`, `compact`, `regular`): every scene
    /// has one (SPEC 9, amended 2026-12-02); null only for a layout solved without it.
    @NullWhenAbsent var uiLayer: String?
    /// The system bars with their items (SPEC 9); empty without a UI layer.
    var bars: [JSONSystemBar]

    /// The report of `result`, the layout of `loaded` in `resolved`'s space.
    init(_ loaded: SceneInput.Loaded, result: SceneLayoutResult, resolved: StateOptions.Resolved, keyboard: KeyboardState = .off,
         scrolled: Bool = false) {
        scene = loaded.id
        name = loaded.scene.name
        device = resolved.profile.id
        posture = resolved.space.posture.rawValue
        preset = resolved.preset.rawValue
        layoutDirection = resolved.layoutDirection.rawValue
        state = StateModifiers(layoutDirection: resolved.layoutDirection, cameraStreaming: resolved.state.cameraStreaming,
                               liveActivity: resolved.state.liveActivity, keyboard: keyboard, scrolled: scrolled,
                               window: resolved.state.window)
        window = JSONRect(resolved.space.window)
        nodes = result.nodes.map {
            Node(id: $0.id, role: $0.role.name, frame: $0.frame.map(JSONRect.init), visibleFrame: $0.visibleFrame.map(JSONRect.init),
                 isVisible: $0.isVisible, zIndex: $0.zIndex, region: $0.region.rawValue, parent: $0.parentID,
                 isInteractive: $0.isInteractive, isImportant: $0.isImportant,
                 contentInsets: $0.contentInsets.map(JSONInsets.init), askedSize: $0.askedSize.map(JSONSize.init),
                 minSize: $0.minSize.map(JSONSize.init),
                 itemAction: $0.details.itemAction?.rawValue, variant: $0.appliedVariant, shownElsewhere: $0.shownElsewhere.map(JSONShownElsewhere.init))
        }
        uiLayer = result.uiLayerMode?.rawValue
        bars = result.bars.map(JSONSystemBar.init)
    }

    /// `Mail (mail) on iphone-duo, preset book, posture book: 951 × 669, ltr` and the tree below it.
    func text(_ result: SceneLayoutResult, allRows: Bool, headline: String) -> String {
        var out = "\(name) (\(scene)) on \(headline): \(TextTable.size(result.bounds.size)), \(layoutDirection)\n"
        out += result.treeDescription(rowLimit: allRows ? nil : 3) + "\n"
        out += result.barsDescription()
        return out
    }
}
