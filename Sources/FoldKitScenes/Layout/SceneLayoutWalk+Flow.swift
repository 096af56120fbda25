import Foundation
import FoldKit

extension SceneLayoutWalk {
    /// Places a stack's children, the first at position `first`, one after another (presentations
    /// are out of flow: they take no length and are placed in window coordinates).
    mutating func placeStack(_ stack: SceneNode.Stack, from first: Int, in frame: CGRect, env: Environment) {
        noteFlowStack(stack, from: first, in: frame, env: env)
        // Lengths are the children's effective ones (a variant may set them); a stand-in whose
        // node shows takes no room (SPEC 10.3).
        var allotment = StackAllotment()
        for child in stack.children where child.type != .presentation && !isCollapsedStandIn(child) {
            allotment.add(stackClaim(of: child, along: stack.axis, env: env))
        }
        var cursor = StackCursor(allotment: allotment, spacing: stack.spacing, frame: frame, axis: stack.axis, context: context)
        // With the keyboard up, the child of a vertical stack that holds the focused field goes
        // last, next to the keyboard; what it searches fills the room above (SPEC 10.2).
        let heldPosition = focusedChild(of: stack, from: first)
        var held: (child: SceneNode, position: Int)?
        var position = first
        for child in stack.children {
            if child.type == .presentation || isCollapsedStandIn(child) {
                place(child, at: position, in: frame, env: env)
            } else if position == heldPosition {
                held = (child, position)
            } else {
                place(child, at: position, in: cursor.next(stackClaim(of: child, along: stack.axis, env: env)), env: env)
            }
            position = next(after: position)
        }
        if let held {
            place(held.child, at: held.position, in: cursor.next(stackClaim(of: held.child, along: stack.axis, env: env)), env: env)
        }
    }

    /// The position of the child of `stack` (its first child at `first`) that goes last, next to
    /// the keyboard: with the keyboard up, the child of a vertical stack that holds the focused
    /// field (SPEC 10.2); nil otherwise. Placing and making room read the same order.
    /// - Complexity: O(*c*) for *c* children; no allocation.
    func focusedChild(of stack: SceneNode.Stack, from first: Int) -> Int? {
        guard stack.axis == .vertical, !context.keyboardPath.isEmpty else { return nil }
        var position = first
        for child in stack.children {
            if child.type != .presentation, !isCollapsedStandIn(child), context.keyboardPath.contains(position) { return position }
            position = next(after: position)
        }
        return nil
    }

    /// Places an overlay's children, the first at position `first`, over each other in the whole
    /// frame; each stacks in a layer above everything in the ones before it (the outline's levels).
    mutating func placeOverlay(_ children: [SceneNode], from first: Int, in frame: CGRect, env: Environment) {
        var position = first
        for child in children {
            place(child, at: position, in: frame, env: env)
            position = next(after: position)
        }
    }
}

/// Divides a stack's frame along its axis among its children, one slot per ``next(_:)`` call,
/// without building arrays (window coordinates).
///
/// Spacing shrinks to fit first; the lengths are then the ``StackAllotment``'s: fixed lengths in
/// full when they fit and `fill` children sharing what is left equally, else content that is not
/// a touch target gives before controls do, and fills get zero: nothing leaves the frame. A
/// horizontal stack runs from the leading edge (right in RTL). Boundaries at the frame's edges are
/// kept exactly; inner ones snap to the pixel grid, so neighbours without spacing share them. Each
/// slot spans the frame across the axis.
struct StackCursor {
    let frame: CGRect
    let axis: Axis
    let extent: CGFloat
    let gap: CGFloat
    let lengths: StackAllotment.Resolved
    let reversed: Bool
    let grid: PixelGrid
    var offset: CGFloat = 0

    /// A cursor over the children counted in `allotment`.
    init(allotment: StackAllotment, spacing: CGFloat, frame: CGRect, axis: Axis, context: SceneLayoutContext) {
        self.frame = frame
        self.axis = axis
        extent = frame.length(along: axis)
        let count = allotment.count
        gap = count > 1 ? min(SceneLayout.sanitized(spacing), extent / CGFloat(count - 1)) : 0
        lengths = allotment.resolved(available: extent - gap * CGFloat(max(0, count - 1)))
        reversed = axis == .horizontal && context.isRightToLeft
        grid = context.grid
    }

    /// The next child's slot, for its claim (its outer length along the axis, nil when it fills).
    mutating func next(_ claim: StackClaim) -> CGRect {
        let size = lengths.length(of: claim)
        let end = offset + size
        var a = coordinate(offset)
        let b = coordinate(end)
        // A fixed child that ends the stack keeps its length: it starts at the edge less it, not
        // at a boundary snapped a fraction of a pixel later; the spacing before it absorbs that.
        if claim.length != nil, end >= extent - 1e-9, gap >= 1 { a = reversed ? b + size : b - size }
        offset = end + gap
        return frame.with(from: min(a, b), to: max(a, b), along: axis)
    }

    /// The window coordinate `offset` points from the stack's start.
    func coordinate(_ offset: CGFloat) -> CGFloat {
        let low = frame.minimum(along: axis), high = frame.maximum(along: axis)
        if offset <= 0 { return reversed ? high : low }
        if offset >= extent - 1e-9 { return reversed ? low : high }
        return min(max(grid.snap(reversed ? high - offset : low + offset), low), high)
    }
}
