import Foundation
import FoldKit

/// What one walk of a scene's tree tells every layout of it, in any space: the id of every node
/// it records (rows and cells expanded) in the order a pass records them, which ids are anchors,
/// and the z-index above all content.
///
/// None of it depends on the space, so a ``Scene`` keeps its outline once found
/// (``Scene/layoutOutline``): laying the same scene out again, in another posture or in every
/// frame of a fold, builds no id strings.
struct SceneLayoutOutline: Sendable {
    /// Every recorded node's id in document order, the order a layout pass records nodes in
    /// (``SceneLayoutBuilder``): a node, then its children; a list's rows (or its template's
    /// nodes row by row) and a grid's cells right after it. At most ``capacityLimit`` ids: a
    /// hand-built scene beyond the decoder's limits names the rest as it goes.
    private(set) var ids: [String] = []
    /// Every anchor named in the tree (walked without the index, so any scene works).
    private(set) var anchors = Set<String>()
    /// The z-index of the first presentation: one above the most content can reach (the levels
    /// of `SceneLayoutBuilder+Layers.swift`: an overlay's children, an overlay arrangement's
    /// views, each a layer above the one before).
    private(set) var presentationZ = 1
    /// The position in ``ids`` of each anchor's node (the first with its id): a pass reads an
    /// anchor's frame there, from the presentations after it and when it ends.
    private(set) var anchorTargets: [String: Int] = [:]

    /// Whether a pass must spell out the row suffix (`-3`) of the nodes inside list rows: for a
    /// displacement group inside a row (its name takes the suffix), or for ids past
    /// ``capacityLimit``. Debug builds always do, to check every outline id against it.
    var needsRowSuffixes: Bool {
        #if DEBUG
        return true
        #else
        return hasGroupsInRows || ids.count >= Self.capacityLimit
        #endif
    }
    /// Whether a displacement group lies inside a list row.
    private var hasGroupsInRows = false
    /// Whether the scene declares a UI layer: a tab view, a title or toolbar items (SPEC 9).
    private(set) var hasUILayer = false
    /// The root tab view's bar, nil without one.
    private(set) var tabBar: TabBarModel?
    /// Whether a screen or column declares a title.
    private(set) var declaresTitle = false
    /// Every toolbar item the screens and columns declare, in document order.
    private(set) var declaredToolbar: [ToolbarItem] = []
    /// The nodes that stand for another (SPEC 10.3), in document order.
    private(set) var standIns: [(id: String, target: String)] = []
    /// The position in ``ids`` of each stand-in's target.
    private(set) var standInTargets: [String: Int] = [:]

    /// The most ids an outline holds (the decoder's limit of expanded nodes).
    static let capacityLimit = SceneLimits.maximumExpandedNodes

    /// Walks `root` once.
    /// - Complexity: O(*n*) for *n* recorded nodes (up to ``capacityLimit``).
    init(_ root: SceneNode) {
        presentationZ = visit(root, suffix: "") + 1
        if !standIns.isEmpty {
            let targets = Set(standIns.map(\.target))
            for (position, id) in ids.enumerated() where targets.contains(id) && standInTargets[id] == nil { standInTargets[id] = position }
        }
        guard !anchors.isEmpty else { return }
        for (position, id) in ids.enumerated() where anchors.contains(id) && anchorTargets[id] == nil {
            anchorTargets[id] = position
        }
    }

    /// Records `node`'s subtree (its ids end in `suffix`, a row's `-3`) and its anchors; returns
    /// the content z-index bound of the subtree.
    /// - Parameter records: false for a template of no rows: its anchors and z-indices count,
    ///   but no pass records its nodes.
    private mutating func visit(_ node: SceneNode, suffix: String, records: Bool = true) -> Int {
        if let anchor = node.anchor { anchors.insert(anchor) }
        if let target = node.standsFor, records, suffix.isEmpty { standIns.append((node.id, target)) }
        if node.declaresUILayer {
            hasUILayer = true
            declaresTitle = declaresTitle || node.title != nil
            declaredToolbar += node.toolbar
        }
        if case .tabView(let tabView) = node.kind, tabBar == nil {
            hasUILayer = true
            tabBar = tabView.bar
        }
        if !suffix.isEmpty, case .displace(let displace) = node.kind, displace.group != nil { hasGroupsInRows = true }
        let id = records ? SceneIDs.joined(node.id, suffix) : node.id
        if records { append(id) }
        var bound = 0
        switch node.kind {
        case .grid:
            // As many cells (rows) as the node's largest variant lays out: the same ids in every state.
            if records { appendItems(of: id, count: node.maximumItemCount ?? 0) }
        case .list(let list):
            guard let row = list.row else {
                if records { appendItems(of: id, count: node.maximumItemCount ?? 0) }
                break
            }
            guard records, (node.maximumItemCount ?? 0) > 0 else { bound = visit(row, suffix: suffix, records: false); break }
            if let declared = Self.declaredIDs(of: row) {
                // A template of declared nodes only (the decoder allows no other): walked once,
                // its ids suffixed row by row.
                bound = visit(row, suffix: suffix + SceneIDs.suffix(0), records: false)
                for index in 0..<(node.maximumItemCount ?? 0) {
                    guard ids.count < Self.capacityLimit else { break }
                    let rowSuffix = suffix + SceneIDs.suffix(index)
                    for base in declared { append(SceneIDs.joined(base, rowSuffix)) }
                }
                break
            }
            for index in 0..<(node.maximumItemCount ?? 0) {
                bound = visit(row, suffix: suffix + SceneIDs.suffix(index))
                if ids.count >= Self.capacityLimit { break }
            }
        case .overlay(let overlay):
            // Each child's layer starts one above the highest level of the ones before it.
            var base = 0
            for child in overlay.children {
                bound = base + visit(child, suffix: suffix, records: records)
                base = bound + 1
            }
        case .arrangement(let arrangement):
            let primary = visit(arrangement.primary, suffix: suffix, records: records)
            let secondary = visit(arrangement.secondary, suffix: suffix, records: records)
            // Overlaid, the primary's layer starts one above the highest level of the secondary.
            bound = arrangement.style == .overlay ? secondary + 1 + primary : max(primary, secondary)
        case .presentation:
            node.forEachChild { _ = visit($0, suffix: suffix, records: records) }
        default:
            node.forEachChild { bound = max(bound, visit($0, suffix: suffix, records: records)) }
        }
        return bound
    }

    /// The declared ids of `template`'s subtree in the order a pass records them (a node, then
    /// its children), nil when a list or grid inside it expands into rows or cells.
    private static func declaredIDs(of template: SceneNode) -> [String]? {
        var declared: [String] = []
        var expands = false
        func collect(_ node: SceneNode) {
            guard !expands else { return }
            if node.type == .list || node.type == .grid { expands = true; return }
            declared.append(node.id)
            node.forEachChild(collect)
        }
        collect(template)
        return expands ? nil : declared
    }

    private mutating func append(_ id: String) {
        if ids.count < Self.capacityLimit { ids.append(id) }
    }

    private mutating func appendItems(of owner: String, count: Int) {
        let room = Self.capacityLimit - min(ids.count, Self.capacityLimit)
        for index in 0..<min(max(0, count), room) { ids.append(SceneIDs.expanded(owner, index: index)) }
    }
}

/// The outline of a scene, found on its first layout and shared by the copies of the scene
/// (it depends on the root only; a scene whose root changes gets a new one).
final class SceneLayoutOutlineCache: @unchecked Sendable {
    private let lock = NSLock()
    private var outline: SceneLayoutOutline?

    /// The outline of `root`, walked on first use (thread-safe).
    func outline(of root: SceneNode) -> SceneLayoutOutline {
        lock.lock()
        defer { lock.unlock() }
        if let outline { return outline }
        let found = SceneLayoutOutline(root)
        outline = found
        return found
    }
}
