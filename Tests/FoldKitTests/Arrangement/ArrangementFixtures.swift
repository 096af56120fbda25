import Foundation
import FoldKit
import _FoldKitTestSupport

/// The iPhone Duo numbers the arrangement tests derive their expectations from (SPEC 2.2).
enum DuoNumbers {
    /// Inner display, landscape: 951 × 669 pt at scale 3.
    static let width: CGFloat = 951, height: CGFloat = 669
    /// The side bar (trailing safe-area inset in landscape, top in portrait) and the bottom inset.
    static let sideBar: CGFloat = 56, bottom: CGFloat = 20
    /// The fold: x 455.5 (landscape) or y 455.5 (portrait), 40 pt thick, margins included.
    static let foldStart: CGFloat = 455.5, fold: CGFloat = 40
    /// The pixel grid of the Duo's displays (scale 3).
    static let grid = PixelGrid(scale: 3)
}

/// Solves `style` for the container `bounds` (default: the safe area) of the Duo in `preset`.
func solveSplit(_ preset: PosturePreset, _ style: SplitArrangement = SplitArrangement(), device: String = "iphone-duo",
                direction: LayoutDirection = .leftToRight, bounds: CGRect? = nil) throws -> (ArrangementResult, ArrangementRequest) {
    let space = Builtins.space(device, preset)
    let request = ArrangementRequest(space: space.with(layoutDirection: direction), bounds: bounds ?? space.safeAreaFrame)
    return (try style.solve(request), request)
}

/// Solves the overlay `style` as ``solveSplit(_:_:device:direction:bounds:)`` does.
func solveOverlay(_ preset: PosturePreset, _ style: OverlayArrangement = OverlayArrangement(), device: String = "iphone-duo",
                  direction: LayoutDirection = .leftToRight, bounds: CGRect? = nil) throws -> (ArrangementResult, ArrangementRequest) {
    let space = Builtins.space(device, preset)
    let request = ArrangementRequest(space: space.with(layoutDirection: direction), bounds: bounds ?? space.safeAreaFrame)
    return (try style.solve(request), request)
}

/// A request for a plain container with no regions, regular/regular, no pixel snapping.
func plainRequest(_ bounds: CGRect, regions: [ReservedRegion] = [], direction: LayoutDirection = .leftToRight,
                  sizeClasses: SizeClasses = SizeClasses(horizontal: .regular, vertical: .regular), scale: CGFloat = 0) -> ArrangementRequest {
    ArrangementRequest(space: .plain(around: bounds, regions: regions, sizeClasses: sizeClasses, scale: scale, layoutDirection: direction),
                       bounds: bounds)
}

/// An active division (the fold or a hinge gap) at `frame`, window coordinates.
func division(_ frame: CGRect, id: String = "fold", isActive: Bool = true) -> ReservedRegion {
    ReservedRegion(id: id, kind: .division, frame: frame, isActive: isActive)
}
