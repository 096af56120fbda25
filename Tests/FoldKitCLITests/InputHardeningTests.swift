import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// Input that once slipped through: non-decimal numbers, values on switches, control characters
/// and huge values echoed into the error line (CLI.md: exactly one line, exit 2).
struct InputHardeningTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String, args: [String], message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "hexadecimal number", args: ["regions", "--hinge-angle", "0x5A"],
             message: "error: expected a number, got '0x5A' for '--hinge-angle <degrees>'"),
        Case(name: "digit separator", args: ["regions", "--hinge-angle", "1_0"],
             message: "error: expected a number, got '1_0' for '--hinge-angle <degrees>'"),
        Case(name: "a value on a switch", args: ["regions", "--include-inactive=yes"],
             message: "error: '--include-inactive' takes no value, got 'yes' (see 'foldkit regions --help')"),
        Case(name: "a newline in a value stays on one line", args: ["regions", "--posture", "bo\nok"],
             message: "error: unknown posture 'bo\\nok' for '--posture <name>'; did you mean 'book'? (values: closed, closed-landscape, flat, flat-rotated, book, tabletop)"),
        Case(name: "an escape sequence is written out", args: ["regions", "--posture", "\u{1B}[31mred"],
             message: "error: unknown posture '\\u{1B}[31mred' for '--posture <name>' (values: closed, closed-landscape, flat, flat-rotated, book, tabletop)"),
        Case(name: "a huge value is cut", args: ["regions", "--posture", String(repeating: "x", count: 5000)],
             message: "error: unknown posture '\(String(repeating: "x", count: 80))…' for '--posture <name>' (values: closed, closed-landscape, flat, flat-rotated, book, tabletop)"),
    ]

    @Test(arguments: cases)
    func oneLine(_ c: Case) {
        let output = FoldKitCommandLine.run(c.args)
        #expect(output.exitCode == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == c.message + "\n")
        #expect(output.stderr.filter { $0 == "\n" }.count == 1)
    }
}
