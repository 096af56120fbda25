import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// Seeded property tests of the list–detail rule and the split view: random containers, safe
/// areas and divisions, both directions (SPEC 4.4, 4.5). Replay with `FOLDKIT_SEED`.
@Suite("List–detail and split view properties")
struct ListDetailPropertyTests {
    @Test("list–detail: invariants hold and RTL mirrors LTR")
    func listDetail() throws {
        var rng = SeededGenerator.fromEnvironment(fallback: 0xF01D_0044)
        for iteration in 0..<400 {
            let space = RandomLayoutSpace(using: &rng)
            let layout = ListDetailStyle(stacksInTabletop: Bool.random(using: &rng))
            let label = "#\(iteration) seed \(rng.seed) stacks \(layout.stacksInTabletop); \(space)"
            let ltrRequest = space.request(.leftToRight), rtlRequest = space.mirroredRequest()
            let ltr = try layout.solve(ltrRequest), rtl = try layout.solve(rtlRequest)
            #expect(listDetailViolations(ltr, in: ltrRequest, layout: layout) == [], "\(label)")
            #expect(listDetailViolations(rtl, in: rtlRequest, layout: layout) == [], "RTL \(label)")
            let tolerance = (space.scale > 0 ? 1 / space.scale : 0) + 1e-6
            #expect(rtl.kind == ltr.kind && rtl.rule == ltr.rule, "\(label)")
            #expect(nearlyEqual(rtl.list.frame, ltr.list.frame.mirrored(in: space.bounds), tolerance: tolerance), "\(label)")
            #expect(nearlyEqual(rtl.detail?.frame, ltr.detail.map { $0.frame.mirrored(in: space.bounds) }, tolerance: tolerance), "\(label)")
        }
    }

    @Test("split view: invariants hold and RTL mirrors LTR")
    func splitView() throws {
        var rng = SeededGenerator.fromEnvironment(fallback: 0xF01D_0045)
        for iteration in 0..<400 {
            let space = RandomLayoutSpace(using: &rng)
            let layout = SplitViewStyle(preferredPrimaryWidth: Bool.random(using: &rng) ? .absolute(320) : .fractional(0.35),
                                         minimumPrimaryWidth: .absolute(CGFloat(Int.random(in: 0...300, using: &rng))))
            let label = "#\(iteration) seed \(rng.seed); \(space)"
            let ltrRequest = space.request(.leftToRight), rtlRequest = space.mirroredRequest()
            let ltr = try layout.solve(ltrRequest), rtl = try layout.solve(rtlRequest)
            #expect(splitViewViolations(ltr, in: ltrRequest) == [], "\(label)")
            #expect(splitViewViolations(rtl, in: rtlRequest) == [], "RTL \(label)")
            let tolerance = (space.scale > 0 ? 1 / space.scale : 0) + 1e-6
            #expect(rtl.mode == ltr.mode && rtl.reason == ltr.reason, "\(label)")
            #expect(nearlyEqual(rtl.primary, ltr.primary.mirrored(in: space.bounds), tolerance: tolerance), "\(label)")
            #expect(nearlyEqual(rtl.secondary, ltr.secondary.map { $0.mirrored(in: space.bounds) }, tolerance: tolerance), "\(label)")
        }
    }
}
