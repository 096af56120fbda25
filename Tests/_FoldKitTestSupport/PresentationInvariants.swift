import Foundation
import FoldKit

/// Invariant checkers for presentation placements: violations naming the parts and their values,
/// empty when the placement keeps SPEC 7's contract (STYLE 7).
public enum PresentationInvariants {
    /// Violations of a placement against its request.
    ///
    /// - A finite frame, never larger than asked, of positive size in each dimension the request
    ///   gives a positive size (a presentation asked 0 pt wide stays 0 pt wide).
    /// - Its region is one of the container's usable regions.
    /// - Unless `noRoom`: inside its region (so inside the container, the safe area by default)
    ///   and clear of every active region's frame — fully visible.
    /// - A popover or menu with an arrow sits on that side of its anchor, without covering it.
    public static func violations(_ placement: PresentationResult, for request: PresentationRequest) -> [String] {
        let name = request.kind.rawValue
        let frame = placement.frame
        guard frame.isFiniteRect, frame.width > 0 || request.size.width == 0, frame.height > 0 || request.size.height == 0 else {
            return ["\(name) frame \(Format.rect(frame)) is not a finite rect of positive size"]
        }
        var found: [String] = []
        let t = RegionOverlap.tolerance
        let maxHeight = request.kind == .actionSheet && request.heightFraction != nil ? placement.region.height : request.size.height
        if frame.width > request.size.width + t || frame.height > maxHeight + t {
            found.append("\(name) frame \(Format.rect(frame)) is larger than asked, \(Format.size(request.size))")
        }
        let usable = UsableRegions(container: request.resolvedContainer, regions: request.space.regions, trimmingSlivers: true)
        if !usable.regions.contains(placement.region) {
            found.append("\(name) region \(Format.rect(placement.region)) is not a usable region of the container \(Format.rect(request.resolvedContainer))")
        }
        if placement.fit.isClear {
            found += RegionOverlap.outside(frame, named: name, container: placement.region, containerName: "region")
            found += RegionOverlap.outside(frame, named: name, container: request.resolvedContainer, containerName: "container")
            found += RegionOverlap.violations(frame, named: name, in: request.space)
        }
        if placement.fit == .fits && request.kind != .actionSheet && frame.size != request.size {
            found.append("\(name) fit 'fits' but its size \(Format.size(frame.size)) is not the asked \(Format.size(request.size))")
        }
        if request.kind.isAnchored, let anchor = request.anchor, let arrow = placement.arrowDirection, placement.fit.isClear {
            found += side(frame, arrow: arrow, anchor: anchor, name: name)
        }
        if !request.kind.isAnchored && placement.arrowDirection != nil {
            found.append("\(name) reports an arrow \(placement.arrowDirection!.rawValue)")
        }
        return found
    }

    static func side(_ frame: CGRect, arrow: ArrowDirection, anchor: CGRect, name: String) -> [String] {
        let t = RegionOverlap.tolerance
        let onSide: Bool
        switch arrow {
        case .up: onSide = frame.minY >= anchor.maxY - t
        case .down: onSide = frame.maxY <= anchor.minY + t
        case .left: onSide = frame.minX >= anchor.maxX - t
        case .right: onSide = frame.maxX <= anchor.minX + t
        }
        return onSide ? [] : ["\(name) frame \(Format.rect(frame)) with arrow \(arrow.rawValue) is not on that side of its anchor \(Format.rect(anchor))"]
    }
}
