import Foundation

/// A floating overlay pinned by a rule, not by a frame: to the leading or trailing edge of the
/// safe area, its centre at a fraction of the safe area's height (SPEC 7 [S3]; field report BR-22).
///
/// Its frame is a pure function of the space, so it is recomputed on every size or posture change
/// and can never keep a stale frame on the crease; where the rule's frame intersects an active
/// reserved region it is displaced as an interactive element (SPEC 5).
public struct PinnedOverlay: Sendable, Hashable {
    /// The edge it is pinned to, by reading direction.
    public enum Edge: String, Sendable, Hashable, Codable, CaseIterable {
        /// The leading edge: left in LTR, right in RTL.
        case leading
        /// The trailing edge: right in LTR, left in RTL.
        case trailing
    }

    /// The overlay's size, points, finite and ≥ 0.
    public var size: CGSize
    /// The edge it hugs.
    public var edge: Edge
    /// Where its centre sits, as a fraction of the safe area's height from its top, finite, 0…1.
    public var centreFraction: CGFloat

    /// Creates a rule; ``ruleFrame(in:)`` and ``solve(in:)`` check its values (``validate()``).
    public init(size: CGSize, edge: Edge = .trailing, centreFraction: CGFloat = 0.4) {
        self.size = size
        self.edge = edge
        self.centreFraction = centreFraction
    }

    /// Checks the rule: ``size`` finite and ≥ 0, ``centreFraction`` finite in 0…1.
    /// - Throws: ``PlacementError`` naming `size` or `centreFraction`.
    public func validate() throws(PlacementError) {
        try PlacementError.check(size: size, "size")
        guard centreFraction.isFinite, centreFraction >= 0, centreFraction <= 1 else {
            throw PlacementError(field: "centreFraction", value: Format.number(centreFraction), requirement: "a finite fraction from 0 to 1")
        }
    }

    /// The frame the rule gives in `space`, before displacement: window coordinates, inside the
    /// safe area (clamped when the overlay would stick out); ``edge`` is read in the space's
    /// layout direction.
    /// - Throws: ``PlacementError`` for an invalid rule (``validate()``).
    public func ruleFrame(in space: LayoutSpace) throws(PlacementError) -> CGRect {
        try validate()
        let safe = space.safeAreaFrame
        let physicalRight = (edge == .trailing) == (space.layoutDirection == .leftToRight)
        let x = physicalRight ? safe.maxX - size.width : safe.minX
        let y = Displacement.clamp(safe.minY + centreFraction * safe.height - size.height / 2, safe.minY, safe.maxY - size.height)
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    /// Places the overlay in `space`: the rule's frame, displaced as an interactive element when
    /// it intersects an active reserved region (SPEC 5).
    /// - Throws: ``PlacementError`` for an invalid rule or space.
    /// - Complexity: one ``Displacement/solve(_:)->DisplacementResult``.
    public func solve(in space: LayoutSpace) throws(PlacementError) -> DisplacementResult {
        try Displacement.solve(DisplacementRequest(space: space, frame: try ruleFrame(in: space), purpose: .interactive))
    }
}
