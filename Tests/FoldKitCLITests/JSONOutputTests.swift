import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitCLI

/// A result JSON cannot carry (a NaN or an infinity) is an internal fault: one line on stderr,
/// exit 3, nothing on stdout — never `{}` or a partial document with exit 0.
@Suite("JSON output: a result that cannot be written")
struct JSONOutputTests {
    @Test("a NaN in the result: encode throws an internal fault naming its JSON path")
    func nanIsAnInternalFault() {
        var rect = JSONRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        rect.height = .nan
        #expect(throws: CLIError.internalFault("the result cannot be written as JSON: nan at height")) { try JSONOutput.encode(rect) }
        struct Report: Encodable { var nodes: [JSONRect] }
        #expect(throws: CLIError.internalFault("the result cannot be written as JSON: inf at nodes[1].y")) {
            try JSONOutput.encode(Report(nodes: [JSONRect(.zero), JSONRect(CGRect(x: 0, y: CGFloat.infinity, width: 1, height: 1))]))
        }
    }

    @Test("a finite result is written whole, members sorted, one trailing newline")
    func finiteIsWritten() throws {
        #expect(try JSONOutput.encode(JSONRect(CGRect(x: 1, y: 2, width: 3, height: 4.5)))
                == "{\n  \"height\" : 4.5,\n  \"width\" : 3,\n  \"x\" : 1,\n  \"y\" : 2\n}\n")
    }

    @Test("an internal fault exits 3 with one line on stderr and nothing on stdout")
    func internalFaultOutput() {
        let output = FoldKitCommandLine.failure(.internalFault("the result cannot be written as JSON: nan at height"))
        #expect(output == CLIOutput(exitCode: 3, stderr: "error: internal fault: the result cannot be written as JSON: nan at height (please report it with the input)\n"))
        #expect(FoldKitCommandLine.failure(.conflict("x")).exitCode == 2, "bad input still exits 2")
    }

    @Test("a scene at the limits: layout and transition write whole JSON documents, exit 0",
          arguments: [["layout", "--posture", "book"], ["transition", "--from", "flat", "--to", "book"]])
    func limitSceneWritesJSON(_ arguments: [String]) throws {
        let directory = TemporaryDirectory("limits")
        defer { directory.remove() }
        let file = directory.path + "/limits.json"
        try Data(LimitScenes.everyLengthAtTheMaximum.utf8).write(to: URL(fileURLWithPath: file))
        let output = FoldKitCommandLine.run([arguments[0], file] + arguments.dropFirst() + ["--format", "json"])
        #expect(output.exitCode == 0 && output.stderr.isEmpty, "\(output.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        #expect((document?["nodes"] as? [Any])?.isEmpty == false)
    }
}
