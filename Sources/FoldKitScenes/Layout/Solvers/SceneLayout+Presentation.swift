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
    /// The anchor's frame (this pass's when the anchor came first, else the previous pass's), nil
    /// when there is none or it is not known yet.
    var anchorFrame: CGRect?
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

    /// `safeArea` less the window's bars along its bottom (the tab bar, the bottom toolbar): where
    /// a toast rides, above them, never under them (SPEC 7, amended 2026-12-02).
    static func aboveBottomBars(_ safeArea: CGRect, context: SceneLayoutContext) -> CGRect {
        var bottom = safeArea.maxY
        for bar in [context.uiLayer?.tabBar, context.uiLayer?.bottomToolbar].compactMap({ $0 })
        where bar.midY > safeArea.midY && bar.minX < safeArea.maxX && bar.maxX > safeArea.minX {
            bottom = min(bottom, bar.minY)
        }
        return safeArea.with(from: safeArea.minY, to: max(safeArea.minY, bottom), along: .vertical)
    }

    /// The size `item` asks for inside `area`: its width and height (fill: the area's), else the
    /// kind's default, clamped to the area.
    static func requestedSize(of item: ScenePresentationItem, in area: CGRect) -> CGSize {
        let fallback = defaultSize(of: item.kind)
        return CGSize(width: length(item.width ?? .points(fallback.width), within: area.width),
                      height: length(item.height ?? .points(fallback.height), within: area.height))
    }

    /// Places a presentation in window coordinates by ``Presentation/solve(_:)`` (SPEC 7): fully
    /// visible in the safe area and off every active region's frame; a popover or menu beside its
    /// anchor (``ScenePresentationItem/anchorFrame``) in the anchor's region, flipping sides; an alert centred
    /// in the region displacement gives transient content (tabletop: top, book: the outer
    /// display's side, else the safe area); a toast near the bottom above the window's bottom bars,
    /// padded by the side insets.
    /// A popover or menu whose anchor is not known yet (it comes later, in the first pass) is
    /// centred like an alert. A request the solver refuses (<doc:InvalidInput>) gets an empty frame
    /// at the safe area's centre, fit `noRoom`.
    /// - Complexity: two placements (with and without regions), O(*d* log *d* + *o*²·*r*) each.
    static func layoutPresentation(_ item: ScenePresentationItem, context: SceneLayoutContext) -> PresentationResult {
        let container = item.kind == .toast ? aboveBottomBars(context.safeArea, context: context) : context.safeArea
        let request = PresentationRequest(kind: item.kind, size: requestedSize(of: item, in: container), anchor: item.anchorFrame,
                                          space: context.space, container: container)
        do {
            return try Presentation.solve(request)
        } catch {
            let safe = context.safeArea
            return PresentationResult(frame: CGRect(x: safe.midX, y: safe.midY, width: 0, height: 0), region: safe, regionIndex: 0,
                                         isDisplaced: false, arrowDirection: nil, fit: .noRoom, reason: .safeArea)
        }
    }
}
