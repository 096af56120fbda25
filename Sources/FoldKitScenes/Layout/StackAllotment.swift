import Foundation

/// One stack child's claim on the stack's length: its fixed outer length along the axis (nil when
/// it fills) and whether it is a touch target (``SceneLayoutWalk/stackClaim(of:along:env:)``).
struct StackClaim {
    /// The outer length it asks for (its width or height plus twice its padding); nil when it fills.
    var length: CGFloat?
    /// Whether people touch it: an interactive element, or a wrapper that holds only those.
    var isTouchTarget: Bool
}

/// How a stack divides the length it has among its children's claims (SPEC 8.1, `docs/decisions.md`:
/// "What a stack shrinks first"): counted one claim at a time, then resolved for the length
/// available once spacing is taken — totals only, no arrays.
///
/// Fixed lengths that fit are given in full, and `fill` children share what is left equally. When
/// they do not fit, content that is not a touch target (images, text, media, groups holding them)
/// gives first, all of it in proportion to its length; touch targets give only once that content
/// is down to nothing, then in proportion among themselves. So a control never shrinks below its
/// length — nor below the 44-pt touch target it asked for — while other content can still give;
/// fills get nothing as soon as fixed lengths overflow. The result never exceeds the length
/// available, and the same claims always give the same lengths.
struct StackAllotment {
    /// The children that take length (presentations and collapsed stand-ins do not).
    private(set) var count = 0
    /// How many of them fill.
    private(set) var fills = 0
    /// The fixed lengths of children that are not touch targets, added up.
    private(set) var contentTotal: CGFloat = 0
    /// The fixed lengths of touch targets, added up.
    private(set) var targetTotal: CGFloat = 0

    /// Counts one child's claim.
    mutating func add(_ claim: StackClaim) {
        count += 1
        guard let length = claim.length else { fills += 1; return }
        if claim.isTouchTarget { targetTotal += length } else { contentTotal += length }
    }

    /// The factors that turn each claim into its length when `available` points are to share.
    func resolved(available: CGFloat) -> Resolved {
        let available = max(0, available)
        if contentTotal + targetTotal <= available {
            let left = available - contentTotal - targetTotal
            return Resolved(contentScale: 1, targetScale: 1, fillLength: fills > 0 ? left / CGFloat(fills) : 0)
        }
        // Content gives first, down to nothing; touch targets keep their length while it can.
        if targetTotal <= available {
            return Resolved(contentScale: contentTotal > 0 ? (available - targetTotal) / contentTotal : 0, targetScale: 1, fillLength: 0)
        }
        return Resolved(contentScale: 0, targetScale: targetTotal > 0 ? available / targetTotal : 0, fillLength: 0)
    }

    /// The lengths of a resolved allotment: each fixed length times its kind's scale, and the
    /// length of each fill.
    struct Resolved {
        /// The factor of every fixed length that is not a touch target (1 when all fits).
        var contentScale: CGFloat
        /// The factor of every touch target's fixed length (1 unless content has given all it has).
        var targetScale: CGFloat
        /// The length of each `fill` child (0 when fixed lengths overflow).
        var fillLength: CGFloat

        /// The length `claim` gets.
        func length(of claim: StackClaim) -> CGFloat {
            guard let length = claim.length else { return fillLength }
            return length * (claim.isTouchTarget ? targetScale : contentScale)
        }
    }
}
