import Foundation
import FoldKit

/// What a scene's tree says whatever the space, found in one walk when the scene is prepared
/// (``PreparedScene``): every position a layout records, with its id, parent, subtree, kind and
/// role, structural stacking level, and the relations the tree declares — anchors, stand-ins,
/// displacement groups, the UI layer's bars and actions.
///
/// A *position* is the index of a node in every ``SceneLayoutResult/nodes`` of the scene: the
/// nodes in document order, a node before its children, a list's rows (its template's nodes row by
/// row) and a grid's cells right after it, as many as the node's largest variant lays out
/// (SPEC 8.1: the same ids in every posture and state). Layout, lint and the storyboard read the
/// outline; nothing walks the tree again to find these facts.
///
/// Nothing here depends on the space, so one outline serves every layout of the scene.
package struct SceneOutline: Sendable {
    /// One position: a declared node, or a row or cell its list or grid expands to.
    package struct Entry: Sendable {
        /// The id the layout records (`message-3` inside row 3).
        package var id: String
        /// The position of the node it is laid out in; −1 for the root.
        package var parent: Int
        /// One past the last position of its subtree: the subtree is `position..<end`.
        package var end: Int
        /// Its stacking level when shown (SPEC 8.1: z-order is the tree's): an overlay's child *i*
        /// starts one above the highest level children 0…*i*−1 reach, an overlay arrangement's
        /// primary is lifted by the arrangement's ``lift`` only while stacked; a presentation and
        /// its content stack above all content (``SceneOutline/presentationZ``).
        package var z: Int
        /// For an overlay arrangement, how many levels its primary rises while stacked over its
        /// secondary (one above the highest level the secondary reaches); 0 otherwise.
        package var lift: Int
        /// What the node is, by its declared values (a variant may change an element's role).
        package var role: SceneLayoutNode.Role
        /// Whether people touch it, by its declared values.
        package var isInteractive: Bool
        /// Whether it must stay visible, by its declared values.
        package var isImportant: Bool
        /// Its declared label.
        package var label: String?
        /// A row's or cell's index in its list or grid; nil for a declared node.
        package var item: Int?
    }

    /// Every position, in document order (at most ``SceneLimits/maximumExpandedNodes`` rows and
    /// cells: an unchecked scene past the limits leaves the rest out).
    package internal(set) var entries: [Entry] = []
    /// One above the highest level any content reaches: the first presentation's level; the
    /// presentation *k*-th in document order (hidden ones counted) stacks at `presentationZ + k`.
    package internal(set) var presentationZ = 1
    /// The position of the first node with each id.
    package internal(set) var positions: [String: Int] = [:]
    /// The position of each anchor's node (the first with its id), by anchor id.
    package internal(set) var anchorTargets: [String: Int] = [:]
    /// The anchor each displacement or presentation names, by its position.
    package internal(set) var anchors: [Int: String] = [:]
    /// The displacement group of each grouped displace node, row suffix included, by position.
    package internal(set) var groups: [Int: String] = [:]
    /// The nodes that stand for another (SPEC 10.3), outside rows, in document order: the
    /// stand-in's position and its target's position (nil when no node has the target's id).
    package internal(set) var standIns: [(position: Int, target: Int?)] = []
    /// The root tab view's bar (SPEC 9); nil without a tab view.
    package internal(set) var tabBar: TabBarModel?
    /// Whether the scene declares a UI layer: a tab view, a title or toolbar items (SPEC 9).
    package internal(set) var hasUILayer = false
    /// Whether a screen or column declares a title.
    package internal(set) var declaresTitle = false
    /// Every toolbar item the screens and columns declare, in document order.
    package internal(set) var declaredToolbar: [ToolbarItem] = []
    /// The UI layer's action ids in declaration order — tabs, the tab-bar action, toolbar items
    /// in document order (each once), then More when there are any — with their rank.
    package internal(set) var actionOrder: [String: Int] = [:]
    /// The screens and columns that declare a title or toolbar items, with their positions: what
    /// the window-level UI layer depends on (``SceneLayout``'s first pass decides which show).
    package internal(set) var declaringColumns: [(position: Int, title: String?, toolbar: [ToolbarItem])] = []
    /// Per position: bit 1 when its subtree holds a *decisive* position — one whose showing a
    /// layout decides before it places anything (a declaring column, a stand-in's target) — and
    /// bit 2 when it is one itself. The first pass walks only the subtrees that hold one.
    package internal(set) var decisions: [UInt8] = []

    /// Whether the subtree at `position` holds a decisive position (``decisions``).
    @inline(__always)
    package func holdsDecision(_ position: Int) -> Bool { decisions[position] != 0 }

    /// Whether `position` is decisive itself (``decisions``).
    @inline(__always)
    package func isDecisive(_ position: Int) -> Bool { decisions[position] & 2 != 0 }

    /// The number of positions.
    package var count: Int { entries.count }

    /// The id of the node at `position`'s parent; nil for the root.
    @inline(__always)
    package func parentID(of position: Int) -> String? {
        let parent = entries[position].parent
        return parent < 0 ? nil : entries[parent].id
    }

    /// The position of the first node with `id`, nil when there is none.
    /// - Complexity: O(1).
    package func position(of id: String) -> Int? { positions[id] }

    /// Every position's id, in order.
    package var ids: [String] { entries.map(\.id) }
}
