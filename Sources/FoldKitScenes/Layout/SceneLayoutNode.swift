import Foundation
import FoldKit

/// One laid-out node of a scene in one device state: where it is, whether it shows, what it is
/// (SPEC 8.1: "every node's frame, visibility, z-index and the region it is in").
///
/// Frames are **window coordinates** in points (origin at the window's top-left, physical, not
/// mirrored under RTL). Every posture lays out the same ids; a node hidden by its container
/// keeps its entry with a nil frame.
public struct SceneLayoutNode: Sendable, Hashable {
    /// The node's id; list rows and grid cells carry `-<index>` (`message-row-3`, `workouts-7`).
    public var id: String
    /// What the node is: its element role, its container type, or a row or cell.
    public var role: Role
    /// The id of the node it is laid out in; nil for the root.
    public var parentID: String?
    /// The node's frame, window coordinates; nil when hidden. Content inside a list, scroll view
    /// or grid may reach beyond its viewport (it scrolls): see ``visibleFrame``.
    public var frame: CGRect?
    /// ``frame`` clipped to the viewports of the scrolling containers around the node: what is on
    /// screen at scroll offset 0; nil when hidden or scrolled out of view.
    public var visibleFrame: CGRect?
    /// Whether the layout shows the node (false for a hidden secondary and everything in it).
    public var isVisible: Bool
    /// The stacking level (SPEC 8.1: z-order is the tree's): 0 for content; an overlay's child and
    /// an overlaid arrangement's primary one level above the highest level anything beneath them
    /// reached, so a node's descendants stay inside its layer; above all content for
    /// presentations. Hidden nodes: 0.
    public var zIndex: Int
    /// The usable region of the window holding the node (SPEC 3.5), `whole` when it straddles a
    /// division, when nothing divides the window, or when hidden.
    public var region: Region
    /// Whether people touch it (an interactive element, an interactive grid's cells, every
    /// presentation but a toast).
    public var isInteractive: Bool
    /// Whether it must stay visible and unobstructed (an important element, every presentation).
    public var isImportant: Bool
    /// Whether it is scrolling content: inside a list, a scroll view or a scrolling grid (it may
    /// run under the fold, SPEC 5.1, 6).
    public var isScrollingContent: Bool
    /// The label an element or presentation shows in the storyboard.
    public var label: String?
    /// What lint and the storyboard need to know of the node's own layout (columns, displacement…).
    public var details: Details
    /// The size the scene asked for when the node's slot gave it less than its explicit width or
    /// height (the frame's size is the size given; an axis it fills counts as given), points;
    /// nil when it got what it asked (SPEC 8.1, 5.2: a fixed size that does not fit its slot).
    public var askedSize: CGSize?
    /// The smallest size at which the node is usable when it is shown with less (its declared
    /// `minWidth`/`minHeight`, scrolling content 88 pt along its scroll axis; an axis without a
    /// minimum is 0), points; nil when it got at least that or is hidden (SPEC 8.1, amended
    /// 2026-12-02; CLI.md `minSize`).
    public var minSize: CGSize?
    /// For scrolling content that fills a screen or column under its bars (SPEC 9 [S3]): the
    /// insets that let its first and last rows clear them (top, bottom, and the side bar strip
    /// it runs under; leading = left in LTR, right in RTL), points; nil otherwise.
    public var contentInsets: EdgeInsets?
    /// The index of the node's variant that applied in this layout (SPEC 10.3); nil for none.
    public var appliedVariant: Int?
    /// Where a hidden node's content is shown instead, so nothing is lost (SPEC 5.3, 10.3, 4.4);
    /// nil for a node that shows, or is simply hidden.
    public var shownElsewhere: ShownElsewhere?

    /// How a hidden node's content stays reachable.
    public enum ShownElsewhere: Sendable, Hashable {
        /// The node with this id stands for it and shows its content inline (`standsFor`).
        case standIn(String)
        /// The list–detail node with this id shows one view here and pushes this one from its
        /// list: an item navigates to it (SPEC 4.4).
        case pushed(String)
        /// The list or grid with this id lays out fewer rows or cells here by a variant; the
        /// content is reorganised, not removed.
        case variant(String)
        /// This node is a stand-in, hidden because the node with this id, which it stands for,
        /// shows its content itself.
        case original(String)

        /// The id of the node that keeps the content reachable.
        public var id: String {
            switch self {
            case .standIn(let id), .pushed(let id), .variant(let id), .original(let id): return id
            }
        }
    }

    /// Creates a laid-out node.
    public init(id: String, role: Role, parentID: String?, frame: CGRect?, visibleFrame: CGRect?, zIndex: Int,
                region: Region, isInteractive: Bool = false, isImportant: Bool = false, isScrollingContent: Bool = false,
                label: String? = nil, details: Details = .none) {
        self = Self.blank
        fill(id: id, role: role, parentID: parentID, frame: frame, visibleFrame: visibleFrame, zIndex: zIndex, region: region,
             isInteractive: isInteractive, isImportant: isImportant, isScrollingContent: isScrollingContent, label: label)
        self.details = details
    }
}

extension SceneLayoutNode {
    /// A node with no id, frame or label, for a layout pass to ``fill(id:role:parentID:frame:visibleFrame:zIndex:region:isInteractive:isImportant:isScrollingContent:label:)``
    /// in place.
    static let blank = SceneLayoutNode(placeholder: ())

    private init(placeholder: Void) {
        (id, role, parentID, frame, visibleFrame, isVisible, zIndex) = ("", .row, nil, nil, nil, false, 0)
        (region, isInteractive, isImportant, isScrollingContent, label, details) = (.whole, false, false, false, nil, .none)
        askedSize = nil
        minSize = nil
        contentInsets = nil
        appliedVariant = nil
        shownElsewhere = nil
    }

    /// Sets every field a pass gives each node: it appends a ``blank`` node and fills it where it
    /// lies in its array, which writes it in place instead of building it aside and copying it in.
    /// The rest — ``details``, ``askedSize``, ``contentInsets``, ``appliedVariant``,
    /// ``shownElsewhere`` — keep the blank's none until the pass sets them for the few nodes that
    /// have them.
    mutating func fill(id: String, role: Role, parentID: String?, frame: CGRect?, visibleFrame: CGRect?, zIndex: Int,
                       region: Region, isInteractive: Bool, isImportant: Bool, isScrollingContent: Bool,
                       label: String?) {
        self.id = id
        self.role = role
        self.parentID = parentID
        self.frame = frame
        self.visibleFrame = visibleFrame
        self.isVisible = frame != nil
        self.zIndex = zIndex
        self.region = region
        self.isInteractive = isInteractive
        self.isImportant = isImportant
        self.isScrollingContent = isScrollingContent
        self.label = label
    }

    /// What a laid-out node is.
    public enum Role: Sendable, Hashable {
        /// An element, by its role.
        case element(SceneNode.Element.Role)
        /// A container or presentation, by its node type.
        case node(SceneNode.NodeType)
        /// A list row without a template.
        case row
        /// A grid cell.
        case cell

        /// The role as the CLI prints it: the element role, the node type, `row` or `cell`.
        public var name: String {
            switch self {
            case .element(let role): return role.rawValue
            case .node(let type): return type.rawValue
            case .row: return "row"
            case .cell: return "cell"
            }
        }
    }

    /// The usable region of the window a node is in (CLI.md `region`); leading/trailing follow the
    /// layout direction (leading = the left region in LTR, the right one in RTL).
    public enum Region: String, Sendable, Hashable, CaseIterable {
        /// No division, straddling one, hidden, or a middle region of three or more (a tri-fold's
        /// centre panel): CLI.md fixes these five names.
        case whole
        /// The first region in reading order of a side-by-side split.
        case leading
        /// The last region in reading order of a side-by-side split.
        case trailing
        /// The upper region of a stacked split.
        case top
        /// The lower region of a stacked split.
        case bottom
    }
}

extension SceneLayoutNode {
    /// What of the node's frame content can use: for scrolling content under bars, the frame less
    /// its ``contentInsets`` on every side (the part that shows rows clear of the bars), else the
    /// frame's size; points, never negative; nil when hidden. What ``minSize`` is judged against
    /// (SPEC 8.1) and what lint's FK020 reports.
    /// - Complexity: O(1).
    public var sizeClearOfBars: CGSize? {
        guard let frame else { return nil }
        guard let insets = contentInsets else { return frame.size }
        return CGSize(width: max(0, frame.width - max(0, insets.leading) - max(0, insets.trailing)),
                      height: max(0, frame.height - max(0, insets.top) - max(0, insets.bottom)))
    }
}
