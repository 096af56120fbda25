import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// `foldkit lint --uiautomator` and `--frames`: layouts computed elsewhere, linted with the rules
/// (docs/frames-format.md). The fixtures and the public dumps' credits are in `Fixtures/`.
struct LintExternalTests {
    /// The fixtures folder, the working directory of every run.
    static let fixtures: String = Bundle.module.url(forResource: "Fixtures", withExtension: nil)?.path ?? "Fixtures"

    static func run(_ arguments: [String]) -> CLIOutput {
        FoldKitCommandLine.run(["lint"] + arguments, context: CommandContext(workingDirectory: fixtures))
    }

    /// `rule node` for each diagnostic of a `--format json` run.
    static func findings(_ output: CLIOutput) throws -> [String] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        return diagnostics.map { "\($0["rule"] as? String ?? "?") \($0["node"] as? String ?? "?")" }
    }

    /// One layout, its flags and the findings expected, exactly.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var findings: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "FK001: a button across the book fold (dump)",
             arguments: ["--uiautomator", "uiautomator/rules/book-fold-button.xml", "--device", "book-foldable", "--posture", "book"],
             findings: ["FK001 send"]),
        Case(name: "the same dump flat: the fold is inactive",
             arguments: ["--uiautomator", "uiautomator/rules/book-fold-button.xml", "--device", "book-foldable", "--posture", "flat"],
             findings: []),
        Case(name: "FK018: an 80 × 80 px image button (dump)",
             arguments: ["--uiautomator", "uiautomator/rules/small-target.xml", "--device", "book-foldable", "--posture", "flat"],
             findings: ["FK018 like"]),
        Case(name: "FK002: a button on the flip's inner camera while it streams (dump)",
             arguments: ["--uiautomator", "uiautomator/rules/flip-camera.xml", "--device", "flip-foldable", "--posture", "flat", "--camera-streaming"],
             findings: ["FK002 menu", "FK007 menu"]),
        Case(name: "the flip's camera off: only the safe area",
             arguments: ["--uiautomator", "uiautomator/rules/flip-camera.xml", "--device", "flip-foldable", "--posture", "flat"],
             findings: ["FK007 menu"]),
        Case(name: "a clean dump: a list row may straddle the fold",
             arguments: ["--uiautomator", "uiautomator/rules/clean.xml", "--device", "book-foldable", "--posture", "book"],
             findings: []),
        Case(name: "real dump (termux-flutter-ide) on the flip, flat",
             arguments: ["--uiautomator", "uiautomator/termux-flutter-ide-editor.xml", "--device", "flip-foldable", "--posture", "flat"],
             findings: ["FK007 0.0.0.0.0.0.0.0.0.0", "FK007 0.0.0.0.0.0.0.0.0.2", "FK007 Save", "FK007 AI Assistant"]),
        Case(name: "real dump (termux-flutter-ide) on the flip, tabletop: nothing in the fold",
             arguments: ["--uiautomator", "uiautomator/termux-flutter-ide-editor.xml", "--device", "flip-foldable", "--posture", "tabletop"],
             findings: ["FK007 0.0.0.0.0.0.0.0.0.0", "FK007 0.0.0.0.0.0.0.0.0.2", "FK007 Save", "FK007 AI Assistant"]),
        Case(name: "real dump (Nora) on the flip: a Compose button's parts do not overlap",
             arguments: ["--uiautomator", "uiautomator/nora-model-picker.xml", "--device", "flip-foldable", "--posture", "flat"],
             findings: ["FK007 0.0.0.0.0.0.0.0.4.0.1"]),
        Case(name: "real dump (readerq, a Pixel Fold's inner display) flat: small targets only",
             arguments: ["--uiautomator", "uiautomator/readerq-library.xml", "--device", "book-foldable", "--posture", "flat"],
             findings: Self.readerqTargets),
        Case(name: "real dump (readerq) as a book: the middle tab lies on the fold",
             arguments: ["--uiautomator", "uiautomator/readerq-library.xml", "--device", "book-foldable", "--posture", "book"],
             findings: Self.readerqTargets + ["FK001 0.0.0.0.0.0.5.0.2", "FK001 0.0.0.0.0.0.5.0.2.0", "FK001 0.0.0.0.0.0.5.0.2.1"]),
        Case(name: "a background layer (a selected tab's indicator) lies under its siblings, not beside them",
             arguments: ["--uiautomator", "uiautomator/rules/background-layer.xml", "--device", "book-foldable", "--posture", "flat"],
             findings: ["FK009 Title"]),
        Case(name: "a screen-filling clickable layout holding controls catches touches: no control over the camera",
             arguments: ["--uiautomator", "uiautomator/rules/touch-catcher.xml", "--device", "book-foldable", "--posture", "closed"],
             findings: []),
        Case(name: "FK021: a pushed screen without a back item (frames)",
             arguments: ["--frames", "frames/pushed-no-back.json"], findings: ["FK021 message"]),
        Case(name: "FK021 corrected: a back item", arguments: ["--frames", "frames/pushed-with-back.json"], findings: []),
        Case(name: "FK001: a control across the book fold (frames)", arguments: ["--frames", "frames/fold-button.json"], findings: ["FK001 compose"]),
        Case(name: "--posture overrides the document's posture", arguments: ["--frames", "frames/fold-button.json", "--posture", "flat"], findings: []),
        Case(name: "FK021 off with --disable", arguments: ["--frames", "frames/pushed-no-back.json", "--disable", "FK021"], findings: []),
    ]

    /// The readerq dump's targets below 44 pt: 114 px = 43.43 pt at 2.625 px/pt, the top bar's
    /// Search, Toggle Theme and Sync; the segments Later, Archive and All (179 × 114 px); the
    /// floating button (114 × 119 px). The selected segment, Inbox, is not clickable.
    static let readerqTargets = ["FK018 0.0.0.0.0.0.0.1", "FK018 0.0.0.0.0.0.0.2", "FK018 0.0.0.0.0.0.0.3", "FK018 0.0.0.0.0.0.1.1",
                                 "FK018 0.0.0.0.0.0.1.2", "FK018 0.0.0.0.0.0.1.3", "FK018 0.0.0.0.0.0.3"]

    @Test(arguments: cases)
    func findsExactly(_ c: Case) throws {
        let output = Self.run(c.arguments + ["--format", "json"])
        #expect(try Self.findings(output) == c.findings)
        // Lint fails (1) on an error; FK009 and FK018 are warnings.
        let errors = c.findings.filter { !$0.hasPrefix("FK018") && !$0.hasPrefix("FK009") }.count
        #expect(output.exitCode == (errors > 0 ? 1 : 0))
    }

    @Test func dumpOfAnotherDisplaySizeIsNoted() {
        let output = Self.run(["--uiautomator", "uiautomator/nora-model-picker.xml", "--device", "flip-foldable", "--posture", "flat"])
        #expect(output.stderr == "note: uiautomator/nora-model-picker.xml: the layout's root is 411.43 × 914.29 pt, the window of 'flip-foldable' is 412 × 1006 pt: it was taken on another display size\n")
        #expect(output.stdout.hasSuffix("Checked 1 scene on 1 device in 1 panel: 1 error, 0 warnings, 0 infos\n"))
    }

    @Test func pixelsBecomePointsAtTheDisplayScale() {
        // 1050…1250 px at 2.625 px/pt is 400…476.19 pt: 24 pt of the 24-pt fold frame.
        let output = Self.run(["--uiautomator", "uiautomator/rules/book-fold-button.xml", "--device", "book-foldable", "--posture", "book"])
        #expect(output.stdout.hasPrefix("book-fold-button: book-foldable/book: error: FK001: control 'send' overlaps region 'fold' by 24pt\n"))
        #expect(output.stderr == "")
    }

    @Test func pushedScreensAreMarked() throws {
        let output = Self.run(["--frames", "frames/pushed-no-back.json"])
        #expect(output.stdout.hasPrefix("message: book-foldable/closed pushed: error: FK021: pushed screen 'message' has no back item in its bars (none of 1 bar): no way back\n"))
    }

    /// docs/lint/FK021.md shows its two frames documents verbatim and what lint prints for each.
    @Test func fk021NoteQuotesItsExamplesAndWhatLintSays() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        let note = try String(contentsOfFile: root + "/docs/lint/FK021.md", encoding: .utf8)
        for kind in ["trigger", "fixed"] {
            let path = "docs/lint/frames/FK021-\(kind).json"
            let example = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            #expect(note.contains("```json\n" + example + "```\n"))
            let output = FoldKitCommandLine.run(["lint", "--frames", path], context: CommandContext(workingDirectory: root))
            #expect(note.contains("$ foldkit lint --frames \(path)\n" + output.stdout + "```"))
            #expect(output.exitCode == (kind == "trigger" ? 1 : 0))
        }
    }

    /// `schema/frames.schema.json` accepts every frames document the reader accepts here and
    /// rejects the unknown role (Python's `jsonschema`, draft 2020-12).
    @Test func schemaAgreesWithTheReader() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        let files = ["docs/lint/frames/FK021-trigger.json", "docs/lint/frames/FK021-fixed.json"].map { root + "/" + $0 }
            + ["pushed-no-back", "pushed-with-back", "fold-button", "unknown-role"].map { Self.fixtures + "/frames/\($0).json" }
        let results = try JSONSchemaCheck.validate(files.map { URL(fileURLWithPath: $0) }, against: URL(fileURLWithPath: root + "/schema/frames.schema.json"))
        let rejected = results.filter { $0.value != nil }.map(\.key)
        #expect(rejected == [Self.fixtures + "/frames/unknown-role.json"])
        for file in files.dropLast() {
            #expect(FoldKitCommandLine.run(["lint", "--frames", file], context: CommandContext(workingDirectory: root)).exitCode != 2)
        }
    }

    static let badInput: [CLIBadInputCase] = [
        CLIBadInputCase("malformed XML", ["--uiautomator", "uiautomator/rules/malformed.xml", "--device", "book-foldable", "--posture", "flat"],
                        .exactly("error: uiautomator/rules/malformed.xml:3:79: the <node> that starts here is never closed: the dump is cut short or edited")),
        CLIBadInputCase("not a dump", ["--uiautomator", "uiautomator/rules/not-a-dump.xml", "--device", "book-foldable", "--posture", "flat"],
                        .exactly("error: uiautomator/rules/not-a-dump.xml:1:6: the root element is <html>, expected <hierarchy> (a 'uiautomator dump' file)")),
        CLIBadInputCase("bad bounds", ["--uiautomator", "uiautomator/rules/bad-bounds.xml", "--device", "book-foldable", "--posture", "flat"],
                        .exactly(#"error: uiautomator/rules/bad-bounds.xml:4:74: bounds "[0,0]-[10,10]" is not [x1,y1][x2,y2] in pixels"#)),
        CLIBadInputCase("dump without a posture", ["--uiautomator", "uiautomator/rules/clean.xml", "--device", "book-foldable"],
                        .exactly("error: --uiautomator needs --posture <name> (a dump is one state) (see 'foldkit lint --help')")),
        CLIBadInputCase("dump without a device", ["--uiautomator", "uiautomator/rules/clean.xml", "--posture", "flat"],
                        .exactly("error: --uiautomator needs --device <id|profile.json> (a dump is one device's display) (see 'foldkit lint --help')")),
        CLIBadInputCase("dump on two devices", ["--uiautomator", "uiautomator/rules/clean.xml", "--device", "book-foldable,flip-foldable", "--posture", "flat"],
                        .contains("'book-foldable,flip-foldable' for '--device <id|profile.json>'")),
        CLIBadInputCase("dump in every posture", ["--uiautomator", "uiautomator/rules/clean.xml", "--device", "book-foldable", "--posture", "all"],
                        .exactly("error: --uiautomator reads a layout taken on one device in one posture: give one, got 'all' for '--posture <name>'")),
        CLIBadInputCase("missing dump", ["--uiautomator", "nothing.xml", "--device", "book-foldable", "--posture", "flat"],
                        .exactly("error: nothing.xml: no such file")),
        CLIBadInputCase("dump and frames", ["--uiautomator", "uiautomator/rules/clean.xml", "--frames", "frames/fold-button.json"],
                        .exactly("error: --frames and --uiautomator each read one layout: give one of them (see 'foldkit lint --help')")),
        CLIBadInputCase("frames and a scene", ["--frames", "frames/fold-button.json", "scene.json"],
                        .exactly("error: --frames lints the layout it reads and takes no scene, got 'scene.json' (see 'foldkit lint --help')")),
        CLIBadInputCase("frames and the keyboard", ["--frames", "frames/fold-button.json", "--keyboard", "on"],
                        .exactly("error: --keyboard is a scene's state: a layout read with --frames was taken in one state and has none to change (see 'foldkit lint --help')")),
        CLIBadInputCase("frames with an unknown role", ["--frames", "frames/unknown-role.json"],
                        .contains(#"error: frames/unknown-role.json:6:20: nodes[1].role: unknown role "buton""#)),
        CLIBadInputCase("frames that are not JSON", ["--frames", "uiautomator/rules/clean.xml"],
                        .contains("error: uiautomator/rules/clean.xml:1:1: invalid JSON")),
        CLIBadInputCase("dump that is JSON", ["--uiautomator", "frames/fold-button.json", "--device", "book-foldable", "--posture", "flat"],
                        .contains("error: frames/fold-button.json:1:")),
    ]

    @Test(arguments: badInput)
    func exitsTwoWithOneLine(_ c: CLIBadInputCase) {
        let output = Self.run(c.arguments)
        #expect(c.violations(exitCode: output.exitCode, stdout: output.stdout, stderr: output.stderr) == [])
    }
}
