import Foundation
import Testing
import FoldKit
import FoldKitCLI

/// The commands of the field report on windows the fold crosses (SPEC 3.5, 4.1, 4.4): the iPhone
/// Duo in book, fold x 455.5 … 495.5 (display coordinates); a one-pane layout lies beside the
/// fold, and a strip too narrow to be useful beyond it is cut off with it (`sliverCutOff`).
@Suite("Windows the fold crosses: the reported commands")
struct CrossedWindowCommandTests {
    static let cases: [CLIContractCase] = [
        // 600 − 495.5 = 104.5 beyond the fold: under 320 and under 455.5 / 2, cut off.
        .init("list-detail, 600-pt window: single beside the fold", ["list-detail", "--posture", "book", "--window", "0,0,600,669"], [
            ("kind", .string("single")), ("rule", .string("belowSplitMinimum")),
            ("list", .rect(x: 0, y: 0, width: 455.5, height: 669)),
        ]),
        // Both sides useful (255.5 ≥ 304.5 / 2): the pane takes the list's region, the right one in RTL.
        .init("list-detail, window 200 … 800 RTL: the leading region", ["list-detail", "--posture", "book", "--window", "200,0,600,669",
                                                                        "--layout-direction", "rtl"], [
            ("kind", .string("single")), ("list", .rect(x: 495.5 - 200, y: 0, width: 800 - 495.5, height: 669)),
        ]),
        .init("arrange overlay, 507-pt window: overlaid beside the fold, said so", ["arrange", "--style", "overlay", "--posture", "book",
                                                                                     "--window", "0,0,507,669"], [
            ("mode", .string("overlaid")), ("adjustments[0]", .string("sliverCutOff")),
            ("secondary.frame", .rect(x: 0, y: 0, width: 455.5, height: 669 - 20)),
        ]),
    ]

    @Test("command", arguments: cases)
    func command(_ c: CLIContractCase) {
        let failures = c.failures()
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test("lint: Mail and Fuel prices have no control on the fold in any window 496 … 679 pt wide")
    func lintWindows() throws {
        let scenes = ["mail", "odokeep-fuel-prices"].map { "Sources/FoldKitScenes/Resources/Scenes/\($0).json" }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var arguments = ["lint"] + scenes.map { root.appendingPathComponent($0).path } + ["--posture", "book", "--layout-direction", "ltr,rtl"]
        for width in stride(from: 496, through: 679, by: 17) { arguments += ["--window", "0,0,\(width),669"] }
        arguments += ["--window", "450,0,501,669"]
        let output = FoldKitCommandLine.run(arguments)
        #expect(output.exitCode == 0, "\(output.stdout)\(output.stderr)")
    }
}
