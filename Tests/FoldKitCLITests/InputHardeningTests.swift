import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// Input that once slipped through: non-decimal numbers, values on switches, control characters
/// and huge values echoed into the error line (CLI.md: exactly one line, exit 2).
struct InputHardeningTests {
    static let cases: [CLIBadInputCase] = [
        CLIBadInputCase("hexadecimal number", ["regions", "--hinge-angle", "0x5A"], .exactly("error: expected a number, got '0x5A' for '--hinge-angle <degrees>'")),
        CLIBadInputCase("digit separator", ["regions", "--hinge-angle", "1_0"], .exactly("error: expected a number, got '1_0' for '--hinge-angle <degrees>'")),
        CLIBadInputCase("a value on a switch", ["regions", "--include-inactive=yes"], .exactly("error: '--include-inactive' takes no value, got 'yes' (see 'foldkit regions --help')")),
        CLIBadInputCase("a newline in a value stays on one line", ["regions", "--posture", "bo\nok"], .exactly("error: unknown posture 'bo\\nok' for '--posture <name>'; did you mean 'book'? (values: closed, closed-landscape, flat, flat-rotated, book, tabletop)")),
        CLIBadInputCase("an escape sequence is written out", ["regions", "--posture", "\u{1B}[31mred"], .exactly("error: unknown posture '\\u{1B}[31mred' for '--posture <name>' (values: closed, closed-landscape, flat, flat-rotated, book, tabletop)")),
        CLIBadInputCase("a huge value is cut", ["regions", "--posture", String(repeating: "x", count: 5000)], .exactly("error: unknown posture '\(String(repeating: "x", count: 80))…' for '--posture <name>' (values: closed, closed-landscape, flat, flat-rotated, book, tabletop)")),
    ]

    @Test(arguments: cases)
    func oneLine(_ c: CLIBadInputCase) {
        let output = FoldKitCommandLine.run(c.arguments)
        #expect(c.violations(exitCode: output.exitCode, stdout: output.stdout, stderr: output.stderr) == [])
    }
}
