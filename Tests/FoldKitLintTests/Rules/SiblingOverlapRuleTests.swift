import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint
import _FoldKitTestSupport

/// FK009 on hand-built panels: which nodes are siblings, which parents may stack them, and the
/// sweep against every pair (SPEC 5.1, 5.3).
struct SiblingOverlapRuleTests {
    typealias B = PanelBuilder

    /// A displaced control landing on its neighbours counts, on a control and on a text block
    /// alike (error: one is interactive); children of an overlay are layers, FK017's.
    @Test func siblingsThroughDisplacementOnly() {
        var b = B()
        b.add("bar", .node(.stack), frame: B.rect(0, 800, 800, 44))
        b.add("attach-move", .node(.displace), in: "bar", frame: B.rect(360, 800, 100, 44))
        b.add("attach", in: "attach-move", frame: B.rect(420, 800, 100, 44), interactive: true)
        b.add("send", in: "bar", frame: B.rect(460, 800, 100, 44), interactive: true)
        b.add("label", .element(.text), in: "bar", frame: B.rect(430, 800, 100, 44))
        b.add("layers", .node(.overlay), frame: B.rect(0, 0, 800, 400))
        b.add("play", in: "layers", frame: B.rect(0, 0, 100, 100), interactive: true)
        b.add("scrub", in: "layers", frame: B.rect(50, 0, 100, 100), interactive: true)
        // The overlay's scrub, its later layer, covers play: FK017's fault, not FK009's.
        #expect(B.lint([b.panel]) == ["t: d/book: error: FK009: control 'attach' overlaps control 'send' by 60 × 44pt",   // 520 − 460
                                      "t: d/book: error: FK009: control 'attach' overlaps text 'label' by 90 × 44pt",     // 520 − 430
                                      "t: d/book: error: FK009: control 'send' overlaps text 'label' by 70 × 44pt",       // 530 − 460
                                      "t: d/book: error: FK017: control 'play' is covered by control 'scrub' in layer 2 of overlay 'layers' by 50 × 100pt"])
    }

    /// [SPEC 8.4 amended] any two visible elements in one layer: two texts are a warning naming
    /// both nodes; a presentation's content over the screen, and an overlay's layers, are not.
    @Test func elementsInOneLayer() throws {
        var b = B()
        b.add("column", .node(.stack), frame: B.rect(0, 0, 400, 900))
        b.add("title", .element(.text), in: "column", frame: B.rect(0, 0, 300, 60))
        b.add("caption", .element(.text), in: "column", frame: B.rect(0, 40, 300, 60))
        b.add("sheet", .node(.presentation), in: "column", frame: B.rect(0, 0, 400, 300))
        b.add("sheet-text", .element(.text), in: "sheet", frame: B.rect(0, 0, 400, 100))
        b.add("art", .node(.overlay), in: "column", frame: B.rect(0, 400, 400, 400))
        b.add("photo", .element(.image), in: "art", frame: B.rect(0, 400, 400, 400))
        b.add("credit", .element(.text), in: "art", frame: B.rect(0, 760, 400, 40))
        let found = Linter.lint(PreparedScene(unchecked: B.scene), sceneID: "t", deviceID: "d", panels: [b.panel]).filter { $0.rule == .fk009 }
        #expect(found.map(\.headline) == ["t: d/book: warning: FK009: text 'title' overlaps text 'caption' by 300 × 20pt"])   // 60 − 40
        #expect(found.first?.nodes == ["title", "caption"])
    }

    /// The sweep finds exactly the pairs that a test of every pair finds (seeded, replayable with
    /// FOLDKIT_SEED).
    @Test func sweepMatchesEveryPair() {
        var generator = SeededGenerator.fromEnvironment(fallback: 0x5eed_f009)
        for _ in 0..<20 {
            var b = B()
            var frames: [(String, CGRect)] = []
            for i in 0..<40 {
                let frame = B.rect(CGFloat(Int.random(in: 0..<700, using: &generator)), CGFloat(Int.random(in: 0..<800, using: &generator)),
                                   CGFloat(Int.random(in: 1..<120, using: &generator)), CGFloat(Int.random(in: 1..<120, using: &generator)))
                frames.append(("c\(i)", frame))
                b.add("c\(i)", frame: frame, interactive: true)
            }
            var expected: [String] = []
            for i in frames.indices {
                for j in frames.indices where j > i {
                    let part = frames[i].1.intersection(frames[j].1)
                    guard !part.isNull, part.width > 0.01, part.height > 0.01 else { continue }
                    expected.append("\(frames[i].0)|\(frames[j].0)")
                }
            }
            let found = Linter.lint(PreparedScene(unchecked: B.scene), sceneID: "t", deviceID: "d", panels: [b.panel]).filter { $0.rule == .fk009 }
                .map { d -> String in
                    let other = d.message.split(separator: "'")[3]
                    return "\(d.node)|\(other)"
                }
            #expect(found.sorted() == expected.sorted())
        }
    }
}
