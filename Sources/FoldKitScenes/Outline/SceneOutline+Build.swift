import Foundation
import FoldKit

extension SceneOutline {
    /// Finds the outline of `root` in one walk, without checking the tree rules: for a scene
    /// laid out unchecked (layout never traps on any value: a count past ``SceneLimits`` lays out
    /// the rows and cells up to ``SceneLimits/maximumExpandedNodes`` and leaves the rest out).
    /// - Complexity: O(*n*) for *n* positions.
    init(unchecked root: SceneNode) {
        var builder = SceneOutlineBuilder(rules: nil)
        builder.build(root)
        self = builder.outline
    }

    /// Finds the outline of `scene` in one walk, declaring each node to the tree rules on the way
    /// (``SceneTreeRules``), then checks the values of the declared nodes (``SceneValueCheck``) and
    /// the rules that need the whole tree: the one check of a scene, decoded or built in code.
    /// Values come first, then the tree rules: unique ids (row and cell ids included), the
    /// expanded size, row templates, where the UI layer stands and its actions, stand-ins, anchors,
    /// the scene's `focus`.
    /// - Parameter source: the scene file's tree when the scene was decoded (a fault's message
    ///   quotes a percentage as written).
    /// - Returns: the outline, and the first fault found (nil when none).
    /// - Complexity: O(*n*) for *n* positions, plus the value check's O(*n*·*d*) for nodes nested
    ///   *d* deep and O(*a*·*d*) for *a* anchors.
    static func checked(_ scene: Scene, source: JSONTree? = nil) -> (outline: SceneOutline, fault: SceneFault?) {
        var builder = SceneOutlineBuilder(rules: SceneTreeRules())
        builder.build(scene.root)
        guard var rules = builder.rules else { return (builder.outline, nil) }
        if let fault = SceneValueCheck.firstFault(of: scene, declared: rules.declared, source: source) { return (builder.outline, fault) }
        if rules.fault == nil { rules.checkAfterWalk() }
        if rules.fault == nil {
            do throws(SceneFault) { try rules.checkFocus(scene.focus) } catch { return (builder.outline, error) }
        }
        return (builder.outline, rules.fault)
    }
}

/// The one walk of a scene's tree (``SceneOutline``): records each position, its structural level
/// and relations, and — when checking — declares each node to the tree rules.
struct SceneOutlineBuilder {
    /// The outline found so far.
    var outline = SceneOutline()
    /// The tree rules' tables, nil when the scene is not checked.
    var rules: SceneTreeRules?
    /// Each stand-in's target id, by the stand-in's position (resolved to positions at the end).
    private var standInTargets: [(position: Int, target: String)] = []

    /// The most positions an outline holds: the decoder's limit of expanded nodes.
    static let capacityLimit = SceneLimits.maximumExpandedNodes

    /// A walk that checks the tree rules with `rules`, or none when nil.
    init(rules: SceneTreeRules?) {
        self.rules = rules
    }

    /// Where a node stands for the tree rules: its JSON path, the list whose row template holds
    /// it, the nearest anchored node above it and the node it is declared in (for a child: after
    /// ``SceneTreeRules/declare(_:_:isColumn:)`` has made the parent's declaration theirs).
    struct Declaration {
        var path: [JSONPathComponent]
        var template: String?
        var anchored: String?
        var parent: String?
    }

    /// Walks `root` and finishes the outline: the presentations' levels above all content, and
    /// the positions of anchors and stand-ins' targets.
    mutating func build(_ root: SceneNode) {
        let top = visit(root, parent: -1, z: 0, suffix: "", records: true, isColumn: true,
                        declaration: rules == nil ? nil : Declaration(path: [.key("root")]))
        outline.presentationZ = top.level + 1
        if rules != nil, top.expanded > Self.capacityLimit {
            rules?.report(SceneFault(path: [.key("root")], message: SceneTreeRules.tooLarge(top.expanded)))
        }
        placePresentations()
        resolveTargets()
        if !outline.actionOrder.isEmpty { declareAction(SystemBarItem.moreID) }
    }

    /// Records `node` and its subtree.
    /// - Parameters:
    ///   - parent: the position of the node it is laid out in (−1 for the root).
    ///   - z: the level it is recorded at (SPEC 8.1).
    ///   - suffix: its rows' suffixes (`-3` inside row 3), appended to every id it records.
    ///   - records: false for a row template walked once for its levels and declarations only.
    ///   - isColumn: whether it is a screen or column (the root, a tab view's content, a
    ///     list–detail pane, a split view column): the UI layer's title and toolbar belong there.
    ///   - declaration: where the tree rules see it; nil when not checking, and for the rows of a
    ///     template after its first walk.
    /// - Returns: the highest level its subtree reaches (levels a hidden subtree would take
    ///   included), and how many nodes it lays out once rows and cells are expanded (saturating).
    private mutating func visit(_ node: SceneNode, parent: Int, z: Int, suffix: String, records: Bool, isColumn: Bool,
                                declaration: Declaration?) -> (level: Int, expanded: Int) {
        var declaration = declaration
        if let given = declaration { declaration = rules?.declare(node, given, isColumn: isColumn) }
        // Once per declared node: outside rows, or in a row template's one walk.
        if !records || suffix.isEmpty { noteUILayer(node) }
        let position = records ? record(node, parent: parent, z: z, suffix: suffix, isColumn: isColumn) : -1
        var level = z
        var expanded = 1
        let items = node.maximumItemCount ?? 0
        // A checked count past the limit is a fault the value check reports first: no rows or
        // cells are recorded for it (an unchecked scene records what the capacity allows).
        let recorded = rules != nil && items > SceneLimits.maximumCount ? 0 : items
        func child(_ child: SceneNode, z: Int, step: [JSONPathComponent], isColumn: Bool = false, records: Bool = records) -> (level: Int, expanded: Int) {
            let inner = declaration.map { Declaration(path: $0.path + step, template: $0.template, anchored: $0.anchored, parent: $0.parent) }
            return visit(child, parent: position, z: z, suffix: suffix, records: records, isColumn: isColumn, declaration: inner)
        }
        switch node.kind {
        case .grid(let grid):
            if records { recordItems(of: position, count: recorded, z: z, role: .cell, interactive: grid.isInteractive) }
            expanded = Self.adding(expanded, items)
        case .list(let list):
            guard let row = list.row else {
                if records { recordItems(of: position, count: recorded, z: z, role: .row, interactive: false) }
                expanded = Self.adding(expanded, items)
                break
            }
            // Declared once (its ids and levels), then recorded row by row with its suffix.
            let template = declaration.map { Declaration(path: $0.path + [.key("row")], template: node.id, anchored: $0.anchored, parent: $0.parent) }
            let once = visit(row, parent: position, z: z, suffix: suffix, records: false, isColumn: false, declaration: template)
            expanded = Self.adding(expanded, Self.multiplying(items, once.expanded))
            guard records else { break }
            for index in 0..<recorded {
                guard outline.entries.count < Self.capacityLimit else { break }
                level = max(level, visit(row, parent: position, z: z, suffix: suffix + SceneIDs.suffix(index), records: true,
                                         isColumn: false, declaration: nil).level)
            }
        case .overlay(let overlay):
            // Each child's layer starts one above the highest level of the ones before it.
            var layer = z
            for (index, element) in overlay.children.enumerated() {
                let inner = child(element, z: layer, step: [.key("children"), .index(index)])
                level = max(level, inner.level)
                layer = inner.level + 1
                expanded = Self.adding(expanded, inner.expanded)
            }
        case .arrangement(let arrangement):
            let primary = child(arrangement.primary, z: z, step: [.key("primary")])
            let secondary = child(arrangement.secondary, z: z, step: [.key("secondary")])
            expanded = Self.adding(expanded, Self.adding(primary.expanded, secondary.expanded))
            guard arrangement.style == .overlay else { level = max(level, primary.level, secondary.level); break }
            // Overlaid, the primary's layer starts one above the highest level of the secondary.
            let lift = secondary.level - z + 1
            if position >= 0 { outline.entries[position].lift = lift }
            level = max(level, primary.level + lift, secondary.level)
        case .presentation(let presentation):
            // Above all content: its content's levels are relative to it, set once the content's
            // levels are known (``placePresentations()``); it reaches no content level.
            if let content = presentation.content { expanded = Self.adding(expanded, child(content, z: 0, step: [.key("content")]).expanded) }
        default:
            // Children at the node's level, each a column or not as its kind says.
            node.kind.forEachChild { element, link in
                let inner = child(element, z: z, step: link.steps, isColumn: link.isColumn)
                level = max(level, inner.level)
                expanded = Self.adding(expanded, inner.expanded)
            }
        }
        if let path = declaration?.path, expanded > Self.capacityLimit {
            rules?.report(SceneFault(path: path, message: SceneTreeRules.tooLarge(expanded)))
        }
        if position >= 0 { outline.entries[position].end = outline.entries.count }
        return (level, expanded)
    }

    /// Appends the position of `node` (its id with `suffix`) and notes what the tree declares
    /// there; returns the position.
    private mutating func record(_ node: SceneNode, parent: Int, z: Int, suffix: String, isColumn: Bool) -> Int {
        let position = outline.entries.count
        var role = SceneLayoutNode.Role.node(node.type)
        var interactive = false, important = false
        var label: String?
        switch node.kind {
        case .element(let element): (role, interactive, important, label) = (.element(element.role), element.isInteractive, element.isImportant, element.label)
        case .presentation(let presentation): (interactive, important, label) = (presentation.kind != .toast, true, presentation.label)
        case .displace(let displace): if let group = displace.group { outline.groups[position] = group + suffix }
        default: break
        }
        outline.entries.append(SceneOutline.Entry(id: SceneIDs.joined(node.id, suffix), parent: parent, end: position + 1, z: z, lift: 0,
                                                  role: role, isInteractive: interactive, isImportant: important, label: label, item: nil))
        outline.decisions.append(0)
        if let anchor = node.anchor { outline.anchors[position] = anchor }
        if let target = node.standsFor, suffix.isEmpty { standInTargets.append((position, target)) }
        if isColumn && node.declaresUILayer && suffix.isEmpty { outline.declaringColumns.append((position, node.title, node.toolbar)) }
        return position
    }

    /// Appends `count` rows or cells `<owner id>-<index>` of the list or grid at `owner`, as many
    /// as fit under ``capacityLimit``.
    private mutating func recordItems(of owner: Int, count: Int, z: Int, role: SceneLayoutNode.Role, interactive: Bool) {
        let id = outline.entries[owner].id
        let room = max(0, Self.capacityLimit - outline.entries.count)
        for index in 0..<min(count, room) {
            let position = outline.entries.count
            outline.entries.append(SceneOutline.Entry(id: SceneIDs.expanded(id, index: index), parent: owner, end: position + 1, z: z, lift: 0,
                                                      role: role, isInteractive: interactive, isImportant: false, label: nil, item: index))
            outline.decisions.append(0)
        }
    }

    /// Notes the UI layer a node declares: its title and toolbar items, a tab view's bar and
    /// actions (declaration order, for findings on bar items).
    private mutating func noteUILayer(_ node: SceneNode) {
        let payload = node.kind.payload
        if let bar = payload.windowBar {
            outline.hasUILayer = true
            if outline.tabBar == nil { outline.tabBar = bar }
        }
        payload.declaredActions.forEach { declareAction($0.action.id) }
        guard node.declaresUILayer else { return }
        outline.hasUILayer = true
        outline.declaresTitle = outline.declaresTitle || node.title != nil
        outline.declaredToolbar += node.toolbar
        node.toolbar.forEach { declareAction($0.action.id) }
    }

    /// Ranks an action id after those declared before it (once).
    private mutating func declareAction(_ id: String) {
        if outline.actionOrder[id] == nil { outline.actionOrder[id] = outline.actionOrder.count }
    }

    /// Gives each presentation its level above all content — the *k*-th in document order at
    /// ``SceneOutline/presentationZ`` + *k* — and its content its levels from there (recorded
    /// relative to it). Nothing inside a presentation rises with an overlay arrangement: its
    /// levels are above every content level already.
    private mutating func placePresentations() {
        var k = 0
        for position in outline.entries.indices where outline.entries[position].role == .node(.presentation) {
            let z = outline.presentationZ + k
            k += 1
            outline.entries[position].z = z
            var inner = position + 1
            while inner < outline.entries[position].end {
                // A presentation inside the content takes its own level in its turn.
                if outline.entries[inner].role == .node(.presentation) { inner = outline.entries[inner].end; continue }
                outline.entries[inner].z += z
                outline.entries[inner].lift = 0
                inner += 1
            }
        }
    }

    /// Finds the position of each id, anchor's node and stand-in's target (the first with each
    /// id), and marks the subtrees the first pass of a layout walks (``SceneOutline/decisions``).
    private mutating func resolveTargets() {
        var found: [String: Int] = [:]
        found.reserveCapacity(outline.entries.count)
        for (position, entry) in outline.entries.enumerated() where found[entry.id] == nil { found[entry.id] = position }
        outline.positions = found
        for anchor in Set(outline.anchors.values) { if let position = found[anchor] { outline.anchorTargets[anchor] = position } }
        outline.standIns = standInTargets.map { ($0.position, found[$0.target]) }
        var decisive = outline.declaringColumns.map(\.position)
        decisive += outline.standIns.compactMap(\.target)
        for position in decisive {
            outline.decisions[position] |= 2
            var current = position
            while current >= 0, outline.decisions[current] & 1 == 0 {
                outline.decisions[current] |= 1
                current = outline.entries[current].parent
            }
        }
    }

    /// `a + b`, at most `Int.max`.
    static func adding(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(max(0, b))
        return overflow ? .max : sum
    }

    /// `a · b`, at most `Int.max`.
    static func multiplying(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = max(0, a).multipliedReportingOverflow(by: max(0, b))
        return overflow ? .max : product
    }
}
