import Foundation
import FoldKit

/// One layout pass over a scene: places nodes top-down and records them in document order.
///
/// Each node type's placement lives in a `SceneLayoutBuilder+<Concern>.swift` file; solver-backed
/// types call their solver's adapter in `Layout/Solvers/`.
struct SceneLayoutBuilder {
    /// The space and anchors.
    let context: SceneLayoutContext
    /// Displaced child frames from the previous pass, by displace node id.
    let displaced: [String: CGRect]
    /// What the scene's tree says whatever the space: the id of the node at each position
    /// (``SceneLayoutOutline/ids``, so no pass builds an id string), its anchors' positions,
    /// the z-index of the first presentation.
    let outline: SceneLayoutOutline
    /// Appended to the id of every node placed now (`-3` inside row 3 of a list), set around
    /// each row (a scope, like the environment, kept here so the environment stays plain data):
    /// for displacement group names, and for ids past the outline's
    /// (``SceneLayoutOutline/capacityLimit``); left empty when the scene needs neither
    /// (``SceneLayoutOutline/needsRowSuffixes``).
    private(set) var suffix = ""
    /// The nodes placed so far, in document order.
    var nodes: [SceneLayoutNode] = []
    /// The screens and columns this pass showed, in document order (primary first), for the UI
    /// layer (SPEC 9).
    var columns: [UILayerColumn] = []
    /// The displacements met in this pass, with their undisplaced frames.
    var displacements: [SceneDisplacementItem] = []
    /// How many presentations were placed or hidden (each gets its own z-index).
    var presentationCount = 0
    /// The highest stacking level a node recorded in the current layer reached, hidden nodes at
    /// the level they would take (``placeLayers(_:env:_:)``, `SceneLayoutBuilder+Layers.swift`).
    var zTop = 0
    /// The anchors a presentation read from the previous pass (it came before them in this
    /// one), with the frame it read: the layout is settled only when each is still that frame.
    var earlierAnchorReads: [String: CGRect?] = [:]

    /// What a node inherits from where it sits in the tree.
    struct Environment {
        /// The position of the node it is laid out in (nil for the root): its id is the parent id.
        var parentIndex: Int?
        /// Its stacking level.
        var zIndex = 0
        /// The viewport of the scrolling containers around it, window coordinates.
        var clip: CGRect?
        /// Whether it is inside scrolling content.
        var isScrolling = false
        /// Whether the nearest enclosing overlay arrangement shows its views stacked; nil outside
        /// one (a variant's `stacked` condition, SPEC 10.3).
        var stacked: Bool?
        /// Whether the nearest enclosing split arrangement shows both views; nil outside one.
        var splitShowsBoth: Bool?
    }

    /// Creates a pass over a scene with `outline`.
    init(context: SceneLayoutContext, displaced: [String: CGRect], outline: SceneLayoutOutline) {
        self.context = context
        self.displaced = displaced
        self.outline = outline
        nodes.reserveCapacity(outline.ids.count)
    }

    /// Places the root in the window's safe area, less what a division only clips
    /// (``SceneLayoutContext/rootSlot``): a screen, whose UI layer the system places
    /// (`SceneLayoutBuilder+Columns.swift`).
    mutating func placeRoot(_ root: SceneNode) {
        if context.uiLayer != nil { placeColumn(root, pane: context.rootSlot, env: Environment()) } else { place(root, in: context.rootSlot, env: Environment()) }
        // The nodes whose stand-ins show this pass are shown elsewhere (SPEC 10.3).
        if !context.shownStandIns.isEmpty { SceneLayout.markStandIns(&nodes, outline: outline, shown: context.shownStandIns) }
    }

    /// Places `node` in `slot` (nil: hidden with everything in it; a collapsed stand-in too).
    mutating func place(_ node: SceneNode, in slot: CGRect?, env: Environment) {
        if isCollapsedStandIn(node), let target = node.standsFor {
            let start = nodes.count
            hide(node, env: env)
            nodes[start].shownElsewhere = .original(target)
            return
        }
        guard let slot else { return hide(node, env: env) }
        if node.type == .presentation {
            if let index = variantIndex(of: node, env: env), case .presentation(let presentation) = node.variants[index].node.kind {
                return placePresentation(node.variants[index].node, presentation, env: env)
            }
            if case .presentation(let presentation) = node.kind { return placePresentation(node, presentation, env: env) }
        }
        let frame = withEffective(node, env: env) { SceneLayout.frame(of: $0, in: slot, context: context) }
        place(node, at: frame, env: env)
    }

    /// Places `node` at exactly `frame` and lays out its children inside `content` (a pane's
    /// content area, which also names the node's region), else inside `frame`. Scrolling content
    /// under bars gets `scrollInsets`: its rows start inside them, its viewport is all of `frame`
    /// (SPEC 9 [S3]).
    mutating func place(_ base: SceneNode, at frame: CGRect, content: CGRect? = nil, scrollInsets: PhysicalInsets? = nil, env: Environment) {
        if let variant = variantIndex(of: base, env: env) {
            place(base.variants[variant].node, base: base, variant: variant, at: frame, content: content, scrollInsets: scrollInsets, env: env)
        } else {
            place(base, base: base, variant: nil, at: frame, content: content, scrollInsets: scrollInsets, env: env)
        }
    }

    /// Places the effective `node` of `base` (its `variant`, or `base` itself) at `frame`.
    private mutating func place(_ node: SceneNode, base: SceneNode, variant: Int?, at frame: CGRect, content: CGRect?,
                                scrollInsets: PhysicalInsets?, env: Environment) {
        let index = record(node, frame: frame, regionFrame: content, env: env)
        if variant != nil { nodes[index].appliedVariant = variant }
        if let scrollInsets { nodes[index].contentInsets = scrollInsets.directional(context.layoutDirection) }
        if let asked = SceneLayout.askedSize(of: node, given: frame.size) { nodes[index].askedSize = asked }
        let id = nodes[index].id
        var inner = env
        inner.parentIndex = index
        let frame = content ?? frame
        switch node.kind {
        case .element: break
        case .stack(let stack):
            nodes[index].details = .stack(axis: stack.axis)
            placeStack(stack, in: frame, env: inner)
        case .overlay(let overlay): placeOverlay(overlay.children, in: frame, env: inner)
        case .list(let list):
            nodes[index].details = placeList(list, id: id, capacity: base.maximumItemCount ?? list.rows, in: frame,
                                             insets: scrollInsets ?? .zero, env: inner)
        case .scroll(let scroll): nodes[index].details = placeScroll(scroll, in: frame, insets: scrollInsets ?? .zero, env: inner)
        case .grid(let grid):
            nodes[index].details = placeGrid(grid, id: id, capacity: base.maximumItemCount ?? grid.items, in: frame,
                                             insets: scrollInsets ?? .zero, env: inner)
        case .arrangement(let arrangement): nodes[index].details = placeArrangement(arrangement, in: frame, env: inner)
        case .listDetail(let listDetail): nodes[index].details = placeListDetail(listDetail, id: id, in: frame, env: inner)
        case .splitView(let splitView): nodes[index].details = placeSplitView(splitView, in: frame, env: inner)
        case .displace(let displace): nodes[index].details = placeDisplace(displace, id: id, in: frame, env: inner)
        case .presentation(let presentation):
            if let content = presentation.content { place(content, in: frame, env: inner) }
        case .tabView(let tabView): placeColumn(tabView.content, pane: frame, env: inner)
        }
    }

    /// How many more nodes this pass may record for rows and cells: room for every one of a scene
    /// within ``SceneLimits`` (``Scene/validated()`` and the decoder hold its expanded nodes to
    /// ``SceneLayoutOutline/capacityLimit``); in an unchecked scene whose counts go beyond, the
    /// rows and cells past that limit are left out, so a count of `Int.max` lays out in bounded
    /// time and memory instead of exhausting them.
    var itemRoom: Int { max(0, SceneLayoutOutline.capacityLimit - nodes.count) }

    /// Records `node` and its whole subtree as hidden (nil frames), rows and cells included, so
    /// every posture has the same ids.
    mutating func hide(_ node: SceneNode, env: Environment) {
        let index = record(node, frame: nil, env: env)
        let id = nodes[index].id
        var inner = env
        inner.parentIndex = index
        let items = node.maximumItemCount ?? 0
        switch node.kind {
        case .list(let list) where list.row != nil:
            for row in 0..<items {
                guard itemRoom > 0 else { break }
                inRow(row) { $0.hide(list.row!, env: inner) }
            }
        case .list: recordItems(items, of: id, role: .row, frames: { _ in (nil, nil, nil) }, env: inner)
        case .grid(let grid):
            recordItems(items, of: id, role: .cell, interactive: grid.isInteractive, frames: { _ in (nil, nil, nil) }, env: inner)
        // Hidden subtrees walk their layers as shown ones do, so the levels after them are the same.
        case .overlay(let overlay):
            placeLayers(overlay.children.count, env: inner) { builder, index, layer in builder.hide(overlay.children[index], env: layer) }
        case .arrangement(let arrangement):
            placeLayeredPair(primary: { $0.hide(arrangement.primary, env: $1) }, secondary: { $0.hide(arrangement.secondary, env: $1) },
                             stacked: false, structurallyStacked: arrangement.style == .overlay, env: inner)
        case .presentation:
            presentationCount += 1
            outsideContentLayers { builder in node.forEachChild { builder.hide($0, env: inner) } }
        default: node.forEachChild { hide($0, env: inner) }
        }
    }

    /// Appends the record of a node and returns its index.
    @discardableResult
    mutating func record(_ node: SceneNode, frame: CGRect?, regionFrame: CGRect? = nil, env: Environment) -> Int {
        zTop = max(zTop, env.zIndex)
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
        let id = nextID(node.id, suffix: suffix), parent = parentID(env)
        let region = context.region(of: regionFrame ?? shown ?? frame)
        return append(id: id, role: role, parentID: parent, frame: frame, visibleFrame: shown, zIndex: frame == nil ? 0 : env.zIndex,
                      region: region, isInteractive: interactive, isImportant: important, isScrollingContent: env.isScrolling,
                      label: label)
    }

    /// Records `count` rows or cells `<owner>-<index>` (as many as there is ``itemRoom`` for),
    /// each with its frame, column and row from `item` (a nil frame: hidden).
    mutating func recordItems(_ count: Int, of owner: String, role: SceneLayoutNode.Role, interactive: Bool = false,
                              frames item: (Int) -> (frame: CGRect?, column: Int?, row: Int?), env: Environment) {
        for index in 0..<min(count, itemRoom) {
            let (frame, column, row) = item(index)
            let shown = visible(frame, env: env)
            let id = nextID(owner, suffix: SceneIDs.suffix(index)), parent = parentID(env)
            let region = context.region(of: shown ?? frame)
            let position = append(id: id, role: role, parentID: parent, frame: frame, visibleFrame: shown,
                                  zIndex: frame == nil ? 0 : env.zIndex, region: region, isInteractive: interactive,
                                  isImportant: false, isScrollingContent: env.isScrolling, label: nil)
            nodes[position].details = .item(index: index, column: column, row: row)
        }
    }

    /// Runs `body` for row `row` of a list: with the row's id suffix (when spelled out).
    mutating func inRow(_ row: Int, _ body: (inout SceneLayoutBuilder) -> Void) {
        guard outline.needsRowSuffixes else { return body(&self) }
        let outer = suffix
        suffix = outer + SceneIDs.suffix(row)
        body(&self)
        suffix = outer
    }

    /// The id of the node recorded next: the outline's, else (past its end) `base` + `suffix`.
    private func nextID(_ base: @autoclosure () -> String, suffix: @autoclosure () -> String) -> String {
        guard nodes.count < outline.ids.count else { return SceneIDs.joined(base(), suffix()) }
        assert(outline.ids[nodes.count] == SceneIDs.joined(base(), suffix()), "the outline's ids follow the order nodes are recorded in")
        return outline.ids[nodes.count]
    }

    /// The id of the node `env` is laid out in.
    private func parentID(_ env: Environment) -> String? { env.parentIndex.map { nodes[$0].id } }

    /// Appends a node with these fields (its details: none) and returns its position. The node
    /// is written in place: a ``SceneLayoutNode/blank`` is appended and filled where it lies,
    /// which copies nothing (building it aside copies it in and destroys it, per node).
    private mutating func append(id: String, role: SceneLayoutNode.Role, parentID: String?, frame: CGRect?, visibleFrame: CGRect?,
                                 zIndex: Int, region: SceneLayoutNode.Region, isInteractive: Bool, isImportant: Bool,
                                 isScrollingContent: Bool, label: String?) -> Int {
        nodes.append(.blank)
        nodes[nodes.count - 1].fill(id: id, role: role, parentID: parentID, frame: frame, visibleFrame: visibleFrame, zIndex: zIndex,
                                    region: region, isInteractive: isInteractive, isImportant: isImportant,
                                    isScrollingContent: isScrollingContent, label: label)
        return nodes.count - 1
    }

    /// `frame` clipped to the environment's viewport; nil when hidden or scrolled out of view.
    func visible(_ frame: CGRect?, env: Environment) -> CGRect? {
        guard let frame else { return nil }
        guard let clip = env.clip else { return frame }
        let part = frame.intersection(clip)
        if part.isNull || (part.width * part.height == 0 && frame.width * frame.height > 0) { return nil }
        return part
    }
}
