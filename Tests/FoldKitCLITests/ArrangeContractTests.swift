import Foundation
import Testing
import FoldKit
import FoldKitCLI

/// Every `arrange` case of contract.json, with exact expected values written as derivations
/// (CLI.md `foldkit arrange`, SPEC 4.1–4.2). The Duo's safe area is 951 − 56 = 895 wide and
/// 669 − 20 = 649 tall in landscape; computed boundaries snap to its 1/3-pt grid.
@Suite("foldkit arrange: contract cases")
struct ArrangeContractTests {
    static let snap = PixelGrid(scale: 3).snap as @Sendable (CGFloat) -> CGFloat
    static let half = Double(snap(895 / 2))  // 447.5 = 895 / 2 → 447⅔
    static let ratio = Double(snap(0.3 * 895))  // 268.5 = 0.3 × 895 → 268⅔

    static let cases: [CLIContractCase] = [
        .init("split book: split at the fold", ["arrange", "--posture", "book"], [
            ("mode", .string("split")), ("axis", .string("horizontal")), ("primary.isVisible", .bool(true)),
            ("primary.frame", .rect(x: 0, y: 0, width: 455.5, height: 669 - 20)),           // to the fold's minX
            ("secondary.frame", .rect(x: 455.5 + 40, y: 0, width: 895 - 495.5, height: 649)), // from its maxX
        ]),
        .init("split flat: equal halves of the safe area", ["arrange", "--posture", "flat"], [
            ("mode", .string("split")), ("axis", .string("horizontal")),
            ("primary.frame.x", .number(0)), ("primary.frame.width", .number(half)), ("primary.frame.height", .number(649)),
            ("secondary.frame.x", .number(half)), ("secondary.frame.width", .number(895 - half)),
        ]),
        .init("split tabletop: stacked at the fold", ["arrange", "--posture", "tabletop"], [
            ("axis", .string("vertical")),
            ("primary.frame", .rect(x: 0, y: 56, width: 669, height: 455.5 - 56)),
            ("secondary.frame", .rect(x: 0, y: 495.5, width: 669, height: (951 - 20) - 495.5)),
        ]),
        .init("split tabletop, horizontal axis only: primary alone above the fold", ["arrange", "--posture", "tabletop", "--axes", "horizontal"], [
            ("mode", .string("single")), ("primary.frame", .rect(x: 0, y: 56, width: 669, height: 455.5 - 56)),
            ("reason", .string("axisExcludedInRegion")),
            ("secondary.isVisible", .bool(false)), ("secondary.frame", .null),
        ]),
        .init("split closed-landscape: compact/compact cannot split", ["arrange", "--posture", "closed-landscape"], [
            ("mode", .string("single")), ("primary.frame", .rect(x: 54, y: 0, width: 780 - 54 - 54, height: 360 - 21)),
            ("secondary.isVisible", .bool(false)),
        ]),
        .init("split closed portrait: stacked halves", ["arrange", "--posture", "closed"], [
            ("mode", .string("split")), ("axis", .string("vertical")),
            ("primary.frame", .rect(x: 0, y: 54, width: 360, height: (780 - 54 - 34) / 2)),
            ("secondary.frame", .rect(x: 0, y: 54 + 346, width: 360, height: 346)),
        ]),
        .init("split book, secondary hidden: primary stays in its region", ["arrange", "--posture", "book", "--hide-secondary"], [
            ("primary.frame", .rect(x: 0, y: 0, width: 455.5, height: 649)), ("secondary.isVisible", .bool(false)),
        ]),
        .init("split flat, secondary hidden: primary fills", ["arrange", "--posture", "flat", "--hide-secondary"], [
            ("primary.frame", .rect(x: 0, y: 0, width: 895, height: 649)),
        ]),
        .init("split flat ratio 0.3", ["arrange", "--posture", "flat", "--ratio", "0.3"], [
            ("primary.frame.width", .number(ratio)), ("secondary.frame.x", .number(ratio)), ("secondary.frame.width", .number(895 - ratio)),
        ]),
        .init("split: minimum beats a fractional preference",
              ["arrange", "--posture", "flat", "--bounds", "0,0,600,400", "--primary-width", "min=250,preferred=30%"], [
            ("primary.frame", .rect(x: 0, y: 0, width: 250, height: 400)),        // 30 % of 600 = 180 < 250
            ("secondary.frame", .rect(x: 250, y: 0, width: 600 - 250, height: 400)),
        ]),
        .init("split book RTL: primary on the leading (right) side", ["arrange", "--posture", "book", "--layout-direction", "rtl"], [
            ("primary.frame", .rect(x: 495.5, y: 0, width: 399.5, height: 649)), ("secondary.frame", .rect(x: 0, y: 0, width: 455.5, height: 649)),
        ]),
        .init("overlay book: primary to the trailing region", ["arrange", "--posture", "book", "--style", "overlay"], [
            ("mode", .string("sideBySide")),
            ("primary.frame", .rect(x: 495.5, y: 0, width: 399.5, height: 649)), ("primary.zIndex", .number(0)),
            ("secondary.frame", .rect(x: 0, y: 0, width: 455.5, height: 649)), ("secondary.zIndex", .number(0)),
        ]),
        .init("overlay book, edge leading", ["arrange", "--posture", "book", "--style", "overlay", "--edge", "leading"], [
            ("primary.frame", .rect(x: 0, y: 0, width: 455.5, height: 649)),
        ]),
        .init("overlay flat: primary over secondary at the bottom edge",
              ["arrange", "--posture", "flat", "--style", "overlay", "--primary-ideal", "895,120"], [
            ("mode", .string("overlaid")),
            ("secondary.frame", .rect(x: 0, y: 0, width: 895, height: 649)), ("secondary.zIndex", .number(0)),
            ("primary.frame", .rect(x: 0, y: 649 - 120, width: 895, height: 120)), ("primary.zIndex", .number(1)),
        ]),
        .init("overlay tabletop: primary to the bottom region", ["arrange", "--posture", "tabletop", "--style", "overlay"], [
            ("primary.frame", .rect(x: 0, y: 495.5, width: 669, height: 435.5)), ("secondary.frame", .rect(x: 0, y: 56, width: 669, height: 399.5)),
        ]),
        .init("split book RTL, vertical axis only: the lone primary in the leading (right) region",
              ["arrange", "--posture", "book", "--axes", "vertical", "--layout-direction", "rtl"], [
            ("mode", .string("single")), ("reason", .string("axisExcludedInRegion")),
            ("primary.frame", .rect(x: 455.5 + 40, y: 0, width: 895 - 495.5, height: 649)), ("secondary.frame", .null),
        ]),
        .init("overlay flat, secondary hidden: the primary keeps its overlay place",
              ["arrange", "--posture", "flat", "--style", "overlay", "--primary-ideal", "300,120", "--hide-secondary"], [
            ("mode", .string("single")), ("reason", .string("secondaryHiddenAtEdge")),
            // Centred on the bottom edge: x (895 − 300) / 2 = 297.5, y 649 − 120 = 529.
            // The width, 300 less the snapping of both edges, is checked in OverlayArrangementTests.
            ("primary.frame.x", .number(Double(snap(297.5)))), ("primary.frame.y", .number(649 - 120)), ("primary.frame.height", .number(120)),
            ("primary.zIndex", .number(1)), ("secondary.frame", .null),
        ]),
    ]

    @Test("contract case", arguments: cases)
    func contract(_ c: CLIContractCase) {
        #expect(c.failures() == [])
    }
}
