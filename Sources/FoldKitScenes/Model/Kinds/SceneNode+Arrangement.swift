import Foundation
import FoldKit

extension SceneNode {
    /// Exactly two views, `primary` and `secondary`, laid out by the arrangement rule (SPEC 4.1–4.2).
    public struct Arrangement: Sendable, Hashable {
        /// Split (the default) or overlay style.
        public var style: Style
        /// The axes a split may use (default both); the scene file's `axes` array.
        public var axes: [Axis]
        /// The primary's share of the container, strictly between 0 and 1; nil for equal halves.
        public var ratio: CGFloat?
        /// The primary's width range.
        public var primaryWidth: DimensionRange?
        /// The primary's height range.
        public var primaryHeight: DimensionRange?
        /// The secondary's width range.
        public var secondaryWidth: DimensionRange?
        /// The secondary's height range.
        public var secondaryHeight: DimensionRange?
        /// The primary's layout priority (default 0); the higher gets its size first.
        public var primaryPriority: Double
        /// The secondary's layout priority (default 0).
        public var secondaryPriority: Double
        /// Which view uses its ideal size, if any.
        public var prefersFixedSize: FixedSizePreference?
        /// The edge the primary is anchored to (overlay style) or takes when folded; nil for the default.
        public var edge: Edge?
        /// Whether the secondary is shown (default true): a toggle such as a transcript button.
        public var secondaryVisible: Bool
        /// The view that survives alone.
        public var primary: SceneNode
        /// The other view.
        public var secondary: SceneNode

        /// Creates an arrangement with the defaults of SPEC 4.1.
        public init(style: Style = .split, axes: [Axis] = [.horizontal, .vertical], ratio: CGFloat? = nil,
                    primaryWidth: DimensionRange? = nil, primaryHeight: DimensionRange? = nil,
                    secondaryWidth: DimensionRange? = nil, secondaryHeight: DimensionRange? = nil,
                    primaryPriority: Double = 0, secondaryPriority: Double = 0, prefersFixedSize: FixedSizePreference? = nil,
                    edge: Edge? = nil, secondaryVisible: Bool = true, primary: SceneNode, secondary: SceneNode) {
            self.style = style
            self.axes = axes
            self.ratio = ratio
            self.primaryWidth = primaryWidth
            self.primaryHeight = primaryHeight
            self.secondaryWidth = secondaryWidth
            self.secondaryHeight = secondaryHeight
            self.primaryPriority = primaryPriority
            self.secondaryPriority = secondaryPriority
            self.prefersFixedSize = prefersFixedSize
            self.edge = edge
            self.secondaryVisible = secondaryVisible
            self.primary = primary
            self.secondary = secondary
        }

        /// The arrangement style (SPEC 4.1, 4.2).
        public enum Style: String, Sendable, Hashable, CaseIterable {
            /// Divide the space between the two views.
            case split
            /// The primary over the secondary, side by side when folded.
            case overlay
        }

        /// The view whose ideal size is used (`prefersFixedSize`).
        public enum FixedSizePreference: String, Sendable, Hashable, CaseIterable {
            /// The primary's.
            case primary
            /// The secondary's.
            case secondary
        }

        /// An edge of the container; leading/trailing follow the layout direction: the engine's
        /// own enum (SPEC 4.2).
        public typealias Edge = ArrangementEdge
    }
}
