import Foundation
import Testing
import FoldKit
import FoldKitCLI
import _FoldKitTestSupport

/// `storyboard` and `lint` over states beyond postures (issue 13, SPEC 10.2, CLI.md "States"):
/// each state flag a list, the panels their Cartesian product with the postures, each panel and
/// finding naming its state.
struct StoryboardStatesTests {
    static let root = LintCommandTests.root
    static let mail = root + "/Sources/FoldKitScenes/Resources/Scenes/mail.json"
    static let statesFlags = ["--layout-direction", "ltr,rtl", "--camera-streaming", "off,on"]
    static let postures = Builtins.profile("iphone-duo").supportedPresets.map(\.rawValue)

    static func run(_ arguments: [String], in directory: TemporaryDirectory) -> CLIOutput {
        FoldKitCommandLine.run(arguments, context: CommandContext(workingDirectory: directory.path))
    }

    /// Issue 13's acceptance: 24 panels on the Duo (6 postures × 2 directions × 2 camera states),
    /// each naming its state in its file, its JSON and the page.
    @Test("storyboard --layout-direction ltr,rtl --camera-streaming off,on writes 24 panels, each naming its state")
    func storyboardWritesTheProduct() throws {
        let directory = TemporaryDirectory("storyboard-states")
        defer { directory.remove() }
        let output = Self.run(["storyboard", Self.mail] + Self.statesFlags + ["--format", "json"], in: directory)
        #expect(output.exitCode == 0, "\(output.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let panels = try #require(report["panels"] as? [[String: Any]])
        #expect(panels.count == 6 * 2 * 2)
        let suffixes = ["", ".camera", ".rtl", ".rtl.camera"]
        let expected = suffixes.flatMap { suffix in Self.postures.map { "storyboard/mail/iphone-duo/\($0)\(suffix).svg" } }
        #expect(panels.map { $0["svg"] as? String } == expected)
        // The panels that show one view of Mail's list–detail have their next screen, the message pushed.
        #expect(directory.files().filter { !$0.hasSuffix(".pushed.svg") } == (expected + ["storyboard/.foldkit-storyboard.json", "storyboard/index.html"]).sorted())
        #expect(panels.filter { $0["next"] is [String: Any] }.count == 4 * 4, "closed, closed-landscape, flat-rotated, tabletop in 4 states")
        for (index, panel) in panels.enumerated() {
            let state = try #require(panel["state"] as? [String: Any])
            #expect(state["layoutDirection"] as? String == (index < 12 ? "ltr" : "rtl"))
            #expect(state["cameraStreaming"] as? Bool == ((index / 6) % 2 == 1))
            #expect(state["liveActivity"] as? Bool == false && state["window"] is NSNull)
        }
        let text = Self.run(["storyboard", Self.mail] + Self.statesFlags + ["-o", "again"], in: directory)
        #expect(text.stdout.hasPrefix("Rendered 24 panels: 1 scene (mail) on 1 device (iphone-duo) in 4 states (standard, camera, rtl, rtl camera)\n"))
        let html = String(decoding: directory.data("storyboard/index.html") ?? Data(), as: UTF8.self)
        #expect(html.contains("<nav id=\"states\" aria-label=\"State\">"))
        #expect(html.contains("<figcaption><b>tabletop</b> · <span class=\"state\">rtl · camera on</span>"))
    }

    /// [S1] the inner camera, drawn active where it streams, also while closed (named as asked).
    @Test("the camera panels draw the inner camera active; the others inactive")
    func cameraPanelsDrawTheCameraActive() throws {
        let directory = TemporaryDirectory("storyboard-camera")
        defer { directory.remove() }
        #expect(Self.run(["storyboard", Self.mail, "--posture", "book,closed", "--camera-streaming", "off,on"], in: directory).exitCode == 0)
        let svg = { (name: String) in String(decoding: directory.data("storyboard/mail/iphone-duo/\(name).svg") ?? Data(), as: UTF8.self) }
        #expect(svg("book.camera").contains("<title>inner-camera: occlusion, active, frame (903, 20, 40, 40)"))
        #expect(svg("book").contains("<title>inner-camera: occlusion, inactive, frame (903, 20, 40, 40)"))
        #expect(svg("closed.camera").contains("Mail — iPhone Duo — closed camera"))
    }

    /// The same 24 panels checked by lint, cross-posture rules within each state.
    @Test("lint with the same flags checks the same 24 panels")
    func lintChecksTheProduct() {
        let output = FoldKitCommandLine.run(["lint", Self.mail] + Self.statesFlags, context: CommandContext(workingDirectory: Self.root))
        #expect(output.exitCode == 0, "\(output.stdout)")
        // In every state the message hidden in the postures that show one view is pushed from the
        // mailbox (SPEC 4.4), so FK003, comparing the postures of each state, finds nothing lost;
        // the 4 postures per state where Mail shows one view (closed, closed-landscape,
        // flat-rotated, tabletop) are checked again with the message pushed: 4 × 4 states = 16.
        #expect(output.stdout.hasSuffix("Checked 1 scene on 1 device in 24 panels (4 states) and 16 next screens: 0 errors, 0 warnings, 0 infos\n"))
    }

    /// [S1] a photo in the top-trailing corner, under the inner camera only while it streams: FK002
    /// in the camera panels of the open Duo, not in the others.
    @Test("lint checks the inner camera in the camera panels")
    func lintChecksTheCamera() throws {
        let output = FoldKitCommandLine.run(["lint", "docs/lint/examples/FK002-trigger.json", "--posture", "flat,book",
                                             "--camera-streaming", "off,on", "--format", "json"], context: CommandContext(workingDirectory: Self.root))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["posture"] as? String } == ["flat", "book"])
        #expect(diagnostics.allSatisfy { ($0["state"] as? [String: Any])?["cameraStreaming"] as? Bool == true })
        #expect(diagnostics.allSatisfy { ($0["message"] as? String)?.contains("region 'inner-camera'") == true })
    }

    struct Grammar: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var files: [String]
        var testDescription: String { name }
    }

    /// CLI.md: `--camera-streaming` / `--live-activity` take a value only when the next word is a
    /// list of `on` / `off`; alone they mean `on`; `--window` repeats.
    static let grammar: [Grammar] = [
        Grammar(name: "camera alone before a scene: on", arguments: ["--camera-streaming", "notes.json"], files: ["book.camera"]),
        Grammar(name: "camera on", arguments: ["notes.json", "--camera-streaming", "on"], files: ["book.camera"]),
        Grammar(name: "camera off", arguments: ["notes.json", "--camera-streaming", "off"], files: ["book"]),
        Grammar(name: "camera on,off keeps the order", arguments: ["notes.json", "--camera-streaming", "on,off"], files: ["book.camera", "book"]),
        Grammar(name: "camera given inline", arguments: ["notes.json", "--camera-streaming=off,on"], files: ["book", "book.camera"]),
        Grammar(name: "Live Activity alone at the end", arguments: ["notes.json", "--live-activity"], files: ["book.live-activity"]),
        Grammar(name: "two windows", arguments: ["notes.json", "--window", "0,0,470,669", "--window", "481,0,470,669"],
                files: ["book.window-0-0-470-669", "book.window-481-0-470-669"]),
        Grammar(name: "everything", arguments: ["notes.json", "--layout-direction", "rtl", "--camera-streaming", "--live-activity", "on", "--window", "0,0,951,669"],
                files: ["book.rtl.camera.live-activity.window-0-0-951-669"]),
    ]

    @Test("the flag grammar", arguments: grammar)
    func flagGrammar(_ c: Grammar) throws {
        let directory = TemporaryDirectory("storyboard-grammar")
        defer { directory.remove() }
        SceneFiles.write(SceneFiles.notes, to: "notes.json", in: directory)
        let output = Self.run(["storyboard", "--posture", "book", "--format", "json"] + c.arguments, in: directory)
        #expect(output.exitCode == 0, "\(output.stderr)")
        let panels = try #require((try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])?["panels"] as? [[String: Any]])
        #expect(panels.map { $0["svg"] as? String } == c.files.map { "storyboard/notes/iphone-duo/\($0).svg" })
    }

    @Test("help shows the list flags", arguments: ["storyboard", "lint"])
    func help(_ command: String) {
        let output = FoldKitCommandLine.run([command, "--help"])
        for text in ["--layout-direction <ltr,rtl>", "--camera-streaming [<off,on>]", "--live-activity [<off,on>]", "--window <x,y,w,h>"] {
            #expect(output.stdout.contains(text), "\(text)")
        }
    }
}
