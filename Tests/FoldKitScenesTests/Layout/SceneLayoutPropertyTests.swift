import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// Seeded property tests of the scene layout over random, hand-built (unvalidated) scenes:
/// stacks, overlays, lists with and without templates (lists and grids inside templates too),
/// grids, scroll views, displacement groups inside rows, and presentations anchored before or
/// after themselves, on the Duo in every posture, both directions (SPEC 8.1). Replay with
/// `FOLDKIT_SEED`.
@Suite("Scene layout: properties of random scenes")
struct SceneLayoutPropertyTests {
    /// Builds random scene trees with unique ids.
    struct SceneMaker {
        var rng: SeededGenerator
        var count = 0
        var ids: [String] = []

        mutating func id(_ prefix: String) -> String {
            count += 1
            let id = "\(prefix)\(count)"
            ids.append(id)
            return id
        }

        mutating func length() -> SceneNode.Length? {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: return nil
            case 1: return .fill
            default: return .points(CGFloat(Int.random(in: 0...400, using: &rng)))
            }
        }

        mutating func node(depth: Int, inRow: Bool = false) -> SceneNode {
            // The root is a stack, an overlay or a list, so scenes have some size.
            let pick = depth >= 4 ? 0 : depth == 0 ? Int.random(in: 1...3, using: &rng) : Int.random(in: 0..<9, using: &rng)
            let kind: SceneNode.Kind
            let prefix: String
            switch pick {
            case 1:
                prefix = "stack"
                let children = (0..<Int.random(in: 1...3, using: &rng)).map { _ in node(depth: depth + 1, inRow: inRow) }
                kind = .stack(.init(axis: Bool.random(using: &rng) ? .vertical : .horizontal,
                                    spacing: CGFloat(Int.random(in: 0...12, using: &rng)), children: children))
            case 2:
                prefix = "overlay"
                kind = .overlay(.init(children: (0..<Int.random(in: 1...3, using: &rng)).map { _ in node(depth: depth + 1, inRow: inRow) }))
            case 3:
                prefix = "list"
                let template = Bool.random(using: &rng) ? node(depth: depth + 2, inRow: true) : nil
                kind = .list(.init(rows: Int.random(in: 0...6, using: &rng), rowHeight: CGFloat(Int.random(in: 20...90, using: &rng)),
                                   row: template))
            case 4:
                prefix = "grid"
                kind = .grid(.init(items: Int.random(in: 0...12, using: &rng), minItemWidth: CGFloat(Int.random(in: 40...200, using: &rng)),
                                   spacing: 2, isInteractive: Bool.random(using: &rng)))
            case 5:
                prefix = "scroll"
                kind = .scroll(.init(contentHeight: CGFloat(Int.random(in: 100...1500, using: &rng)), content: node(depth: depth + 1, inRow: inRow)))
            case 6:
                prefix = "displace"
                let purposes: [SceneNode.Displace.Purpose] = [.transient, .interactive, .farViewing, .contextual]
                let purpose = purposes.randomElement(using: &rng)!
                kind = .displace(.init(purpose: purpose, group: Bool.random(using: &rng) ? "g\(Int.random(in: 0...1, using: &rng))" : nil,
                                       anchor: purpose == .contextual && !inRow ? pendingAnchor() : nil,
                                       child: node(depth: depth + 1, inRow: inRow)))
            case 7 where !inRow:
                prefix = "sheet"
                let kinds: [SceneNode.Presentation.Kind] = [.alert, .actionSheet, .popover, .menu, .toast]
                let presentation = kinds.randomElement(using: &rng)!
                kind = .presentation(.init(kind: presentation, anchor: presentation.isAnchored ? pendingAnchor() : nil, label: "P"))
            default:
                prefix = "element"
                kind = .element(.init(role: [.control, .text, .image, .toolbar].randomElement(using: &rng)!,
                                      isInteractive: Bool.random(using: &rng), label: "E"))
            }
            return SceneNode(id: id(prefix), kind: kind, padding: CGFloat(Int.random(in: 0...8, using: &rng)),
                             width: length(), height: length())
        }

        /// An anchor: an id made so far (before the node in document order) or one made later
        /// (after it), or none.
        mutating func pendingAnchor() -> String? {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: return ids.randomElement(using: &rng)
            case 1: return "element\(count + Int.random(in: 1...6, using: &rng))"
            default: return nil
            }
        }
    }

    /// The ids a layout records, by the rule of SPEC 8.1 written out plainly: a node, then a
    /// list's rows (a template's nodes suffixed `-<row>`, else `<list>-<row>`), a grid's cells
    /// `<grid>-<cell>`, or its children.
    static func expectedIDs(_ node: SceneNode, suffix: String = "") -> [String] {
        let id = node.id + suffix
        var ids = [id]
        switch node.kind {
        case .grid(let grid): ids += (0..<max(0, grid.items)).map { "\(id)-\($0)" }
        case .list(let list):
            if let row = list.row {
                for index in 0..<max(0, list.rows) { ids += expectedIDs(row, suffix: suffix + "-\(index)") }
            } else {
                ids += (0..<max(0, list.rows)).map { "\(id)-\($0)" }
            }
        default: node.forEachChild { ids += expectedIDs($0, suffix: suffix) }
        }
        return ids
    }

    @Test("ids follow SPEC 8.1 in every posture; layouts are deterministic and settled")
    func idsAndDeterminism() {
        var maker = SceneMaker(rng: SeededGenerator.fromEnvironment(fallback: 0xF01D_5CE7))
        let spaces = PosturePreset.allCases.map { Builtins.space("iphone-duo", $0) }
        for _ in 0..<150 {
            maker.count = 0
            maker.ids = []
            let scene = Scene(name: "Random", summary: "A random scene.", root: maker.node(depth: 0))
            let expected = Self.expectedIDs(scene.root)
            for space in spaces {
                for direction in LayoutDirection.allCases {
                    let prepared = PreparedScene(unchecked: scene)
                    let request = SceneLayoutRequest(scene: prepared, space: space.with(layoutDirection: direction))
                    let first = SceneLayout.solve(request)
                    let again = SceneLayout.solve(request)
                    let other = SceneLayout.solve(unchecked: scene, in: space, layoutDirection: direction)
                    #expect(first.ids == expected, "\(scene.root)")
                    #expect(first == again && first == other, "same scene, same space: the same layout")
                    let unsettled = BuiltInSceneLayoutTests.settledViolations(prepared, in: space, layoutDirection: direction)
                    #expect(unsettled.isEmpty, "\(unsettled)\n\(scene.root)")
                    for node in first.nodes {
                        guard let frame = node.frame else { continue }
                        #expect(frame.isFiniteRect && frame.width >= 0 && frame.height >= 0, "\(node.id): \(frame)")
                    }
                }
            }
        }
    }
}
