import Foundation
import FoldKit

/// Overlap tests with the tolerance the placement solvers document (tests and lint only, STYLE 6).
public enum RegionOverlap {
    /// Slack in points: ``CGRect/placementTolerance`` (1e-9), the solvers' own.
    public static let tolerance = CGRect.placementTolerance

    /// Whether `region` (possibly a zero-width line) intersects `rect`'s interior by more than
    /// ``tolerance``; rects that only touch do not intersect.
    public static func intersects(_ region: CGRect, _ rect: CGRect) -> Bool { region.intersectsInterior(of: rect, tolerance: tolerance) }

    /// Violations for every active region of `space` that `frame` intersects, named as
    /// "<name> frame (x, y, w, h) intersects region 'id' (x, y, w, h)".
    public static func violations(_ frame: CGRect, named name: String, in space: LayoutSpace) -> [String] {
        space.regions.filter { $0.isActive && intersects($0.frame, frame) }.map {
            "\(name) frame \(Format.rect(frame)) intersects region '\($0.id)' \(Format.rect($0.frame))"
        }
    }

    /// A violation when `frame` does not lie inside `container` (with ``tolerance``).
    public static func outside(_ frame: CGRect, named name: String, container: CGRect, containerName: String) -> [String] {
        container.containsRect(frame, tolerance: tolerance) ? []
            : ["\(name) frame \(Format.rect(frame)) leaves the \(containerName) \(Format.rect(container))"]
    }
}
