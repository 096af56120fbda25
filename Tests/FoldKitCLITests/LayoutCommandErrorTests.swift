import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// Bad input to `foldkit layout`: exit 2 and one line on stderr naming the file, line:column and
/// JSON path (CLI.md "Exit status", SCENE.md errors).
struct LayoutCommandErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The scene file's text; nil to run without writing one.
        var scene: String?
        var arguments: [String]
        var message: String
        var testDescription: String { name }

        init(_ name: String, root: String, _ message: String) {
            self.init(name, document: #"{"name": "T", "summary": "S", "root": "# + root + "}", message)
        }

        init(_ name: String, document: String?, arguments: [String] = ["scene.json"], _ message: String) {
            self.name = name
            self.scene = document
            self.arguments = arguments
            self.message = message
        }
    }

    static let element = #"{"type": "element", "id": "a", "role": "text"}"#

    static let cases: [Case] = [
        Case("unknown type", root: #"{"type": "stak", "id": "a"}"#,
             #"error: scene.json:1:31: root: unknown type "stak"; did you mean "stack"?"#),
        Case("missing id", root: #"{"type": "overlay", "id": "o", "children": [{"type": "element", "role": "text"}]}"#,
             #"error: scene.json:1:83: root.children[0]: missing "id""#),
        Case("duplicate id", root: #"{"type": "overlay", "id": "o", "children": [\#(element), \#(element)]}"#,
             #"error: scene.json:1:131: root.children[1]: duplicate id "a", already used at root.children[0]"#),
        Case("unknown field", root: #"{"type": "element", "id": "a", "role": "text", "lable": "x"}"#,
             #"error: scene.json:1:86: root.lable: unknown field "lable""#),
        Case("wrong type", root: #"{"type": "element", "id": "a", "role": "text", "interactive": "yes"}"#,
             #"error: scene.json:1:86: root.interactive: expected true or false"#),
        Case("cycle of anchors", root: #"{"type": "overlay", "id": "o", "children": [{"type": "displace", "id": "d1", "purpose": "contextual", "anchor": "e2", "child": {"type": "element", "id": "e1", "role": "text"}}, {"type": "displace", "id": "d2", "purpose": "contextual", "anchor": "e1", "child": {"type": "element", "id": "e2", "role": "text"}}]}"#,
             #"error: scene.json:1:141: root.children[0].anchor: anchors form a cycle: "d1" → "d2" → "d1""#),
        Case("huge count", root: #"{"type": "list", "id": "l", "rows": 100000000}"#,
             #"error: scene.json:1:67: root.rows: 100000000 exceeds the limit of 100000"#),
        Case("truncated JSON", document: "{", #"error: scene.json:1:2: invalid JSON: unexpected end of document, expected a member name"#),
        Case("only white space", document: "  \n ", #"error: scene.json:2:2: invalid JSON: unexpected end of document"#),
        Case("an empty device file", document: "{}", arguments: ["/dev/null"], #"error: /dev/null: empty file, expected a JSON object"#),
        Case("an endless device file", document: "{}", arguments: ["/dev/zero"], #"error: /dev/zero: more than 16777216 bytes, the limit"#),
        Case("missing file", document: nil, #"error: scene.json: no such file"#),
        Case("no scene", document: nil, arguments: [], #"error: missing the scene file: 'foldkit layout <scene.json>' (see 'foldkit layout --help')"#),
        Case("two scenes", document: "{}", arguments: ["scene.json", "other.json"],
             #"error: unexpected argument 'other.json' (one scene file at a time) (see 'foldkit layout --help')"#),
        Case("a word after an option whose value is optional", document: "{}", arguments: ["scene.json", "--camera-streaming", "maybe"],
             #"error: '--camera-streaming': unknown value 'maybe' (values: off, on) (see 'foldkit layout --help')"#),
        Case("unknown posture", document: "{}", arguments: ["scene.json", "--posture", "tabeltop"],
             #"error: unknown posture 'tabeltop' for '--posture <name>'; did you mean 'tabletop'? (values: closed, closed-landscape, flat, flat-rotated, book, tabletop)"#),
    ]

    @Test(arguments: cases)
    func exitsTwoWithOneLine(_ c: Case) throws {
        let directory = TemporaryDirectory("layout")
        defer { directory.remove() }
        if let scene = c.scene { try Data(scene.utf8).write(to: URL(fileURLWithPath: directory.path + "/scene.json")) }
        let output = FoldKitCommandLine.run(["layout"] + c.arguments, context: CommandContext(workingDirectory: directory.path))
        #expect(output.exitCode == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == c.message + "\n")
    }
}
