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

    /// A displaced control landing on its neighbour counts (through the `displace` wrapper);
    /// children of an overlay, non-interactive nodes and presentations do not.
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
        #expect(B.lint([b.panel]) == ["t: d/book: warning: FK009: control 'attach' overlaps control 'send' by 60 × 44pt",
                                      "t: d/book: error: FK017: control 'play' is covered by control 'scrub' in layer 2 of overlay 'layers' by 50 × 100pt"])
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
