import Foundation

/// A reserved region as a profile declares it: hardware data in the display's natural orientation.
///
/// `frame` includes `margins`; `frame` inset by `margins` is the hardware area. Margins are
/// physical (`left`/`right`). SPEC 2.1, PROFILE.md.
public struct ReservedRegionSpec: Sendable, Hashable, Identifiable {
    /// When a region is in effect (SPEC 2.4).
    public enum Activation: String, Sendable, Hashable, Codable, CaseIterable {
        /// Always active (the Duo's outer camera; a dual-screen device's hinge gap).
        case always
        /// Active iff the hinge angle is in the partially folded range (the Duo's fold).
        case partiallyFolded
        /// Active iff the camera streams (the Duo's inner camera).
        case cameraStreaming
    }

    /// Stable id, unique within the profile.
    public var id: String
    /// Division or occlusion.
    public var kind: ReservedRegion.Kind
    /// Frame including margins, points, natural-orientation display coordinates.
    public var frame: CGRect
    /// The margins kept for interactive content, physical sides, points.
    public var margins: PhysicalInsets
    /// When the region is active.
    public var activation: Activation
    /// The frame used during a Live Activity (a camera that grows into a Dynamic Island), if any.
    public var liveActivityFrame: CGRect?

    /// Creates a region spec.
    public init(id: String, kind: ReservedRegion.Kind, frame: CGRect, margins: PhysicalInsets = .zero,
                activation: Activation, liveActivityFrame: CGRect? = nil) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.margins = margins
        self.activation = activation
        self.liveActivityFrame = liveActivityFrame
    }
}
