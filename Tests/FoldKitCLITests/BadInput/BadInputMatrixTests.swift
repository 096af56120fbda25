import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// The bad-input matrix run for every command (issue 7; CLI.md "Exit status"): NaN, ±infinity,
/// negative and zero sizes, huge counts, lengths beyond the limits (10^308, 10^-320), blank texts,
/// empty files, invalid UTF-8, 10 000 levels of nesting, unknown fields and wrong types, an option
/// where a value belongs and a bad value beside a missing file each get exit 2 and exactly one
/// line on stderr.
@Suite("Bad-input matrix: every command, every fault")
struct BadInputMatrixTests {
    @Test("every registered command has a row, and every row a cell for every fault")
    func everyCommandHasEveryFault() {
        let commands = FoldKitCommandLine.commands.map(\.name)
        #expect(Set(BadInputMatrix.rows.keys) == Set(commands), "matrix rows \(BadInputMatrix.rows.keys.sorted()) ≠ commands \(commands.sorted())")
        for command in commands {
            let missing = BadInputMatrix.Fault.allCases.filter { BadInputMatrix.rows[command]?[$0] == nil }
            #expect(missing.isEmpty, "\(command): no cell for \(missing.map(\.rawValue))")
        }
    }

    @Test("in-process: exit 2, nothing on stdout, one line naming the fault", arguments: BadInputMatrix.allCases)
    func inProcess(_ c: CLIBadInputCase) {
        let directory = TemporaryDirectory("bad-input-run")
        defer { directory.remove() }
        let output = FoldKitCommandLine.run(c.arguments, context: CommandContext(workingDirectory: directory.path))
        #expect(c.violations(exitCode: output.exitCode, stdout: output.stdout, stderr: output.stderr) == [])
    }

    /// The faults run again through the built executable, each under a 20-second timeout and a
    /// 2 GiB address-space limit: no hang, no crash, no unbounded allocation.
    static let binaryCases: [CLIBadInputCase] = BadInputMatrix.allCases.filter { c in
        ["/ deepNesting /", "/ invalidUTF8 /", "/ hugeCount /", "/ hugeLength /", "/ nan /", "/ emptyFile /", "/ optionAsValue /",
         "/ valueBeforeFile /", "/ repeatedItem /"].contains { c.name.contains($0) }
    }

    @Test("built binary: the same under a timeout and a memory limit", .enabled(if: BuiltBinary.foldkit != nil), arguments: binaryCases)
    func builtBinary(_ c: CLIBadInputCase) throws {
        let directory = TemporaryDirectory("bad-input-binary")
        defer { directory.remove() }
        let run = try #require(BuiltBinary.run(c.arguments, in: directory.path, timeout: 20, addressSpaceLimitKiB: 2 * 1024 * 1024))
        #expect(!run.timedOut, "no result within 20 s")
        #expect(c.violations(exitCode: run.exitCode, stdout: run.stdout, stderr: run.stderr) == [])
    }
}
