import Foundation
import Testing
import FoldKitCLI
import FoldKitLint
import _FoldKitTestSupport

/// `foldkit lint` in-process: compiler-style text, CLI.md's JSON, exit 0 without errors and 1
/// with (CLI.md `lint`, SPEC 8.4). Scenes are the rule notes' examples in `docs/lint/examples/`.
struct LintCommandTests {
    /// The repository's root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static func run(_ arguments: [String]) -> CLIOutput {
        FoldKitCommandLine.run(["lint"] + arguments, context: CommandContext(workingDirectory: root))
    }

    /// [S1] the compose button centred in book: one error, then its fix, then the summary; exit 1.
    @Test func textFormatWithAnError() {
        let output = Self.run(["docs/lint/examples/FK001-trigger.json"])
        #expect(output.exitCode == 1)
        #expect(output.stderr.isEmpty)
        #expect(output.stdout == """
            FK001-trigger: iphone-duo/book: error: FK001: control 'compose' overlaps region 'fold' by 20.17pt
              fix: lay it out with the division, left of x 455.5 or right of x 495.5: split at the fold (an arrangement) or displace it
            Checked 1 scene on 1 device in 6 panels: 1 error, 0 warnings, 0 infos

            """)
    }

    /// The help's overview names the rules the linter registers, read from its registry (STYLE 18).
    @Test func helpNamesTheRegisteredRules() {
        let help = Self.run(["--help"])
        #expect(help.exitCode == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: Check scenes against the design rules \(Linter.ruleRange) in every posture\n"))
    }

    /// Warnings alone exit 0.
    @Test func warningsExitZero() {
        let output = Self.run(["docs/lint/examples/FK010-trigger.json", "--posture", "book"])   // the photo across the hinge
        #expect(output.exitCode == 0)
        #expect(output.stdout.hasSuffix("Checked 1 scene on 1 device in 1 panel: 0 errors, 1 warning, 0 infos\n"))
    }

    /// A clean scene: only the summary; exit 0.
    @Test func cleanSceneExitsZero() {
        let output = Self.run(["docs/lint/examples/FK001-fixed.json", "--device", "iphone-duo,book-foldable"])
        #expect(output.exitCode == 0)
        #expect(output.stdout == "Checked 1 scene on 2 devices in 12 panels: 0 errors, 0 warnings, 0 infos\n")
    }

    /// CLI.md's JSON: exactly `diagnostics`, `errors`, `warnings`; each diagnostic exactly the
    /// nine members, the posture as its CLI spelling and the state as an object (SPEC 10.2).
    @Test func jsonFormat() throws {
        let output = Self.run(["docs/lint/examples/FK007-trigger.json", "--posture", "book,tabletop", "--format", "json"])
        #expect(output.exitCode == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["diagnostics", "errors", "warnings"])
        #expect(document["errors"] as? Int == 2 && document["warnings"] as? Int == 0)
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { Set($0.keys) == ["rule", "severity", "scene", "device", "posture", "state", "pushed", "node", "message", "fix"] })
        let first = diagnostics[0]
        #expect(first["rule"] as? String == "FK007" && first["severity"] as? String == "error")
        #expect(first["scene"] as? String == "FK007-trigger" && first["device"] as? String == "iphone-duo")
        #expect(first["posture"] as? String == "book" && first["node"] as? String == "undo-toast")
        // [S0] the side bar: 56 pt of trailing safe-area inset in book.
        #expect(first["message"] as? String == "control 'undo-toast' extends 56pt past the safe area's trailing edge")
        #expect(diagnostics[1]["posture"] as? String == "tabletop")
        let state = try #require(first["state"] as? [String: Any])
        #expect(state["layoutDirection"] as? String == "ltr" && state["cameraStreaming"] as? Bool == false)
        #expect(state["liveActivity"] as? Bool == false && state["window"] is NSNull)
    }

    /// A directory lints its `*.json` files in name order, each with its file's name as its id;
    /// the output is the same on every run.
    @Test func directoryInNameOrderAndDeterministic() {
        let directory = TemporaryDirectory("lint")
        defer { directory.remove() }
        for name in ["FK010-trigger", "FK001-trigger"] {
            let text = (try? String(contentsOfFile: Self.root + "/docs/lint/examples/\(name).json", encoding: .utf8)) ?? ""
            try? Data(text.utf8).write(to: URL(fileURLWithPath: directory.path + "/\(name).json"))
        }
        let first = FoldKitCommandLine.run(["lint", directory.path, "--format", "json"], context: CommandContext(workingDirectory: "/"))
        let probe = JSONProbe(first.stdout)
        #expect(probe.string("diagnostics[0].scene") == "FK001-trigger")
        #expect(probe.string("diagnostics[1].scene") == "FK010-trigger")
        #expect(FoldKitCommandLine.run(["lint", directory.path, "--format", "json"], context: CommandContext(workingDirectory: "/")) == first)
    }

    /// [S0] RTL: a toast at the bottom-leading corner lies physically on the right, under the side
    /// bar, which is the leading side in RTL (SPEC 1: leading = right in RTL). The finding names
    /// its state after the posture (SPEC 10.2).
    @Test func rightToLeftNamesSidesByReadingDirection() throws {
        let directory = TemporaryDirectory("lint-rtl")
        defer { directory.remove() }
        let trigger = try String(contentsOfFile: Self.root + "/docs/lint/examples/FK007-trigger.json", encoding: .utf8)
        try Data(trigger.replacingOccurrences(of: "bottomTrailing", with: "bottomLeading").utf8)
            .write(to: URL(fileURLWithPath: directory.path + "/toast.json"))
        let output = FoldKitCommandLine.run(["lint", "toast.json", "--posture", "flat", "--layout-direction", "rtl"],
                                            context: CommandContext(workingDirectory: directory.path))
        #expect(output.stdout.hasPrefix("toast: iphone-duo/flat rtl: error: FK007: control 'undo-toast' extends 56pt past the safe area's leading edge\n"))
    }

    /// With no scene: the built-in scenes, which have no errors on the default device.
    @Test func builtInScenesByDefault() {
        let output = Self.run([])
        #expect(output.exitCode == 0)
        #expect(output.stdout.hasSuffix("\n") && output.stdout.contains("Checked 14 scenes on 1 device in 84 panels and 15 next screens: 0 errors"))
    }

    @Test func helpListsTheOptions() {
        let output = Self.run(["--help"])
        #expect(output.exitCode == 0)
        for option in ["--device", "--posture", "--layout-direction", "--format"] { #expect(output.stdout.contains(option)) }
    }
}
