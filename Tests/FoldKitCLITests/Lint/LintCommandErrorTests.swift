import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// Bad input to `foldkit lint`: exit 2, nothing on stdout, one line on stderr naming the flag,
/// file, JSON path and line:column (CLI.md "Exit status", STYLE 13).
struct LintCommandErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unknown device", arguments: ["--device", "iphone-dou"],
             message: "error: unknown device 'iphone-dou' for '--device <id,id|all>'; did you mean 'iphone-duo'? "
                 + "(values: iphone-duo, iphone, ipad, book-foldable, flip-foldable, dual-screen, tri-fold, a profile .json file, all)"),
        Case(name: "unknown posture", arguments: ["--posture", "tabeltop"],
             message: "error: unknown posture 'tabeltop' for '--posture <name,name|all>'; did you mean 'tabletop'? "
                 + "(values: closed, closed-landscape, flat, flat-rotated, book, tabletop, all)"),
        Case(name: "posture the device cannot take", arguments: ["--device", "ipad", "--posture", "book"],
             message: "error: device 'ipad' cannot take the posture (it has no hinge): 'book' for '--posture <name,name|all>' (values: flat, flat-rotated, all)"),
        Case(name: "device listed twice", arguments: ["--device", "iphone-duo,iphone-duo"],
             message: "error: device listed twice: 'iphone-duo' for '--device <id,id|all>'"),
        Case(name: "unknown layout direction", arguments: ["--layout-direction", "rtk"],
             message: "error: unknown layout direction 'rtk' for '--layout-direction <ltr|rtl>'; did you mean 'rtl'? (values: ltr, rtl)"),
        Case(name: "missing scene file", arguments: ["nothing.json"],
             message: "error: nothing.json: no such file"),
        Case(name: "invalid JSON with line and column", arguments: ["broken.json"],
             message: "error: broken.json:2:10: invalid JSON: expected a value"),
        Case(name: "invalid scene with JSON path", arguments: ["typo.json"],
             message: #"error: typo.json:1:27: root: unknown type "elemnt"; did you mean "element"?"#),
        Case(name: "empty directory", arguments: ["empty"],
             message: "error: empty: the directory holds no .json scene file"),
        Case(name: "unknown flag", arguments: ["--render", "svg"],
             message: "error: unknown option '--render' for 'foldkit lint' (see 'foldkit lint --help')"),
    ]

    @Test(arguments: cases)
    func exitsTwoWithOneLine(_ c: Case) throws {
        let directory = TemporaryDirectory("lint-errors")
        defer { directory.remove() }
        try Data("{\"name\": \"T\",\n \"root\": }".utf8).write(to: URL(fileURLWithPath: directory.path + "/broken.json"))
        try Data(#"{"name":"T","summary":"S","root":{"type":"elemnt","id":"a"}}"#.utf8).write(to: URL(fileURLWithPath: directory.path + "/typo.json"))
        try FileManager.default.createDirectory(atPath: directory.path + "/empty", withIntermediateDirectories: true)
        let output = FoldKitCommandLine.run(["lint"] + c.arguments, context: CommandContext(workingDirectory: directory.path))
        #expect(output.exitCode == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == c.message + "\n")
    }
}
