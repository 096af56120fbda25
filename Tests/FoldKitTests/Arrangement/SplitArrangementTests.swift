import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// The split style on the iPhone Duo: the `arrange` cases of contract.json, derived (SPEC 4.1) [S1][S4].
@Suite("Split arrangement on the Duo (SPEC 4.1)")
struct SplitArrangementTests {
    @Test("book: split at the fold, one region each [S1]")
    func bookSplitsAtFold() throws {
        let (a, request) = try solveSplit(.book)
        #expect(a.mode == .split && a.axis == .horizontal && a.reason == .divisionDrivesSplit)
        // 455.5 = the fold's minX; 649 = 669 − 20 (bottom inset); 399.5 = 895 − 495.5, the safe area 951 − 56 wide.
        #expect(a.primary.frame == CGRect(x: 0, y: 0, width: DuoNumbers.foldStart, height: DuoNumbers.height - DuoNumbers.bottom))
        #expect(a.secondary.frame == CGRect(x: 455.5 + 40, y: 0, width: (951 - 56) - (455.5 + 40), height: 649))
        #expect(arrangementViolations(a, in: request).isEmpty)
    }

    @Test("flat: equal halves of the safe area, boundary snapped to 1/3 pt [S1]")
    func flatHalves() throws {
        let (a, request) = try solveSplit(.flat)
        let boundary = DuoNumbers.grid.snap((951 - 56) / 2)  // 447.5 = 895 / 2 → 447⅔ on the 1/3-pt grid
        #expect(a.mode == .split && a.axis == .horizontal && a.reason == .aspectChoseAxis)
        #expect(a.primary.frame == CGRect(x: 0, y: 0, width: boundary, height: 669 - 20))
        #expect(a.secondary.frame == CGRect(x: boundary, y: 0, width: 895 - boundary, height: 649))
        #expect(abs(boundary - 447.5) <= 1.0 / 3)
        #expect(arrangementViolations(a, in: request).isEmpty)
    }

    @Test("tabletop: stacked at the fold, primary on top [S1]")
    func tabletopStacks() throws {
        let (a, request) = try solveSplit(.tabletop)
        #expect(a.mode == .split && a.axis == .vertical)
        // Portrait safe area: y 56 … 951 − 20. 399.5 = 455.5 − 56; 435.5 = 931 − 495.5.
        #expect(a.primary.frame == CGRect(x: 0, y: 56, width: 669, height: 455.5 - 56))
        #expect(a.secondary.frame == CGRect(x: 0, y: 455.5 + 40, width: 669, height: (951 - 20) - 495.5))
        #expect(arrangementViolations(a, in: request).isEmpty)
    }

    @Test("tabletop with axes horizontal: the lone primary stays above the fold, never across it [S4 Podcasts]")
    func tabletopHorizontalOnly() throws {
        let (a, request) = try solveSplit(.tabletop, SplitArrangement(axes: .horizontal))
        #expect(a.mode == .single && a.reason == .axisExcludedInRegion && a.axis == nil)
        // The top region: y 56 (the side bar, top in portrait) … 455.5 (the fold's top); 399.5 = 455.5 − 56.
        #expect(a.primary.frame == CGRect(x: 0, y: 56, width: 669, height: 455.5 - 56))
        #expect(a.secondary == .hidden && a.secondary.frame == nil)
        #expect(arrangementViolations(a, in: request).isEmpty)
    }

    /// Whatever hides the secondary — the app, an excluded axis — a lone primary at an active
    /// division keeps the region it takes when split: the leading one (left in LTR, right in RTL)
    /// of a book fold, the top one of a tabletop fold (SPEC 4.1 amended).
    struct LonePrimaryCase: Sendable, CustomTestStringConvertible {
        var id: String
        var preset: PosturePreset
        var style: SplitArrangement
        var direction: LayoutDirection
        var reason: ArrangementResult.Reason
        var expected: CGRect
        var testDescription: String { id }
    }

    static let lonePrimaryCases: [LonePrimaryCase] = [
        // Book: the leading region is x 0 … 455.5 (LTR) or 495.5 … 895 (RTL; 399.5 = 895 − 495.5), y 0 … 649.
        LonePrimaryCase(id: "book / axes vertical / ltr", preset: .book, style: SplitArrangement(axes: .vertical),
                        direction: .leftToRight, reason: .axisExcludedInRegion, expected: CGRect(x: 0, y: 0, width: 455.5, height: 649)),
        LonePrimaryCase(id: "book / axes vertical / rtl", preset: .book, style: SplitArrangement(axes: .vertical),
                        direction: .rightToLeft, reason: .axisExcludedInRegion, expected: CGRect(x: 455.5 + 40, y: 0, width: 895 - 495.5, height: 649)),
        LonePrimaryCase(id: "book / hidden / rtl", preset: .book, style: SplitArrangement(isSecondaryVisible: false),
                        direction: .rightToLeft, reason: .secondaryHiddenInRegion, expected: CGRect(x: 495.5, y: 0, width: 399.5, height: 649)),
        // Tabletop: the top region whatever the direction, y 56 … 455.5.
        LonePrimaryCase(id: "tabletop / axes horizontal / rtl", preset: .tabletop, style: SplitArrangement(axes: .horizontal),
                        direction: .rightToLeft, reason: .axisExcludedInRegion, expected: CGRect(x: 0, y: 56, width: 669, height: 399.5)),
        LonePrimaryCase(id: "tabletop / hidden / ltr", preset: .tabletop, style: SplitArrangement(isSecondaryVisible: false),
                        direction: .leftToRight, reason: .secondaryHiddenInRegion, expected: CGRect(x: 0, y: 56, width: 669, height: 399.5)),
    ]

    @Test("a lone primary never lies across an active division (SPEC 4.1)", arguments: lonePrimaryCases)
    func lonePrimaryKeepsItsRegion(_ c: LonePrimaryCase) throws {
        let (a, request) = try solveSplit(c.preset, c.style, direction: c.direction)
        #expect(a.mode == .single && a.reason == c.reason && a.reason.isAtDivision)
        #expect(a.primary.frame == c.expected)
        #expect(arrangementViolations(a, in: request).isEmpty)
    }

    @Test("closed landscape: compact/compact cannot split, primary only [S0][S1]")
    func closedLandscapeSingle() throws {
        let (a, request) = try solveSplit(.closedLandscape)
        #expect(a.mode == .single && a.reason == .compactSizeClass)
        // Outer display 780 × 360 rotated; safe area leading 54, trailing 54, bottom 21.
        #expect(a.primary.frame == CGRect(x: 54, y: 0, width: 780 - 54 - 54, height: 360 - 21))
        #expect(!a.secondary.isVisible)
        #expect(arrangementViolations(a, in: request).isEmpty)
    }

    @Test("closed portrait: stacked halves (vertically regular)")
    func closedPortraitStacks() throws {
        let (a, request) = try solveSplit(.closed)
        #expect(a.mode == .split && a.axis == .vertical && a.reason == .aspectChoseAxis)
        // Safe area y 54 … 780 − 34: 692 tall; 346 = 692 / 2, boundary 54 + 346 = 400 (on the grid).
        #expect(a.primary.frame == CGRect(x: 0, y: 54, width: 360, height: (780 - 54 - 34) / 2))
        #expect(a.secondary.frame == CGRect(x: 0, y: 54 + 346, width: 360, height: 346))
        #expect(arrangementViolations(a, in: request).isEmpty)
    }

    @Test("book, secondary hidden: the primary stays in its region [S1]")
    func bookHiddenSecondary() throws {
        let (a, request) = try solveSplit(.book, SplitArrangement(isSecondaryVisible: false))
        #expect(a.mode == .single && a.reason == .secondaryHiddenInRegion)
        #expect(a.primary.frame == CGRect(x: 0, y: 0, width: 455.5, height: 649))
        #expect(a.secondary.frame == nil)
        #expect(arrangementViolations(a, in: request).isEmpty)
    }

    @Test("flat, secondary hidden: the primary fills the container")
    func flatHiddenSecondary() throws {
        let (a, request) = try solveSplit(.flat, SplitArrangement(isSecondaryVisible: false))
        #expect(a.mode == .single && a.reason == .secondaryHidden)
        #expect(a.primary.frame == CGRect(x: 0, y: 0, width: 951 - 56, height: 669 - 20))
        #expect(arrangementViolations(a, in: request).isEmpty)
    }

    @Test("flat, ratio 0.3: the primary takes 30 % of the container")
    func flatRatio() throws {
        let (a, request) = try solveSplit(.flat, SplitArrangement(ratio: 0.3))
        let boundary = DuoNumbers.grid.snap(0.3 * 895)  // 268.5 → 268⅔
        #expect(a.primary.frame?.width == boundary)
        #expect(a.secondary.frame == CGRect(x: boundary, y: 0, width: 895 - boundary, height: 649))
        #expect(arrangementViolations(a, in: request).isEmpty)
    }

    @Test("a minimum beats a fractional preference (UIKit DimensionRange example) [S1]")
    func minimumBeatsFraction() throws {
        var style = SplitArrangement()
        style.primary.width = DimensionRange(minimum: .absolute(250), preferred: .fractional(0.3))
        let (a, request) = try solveSplit(.flat, style, bounds: CGRect(x: 0, y: 0, width: 600, height: 400))
        // 30 % of 600 = 180 < 250: the minimum wins; the secondary gets the rest, 600 − 250.
        #expect(a.primary.frame == CGRect(x: 0, y: 0, width: 250, height: 400))
        #expect(a.secondary.frame == CGRect(x: 250, y: 0, width: 600 - 250, height: 400))
        #expect(arrangementViolations(a, in: request).isEmpty)
    }

    @Test("book RTL: the primary on the leading (right) side")
    func bookRightToLeft() throws {
        let (a, request) = try solveSplit(.book, direction: .rightToLeft)
        #expect(a.primary.frame == CGRect(x: 495.5, y: 0, width: 399.5, height: 649))
        #expect(a.secondary.frame == CGRect(x: 0, y: 0, width: 455.5, height: 649))
        #expect(arrangementViolations(a, in: request).isEmpty)
    }

    @Test("pane-size properties do not apply at a division")
    func paneSizesIgnoredAtFold() throws {
        var style = SplitArrangement(ratio: 0.2)
        style.primary.width = DimensionRange(minimum: .absolute(600))
        let (a, _) = try solveSplit(.book, style)
        #expect(a.primary.frame?.width == 455.5)
        #expect(a.adjustments.contains(.paneSizesIgnored))
    }

    @Test("every preset of every built-in device keeps the invariants", arguments: PosturePreset.allCases)
    func invariantsEverywhere(_ preset: PosturePreset) throws {
        for device in DeviceProfile.builtInIDs where Builtins.profile(device).supportedPresets.contains(preset) {
            for direction in LayoutDirection.allCases {
                for secondary in [true, false] {
                    let (a, request) = try solveSplit(preset, SplitArrangement(isSecondaryVisible: secondary), device: device, direction: direction)
                    #expect(arrangementViolations(a, in: request).isEmpty, "\(device) \(preset.rawValue) \(direction.rawValue)")
                }
            }
        }
    }
}
