import Foundation
import FoldKit

extension SceneLayoutNode {
    /// Node-type specific results: what lint and the storyboard need beyond the frame.
    public enum Details: Sendable, Hashable {
        /// Nothing beyond the frame (elements, overlays, hidden nodes).
        case none
        /// A stack and its axis.
        case stack(axis: Axis)
        /// A list: its rows and their content height, points.
        case list(rows: Int, rowHeight: CGFloat, contentHeight: CGFloat)
        /// A scroll view's content size, points.
        case scroll(contentSize: CGSize)
        /// A grid: its column and row counts and content size (FK004 compares columns).
        case grid(columns: Int, rows: Int, contentSize: CGSize)
        /// An arrangement: its mode and split axis (nil unless split).
        case arrangement(mode: ArrangementMode, axis: Axis?)
        /// A list–detail node: its kind, the list width (columns), top height and gap (stacked).
        case listDetail(kind: ListDetailKind, listWidth: CGFloat?, topHeight: CGFloat?, gap: CGFloat?)
        /// A split view: the primary column's width and how many columns show.
        case splitView(primaryWidth: CGFloat?, columns: Int)
        /// A displacement: where its child was before moving (window coordinates), whether it
        /// moved, and how far its centre moved, points (FK005).
        case displacement(purpose: SceneNode.Displace.Purpose, group: String?, originalFrame: CGRect, isDisplaced: Bool, distance: CGFloat)
        /// A presentation: its kind, its anchor's frame (window coordinates) and arrow direction.
        case presentation(kind: SceneNode.Presentation.Kind, anchorFrame: CGRect?, arrowDirection: ArrowDirection?)
        /// A list row or a grid cell: its index (and, for a cell, its column and row).
        case item(index: Int, column: Int?, row: Int?)
    }

    /// How an arrangement showed its two views (CLI.md `foldkit arrange` modes): the engine's
    /// own enum.
    public typealias ArrangementMode = ArrangementResult.Mode

    /// The list–detail rule's outcome (SPEC 4.4): the engine's own enum.
    public typealias ListDetailKind = ListDetailResult.Kind

    /// What a list–detail item does (SPEC 4.4, S0): it selects into the detail beside the list, or
    /// pushes the detail screen in the list's place.
    public enum ItemAction: String, Sendable, Hashable, CaseIterable {
        /// `columns` or `stacked`: the detail shows beside the list; an item selects into it.
        case select
        /// `single`: one view; an item pushes the detail screen (navigation on a phone).
        case push
    }
}

extension SceneLayoutNode.Details {
    /// For a list–detail node, what its items do here (`single` pushes, otherwise they select);
    /// nil for other nodes.
    public var itemAction: SceneLayoutNode.ItemAction? {
        guard case .listDetail(let kind, _, _, _) = self else { return nil }
        return kind == .single ? .push : .select
    }
}
