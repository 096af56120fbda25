import Foundation
import FoldKit

extension LayoutSpace {
    /// A space for a container laid out on its own (tests only): a window at the origin reaching
    /// `container`'s far corner, with no safe-area insets, and the given regions (window
    /// coordinates, physical), size classes, pixel scale (0: no snapping) and layout direction —
    /// what a solver that reads only those sees.
    public static func plain(around container: CGRect, regions: [ReservedRegion] = [],
                             sizeClasses: SizeClasses = SizeClasses(horizontal: .regular, vertical: .regular),
                             scale: CGFloat = 0, layoutDirection: LayoutDirection = .leftToRight) -> LayoutSpace {
        let window = CGRect(x: 0, y: 0, width: max(0, container.maxX), height: max(0, container.maxY))
        return LayoutSpace(scale: scale, window: window, sizeClasses: sizeClasses, regions: regions, layoutDirection: layoutDirection)
    }
}
