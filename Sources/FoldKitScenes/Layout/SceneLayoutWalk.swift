import Foundation
import FoldKit

/// The one walk of a scene's tree in a space: places nodes top-down and writes each at its
/// position in the outline (``SceneOutline``), which gives every id, parent and subtree.
///
/// The walk runs in one of two modes (``Mode``): ``Mode/decide`` walks only the subtrees that
/// hold a decision (``SceneOutline/decisions``) and notes which of the decisive positions
/// show; ``Mode/place`` records every node. A hidden subtree is a mode of the walk too: a nil slot
/// writes the subtree's positions hidden from the outline (``hide(_:env:)``), without walking its
/// nodes. Out-of-flow work is handed back to ``SceneLayout``: presentations (placed last, when
/// every anchor is where it ends) and displacements (solved once the walk has placed what they
/// read).
///
/// Each node type's placement lives in a `SceneLayoutWalk+<Concern>.swift` file; solver-backed
/// types call their solver's adapter in `Layout/Solvers/`.
struct SceneLayoutWalk {
    /// What the walk records.
    enum Mode {
        /// Only which of the decisive positions show (declaring columns, stand-ins' targets):
        /// nothing is recorded, and subtrees that hold no decision are skipped.
        case decide
        /// Every node, at its position.
        case place
    }

    /// What the walk records.
    let mode: Mode
    /// The space, the UI layer and the decisions made before the walk.
    let context: SceneLayoutContext
    /// What the scene's tree says whatever the space.
    let outline: SceneOutline
    /// Every node, at its position (``Mode/place``; empty in ``Mode/decide``).
    var nodes: [SceneLayoutNode]
    /// Whether the walk is laying out a moved subtree again (``moveDisplaced(_:to:)``).
    var isRelaying = false
    /// The decisive positions that show (``Mode/decide``).
    var shownDecisions: [Int] = []
    /// The screens and columns shown, with their positions, in document order, for the UI layer
    /// (SPEC 9).
    var columns: [(position: Int, column: UILayerColumn)] = []
    /// The displacements met, with their undisplaced frames, in document order (one per position:
    /// a moved subtree met again replaces its own).
    private(set) var displacements: [SceneDisplacementItem] = []
    /// The positions of the displacements met since the last displacement pass took them.
    var pendingDisplacements: [Int] = []
    /// The stacks holding a displace node, by position, to make room in (``makeRoom(for:movedTo:)``).
    var flowStacks: [Int: FlowStack] = [:]
    /// The panes of each arrangement, by the arrangement's position, to make room in
    /// (``makeRoom(for:movedTo:)``).
    var flowPanes: [Int: [FlowPane]] = [:]
    /// The presentations met, left for the last pass: position, node and environment, in the
    /// order met (one per position).
    var presentations: [(position: Int, node: SceneNode, env: Environment)] = []

    /// What a node inherits from where it sits in the tree.
    struct Environment {
        /// The position of the node it is laid out in (−1 for the root).
        var parent = -1
        /// How many levels the stacked overlay arrangements around it lift it (SPEC 8.1).
        var lift = 0
        /// The viewport of the scrolling containers around it, window coordinates.
        var clip: CGRect?
        /// Whether it is inside scrolling content.
        var isScrolling = false
        /// Whether the nearest enclosing overlay arrangement shows its views stacked; nil outside
        /// one (a variant's `stacked` condition, SPEC 10.3).
        var stacked: Bool?
        /// Whether the nearest enclosing split arrangement shows both views; nil outside one.
        var splitShowsBoth: Bool?
        /// The bars of the column it lies in, when the column's content does not scroll itself:
        /// scrolling content inside that meets the column's content edges runs under the bars
        /// there (SPEC 9 [S3]). Nil outside a column with a UI layer.
        var columnBars: ColumnBars?

        /// The environment of the children of the node at `position`.
        func inside(_ position: Int) -> Environment {
            var inner = self
            inner.parent = position
            return inner
        }
    }

    /// Creates a walk over a scene with `outline`.
    init(mode: Mode, context: SceneLayoutContext, outline: SceneOutline) {
        self.mode = mode
        self.context = context
        self.outline = outline
        nodes = mode == .place ? Array(repeating: .blank, count: outline.count) : []
    }

    /// Places the root in the window's safe area, less what a division only clips
    /// (``SceneLayoutContext/rootSlot``): a screen, whose UI layer the system places
    /// (`SceneLayoutWalk+Columns.swift`).
    mutating func placeRoot(_ root: SceneNode) {
        guard outline.count > 0 else { return }
        if context.uiLayer != nil { placeColumn(root, at: 0, pane: context.rootSlot, env: Environment()) } else { place(root, at: 0, in: context.rootSlot, env: Environment()) }
    }

    /// Places `node`, at `position`, in `slot` (nil: hidden with everything in it; a collapsed
    /// stand-in too). A presentation is left for ``SceneLayout``'s last pass.
    mutating func place(_ node: SceneNode, at position: Int, in slot: CGRect?, env: Environment) {
        if isCollapsedStandIn(node), let target = node.standsFor {
            hide(position, env: env)
            if mode == .place { nodes[position].shownElsewhere = .original(target) }
            return
        }
        guard let slot else { return hide(position, env: env) }
        if mode == .decide && !outline.holdsDecision(position) { return }
        if node.type == .presentation {
            guard mode == .decide else { return note(presentation: node, at: position, env: env) }
            return placePresentation(node, at: position, env: env)
        }
        let frame = withEffective(node, env: env) { SceneLayout.frame(of: $0, in: slot, context: context) }
        // Scrolling content that meets the safe area's edge reaches the window's edge there, the
        // inset becoming a content inset (SPEC 9, amended 2026-12-02); inside a column, content
        // that meets an edge of the column's content area runs under the bar there [S3].
        if !env.isScrolling, node.mayScroll, withEffective(node, env: env, \.scrollsUnderBars) {
            let reaching = env.columnBars.map { $0.reaching(frame) } ?? UILayer.reachingWindowEdges(frame, in: context.space)
            if reaching != frame {
                return place(node, at: position, frame: reaching, scrollInsets: LayoutSpace.insets(of: reaching, from: frame), env: env)
            }
        }
        place(node, at: position, frame: frame, env: env)
    }

    /// Places `node`, at `position`, at exactly `frame` and lays out its children inside
    /// `content` (a pane's content area, which also names the node's region), else inside
    /// `frame`. Scrolling content under bars gets `scrollInsets`: its rows start inside them, its
    /// viewport is all of `frame` (SPEC 9 [S3]).
    mutating func place(_ base: SceneNode, at position: Int, frame: CGRect, content: CGRect? = nil, scrollInsets: PhysicalInsets? = nil,
                        env: Environment) {
        if let variant = variantIndex(of: base, env: env) {
            place(base.variants[variant].node, base: base, variant: variant, at: position, frame: frame, content: content,
                  scrollInsets: scrollInsets, env: env)
        } else {
            place(base, base: base, variant: nil, at: position, frame: frame, content: content, scrollInsets: scrollInsets, env: env)
        }
    }

    /// Places the effective `node` of `base` (its `variant`, or `base` itself) at `frame`.
    private mutating func place(_ node: SceneNode, base: SceneNode, variant: Int?, at position: Int, frame: CGRect, content: CGRect?,
                                scrollInsets: PhysicalInsets?, env: Environment) {
        // Scrolling content's region is where its content insets leave it clear (SPEC 9).
        record(node, at: position, frame: frame, regionFrame: content ?? scrollInsets.map { Self.contentArea(of: frame, insets: $0) }, env: env)
        if mode == .place {
            if variant != nil { nodes[position].appliedVariant = variant }
            if let scrollInsets { nodes[position].contentInsets = scrollInsets.directional(context.layoutDirection) }
            if let asked = SceneLayout.askedSize(of: node, given: frame.size) { nodes[position].askedSize = asked }
            // Scrolling content is judged by what its content insets leave clear of the bars.
            if nodes[position].isVisible,
               let minimum = SceneLayout.minSize(of: node, given: nodes[position].sizeClearOfBars ?? frame.size,
                                                 typing: context.uiLayer?.keyboard != nil) {
                nodes[position].minSize = minimum
            }
        }
        let inner = env.inside(position)
        let frame = content ?? frame
        let first = position + 1
        var details = SceneLayoutNode.Details.none
        switch node.kind {
        case .element: break
        case .stack(let stack):
            details = .stack(axis: stack.axis)
            placeStack(stack, from: first, in: frame, env: inner)
        case .overlay(let overlay): placeOverlay(overlay.children, from: first, in: frame, env: inner)
        case .list(let list): details = placeList(list, at: position, in: frame, insets: scrollInsets ?? .zero, env: inner)
        case .scroll(let scroll): details = placeScroll(scroll, at: first, in: frame, insets: scrollInsets ?? .zero, env: inner)
        case .grid(let grid): details = placeGrid(grid, at: position, in: frame, insets: scrollInsets ?? .zero, env: inner)
        case .arrangement(let arrangement): details = placeArrangement(arrangement, at: position, in: frame, env: inner)
        case .listDetail(let listDetail): details = placeListDetail(listDetail, at: position, in: frame, env: inner)
        case .splitView(let splitView): details = placeSplitView(splitView, at: position, in: frame, env: inner)
        case .displace(let displace): details = placeDisplace(displace, at: position, in: frame, env: inner)
        case .presentation(let presentation):
            if let content = presentation.content { place(content, at: first, in: frame, env: inner) }
        case .tabView(let tabView): placeColumn(tabView.content, at: first, pane: frame, env: inner)
        }
        if mode == .place, details != .none { nodes[position].details = details }
    }

    /// Writes the subtree at `position` hidden, as the outline declares it (nil frames, level 0,
    /// the whole window's region, content scrolling as `env`'s), so every posture has the same
    /// ids; rows and cells keep their index.
    /// - Complexity: O(*s*) for the *s* positions of the subtree; nothing in ``Mode/decide``.
    mutating func hide(_ position: Int, env: Environment) {
        guard mode == .place else { return }
        for index in position..<outline.entries[position].end { hideEntry(index, interactive: outline.entries[index].isInteractive, env: env) }
    }

    /// Writes the position `index` hidden, interactive as given.
    @inline(__always)
    mutating func hideEntry(_ index: Int, interactive: Bool, env: Environment) {
        let entry = outline.entries[index]
        nodes[index].fill(id: entry.id, role: entry.role, parentID: outline.parentID(of: index), frame: nil, visibleFrame: nil, zIndex: 0,
                          region: .whole, isInteractive: interactive, isImportant: entry.isImportant, isScrollingContent: env.isScrolling,
                          label: entry.label)
        if let item = entry.item { nodes[index].details = .item(index: item, column: nil, row: nil) }
    }

    /// Records the effective `node` at `position` with `frame` (its region from `regionFrame`
    /// when given); in ``Mode/decide`` notes a decisive position that shows.
    mutating func record(_ node: SceneNode, at position: Int, frame: CGRect?, regionFrame: CGRect? = nil, env: Environment) {
        guard mode == .place else {
            if frame != nil && outline.isDecisive(position) { shownDecisions.append(position) }
            return
        }
        var role = SceneLayoutNode.Role.node(node.type)
        var interactive = false, important = false
        var label: String?
        switch node.kind {
        case .element(let element):
            (role, interactive, important, label) = (.element(element.role), element.isInteractive, element.isImportant, element.label)
        case .presentation(let presentation):
            (interactive, important, label) = (presentation.kind != .toast, true, presentation.label)
        default: break
        }
        let shown = visible(frame, env: env)
        let region = context.region(of: regionFrame ?? shown ?? frame)
        nodes[position].fill(id: outline.entries[position].id, role: role, parentID: outline.parentID(of: position), frame: frame,
                             visibleFrame: shown, zIndex: frame == nil ? 0 : level(of: position, env: env), region: region,
                             isInteractive: interactive, isImportant: important, isScrollingContent: env.isScrolling, label: label)
    }

    /// Records the row or cell at `position` (item `index` of its list or grid) with its frame,
    /// column and row (a nil frame: hidden).
    mutating func recordItem(at position: Int, index: Int, frame: CGRect?, column: Int?, row: Int?, interactive: Bool, env: Environment) {
        guard mode == .place else { return }
        guard let frame else {
            hideEntry(position, interactive: interactive, env: env)
            nodes[position].details = .item(index: index, column: column, row: row)
            return
        }
        let shown = visible(frame, env: env)
        nodes[position].fill(id: outline.entries[position].id, role: outline.entries[position].role, parentID: outline.parentID(of: position),
                             frame: frame, visibleFrame: shown, zIndex: level(of: position, env: env), region: context.region(of: shown ?? frame),
                             isInteractive: interactive, isImportant: false, isScrollingContent: env.isScrolling, label: nil)
        nodes[position].details = .item(index: index, column: column, row: row)
    }

    /// The stacking level of the shown node at `position`: the outline's, lifted by the stacked
    /// overlay arrangements around it (SPEC 8.1).
    @inline(__always)
    func level(of position: Int, env: Environment) -> Int { outline.entries[position].z + env.lift }

    /// `frame` clipped to the environment's viewport; nil when hidden or scrolled out of view.
    func visible(_ frame: CGRect?, env: Environment) -> CGRect? {
        guard let frame else { return nil }
        guard let clip = env.clip else { return frame }
        let part = frame.intersection(clip)
        if part.isNull || (part.width * part.height == 0 && frame.width * frame.height > 0) { return nil }
        return part
    }

    /// Notes the displacement `item` for the displacement pass, in place of the one at its
    /// position when met again.
    mutating func note(_ item: SceneDisplacementItem) {
        let index = Self.insertionIndex(of: item.position, in: displacements, position: \.position)
        if index < displacements.count, displacements[index].position == item.position {
            displacements[index] = item
        } else {
            displacements.insert(item, at: index)
            pendingDisplacements.append(item.position)
        }
    }

    /// The displacement noted at `position`, nil when none is.
    func displacement(at position: Int) -> SceneDisplacementItem? {
        let index = Self.insertionIndex(of: position, in: displacements, position: \.position)
        return index < displacements.count && displacements[index].position == position ? displacements[index] : nil
    }

    /// Notes the presentation `node` at `position` for the last pass, in place of the one there
    /// when met again.
    mutating func note(presentation node: SceneNode, at position: Int, env: Environment) {
        if isRelaying, let index = presentations.firstIndex(where: { $0.position == position }) {
            presentations[index] = (position, node, env)
        } else {
            presentations.append((position, node, env))
        }
    }

    /// Notes the column `column` at `position` for the UI layer, in place of the one there when
    /// met again.
    mutating func note(column: UILayerColumn, at position: Int) {
        let index = Self.insertionIndex(of: position, in: columns, position: \.position)
        if index < columns.count, columns[index].position == position { columns[index].column = column; return }
        if columns.capacity == 0 { columns.reserveCapacity(4) }   // one allocation for a window's few columns
        columns.insert((position, column), at: index)
    }

    /// The index in `elements`, sorted by position, of the first element at `position` or after.
    /// O(1) for a position after them all (the walk meets positions in order), else O(log *n*).
    static func insertionIndex<Element>(of position: Int, in elements: [Element], position key: (Element) -> Int) -> Int {
        guard let last = elements.last, key(last) >= position else { return elements.count }
        var low = 0, high = elements.count
        while low < high {
            let middle = (low + high) / 2
            if key(elements[middle]) < position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The position after the subtree at `position`: its next sibling's.
    @inline(__always)
    func next(after position: Int) -> Int { outline.entries[position].end }
}
