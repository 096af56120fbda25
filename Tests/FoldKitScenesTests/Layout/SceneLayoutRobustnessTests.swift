import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// Layout never traps and stays bounded, whatever a scene built in code holds (CLI.md: never a
/// crash or a trap on any input).
@Suite("Scene layout: robustness")
struct SceneLayoutRobustnessTests {
    static func element(_ id: String) -> SceneNode { SceneNode(id: id, kind: .element(.init(role: .text))) }

    @Test("NaN, infinite and negative values lay out as zero, inside the window, in both directions; validated() refuses them",
          arguments: PosturePreset.allCases)
    func hostileValues(_ preset: PosturePreset) {
        let bad = SceneNode(id: "s", kind: .stack(.init(axis: .vertical, spacing: .nan, children: [
            SceneNode(id: "a", kind: .element(.init(role: .text)), padding: -.infinity, width: .points(.nan), height: .points(-5)),
            SceneNode(id: "l", kind: .list(.init(rows: -3, rowHeight: .infinity))),
            SceneNode(id: "g", kind: .grid(.init(items: 5, minItemWidth: .nan, itemAspect: -1, spacing: .infinity, margin: .nan))),
            SceneNode(id: "p", kind: .presentation(.init(kind: .alert)), width: .points(.infinity)),
            SceneNode(id: "r", kind: .arrangement(.init(axes: [], ratio: .nan,
                                                        primaryWidth: .init(minimum: .fractional(.nan), preferred: .absolute(.infinity), maximum: .absolute(-5)),
                                                        secondaryHeight: .init(minimum: .fractional(7)), primaryPriority: .nan, secondaryPriority: -.infinity,
                                                        primary: Self.element("rp"), secondary: Self.element("rs")))),
            SceneNode(id: "v", kind: .splitView(.init(preferredPrimaryWidth: .absolute(.nan), minimumPrimaryWidth: .fractional(-1),
                                                      maximumPrimaryWidth: .absolute(.infinity), primary: Self.element("vp"), secondary: Self.element("vs")))),
            SceneNode(id: "c", kind: .scroll(.init(contentHeight: .infinity, content: Self.element("cc"))), height: .points(100)),
            SceneNode(id: "m", kind: .presentation(.init(kind: .popover)), width: .points(.nan), height: .points(-.infinity)),
        ])), padding: .nan)
        let scene = Scene(name: "bad", summary: "", root: bad)
        #expect(throws: JSONInputError(path: "root.padding", message: "must be a finite number")) { _ = try scene.validated() }
        let space = Builtins.space("iphone-duo", preset)
        for direction in LayoutDirection.allCases {
            let result = SceneLayout.solve(unchecked: scene, in: space, layoutDirection: direction)
            // Presentations of no size (their lengths count as zero) are placed in their region like
            // any other, never across the fold.
            let violations = result.invariantViolations(in: space)
            #expect(violations.isEmpty, "\(direction.rawValue): \(violations)")
            #expect(result.ids == ["s", "a", "l", "g", "g-0", "g-1", "g-2", "g-3", "g-4", "p", "r", "rp", "rs", "v", "vp", "vs", "c", "cc", "m"])
            for node in result.nodes {
                guard let frame = node.frame else { continue }
                let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite }
                #expect(finite, "\(node.id) \(frame)")
            }
        }
    }

    /// A list or grid of `Int.max` rows or cells (and a template list nested in a row, which no
    /// valid scene has): the layout records rows and cells up to the expanded-node limit and
    /// leaves the rest out, where it once tried to record them all and ran out of memory.
    @Test("counts beyond the limits lay out in bounded time and memory, up to the expanded-node limit; validated() refuses them",
          arguments: [("list", SceneNode(id: "l", kind: .list(.init(rows: .max)))),
                      ("grid", SceneNode(id: "g", kind: .grid(.init(items: .max, minItemWidth: 80)))),
                      ("nested template lists", SceneNode(id: "l", kind: .list(.init(rows: .max, row: SceneNode(id: "inner", kind: .list(.init(rows: .max))))))),
                      ("a variant's rows", SceneNode(id: "l", kind: .list(.init(rows: 3)),
                                                     variants: [.init(condition: .horizontalSizeClass(.regular), node: SceneNode(id: "l", kind: .list(.init(rows: .max))))]))])
    func hugeCounts(_ name: String, _ node: SceneNode) throws {
        let scene = Scene(name: "huge", summary: "", root: node)
        let error = try #require(SceneFixtures.validationError(scene), "\(name) validated")
        #expect(error.message.hasSuffix("exceeds the limit of 100000"), "\(name): \(error)")
        for preset in [PosturePreset.closed, .book] {
            let clock = ContinuousClock()
            var result: SceneLayoutResult?
            let elapsed = clock.measure { result = SceneLayout.solve(unchecked: scene, in: Builtins.space("iphone-duo", preset)) }
            let count = try #require(result?.nodes.count)
            #expect(count <= SceneLimits.maximumExpandedNodes + 1, "\(name) / \(preset.rawValue): \(count) nodes")
            #expect(count > SceneLimits.maximumCount, "\(name) / \(preset.rawValue): rows up to the limit are laid out")
            #expect(elapsed < .seconds(20), "\(name) / \(preset.rawValue): took \(elapsed)")
        }
    }

    @Test("an anchor cycle in an unchecked scene still lays out, each displacement solved once")
    func cycleTerminates() throws {
        let cycle = SceneNode(id: "o", kind: .overlay(.init(children: [
            SceneNode(id: "a", kind: .displace(.init(purpose: .contextual, anchor: "y", child: Self.element("x")))),
            SceneNode(id: "b", kind: .displace(.init(purpose: .contextual, anchor: "x", child: Self.element("y")))),
        ])))
        let scene = Scene(name: "cycle", summary: "", root: cycle)
        #expect(throws: JSONInputError(path: "root.children[0].anchor", message: #"anchors form a cycle: "a" → "b" → "a""#)) {
            try scene.validated()
        }
        let result = SceneLayout.solve(unchecked: scene, in: Builtins.space("iphone-duo", .book))
        #expect(result.ids == ["o", "a", "x", "b", "y"])
    }

    @Test("a list at the row limit lays out every row, quickly")
    func largestList() {
        let scene = SceneFixtures.scene(root: #"{"type":"list","id":"l","rows":100000,"rowHeight":44,"row":"# + SceneFixtures.element("r") + "}")
        let clock = ContinuousClock()
        var result: SceneLayoutResult?
        let elapsed = clock.measure { result = SceneLayout.solve(unchecked: scene, in: Builtins.space("iphone-duo", .book)) }
        #expect(result?.nodes.count == 100_001)
        #expect(result?.frame("r-99999") == CGRect(0, 99_999 * 44, 895, 44))
        // A guard against a quadratic walk (minutes), not a measure: foldkit-bench times layouts.
        #expect(elapsed < .seconds(30), "took \(elapsed)")
        print("layout of 100 000 rows: \(elapsed)")
    }

    /// A chain of popovers, each anchored to the one before: every anchor is found in one walk
    /// (finding each anchor's position once took O(n·a), 23 s at 100 000 anchors), and every
    /// popover reads its anchor placed (presentations are placed last, in document order).
    @Test("a chain of 50 000 anchored popovers lays out once, quickly")
    func anchorChain() {
        let count = 50_000
        var popovers = [SceneNode(id: "a0", kind: .element(.init(role: .control, isInteractive: true)))]
        for index in 1..<count {
            popovers.append(SceneNode(id: "a\(index)", kind: .presentation(.init(kind: .popover, anchor: "a\(index - 1)")),
                                      width: .points(40), height: .points(20)))
        }
        let scene = Scene(name: "Chain", summary: "Popovers anchored one to the next.",
                          root: SceneNode(id: "root", kind: .stack(.init(axis: .vertical, children: popovers))))
        let clock = ContinuousClock()
        var result: SceneLayoutResult?
        let elapsed = clock.measure { result = SceneLayout.solve(unchecked: scene, in: Builtins.space("iphone-duo", .book)) }
        #expect(result?.nodes.count == count + 1)
        #expect(PreparedScene(unchecked: scene).outline.anchorTargets.count == count - 1)
        guard case .presentation(_, let anchorFrame, _)? = result?["a\(count - 1)"]?.details else {
            Issue.record("the last popover is not a presentation")
            return
        }
        #expect(anchorFrame == result?["a\(count - 2)"]?.frame, "each popover reads its anchor where it was placed")
        // A guard against a quadratic walk (minutes), not a measure: foldkit-bench times layouts.
        #expect(elapsed < .seconds(30), "took \(elapsed)")
        print("layout of \(count) anchored popovers: \(elapsed)")
    }
}
