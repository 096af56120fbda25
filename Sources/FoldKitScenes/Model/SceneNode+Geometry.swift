import Foundation
import FoldKit

extension SceneNode {
    /// A node's `width` or `height`: a number of points or `"fill"` (SCENE.md common fields).
    public enum Length: Sendable, Hashable {
        /// Take the whole extent of the slot.
        case fill
        /// A fixed length in points (finite, ≥ 0); clamped to the slot when larger.
        case points(CGFloat)
    }

    /// A dimension: points, or a fraction of the container's extent along that axis, written
    /// `"30%"` in scene files (`.fractional(0.3)`): the engine's own type (SPEC 4.1).
    public typealias Dimension = LayoutDimension

    /// A size range along one axis: `{"min", "preferred", "max"}`, each a ``Dimension``: the
    /// engine's own type (SPEC 4.1).
    public typealias DimensionRange = FoldKit.DimensionRange

    /// Where a node sits inside a larger slot; `leading`/`trailing` follow the layout direction.
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        /// Centred on both axes (the default).
        case center
        /// Top edge, centred horizontally.
        case top
        /// Bottom edge, centred horizontally.
        case bottom
        /// Leading edge, centred vertically.
        case leading
        /// Trailing edge, centred vertically.
        case trailing
        /// Top-leading corner.
        case topLeading
        /// Top-trailing corner.
        case topTrailing
        /// Bottom-leading corner.
        case bottomLeading
        /// Bottom-trailing corner.
        case bottomTrailing

        /// The horizontal part: -1 leading, 0 centre, +1 trailing.
        public var horizontal: Int {
            switch self {
            case .leading, .topLeading, .bottomLeading: return -1
            case .trailing, .topTrailing, .bottomTrailing: return 1
            case .center, .top, .bottom: return 0
            }
        }

        /// The vertical part: -1 top, 0 centre, +1 bottom.
        public var vertical: Int {
            switch self {
            case .top, .topLeading, .topTrailing: return -1
            case .bottom, .bottomLeading, .bottomTrailing: return 1
            case .center, .leading, .trailing: return 0
            }
        }
    }
}
