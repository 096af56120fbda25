import Foundation
import FoldKit

extension SceneLayoutBuilder {
    /// Places a stack's children one after another (presentations are out of flow: they take no
    /// length and are placed in window coordinates).
    mutating func placeStack(_ stack: SceneNode.Stack, in frame: CGRect, env: Environment) {
        var lengths: [CGFloat?] = []
        lengths.reserveCapacity(stack.children.count)
        for child in stack.children where child.type != .presentation { lengths.append(SceneLayout.fixedLength(of: child, along: stack.axis)) }
        let slots = SceneLayout.stackSlots(lengths, spacing: stack.spacing, in: frame, axis: stack.axis, context: context)
        var next = 0
        for child in stack.children {
            if child.type == .presentation { place(child, in: frame, env: env); continue }
            place(child, in: slots[next], env: env)
            next += 1
        }
    }

    /// Places an overlay's children over each other in the whole frame, the i-th at z-index + i.
    mutating func placeOverlay(_ children: [SceneNode], in frame: CGRect, env: Environment) {
        for (index, child) in children.enumerated() {
            var layer = env
            layer.zIndex = env.zIndex + index
            place(child, in: frame, env: layer)
        }
    }
}

extension SceneLayout {
    /// Divides `frame` along `axis` among children of the given outer lengths (nil: fill).
    ///
    /// Fixed lengths are taken first, then `fill` children share what is left equally. When the
    /// fixed lengths and spacing exceed the frame, spacing shrinks to fit first, then fixed
    /// lengths shrink in proportion and fills get zero: nothing leaves the frame. A horizontal
    /// stack runs from the leading edge (right in RTL). Boundaries at the frame's edges are kept
    /// exactly; inner ones snap to the pixel grid, so neighbours without spacing share them.
    /// - Returns: one slot per length, window coordinates, spanning the frame across `axis`.
    /// - Complexity: O(*n*) for *n* children.
    static func stackSlots(_ lengths: [CGFloat?], spacing: CGFloat, in frame: CGRect, axis: Axis, context: SceneLayoutContext) -> [CGRect] {
        let count = lengths.count
        guard count > 0 else { return [] }
        let extent = frame.length(along: axis)
        let gap = count > 1 ? min(sanitized(spacing), extent / CGFloat(count - 1)) : 0
        let available = max(0, extent - gap * CGFloat(count - 1))
        let fixedTotal = lengths.reduce(0) { $0 + ($1 ?? 0) }
        let fills = lengths.reduce(0) { $0 + ($1 == nil ? 1 : 0) }
        let scale = fixedTotal > available ? available / fixedTotal : 1
        let fillLength = fills > 0 ? max(0, available - fixedTotal * scale) / CGFloat(fills) : 0
        let reversed = axis == .horizontal && context.isRightToLeft
        let low = frame.minimum(along: axis), high = frame.maximum(along: axis)
        func coordinate(_ offset: CGFloat) -> CGFloat {
            if offset <= 0 { return reversed ? high : low }
            if offset >= extent - 1e-9 { return reversed ? low : high }
            return min(max(context.grid.snap(reversed ? high - offset : low + offset), low), high)
        }
        var slots: [CGRect] = []
        slots.reserveCapacity(count)
        var offset: CGFloat = 0
        for length in lengths {
            let end = offset + (length.map { $0 * scale } ?? fillLength)
            let a = coordinate(offset), b = coordinate(end)
            slots.append(frame.with(from: min(a, b), to: max(a, b), along: axis))
            offset = end + gap
        }
        return slots
    }
}
