import Foundation
import FoldKit

extension SceneLayout {
    /// Returns the frame a node takes in a slot its parent gives it (window coordinates): the
    /// slot grown into the safe-area insets it touches when the node ignores the safe area, less
    /// the node's padding, then the node's width and height (`fill` takes the whole extent, points
    /// are clamped to it) placed by its alignment (leading = right in RTL). A node keeps its
    /// explicit width and height in every container — a stack, an overlay, an arrangement's pane
    /// — unless the slot is smaller (SPEC 8.1; ``askedSize(of:given:)`` records what it lost).
    /// - Complexity: O(1).
    static func frame(of node: SceneNode, in slot: CGRect, context: SceneLayoutContext) -> CGRect {
        let slot = slot.isFiniteRect ? slot.standardized : .zero
        // A list–detail node is a system container: it spans the window where its slot meets a
        // safe-area inset, as the rule measures it (SPEC 4.4), and its panes' content keeps to the
        // safe area.
        var area = node.ignoresSafeArea || node.type == .listDetail ? extendIntoUnsafeArea(slot, context: context) : slot
        area = inset(area, by: node.padding)
        let width = length(node.width, within: area.width)
        let height = length(node.height, within: area.height)
        let x = context.place(length: width, from: area.minX, to: area.maxX, position: node.alignment.horizontal)
        let y = context.place(length: height, from: area.minY, to: area.maxY, position: node.alignment.vertical, mirrors: false)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// The node's outer length along `axis` when fixed (its width or height plus twice its
    /// padding), nil when it fills. A `displace` node with no length of its own is as long as its
    /// child: it only wraps it (a 50-pt button in a displace takes 50 pt of a stack, not a share).
    static func fixedLength(of node: SceneNode, along axis: Axis) -> CGFloat? {
        guard case .points(let value)? = axis == .horizontal ? node.width : node.height else {
            if case .displace(let displace) = node.kind, let child = fixedLength(of: displace.child, along: axis) {
                return child + 2 * sanitized(node.padding)
            }
            return nil
        }
        return sanitized(value) + 2 * sanitized(node.padding)
    }

    /// The size `node` asked for when its frame got less than its explicit width or height (an
    /// axis it fills counts as given): SPEC 8.1's record of a fixed size that did not fit its slot.
    /// Nil when it got what it asked, within 1e-9 pt.
    /// - Complexity: O(1).
    static func askedSize(of node: SceneNode, given: CGSize) -> CGSize? {
        func asked(_ length: SceneNode.Length?, _ given: CGFloat) -> CGFloat {
            guard case .points(let value)? = length else { return given }
            return max(sanitized(value), given)
        }
        let size = CGSize(width: asked(node.width, given.width), height: asked(node.height, given.height))
        return size.width > given.width + 1e-9 || size.height > given.height + 1e-9 ? size : nil
    }

    /// The length along its scroll axis from which scrolling content is usable: two 44-pt rows
    /// (SPEC 8.1, amended 2026-12-02).
    static let scrollingMinimum: CGFloat = 88

    /// The same with the keyboard up: one 44-pt row, the row the person types toward (SPEC 10.2;
    /// `docs/decisions.md`, "The keyboard state").
    static let typingMinimum: CGFloat = 44

    /// The smallest size at which `node` is usable when its frame got less (its declared
    /// `minWidth`/`minHeight`; scrolling content 88 pt high — 44 while `typing`, the keyboard up —
    /// unless it declares otherwise; an axis without a minimum counts as 0), nil when it got at
    /// least that, within 1e-9 pt. `given` is the usable size (``SceneLayoutNode/sizeClearOfBars``).
    /// - Complexity: O(1).
    static func minSize(of node: SceneNode, given: CGSize, typing: Bool = false) -> CGSize? {
        guard node.minWidth != nil || node.minHeight != nil || node.mayScroll else { return nil }
        let width = node.minWidth.map(sanitized) ?? 0
        let height = node.minHeight.map(sanitized) ?? (node.scrollsUnderBars ? (typing ? typingMinimum : scrollingMinimum) : 0)
        return given.width + 1e-9 < width || given.height + 1e-9 < height ? CGSize(width: width, height: height) : nil
    }

    /// A length given as points or fill, inside `extent`: fill and absent take it all, points
    /// are clamped to it (never negative or NaN). A length within 1e-9 pt of the extent is kept
    /// as given, so a 64-pt control in a slot of 63.99999999999994 pt (boundaries on the 1/3-pt
    /// grid) stays 64 pt wide.
    static func length(_ length: SceneNode.Length?, within extent: CGFloat) -> CGFloat {
        let extent = sanitized(extent)
        guard case .points(let given)? = length else { return extent }
        let value = sanitized(given)
        return value <= extent + 1e-9 ? value : extent
    }

    /// `slot` grown to the window's edge on every side where it reaches the safe area's edge.
    static func extendIntoUnsafeArea(_ slot: CGRect, context: SceneLayoutContext) -> CGRect {
        slot.extended(to: context.bounds, where: context.safeArea)
    }

    /// `rect` inset by `amount` on every side, never below zero size (it shrinks to its centre).
    static func inset(_ rect: CGRect, by amount: CGFloat) -> CGRect {
        let dx = min(sanitized(amount), rect.width / 2), dy = min(sanitized(amount), rect.height / 2)
        return CGRect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy)
    }

    /// `value` if finite and ≥ 0, else 0: layout tolerates any hand-built value without trapping.
    static func sanitized(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
}
