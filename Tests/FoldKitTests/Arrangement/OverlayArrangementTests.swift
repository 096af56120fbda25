import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// The overlay style: stacked without a division, side by side at one (SPEC 4.2) [S1][S4].
@Suite("Overlay arrangement (SPEC 4.2)")
struct OverlayArrangementTests {
    let grid = DuoNumbers.grid

    func check(_ result: (ArrangementResult, ArrangementRequest), spacing: CGFloat = 0) -> ArrangementResult {
        #expect(arrangementViolations(result.0, in: result.1, spacing: spacing).isEmpty)
        return result.0
    }

    @Test("book: the primary takes the trailing region, the secondary the leading one, both z 0")
    func bookTrailing() throws {
        let a = check(try solveOverlay(.book))
        #expect(a.mode == .sideBySide && a.axis == .horizontal && a.reason == .divisionDrivesSplit)
        #expect(a.primary == .shown(CGRect(x: 455.5 + 40, y: 0, width: 895 - 495.5, height: 669 - 20), zIndex: 0))
        #expect(a.secondary == .shown(CGRect(x: 0, y: 0, width: 455.5, height: 649), zIndex: 0))
    }

    @Test("book RTL: trailing is the left region")
    func bookTrailingRightToLeft() throws {
        let a = check(try solveOverlay(.book, direction: .rightToLeft))
        #expect(a.primary.frame == CGRect(x: 0, y: 0, width: 455.5, height: 649))
        #expect(a.secondary.frame == CGRect(x: 495.5, y: 0, width: 399.5, height: 649))
    }

    @Test("book, edge leading: the primary takes the leading region")
    func bookEdgeLeading() throws {
        let a = check(try solveOverlay(.book, OverlayArrangement(edge: .leading)))
        #expect(a.primary.frame == CGRect(x: 0, y: 0, width: 455.5, height: 649))
    }

    @Test("book, edge top: not across a vertical fold, so the default trailing side holds")
    func bookEdgeTopIgnored() throws {
        let a = check(try solveOverlay(.book, OverlayArrangement(edge: .top)))
        #expect(a.primary.frame?.minX == 495.5)
    }

    @Test("tabletop: the primary takes the bottom region; edge top moves it up")
    func tabletopBottom() throws {
        let a = check(try solveOverlay(.tabletop))
        #expect(a.mode == .sideBySide && a.axis == .vertical)
        // Portrait safe area y 56 … 931; fold y 455.5 … 495.5.
        #expect(a.primary.frame == CGRect(x: 0, y: 495.5, width: 669, height: 931 - 495.5))
        #expect(a.secondary.frame == CGRect(x: 0, y: 56, width: 669, height: 455.5 - 56))
        let top = check(try solveOverlay(.tabletop, OverlayArrangement(edge: .top)))
        #expect(top.primary.frame == CGRect(x: 0, y: 56, width: 669, height: 399.5))
    }

    @Test("flat with an ideal size: primary over secondary at the bottom edge, z 1 over z 0")
    func flatIdealBottom() throws {
        let a = check(try solveOverlay(.flat, OverlayArrangement(primary: ArrangementViewProperties(idealSize: CGSize(width: 895, height: 120)))))
        #expect(a.mode == .overlaid && a.axis == nil && a.reason == .noActiveDivision)
        #expect(a.secondary == .shown(CGRect(x: 0, y: 0, width: 895, height: 649), zIndex: 0))
        #expect(a.primary == .shown(CGRect(x: 0, y: 649 - 120, width: 895, height: 120), zIndex: 1))  // 529
    }

    @Test("flat, a narrower ideal size: centred along the bottom edge")
    func flatCentred() throws {
        let a = check(try solveOverlay(.flat, OverlayArrangement(primary: ArrangementViewProperties(idealSize: CGSize(width: 400, height: 100)))))
        // x = 895 / 2 − 400 / 2 = 247.5 → 247⅔ on the grid; the right edge 647.5 → 647⅔: the width stays 400.
        #expect(a.primary.frame == CGRect(x: grid.snap(247.5), y: 549, width: 400, height: 100))
    }

    @Test("flat without an ideal size: spans the edge, a third of the extent away from it")
    func flatThird() throws {
        let a = check(try solveOverlay(.flat))
        let top = grid.snap(649 - 649.0 / 3)  // 432⅔
        #expect(a.primary.frame == CGRect(x: 0, y: top, width: 895, height: 649 - top))
        let leading = check(try solveOverlay(.flat, OverlayArrangement(edge: .leading)))
        #expect(leading.primary.frame == CGRect(x: 0, y: 0, width: grid.snap(895.0 / 3), height: 649))
        let rtl = check(try solveOverlay(.flat, OverlayArrangement(edge: .leading), direction: .rightToLeft))
        let x = grid.snap(895 - 895.0 / 3)
        #expect(rtl.primary.frame == CGRect(x: x, y: 0, width: 895 - x, height: 649))
    }

    @Test("trailing edge with an ideal size: at the right edge, centred vertically")
    func trailingIdeal() throws {
        let a = check(try solveOverlay(.flat, OverlayArrangement(edge: .trailing, primary: ArrangementViewProperties(idealSize: CGSize(width: 300, height: 200)))))
        // y = 649 / 2 − 100 = 224.5 → 224⅔; bottom 424.5 → 424⅔.
        #expect(a.primary.frame == CGRect(x: 895 - 300, y: grid.snap(224.5), width: 300, height: grid.snap(424.5) - grid.snap(224.5)))
    }

    @Test("an ideal size larger than the container is clamped to it")
    func idealClamped() throws {
        let a = check(try solveOverlay(.flat, OverlayArrangement(primary: ArrangementViewProperties(idealSize: CGSize(width: 2000, height: 100)))))
        #expect(a.primary.frame == CGRect(x: 0, y: 549, width: 895, height: 100))
        #expect(a.adjustments == .idealSizeClamped)
    }

    @Test("secondary hidden, flat: the primary keeps its overlay place at the bottom edge, z 1 (SPEC 4.2)")
    func hiddenSecondaryFlat() throws {
        let ideal = ArrangementViewProperties(idealSize: CGSize(width: 300, height: 120))
        let a = check(try solveOverlay(.flat, OverlayArrangement(primary: ideal, isSecondaryVisible: false)))
        #expect(a.mode == .single && a.reason == .secondaryHiddenAtEdge && !a.reason.isAtDivision)
        // Centred along the bottom of the 895 × 649 safe area: 297.5 = (895 − 300) / 2, 597.5 = 297.5 + 300,
        // both snapped to the 1/3-pt grid; 529 = 649 − 120.
        let x0 = grid.snap(297.5), x1 = grid.snap(597.5)
        #expect(a.primary == .shown(CGRect(x: x0, y: 649 - 120, width: x1 - x0, height: 120), zIndex: 1))
        #expect(a.secondary == .hidden)
        // The same place as with the secondary shown: hiding the background does not grow the controls.
        let shown = check(try solveOverlay(.flat, OverlayArrangement(primary: ideal)))
        #expect(shown.primary == a.primary)
    }

    @Test("secondary hidden, flat RTL, leading edge: the primary keeps its place on the right, z 1")
    func hiddenSecondaryLeadingRightToLeft() throws {
        let style = OverlayArrangement(edge: .leading, primary: ArrangementViewProperties(idealSize: CGSize(width: 300, height: 120)),
                                       isSecondaryVisible: false)
        let a = check(try solveOverlay(.flat, style, direction: .rightToLeft))
        // Leading is the right edge in RTL: x 595 = 895 − 300; centred vertically: 264.5 = (649 − 120) / 2 → grid.
        let y0 = grid.snap(264.5), y1 = grid.snap(384.5)
        #expect(a.primary == .shown(CGRect(x: 895 - 300, y: y0, width: 300, height: y1 - y0), zIndex: 1))
    }

    @Test("secondary hidden, flat, no ideal size: the primary spans its edge, a third of the height, z 1")
    func hiddenSecondaryNoIdeal() throws {
        let a = check(try solveOverlay(.flat, OverlayArrangement(isSecondaryVisible: false)))
        // 216.33… = 649 / 3; its top edge 649 − 649 / 3 snapped to the 1/3-pt grid.
        let top = grid.snap(649 - 649.0 / 3)
        #expect(a.primary == .shown(CGRect(x: 0, y: top, width: 895, height: 649 - top), zIndex: 1))
    }

    @Test("secondary hidden, folded: the primary keeps its region (trailing in book, either direction), the other stays empty",
          arguments: LayoutDirection.allCases)
    func hiddenSecondaryBook(_ direction: LayoutDirection) throws {
        let a = check(try solveOverlay(.book, OverlayArrangement(isSecondaryVisible: false), direction: direction))
        #expect(a.mode == .single && a.reason == .secondaryHiddenInRegion && a.primary.zIndex == 0)
        // Trailing: right of the fold in LTR (495.5 … 895, 399.5 = 895 − 495.5), left of it in RTL (0 … 455.5).
        let expected = direction == .leftToRight ? CGRect(x: 495.5, y: 0, width: 399.5, height: 649) : CGRect(x: 0, y: 0, width: 455.5, height: 649)
        #expect(a.primary.frame == expected)
    }

    @Test("spacing wider than the fold: max(40, 60) / 2 = 30 each side of the fold's centre (BR-13)")
    func spacingAtFold() throws {
        let a = check(try solveOverlay(.book, OverlayArrangement(spacing: 60)), spacing: 60)
        // centre 475.5: 445.5 → 445⅔ and 505.5 → 505⅔ on the grid; the gap stays 60.
        #expect(a.secondary.frame?.maxX == grid.snap(475.5 - 30))
        #expect(a.primary.frame?.minX == grid.snap(475.5 + 30))
    }

    @Test("validate() rejects a negative spacing and a non-finite ideal size")
    func validation() {
        #expect(throws: ArrangementError.invalidSpacing(-2)) { try OverlayArrangement(spacing: -2).validate() }
        let bad = OverlayArrangement(primary: ArrangementViewProperties(idealSize: CGSize(width: CGFloat.infinity, height: 1)))
        #expect(throws: ArrangementError.self) { try bad.validate() }
    }

    @Test("every preset of every built-in device keeps the invariants", arguments: PosturePreset.allCases)
    func invariantsEverywhere(_ preset: PosturePreset) throws {
        for device in DeviceProfile.builtInIDs where Builtins.profile(device).supportedPresets.contains(preset) {
            for direction in LayoutDirection.allCases {
                for edge in ArrangementEdge.allCases {
                    let (a, request) = try solveOverlay(preset, OverlayArrangement(edge: edge), device: device, direction: direction)
                    #expect(arrangementViolations(a, in: request).isEmpty, "\(device) \(preset.rawValue) \(direction.rawValue) \(edge.rawValue)")
                }
            }
        }
    }
}
