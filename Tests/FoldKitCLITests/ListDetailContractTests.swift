import Foundation
import Testing
import FoldKit
import FoldKitCLI

/// Every `list-detail` case of contract.json, with exact expected values written as derivations
/// (CLI.md `foldkit list-detail`, SPEC 4.4). The container is the whole window.
@Suite("foldkit list-detail: contract cases")
struct ListDetailContractTests {
    static let flatList = Double(PixelGrid(scale: 3).snap(0.4 * 951))  // 380.4 = 0.4 × 951 → 380⅓

    static let cases: [CLIContractCase] = [
        .init("flat: 40% list", ["list-detail", "--posture", "flat"], [
            ("kind", .string("columns")), ("listWidth", .number(flatList)), ("list.x", .number(0)), ("list.height", .number(669)),
            ("detail.x", .number(flatList)),
        ]),
        .init("book: panes meet at the fold's centre", ["list-detail", "--posture", "book"], [
            ("kind", .string("columns")), ("listWidth", .number(455.5 + 40 / 2)),
            ("list", .rect(x: 0, y: 0, width: 475.5, height: 669)), ("detail", .rect(x: 475.5, y: 0, width: 951 - 475.5, height: 669)),
        ]),
        .init("tabletop, stacking screen", ["list-detail", "--posture", "tabletop", "--stacks-in-tabletop"], [
            ("kind", .string("stacked")), ("topHeight", .number(455.5)), ("gap", .number(40)),
            ("detail", .rect(x: 0, y: 0, width: 669, height: 455.5)), ("list", .rect(x: 0, y: 455.5 + 40, width: 669, height: 951 - 495.5)),
        ]),
        .init("tabletop, non-stacking screen narrower than the split minimum", ["list-detail", "--posture", "tabletop"], [
            ("kind", .string("single")), ("detail", .null),  // 669 < 360 + 320
        ]),
        .init("closed: single", ["list-detail", "--posture", "closed"], [
            ("kind", .string("single")), ("list", .rect(x: 0, y: 0, width: 360, height: 780)),
        ]),
        .init("closed-landscape: a compact width is single", ["list-detail", "--posture", "closed-landscape"], [
            // 780 × 360, compact/compact: 780 − 54 = 726 ≥ 680, but a compact width never splits.
            ("kind", .string("single")), ("list", .rect(x: 0, y: 0, width: 780, height: 360)), ("detail", .null),
        ]),
        .init("iPhone landscape RTL: a compact width is single, however wide",
              ["list-detail", "--device", "iphone", "--orientation", "landscape", "--layout-direction", "rtl"], [
            ("kind", .string("single")), ("list", .rect(x: 0, y: 0, width: 852, height: 393)), ("detail", .null),
        ]),
        .init("flat RTL: the side bar is the leading inset", ["list-detail", "--posture", "flat", "--layout-direction", "rtl"], [
            ("kind", .string("columns")), ("listWidth", .number(56 + 360)),  // 56 + clamp(0.4 × (951 − 56) = 358, 360, 440)
            ("list", .rect(x: 951 - 416, y: 0, width: 416, height: 669)), ("detail", .rect(x: 0, y: 0, width: 535, height: 669)),
        ]),
        .init("iPad portrait: list clamped to its minimum", ["list-detail", "--device", "ipad", "--orientation", "portrait"], [
            ("kind", .string("columns")), ("listWidth", .number(360)),  // 0.4 × 820 = 328 → 360
        ]),
        .init("wide bounds: list clamped to its maximum", ["list-detail", "--posture", "flat", "--bounds", "0,0,1300,800"], [
            ("kind", .string("columns")), ("listWidth", .number(440)),  // 0.4 × 1300 = 520 → 440
        ]),
    ]

    @Test("contract case", arguments: cases)
    func contract(_ c: CLIContractCase) {
        #expect(c.failures() == [])
    }

    @Test("single: every absent field is null, as CLI.md shows")
    func nulls() throws {
        let output = FoldKitCommandLine.run(["list-detail", "--posture", "closed", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        for key in ["detail", "listWidth", "topHeight", "gap", "detailContentInsets"] {
            #expect(document[key] is NSNull, "\(key)")
        }
    }
}
