import Foundation

/// An invalid value given to displacement, a presentation or a list row — a frame, an anchor, a
/// container, a size, a distance or the space itself — named by field, with its value and what it
/// must be (SPEC 5, 6, 7; <doc:InvalidInput>).
///
/// ``Displacement/solve(_:)->DisplacementResult``, ``Displacement/solve(_:)-(DisplacementGroupRequest)``,
/// ``Presentation/solve(_:)`` and ``ListRowSolver/solve(_:)`` (as ``ListRowError``) check their
/// whole request first and throw the first fault; they never trap and never place with a value
/// replaced.
public struct PlacementError: Error, Sendable, Hashable {
    /// The field at fault, as the request names it: `frame`, `frames[2]`, `anchor`, `container`,
    /// `size`, `anchorGap`, `heightFraction`, `edgeMargin`, `space.regions[1].frame`, `controls[2]`, …
    public var field: String
    /// The value, formatted as given.
    public var value: String
    /// What it must be.
    public var requirement: String

    /// Creates an error.
    public init(field: String, value: String, requirement: String) {
        self.field = field
        self.value = value
        self.requirement = requirement
    }

    /// One line without a final period: `frame must be a finite rect of size ≥ 0, got (nan, 0, 4, 4)`.
    public var message: String { "\(field) must be \(requirement), got \(value)" }
}

extension PlacementError {
    /// What a rect must be.
    static let rectRequirement = "a finite rect of size ≥ 0"

    /// Throws unless `rect` is finite with a size ≥ 0 (read from its size, not its edges).
    static func check(_ rect: CGRect, _ field: @autoclosure () -> String) throws(PlacementError) {
        guard rect.isFiniteWithNonNegativeSize else {
            throw PlacementError(field: field(), value: Format.rect(rect), requirement: rectRequirement)
        }
    }

    /// Throws unless `size` is finite and ≥ 0 in both dimensions.
    static func check(size: CGSize, _ field: @autoclosure () -> String) throws(PlacementError) {
        guard size.isFiniteAndNonNegative else {
            throw PlacementError(field: field(), value: Format.size(size), requirement: "finite and ≥ 0")
        }
    }

    /// Throws unless `value` is finite and ≥ 0.
    static func check(distance value: CGFloat, _ field: String) throws(PlacementError) {
        guard value.isFinite, value >= 0 else {
            throw PlacementError(field: field, value: Format.number(value), requirement: "a finite number of points ≥ 0")
        }
    }

    /// Checks what the placement solvers read of `space`: its window, safe-area insets and the
    /// frame of every region (occlusions too: they are obstacles).
    static func check(_ space: LayoutSpace) throws(PlacementError) {
        try check(space.window, "space.window")
        let insets = space.safeAreaInsets
        try check(distance: insets.top, "space.safeAreaInsets.top")
        try check(distance: insets.left, "space.safeAreaInsets.left")
        try check(distance: insets.bottom, "space.safeAreaInsets.bottom")
        try check(distance: insets.right, "space.safeAreaInsets.right")
        for index in space.regions.indices {
            try check(space.regions[index].frame, "space.regions[\(index)].frame")
        }
    }
}

extension DisplacementRequest {
    /// Checks the request: ``frame``, ``anchor`` and ``container`` finite with sizes ≥ 0, and the
    /// space (window, safe-area insets, region frames). The solver runs it before placing.
    /// - Throws: the first ``PlacementError`` found.
    /// - Complexity: O(*r*) for *r* regions.
    public func validate() throws(PlacementError) {
        try PlacementError.check(frame, "frame")
        if let anchor { try PlacementError.check(anchor, "anchor") }
        if let container { try PlacementError.check(container, "container") }
        try PlacementError.check(space)
    }
}

extension DisplacementGroupRequest {
    /// Checks the request: every member's frame, ``anchor`` and ``container`` finite with sizes
    /// ≥ 0, and the space. The solver runs it before placing.
    /// - Throws: the first ``PlacementError`` found (members in order).
    /// - Complexity: O(*m* + *r*) for *m* members and *r* regions.
    public func validate() throws(PlacementError) {
        for index in frames.indices { try PlacementError.check(frames[index], "frames[\(index)]") }
        if let anchor { try PlacementError.check(anchor, "anchor") }
        if let container { try PlacementError.check(container, "container") }
        try PlacementError.check(space)
    }
}
