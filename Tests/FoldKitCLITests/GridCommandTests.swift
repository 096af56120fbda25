import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// `foldkit grid` in-process: the contract cases, RTL, text and help, and bad input (CLI.md, SPEC 6).
///
/// Duo book and flat: safe area (0, 0, 895, 649), fold (455.5, 0, 40, 669). Cells are rounded down
/// to whole pixels (scale 3), so the contract's exact values hold within one pixel, 0.34 pt.
@Suite("foldkit grid")
struct GridCommandTests {
    /// Runs `foldkit grid ARGS --format json`, expecting success.
    static func json(_ arguments: [String]) -> JSONProbe {
        let output = FoldKitCommandLine.run(["grid"] + arguments + ["--format", "json"])
        #expect(output.exitCode == 0, "stderr: \(output.stderr)")
        return JSONProbe(output.stdout)
    }

    /// Whether the number at `path` is within one pixel at scale 3 of `expected` (contract.json's tolerance).
    static func near(_ probe: JSONProbe, _ path: String, _ expected: Double) -> Bool {
        guard let actual = probe.number(path) else { return false }
        return abs(actual - expected) <= 0.34
    }

    static let common = ["--items", "12", "--min-item-width", "150", "--spacing", "8", "--margin", "16"]

    @Test("contract: grid book: even columns, hinge gutter widened")
    func book() {
        let j = Self.json(["--posture", "book"] + Self.common)
        #expect(j.number("columns") == 4 && j.number("rows") == 3 && j.count("items") == 12)
        #expect(j.number("items[5].index") == 5)
        // Cell: min((455.5 − 16 − 8) / 2, (879 − 495.5 − 8) / 2) = 187.75.
        for (path, value) in [("x", 16.0), ("y", 16), ("width", 187.75), ("height", 187.75)] {
            #expect(Self.near(j, "items[0].frame.\(path)", value))
        }
        #expect(Self.near(j, "items[1].frame.x", 16 + 187.75 + 8))      // 211.75
        #expect(Self.near(j, "items[2].frame.x", 879 - 187.75 - 8 - 187.75))  // 495.5
        #expect(Self.near(j, "items[3].frame.x", 879 - 187.75))         // 691.25
        #expect(Self.near(j, "items[4].frame.y", 16 + 187.75 + 8))      // 211.75
        #expect(j.number("contentSize.width") == 895)
        #expect(j.count("gutters") == 1 && j.string("gutters[0].divisions[0]") == "fold")
        #expect(j.string("splitAxis") == "horizontal" && j.count("notes") == 0)
        #expect(j.count("splitAxes") == 1 && j.string("splitAxes[0]") == "horizontal")
    }

    @Test("contract: grid flat: same column count, regular spacing")
    func flat() {
        let j = Self.json(["--posture", "flat"] + Self.common)
        #expect(j.number("columns") == 4)
        #expect(Self.near(j, "items[0].frame.width", (895 - 32 - 3 * 8) / 4))  // 209.75
        #expect(Self.near(j, "items[1].frame.x", 16 + 209.75 + 8))             // 233.75
        #expect(Self.near(j, "items[2].frame.x", 16 + 2 * (209.75 + 8)))       // 451.5
        #expect(j.isNull("splitAxis"))
    }

    @Test("contract: grid iPhone: no fold, no even-column preference")
    func iPhone() {
        let j = Self.json(["--device", "iphone", "--orientation", "portrait", "--items", "6", "--min-item-width", "150",
                           "--spacing", "8", "--margin", "16"])
        #expect(j.number("columns") == 2)  // ⌊(393 − 32 + 8) / 158⌋
        for (path, value) in [("x", 16.0), ("y", 59 + 16), ("width", (393 - 32 - 8) / 2), ("height", 176.5)] {
            #expect(Self.near(j, "items[0].frame.\(path)", value))
        }
    }

    @Test("RTL: item 0 is the leading cell, ending at the right margin (SPEC 3.4)")
    func rightToLeft() {
        let j = Self.json(["--posture", "book", "--layout-direction", "rtl"] + Self.common)
        let first = j.rect("items[0].frame")
        #expect(first?.maxX == CGFloat(895 - 16))
        #expect(j.string("layoutDirection") == "rtl")
    }

    @Test("bounds, defaults and --no-scrolls at a tabletop fold")
    func boundsAndDefaults() {
        let j = Self.json(["--posture", "tabletop", "--no-scrolls", "--bounds", "10,60,600,880"])
        #expect(j.bool("scrolls") == false && j.count("items") == 12)  // default --items
        #expect(j.string("splitAxis") == "vertical")
        #expect(j.rect("items[0].frame")?.origin == CGPoint(x: 10 + 16, y: 60 + 16))
        let none = Self.json(["--items", "0"])
        #expect(none.number("rows") == 0 && none.count("items") == 0)
    }

    @Test("text output and help")
    func textAndHelp() {
        let text = FoldKitCommandLine.run(["grid", "--posture", "book"] + Self.common)
        #expect(text.exitCode == 0)
        #expect(text.stdout.hasPrefix("iphone-duo, preset book, posture book: 4 columns × 3 rows, 12 items"))
        #expect(text.stdout.contains("gutter      (399.33, 0, 96.33, 649) at fold"))
        let help = FoldKitCommandLine.run(["grid", "--help"])
        #expect(help.stdout.contains("--min-item-width <pt>"))
        #expect(help.stdout.contains("(default: 150)"))
        #expect(help.stdout.contains("--no-scrolls"))
    }

    /// A bad invocation and a phrase its one-line message must contain.
    struct BadInput: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let badInputs: [BadInput] = [
        BadInput(arguments: ["--items", "1000000000"], message: "value out of range 0…1000000: '1000000000' for '--items <n>'"),
        BadInput(arguments: ["--items", "-1"], message: "value out of range 0…1000000"),
        BadInput(arguments: ["--items", "twelve"], message: "expected a whole number, got 'twelve' for '--items <n>'"),
        BadInput(arguments: ["--min-item-width", "0"], message: "value must be greater than 0, got '0' for '--min-item-width <pt>'"),
        BadInput(arguments: ["--min-item-width", "-150"], message: "'--min-item-width <pt>'"),
        BadInput(arguments: ["--item-aspect", "0"], message: "'--item-aspect <f>'"),
        BadInput(arguments: ["--spacing", "nan"], message: "expected a finite number, got 'nan' for '--spacing <pt>'"),
        BadInput(arguments: ["--spacing", "1e300"], message: "value out of range 0…1000000"),
        BadInput(arguments: ["--margin", "-4"], message: "'--margin <pt>'"),
        BadInput(arguments: ["--margin", "500"], message: "grid has no room: bounds 895 wide leave no width inside margins of 500 (from --margin 500)"),
        // Columns narrower than a pixel: the sizes asked for together, each flag named.
        BadInput(arguments: ["--posture", "book", "--items", "1000", "--min-item-width", "0.1", "--spacing", "0", "--margin", "0"],
                 message: "do not fit the widest region, 455.5 wide inside the margins (from --items 1000, --min-item-width 0.1, --spacing 0, --margin 0)"),
        BadInput(arguments: ["--bounds", "0,0,0,10"], message: "width and height must be greater than 0"),
        BadInput(arguments: ["--bounds", "0,0,2000,10"], message: "bounds not inside the 951 × 669 window"),
        BadInput(arguments: ["--bounds", "0,0,inf,10"], message: "'--bounds <x,y,w,h>'"),
        BadInput(arguments: ["--scrolls", "--no-scrolls"], message: "contradict each other"),
        BadInput(arguments: ["--no-scrolls", "--items", "1000000"], message: "rows with spacing 8 do not fit a grid that does not scroll"),
        BadInput(arguments: ["--itmes", "4"], message: "did you mean '--items'?"),
        BadInput(arguments: ["extra"], message: "unexpected argument 'extra'"),
    ]

    @Test("bad input: exit 2, one line naming the flag", arguments: badInputs)
    func badInput(_ bad: BadInput) {
        let output = FoldKitCommandLine.run(["grid"] + bad.arguments)
        #expect(output.exitCode == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("error: "))
        #expect(output.stderr.filter { $0 == "\n" }.count == 1)
        #expect(output.stderr.contains(bad.message), "stderr: \(output.stderr)")
    }
}
