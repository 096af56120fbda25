import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// The two-column split view: preferred width, 50/50 at a vertical fold, one column when compact
/// (SPEC 4.5) [S1][S4]. A Reminders-style app.
@Suite("Split view (SPEC 4.5)")
struct SplitViewLayoutTests {
    func solve(_ preset: PosturePreset, _ layout: SplitViewStyle = SplitViewStyle(), device: String = "iphone-duo",
               direction: LayoutDirection = .leftToRight, bounds: CGRect? = nil) throws -> SplitViewResult {
        let space = Builtins.space(device, preset)
        let request = ArrangementRequest(space: space.with(layoutDirection: direction), bounds: bounds ?? space.bounds)
        let result = try layout.solve(request)
        #expect(splitViewViolations(result, in: request).isEmpty)
        return result
    }

    @Test("book: rebalanced 50/50, one region per column (even for the centred fold)")
    func bookBalanced() throws {
        let r = try solve(.book)
        #expect(r.mode == .twoColumns && r.reason == .divisionBalances)
        #expect(r.primary == CGRect(x: 0, y: 0, width: 455.5, height: 669))
        #expect(r.secondary == CGRect(x: 495.5, y: 0, width: 951 - 495.5, height: 669))
        #expect(r.primary.width == r.secondary?.width)  // 455.5 = (951 − 40) / 2
    }

    @Test("book RTL: the primary column takes the right region")
    func bookRightToLeft() throws {
        let r = try solve(.book, direction: .rightToLeft)
        #expect(r.primary == CGRect(x: 495.5, y: 0, width: 455.5, height: 669))
        #expect(r.secondary == CGRect(x: 0, y: 0, width: 455.5, height: 669))
    }

    @Test("flat: the preferred primary width, 320 pt by default")
    func flatPreferred() throws {
        let r = try solve(.flat)
        #expect(r.reason == .preferredWidth && r.primaryWidth == 320)
        #expect(r.secondary == CGRect(x: 320, y: 0, width: 951 - 320, height: 669))
    }

    @Test("tabletop: a horizontal fold does not split columns; the preferred width holds")
    func tabletopPreferred() throws {
        let r = try solve(.tabletop)
        #expect(r.reason == .preferredWidth && r.primary == CGRect(x: 0, y: 0, width: 320, height: 951))
    }

    @Test("compact width collapses to the primary column", arguments: [PosturePreset.closed, .closedLandscape])
    func compactCollapses(_ preset: PosturePreset) throws {
        let r = try solve(preset)
        #expect(r.mode == .collapsed && r.reason == .compactWidth && r.secondary == nil)
    }

    @Test("minimum and maximum clamp the preference; percentages of the container's width")
    func clamping() throws {
        let snapped = DuoNumbers.grid.snap(0.4 * 951)  // 380.4 → 380⅓
        #expect(try solve(.flat, SplitViewStyle(preferredPrimaryWidth: .fractional(0.4))).primaryWidth == snapped)
        #expect(try solve(.flat, SplitViewStyle(minimumPrimaryWidth: .absolute(400))).primaryWidth == 400)
        #expect(try solve(.flat, SplitViewStyle(maximumPrimaryWidth: .fractional(0.25))).primaryWidth == DuoNumbers.grid.snap(0.25 * 951))
        #expect(try solve(.flat, SplitViewStyle(preferredPrimaryWidth: .absolute(5000))).primaryWidth == 951)
    }

    @Test("a container with a non-zero origin")
    func nonZeroOrigin() throws {
        let r = try solve(.flat, bounds: CGRect(x: 100, y: 20, width: 800, height: 600))
        #expect(r.primary == CGRect(x: 100, y: 20, width: 320, height: 600))
        #expect(r.secondary == CGRect(x: 420, y: 20, width: 480, height: 600))
    }

    @Test("every preset of every built-in device keeps the invariants", arguments: PosturePreset.allCases)
    func invariantsEverywhere(_ preset: PosturePreset) throws {
        for device in DeviceProfile.builtInIDs where Builtins.profile(device).supportedPresets.contains(preset) {
            for direction in LayoutDirection.allCases {
                _ = try solve(preset, device: device, direction: direction)
            }
        }
    }
}
