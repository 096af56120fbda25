import Foundation

extension ListRowSolver {
    /// Packs the controls `members` of one side: moved ones clamped into `side` (so they land next
    /// to the division), then neighbours pushed apart — rightward first, then, if the last control
    /// leaves the side, leftward from the side's end — keeping their left-to-right order.
    ///
    /// The gap next to a moved control is at least `spacing`; two controls that did not move keep
    /// their own gap (up to `spacing`). When the side is too narrow for all of them, they are packed
    /// from its outer end (`outerEndIsMax`: the row's trailing end in leading coordinates, else its
    /// leading end) and the ones that do not fit spill toward the division (the caller reports
    /// them as unresolved): never out of the row.
    /// - Complexity: O(*k* log *k*) for *k* members.
    static func pack(_ controls: inout [CGRect], members: [Int], moved: Set<Int>, within side: CGRect, spacing: CGFloat,
                     outerEndIsMax: Bool) {
        let order = members.sorted { (controls[$0].minX, $0) < (controls[$1].minX, $1) }
        let original = order.map { controls[$0] }
        var xs = original.map(\.minX)
        let widths = original.map(\.width)
        for (k, index) in order.enumerated() where moved.contains(index) {
            xs[k] = max(min(xs[k], side.maxX - widths[k]), side.minX)
        }
        func gap(_ k: Int) -> CGFloat {
            moved.contains(order[k]) || moved.contains(order[k + 1])
                ? spacing : min(spacing, max(0, original[k + 1].minX - original[k].maxX))
        }
        func pushRight() {
            for k in xs.indices.dropFirst() { xs[k] = max(xs[k], xs[k - 1] + widths[k - 1] + gap(k - 1)) }
        }
        pushRight()
        if let last = xs.indices.last, xs[last] + widths[last] > side.maxX {
            xs[last] = side.maxX - widths[last]
            for k in stride(from: last - 1, through: 0, by: -1) { xs[k] = min(xs[k], xs[k + 1] - gap(k) - widths[k]) }
            if xs[0] < side.minX && !outerEndIsMax {
                xs[0] = side.minX
                pushRight()
            }
        }
        for (k, index) in order.enumerated() { controls[index].origin.x = xs[k] }
    }
}
