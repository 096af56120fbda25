import Foundation
import Testing
import FoldKitCLI

/// `foldkit grid` in-process: the contract cases, RTL, text and help, and bad input (CLI.md, SPEC 6).
@Suite("foldkit grid")
struct GridCommandTests {
    /// Runs `foldkit grid ARGS --format json` and returns the decoded document.
    static func json(_ arguments: [String]) throws -> [String: Any] {
        let output = FoldKitCommandLine.run(["grid"] + arguments + ["--format", "json"])
        #expect(output.exitCode == 0, "stderr: \(output.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8))
        return try #require(object as? [String: Any])
    }

    /// Item `index`'s frame as `[x, y, width, height]`.
    static func frame(_ document: [String: Any], _ index: Int) throws -> [Double] {
        let items = try #require(document["items"] as? [[String: Any]])
        let frame = try #require(items[index]["frame"] as? [String: Double])
        #expect(items[index]["index"] as? Int == index)
        return [frame["x"]!, frame["y"]!, frame["width"]!, frame["height"]!]
    }

    /// Whether `a` is within one pixel at scale 3 of `b` (contract.json's tolerance).
    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.34 }

    static let common = ["--items", "12", "--min-item-width", "150", "--spacing", "8", "--margin", "16"]

    @Test("contract: grid book: even columns, hinge gutter widened")
    func book() throws {
        let doc = try Self.json(["--posture", "book"] + Self.common)
        #expect(doc["columns"] as? Int == 4)
        #expect(doc["rows"] as? Int == 3)
        #expect((doc["items"] as? [Any])?.count == 12)
        let first = try Self.frame(doc, 0)
        for (a, b) in zip(first, [16, 16, 187.75, 187.75]) { #expect(Self.near(a, b)) }
        #expect(Self.near(try Self.frame(doc, 1)[0], 211.75))   // 16 + 187.75 + 8
        #expect(Self.near(try Self.frame(doc, 2)[0], 495.5))    // 691.25 − 8 − 187.75
        #expect(Self.near(try Self.frame(doc, 3)[0], 691.25))   // 879 − 187.75
        #expect(Self.near(try Self.frame(doc, 4)[1], 211.75))   // 16 + 187.75 + 8
        let content = try #require(doc["contentSize"] as? [String: Double])
        #expect(content["width"] == 895)
        let gutters = try #require(doc["gutters"] as? [[String: Any]])
        #expect(gutters.count == 1)
        #expect(gutters.first?["divisions"] as? [String] == ["fold"])
    }

    @Test("contract: grid flat: same column count, regular spacing")
    func flat() throws {
        let doc = try Self.json(["--posture", "flat"] + Self.common)
        #expect(doc["columns"] as? Int == 4)
        #expect(Self.near(try Self.frame(doc, 0)[2], 209.75))   // (895 − 32 − 3 × 8) / 4
        #expect(Self.near(try Self.frame(doc, 1)[0], 233.75))   // 16 + 209.75 + 8
        #expect(Self.near(try Self.frame(doc, 2)[0], 451.5))    // 16 + 2 × 217.75
    }

    @Test("contract: grid iPhone: no fold, no even-column preference")
    func iPhone() throws {
        let doc = try Self.json(["--device", "iphone", "--orientation", "portrait", "--items", "6", "--min-item-width", "150",
                                 "--spacing", "8", "--margin", "16"])
        #expect(doc["columns"] as? Int == 2)
        for (a, b) in zip(try Self.frame(doc, 0), [16, 75, 176.5, 176.5]) { #expect(Self.near(a, b)) }  // y = 59 + 16
    }

    @Test("RTL: item 0 at the trailing margin's mirror, the right (SPEC 3.4)")
    func rightToLeft() throws {
        let doc = try Self.json(["--posture", "book", "--layout-direction", "rtl"] + Self.common)
        let first = try Self.frame(doc, 0)
        #expect(first[0] + first[2] == 895 - 16)
        #expect(doc["layoutDirection"] as? String == "rtl")
    }

    @Test("bounds, defaults and --no-scrolls")
    func boundsAndDefaults() throws {
        let doc = try Self.json(["--posture", "tabletop", "--no-scrolls", "--bounds", "10,60,600,880"])
        #expect(doc["scrolls"] as? Bool == false)
        #expect((doc["items"] as? [Any])?.count == 12)  // default --items
        #expect(doc["splitAxis"] as? String == "vertical")
        let first = try Self.frame(doc, 0)
        #expect(first[0] == 10 + 16 && first[1] == 60 + 16)
        let none = try Self.json(["--items", "0"])
        #expect(none["rows"] as? Int == 0)
        #expect((none["items"] as? [Any])?.isEmpty == true)
    }

    @Test("text output and help")
    func textAndHelp() {
        let text = FoldKitCommandLine.run(["grid", "--posture", "book"] + Self.common)
        #expect(text.exitCode == 0)
        #expect(text.stdout.hasPrefix("iphone-duo book: 4 columns × 3 rows, 12 items"))
        #expect(text.stdout.contains("gutter"))
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
        BadInput(arguments: ["--margin", "500"], message: "grid has no room: bounds 895 wide leave no width inside margins of 500"),
        BadInput(arguments: ["--bounds", "0,0,0,10"], message: "width and height must be greater than 0"),
        BadInput(arguments: ["--bounds", "0,0,2000,10"], message: "bounds are not inside the 951 × 669 window"),
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
