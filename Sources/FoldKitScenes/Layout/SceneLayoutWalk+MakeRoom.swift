import Foundation
import FoldKit

extension SceneLayoutWalk {
    /// A stack that holds a displace node as a direct child: what it takes to lay its other
    /// children out again around the element once it moved (SPEC 5.3, amended 2026-12-02).
    struct FlowStack {
        /// The stack.
        var stack: SceneNode.Stack
        /// The position of its first child.
        var first: Int
        /// The frame its children were laid out in (its content area), window coordinates.
        var frame: CGRect
        /// The environment its children were laid out in.
        var env: Environment
    }

    /// A pane of an arrangement, to lay out again when a displaced element from the other pane
    /// lands in it (SPEC 5.3).
    struct FlowPane {
        /// The pane's node.
        var node: SceneNode
        /// Its position.
        var position: Int
        /// The environment it was laid out in.
        var env: Environment
    }

    /// Notes the stack whose first child is at `first` for ``makeRoom(for:movedTo:)`` when it
    /// holds a displace node among its children.
    mutating func noteFlowStack(_ stack: SceneNode.Stack, from first: Int, in frame: CGRect, env: Environment) {
        guard mode == .place, first > 0 else { return }
        // The outline says which children are displace nodes: no node is copied to ask.
        var position = first
        let end = outline.entries[first - 1].end
        while position < end {
            if outline.entries[position].role == .node(.displace) {
                flowStacks[first - 1] = FlowStack(stack: stack, first: first, frame: frame, env: env)
                return
            }
            position = outline.entries[position].end
        }
    }

    /// Makes room for the displaced element of `item`, moved to `moved` (its frame grown by its
    /// padding): in each stack around its displace node — its own, and those further out that it
    /// lands beyond — the children it lands among are laid out again around it: those before the
    /// branch holding it in the part of the stack before the moved element, those after it in the
    /// part after, so it covers none and none covers it (SPEC 5.3, amended 2026-12-02: the
    /// Garage's "Log a refuel" under "Service history"). An arrangement's other pane yields the
    /// space (``yieldPanes(to:movedTo:)``). Children it does not reach keep their frames; what no
    /// longer fits shrinks and records its asked size. Raising its z-order is not making room.
    /// - Complexity: O(*d*) ancestors, and one walk of each subtree laid out again.
    mutating func makeRoom(for item: SceneDisplacementItem, movedTo moved: CGRect) {
        guard mode == .place else { return }
        yieldPanes(to: item, movedTo: moved)
        var branch = item.position, parent = outline.entries[branch].parent
        while parent >= 0 {
            if let flow = flowStacks[parent] { makeRoom(in: flow, around: branch, movedTo: moved, group: item.group) }
            branch = parent
            parent = outline.entries[parent].parent
        }
    }

    /// Lays the children of `flow` other than `branch` out again around `moved`, where they meet it;
    /// the members of the moved element's `group` move with it and are left where their group put
    /// them (SPEC 5.1).
    private mutating func makeRoom(in flow: FlowStack, around branch: Int, movedTo moved: CGRect, group: String?) {
        let axis = flow.stack.axis
        let reversed = axis == .horizontal && context.isRightToLeft
        // Along the stack's flow: `start` and `end` in its reading order.
        let lowEdge = moved.minimum(along: axis), highEdge = moved.maximum(along: axis)
        let frameLow = flow.frame.minimum(along: axis), frameHigh = flow.frame.maximum(along: axis)
        let gap = SceneLayout.sanitized(flow.stack.spacing)
        var before: [(node: SceneNode, position: Int)] = [], after: [(node: SceneNode, position: Int)] = []
        // In the order the stack placed them: the child holding the focused field last.
        let held = focusedChild(of: flow.stack, from: flow.first)
        var position = flow.first, isAfter = false
        var heldChild: (node: SceneNode, position: Int)?
        for child in flow.stack.children {
            let sameGroup = group != nil && outline.groups[position] == group
            if position == branch {
                isAfter = position != held
            } else if child.type != .presentation && !isCollapsedStandIn(child) && !sameGroup {
                if position == held { heldChild = (child, position) } else if isAfter { after.append((child, position)) } else { before.append((child, position)) }
            }
            position = next(after: position)
        }
        if let heldChild { after.append(heldChild) }
        // The part of the stack before the moved element and the part after it, window coordinates.
        let beforeRange = reversed ? (highEdge + gap, frameHigh) : (frameLow, lowEdge - gap)
        let afterRange = reversed ? (frameLow, lowEdge - gap) : (highEdge + gap, frameHigh)
        if collides(before, with: moved, along: axis) { relay(before, in: flow, from: beforeRange.0, to: beforeRange.1) }
        if collides(after, with: moved, along: axis) { relay(after, in: flow, from: afterRange.0, to: afterRange.1) }
    }

    /// Whether any of `children` as placed overlaps `moved` along `axis`.
    private func collides(_ children: [(node: SceneNode, position: Int)], with moved: CGRect, along axis: Axis) -> Bool {
        children.contains { child in
            guard let frame = nodes[child.position].frame else { return false }
            return frame.maximum(along: axis) > moved.minimum(along: axis) + 1e-9 && frame.minimum(along: axis) < moved.maximum(along: axis) - 1e-9
        }
    }

    /// Lays `children` of `flow` out again as a stack of their own between `low` and `high` along
    /// the stack's axis (empty when `high` ≤ `low`: they get no length, nothing leaves the stack).
    private mutating func relay(_ children: [(node: SceneNode, position: Int)], in flow: FlowStack, from low: CGFloat, to high: CGFloat) {
        guard !children.isEmpty else { return }
        let axis = flow.stack.axis
        let lower = min(max(low, flow.frame.minimum(along: axis)), flow.frame.maximum(along: axis))
        let frame = flow.frame.with(from: lower, to: max(lower, min(high, flow.frame.maximum(along: axis))), along: axis)
        var allotment = StackAllotment()
        for child in children { allotment.add(stackClaim(of: child.node, along: axis, env: flow.env)) }
        var cursor = StackCursor(allotment: allotment, spacing: flow.stack.spacing, frame: frame, axis: axis, context: context)
        isRelaying = true
        for child in children {
            let slot = cursor.next(stackClaim(of: child.node, along: axis, env: flow.env))
            for index in child.position..<next(after: child.position) { nodes[index] = .blank }
            place(child.node, at: child.position, in: slot, env: flow.env)
        }
        isRelaying = false
    }

    /// The other pane of each arrangement around `item`'s displace node yields the space the moved
    /// element lands in (SPEC 5.3): a pane that scrolls keeps its frame and gains a content inset
    /// on that side, so its rows stay reachable; any other pane is laid out in what is left of its
    /// frame beside the moved element.
    private mutating func yieldPanes(to item: SceneDisplacementItem, movedTo moved: CGRect) {
        var child = item.position, parent = outline.entries[child].parent
        while parent >= 0 {
            if let panes = flowPanes[parent] {
                for pane in panes where pane.position != child { yield(pane, to: moved) }
            }
            child = parent
            parent = outline.entries[parent].parent
        }
    }

    /// Lays `pane` out again clear of `moved`, when they share area.
    private mutating func yield(_ pane: FlowPane, to moved: CGRect) {
        guard let frame = nodes[pane.position].frame, frame.overlapsWithArea(moved) else { return }
        let overlap = frame.intersection(moved)
        // The side the moved element covers: across the wider extent of the overlap.
        let axis: Axis = overlap.width >= overlap.height ? .vertical : .horizontal
        let fromLow = (axis == .vertical ? moved.midY < frame.midY : moved.midX < frame.midX)
        let scrolls = withEffective(pane.node, env: pane.env, \.scrollsUnderBars)
        let end = next(after: pane.position)
        isRelaying = true
        defer { isRelaying = false }
        if scrolls {
            var insets = (nodes[pane.position].contentInsets ?? EdgeInsets()).physical(context.layoutDirection)
            switch (axis, fromLow) {
            case (.vertical, true): insets.top = max(insets.top, moved.maxY - frame.minY)
            case (.vertical, false): insets.bottom = max(insets.bottom, frame.maxY - moved.minY)
            case (.horizontal, true): insets.left = max(insets.left, moved.maxX - frame.minX)
            case (.horizontal, false): insets.right = max(insets.right, frame.maxX - moved.minX)
            }
            for index in pane.position..<end { nodes[index] = .blank }
            place(pane.node, at: pane.position, frame: frame, scrollInsets: insets, env: pane.env)
        } else {
            let low = frame.minimum(along: axis), high = frame.maximum(along: axis)
            let left = fromLow ? frame.with(from: min(high, moved.maximum(along: axis)), to: high, along: axis)
                               : frame.with(from: low, to: max(low, moved.minimum(along: axis)), along: axis)
            for index in pane.position..<end { nodes[index] = .blank }
            place(pane.node, at: pane.position, in: left, env: pane.env)
        }
    }
}
