import Foundation
import FoldKit

/// A presentation as the presentation solver sees it (SPEC 7), window coordinates.
struct ScenePresentationItem: Sendable, Hashable {
    /// What is presented.
    var kind: SceneNode.Presentation.Kind
    /// The width asked for; nil for the kind's default, fill for the whole safe width.
    var width: SceneNode.Length?
    /// The height asked for; nil for the kind's default, fill for the whole safe height.
    var height: SceneNode.Length?
    /// The anchor's frame from the previous pass, nil when there is none or not yet known.
    var anchorFrame: CGRect?
}

/// Where a presentation goes (CLI.md `foldkit place`), window coordinates.
struct ScenePresentationPlacement: Sendable, Hashable {
    /// The presentation's frame.
    var frame: CGRect
    /// The usable region chosen; nil for the safe area itself.
    var region: CGRect?
    /// Where a popover's or menu's arrow points, nil without one.
    var arrowDirection: SceneLayoutNode.ArrowDirection?
}

extension SceneLayout {
    /// The size of a presentation that does not give one, points: an alert 270 × 150, an action
    /// sheet 320 × 220, a popover 320 × 240, a menu 250 × 220, a toast 300 × 50.
    static func defaultSize(of kind: SceneNode.Presentation.Kind) -> CGSize {
        switch kind {
        case .alert: return CGSize(width: 270, height: 150)
        case .actionSheet: return CGSize(width: 320, height: 220)
        case .popover: return CGSize(width: 320, height: 240)
        case .menu: return CGSize(width: 250, height: 220)
        case .toast: return CGSize(width: 300, height: 50)
        }
    }

    /// The size `item` asks for inside `area`: its width and height (fill: the area's), else the
    /// kind's default, clamped to the area.
    static func requestedSize(of item: ScenePresentationItem, in area: CGRect) -> CGSize {
        let fallback = defaultSize(of: item.kind)
        return CGSize(width: length(item.width ?? .points(fallback.width), within: area.width),
                      height: length(item.height ?? .points(fallback.height), within: area.height))
    }

    /// EXTENSION POINT (SPEC 7): places a presentation in window coordinates.
    ///
    /// The real solver keeps it fully visible in the safe area and off every active region's
    /// frame; a popover or menu next to its anchor in the anchor's region, flipping sides; an
    /// alert centred in its region by displacement (tabletop: top, book: the outer display's side,
    /// else the safe area); a toast near the bottom, padded by the side insets.
    static func layoutPresentation(_ item: ScenePresentationItem, context: SceneLayoutContext) -> ScenePresentationPlacement {
        // INTERIM: replaced by PresentationPlacer when the solver lands.
        // Centred in the safe area at the requested size, whatever the kind and the anchor.
        let area = context.safeArea
        let size = requestedSize(of: item, in: area)
        let x = context.place(length: size.width, from: area.minX, to: area.maxX, position: 0)
        let y = context.place(length: size.height, from: area.minY, to: area.maxY, position: 0)
        return ScenePresentationPlacement(frame: CGRect(x: x, y: y, width: size.width, height: size.height))
    }
}
