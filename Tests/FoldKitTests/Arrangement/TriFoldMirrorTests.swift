import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// A tri-fold's two folds are equally near the centre: the tie goes to the fold nearer the leading
/// edge, so the right-to-left layout is the mirror of the left-to-right one (SPEC 1, 4.1).
struct TriFoldMirrorTests {
    @Test(arguments: ["split", "overlay", "splitView"])
    func rtlMirrorsLTR(_ solver: String) throws {
        let space = Builtins.space("tri-fold", .book)
        func frames(_ direction: LayoutDirection) throws -> [CGRect] {
            let request = ArrangementRequest(space: space.with(layoutDirection: direction), bounds: space.safeAreaFrame)
            switch solver {
            case "split":
                let a = try SplitArrangement().solve(request)
                return [a.primary.frame, a.secondary.frame].compactMap { $0 }
            case "overlay":
                let a = try OverlayArrangement().solve(request)
                return [a.primary.frame, a.secondary.frame].compactMap { $0 }
            default:
                let r = try SplitViewStyle().solve(request)
                return [r.primary] + (r.secondary.map { [$0] } ?? [])
            }
        }
        let ltr = try frames(.leftToRight), rtl = try frames(.rightToLeft)
        #expect(ltr.count == 2 && rtl.count == 2)
        // The leading pane takes the outer region beside the leading fold: 0 … 341.5 in LTR,
        // 719.5 … 1061 in RTL (1061 − 341.5).
        #expect(rtl.isApproximatelyEqual(to: ltr.map { $0.mirrored(inWidth: 1061) }))
    }
}
