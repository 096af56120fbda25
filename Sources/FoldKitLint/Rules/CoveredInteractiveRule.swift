import Foundation
import FoldKit
import FoldKitScenes

/// FK017 (error): an interactive element that is not scrolling content, covered partly or wholly
/// by a later layer of an `overlay` or of an overlay arrangement (SPEC 8.1, 4.2, 8.4; SCENE.md
/// "Lint rules"). `docs/lint/FK017.md`.
///
/// Layers are the tree's (SPEC 8.1): an overlay's children, back to front in document order; an
/// overlay arrangement's two views while it stacks them (mode `overlaid`), the primary in front of
/// the secondary (SPEC 4.2). The layout's z-indexes follow the same order, and the storyboard
/// draws by them. A later layer covers with what it draws: its visible leaves — elements, rows,
/// cells — at their on-screen frames. Containers paint nothing of their own (the storyboard draws
/// them as outlines), so a layer's empty space leaves what lies behind it reachable.
///
/// Exempt: scrolling content (it scrolls out from under a layer, and runs under the system bars
/// with content insets); presentations and what they hold, which neither cover nor are covered by
/// content (they are modal; a presentation's own overlays are judged inside it). A node is covered
/// when its intersection with a later layer's leaf exceeds one device pixel (1/scale pt) on both
/// sides (SPEC 8.4, amended 2026-12-02).
///
/// The keyboard ("or by the keyboard", SPEC 10.2): in a keyboard state its parts are one more
/// cover in front of all content, asked of every interactive node that is not scrolling content,
/// in a layer or not (``checkKeyboard(_:index:into:)``).
///
/// One finding per covered node, naming the leaf that covers most of it (ties: the outer
/// container's first, then the first in the document) and its layer; the fix depends on the
/// container (``fix(_:in:)``). Message: `control 'play' is covered by text 'caption' in layer 2 of
/// overlay 'player' by 40 × 44pt`.
/// - Complexity: O(*p*·(*n*·*d* + *c*·*l*)) for *p* panels, *n* nodes *d* layers deep, *c*
///   candidates and *l* leaves in the layers in front of them.
enum CoveredInteractiveRule: LintRule {
    static let id = LintRuleID.fk017

    /// A node's place in one stacking container: the container's index in the layout's nodes, and
    /// the layer's rank, back to front (an overlay's child *i* is rank *i*; an overlaid
    /// arrangement's secondary 0, its primary 1).
    struct Layer: Hashable {
        var container: Int
        var rank: Int
    }

    /// A visible leaf that covers what lies behind its layer.
    struct Leaf {
        var node: SceneLayoutNode
        var frame: CGRect
        var rank: Int
    }

    /// The leaf that covers a node most, with the overlap and the layer it lies in.
    struct Cover {
        var leaf: SceneLayoutNode
        var part: CGRect
        var layer: Layer
    }

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        for (index, panel) in input.panels.enumerated() {
            let nodes = panel.layout.nodes
            let chains = layerChains(of: panel.layout)
            var leaves: [Int: [Leaf]] = [:]   // by container
            for (position, node) in nodes.enumerated() where isLeaf(node) {
                guard let frame = node.visibleFrame, LintGeometry.hasArea(frame) else { continue }
                for layer in chains[position] { leaves[layer.container, default: []].append(Leaf(node: node, frame: frame, rank: layer.rank)) }
            }
            // A presentation's chain is empty: it is never a candidate.
            for (position, node) in nodes.enumerated() where node.isInteractive && !node.isScrollingContent && !chains[position].isEmpty {
                guard let frame = node.visibleFrame, let cover = cover(of: frame, chain: chains[position], leaves: leaves, panel: panel) else { continue }
                findings.append(LintFinding(
                    rule: id, severity: .error, panel: index, node: node.id,
                    message: "\(LintText.name(node)) is covered by \(LintText.name(cover.leaf)) in \(place(of: cover.layer, in: nodes)) by \(LintText.size(cover.part.size))",
                    fix: fix(cover, in: panel)))
            }
            checkKeyboard(panel, index: index, into: &findings)
        }
    }

    /// The keyboard (SPEC 10.2): one more cover in front of all content. Each interactive node
    /// that is not scrolling content and not in a presentation, covered by a part of the keyboard
    /// by more than a device pixel on both sides, is a finding (a node a layer already covers is
    /// still one: the keyboard is a cover of its own).
    static func checkKeyboard(_ panel: LintPanel, index: Int, into findings: inout [LintFinding]) {
        guard let keyboard = panel.layout.bars.first(where: { $0.kind == .keyboard }) else { return }
        let parts = keyboard.items.isEmpty ? [keyboard.frame] : keyboard.items.map(\.frame)
        for node in panel.layout.nodes where node.isInteractive && !node.isScrollingContent && isLeaf(node) {
            guard let frame = node.visibleFrame else { continue }
            var largest: CGRect?
            for part in parts {
                let overlap = frame.intersection(part)
                guard !overlap.isNull, panel.isShort(0, of: overlap.width), panel.isShort(0, of: overlap.height) else { continue }
                if let best = largest, best.width * best.height >= overlap.width * overlap.height { continue }
                largest = overlap
            }
            guard let overlap = largest,
                  LintTree.nearestAncestor(of: node, in: panel.layout, where: { $0.role == .node(.presentation) }) == nil else { continue }
            findings.append(LintFinding(
                rule: id, severity: .error, panel: index, node: node.id,
                message: "\(LintText.name(node)) is covered by the keyboard by \(LintText.size(overlap.size))",
                fix: "lay it out above the keyboard: content that does not scroll in a screen or column ends at the keyboard; or make it scrolling content, which gains a bottom inset"))
        }
    }

    /// Whether `node` paints: an element, a row or a cell (containers and presentations do not
    /// cover content; a presentation's leaves cover only inside it, through their chains).
    static func isLeaf(_ node: SceneLayoutNode) -> Bool {
        if case .node = node.role { return false }
        return true
    }

    /// For each node of `layout`, the layers it lies in, outermost first. A presentation starts
    /// afresh: it floats above all content, so only the overlays inside it stack with what it holds.
    /// - Complexity: O(*n*·*d*) for *n* nodes *d* layers deep (parents come before children).
    static func layerChains(of layout: SceneLayoutResult) -> [[Layer]] {
        var positions: [String: Int] = [:]
        var chains: [[Layer]] = []
        var children: [Int: Int] = [:]   // children met so far, by parent
        chains.reserveCapacity(layout.nodes.count)
        for (position, node) in layout.nodes.enumerated() {
            positions[node.id] = position
            guard let parentID = node.parentID, let parent = positions[parentID] else {
                chains.append([])
                continue
            }
            let ordinal = children[parent, default: 0]
            children[parent] = ordinal + 1
            if node.role == .node(.presentation) {
                chains.append([])
                continue
            }
            var chain = chains[parent]
            let container = layout.nodes[parent]
            if container.role == .node(.overlay) {
                chain.append(Layer(container: parent, rank: ordinal))
            } else if case .arrangement(.overlaid, _) = container.details {
                chain.append(Layer(container: parent, rank: ordinal == 0 ? 1 : 0))
            }
            chains.append(chain)
        }
        return chains
    }

    /// The leaf of a later layer that covers `frame` most, nil when none covers it by more than
    /// a device pixel on both sides; `leaves` by container.
    static func cover(of frame: CGRect, chain: [Layer], leaves: [Int: [Leaf]], panel: LintPanel) -> Cover? {
        var best: Cover?
        for layer in chain {
            for leaf in leaves[layer.container] ?? [] where leaf.rank > layer.rank {
                let part = frame.intersection(leaf.frame)
                guard !part.isNull, panel.isShort(0, of: part.width), panel.isShort(0, of: part.height) else { continue }
                if let best, best.part.width * best.part.height >= part.width * part.height { continue }
                best = Cover(leaf: leaf.node, part: part, layer: Layer(container: layer.container, rank: leaf.rank))
            }
        }
        return best
    }
}
