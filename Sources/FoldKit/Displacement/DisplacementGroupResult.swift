import Foundation

/// The output of ``Displacement/solve(_:)-(DisplacementGroupRequest)``: one result per member, in
/// the request's order; nothing is dropped (SPEC 5.3).
public struct DisplacementGroupResult: Sendable, Hashable {
    /// One result per member, in the order of ``DisplacementGroupRequest/frames``.
    public var members: [DisplacementResult]
    /// Whether the group was too large for one region and was split at the fold (SPEC 5.1).
    public var isSplit: Bool

    /// Creates a result.
    public init(members: [DisplacementResult], isSplit: Bool) {
        self.members = members
        self.isSplit = isSplit
    }
}
