import Foundation
import Testing
import FoldKit
import FoldKitCLI
import FoldKitScenes
import _FoldKitTestSupport

/// `foldkit storyboard` in-process: files, counts, summary, JSON (CLI.md `storyboard`, SPEC 8.3).
struct StoryboardCommandTests {
    /// Runs `foldkit storyboard ARGS` with `directory` as the working directory.
    static func run(_ arguments: [String], in directory: TemporaryDirectory) -> CLIOutput {
        FoldKitCommandLine.run(["storyboard"] + arguments, context: CommandContext(workingDirectory: directory.path))
    }

    static func json(_ output: CLIOutput) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    }

    /// The main job: no argument renders every built-in scene in all six postures of the Duo.
    @Test func defaultsRenderEveryBuiltInSceneInEveryDuoPostureAsSVGAndHTML() {
        let directory = TemporaryDirectory("storyboard")
        defer { directory.remove() }
        let output = Self.run([], in: directory)
        #expect(output.exitCode == 0 && output.stderr.isEmpty, "\(output.stderr)")
        let postures = Builtins.profile("iphone-duo").supportedPresets.map(\.rawValue)
        #expect(postures.count == 6)
        let svgs = Scene.builtInIDs.flatMap { scene in postures.map { "storyboard/\(scene)/iphone-duo/\($0).svg" } }
        #expect(svgs.count == 14 * 6)
        // Panels that show one view of a list–detail have a next screen, the detail pushed (SPEC 4.4).
        let files = directory.files()
        #expect(files.filter { !$0.hasSuffix(".pushed.svg") } == (["storyboard/.foldkit-storyboard.json", "storyboard/index.html"] + svgs).sorted())
        #expect(files.contains("storyboard/mail/iphone-duo/closed.pushed.svg") && !files.contains("storyboard/mail/iphone-duo/book.pushed.svg"))
        #expect(output.stdout.hasPrefix("Rendered 84 panels: 14 scenes (mail, podcasts-now-playing, "))
        #expect(output.stdout.hasSuffix("\nstoryboard/index.html\n"))
    }

    @Test func allDevicesRenderEveryBuiltInSceneInEveryPostureEachDeviceTakes() {
        let directory = TemporaryDirectory("storyboard")
        defer { directory.remove() }
        let output = Self.run(["--device", "all", "-o", "out"], in: directory)
        #expect(output.exitCode == 0, "\(output.stderr)")
        let files = directory.files()
        // 32 postures = duo 6 + iphone 2 + ipad 2 + book-foldable 6 + flip-foldable 6 + dual-screen 4 + tri-fold 6
        #expect(files.filter { $0.hasSuffix(".svg") && !$0.hasSuffix(".pushed.svg") }.count == 14 * 32)
        #expect(files.filter { $0.hasSuffix(".png") }.isEmpty)
        #expect(files.filter { $0.hasSuffix(".html") } == ["out/index.html"])
        for scene in Scene.builtInIDs {
            for id in DeviceProfile.builtInIDs {
                #expect(files.filter { $0.hasPrefix("out/\(scene)/\(id)/") && !$0.hasSuffix(".pushed.svg") }.count
                        == Builtins.profile(id).supportedPresets.count, "\(scene)/\(id)")
            }
        }
        for file in files where file.hasSuffix(".svg") {
            #expect(RenderedFiles.xmlProblem(directory.data(file) ?? Data()) == nil, "\(file)")
        }
    }

    @Test func pngsHaveTheDisplaysPixelSizesAndTheCaptionBandBelow() throws {
        let directory = TemporaryDirectory("storyboard")
        defer { directory.remove() }
        let scene = SceneFiles.write(SceneFiles.notes, to: "notes.json", in: directory)
        let output = Self.run([scene, "--render", "svg,png,html", "--posture", "book,tabletop,closed", "--format", "json"], in: directory)
        #expect(output.exitCode == 0, "\(output.stderr)")
        let report = try Self.json(output)
        #expect(report["outputDirectory"] as? String == "storyboard")
        // In tabletop and closed the list–detail shows one view and pushes the detail from its
        // list: it stays reachable (no FK003), and each of those panels has that next screen.
        // Pushed in tabletop, the pane spans the fold, so the note lies in its larger region, not
        // across the fold (SPEC 4.4, amended 2026-12-02): no finding.
        #expect(report["findings"] as? Int == 0)
        let panels = try #require(report["panels"] as? [[String: Any]])
        #expect(panels.map { $0["posture"] as? String } == ["book", "tabletop", "closed"])
        // 2853 × 2007 = 951 × 669 pt × 3; tabletop turns it; the outer display is 360 × 780 pt × 3.
        // Below each display, the caption band: two lines, 120 px = (2 × (11 + 3) + 2 × 6) pt × 3.
        let expected = [(2853, 2007 + 120), (2007, 2853 + 120), (1080, 2340 + 120)]
        for (panel, size) in zip(panels, expected) {
            #expect(panel["scene"] as? String == "notes" && panel["device"] as? String == "iphone-duo")
            #expect(panel["findings"] as? Int == 0)
            let json = try #require(panel["size"] as? [String: Any])
            #expect(json["width"] as? Int == size.0 && json["height"] as? Int == size.1)
            let svg = try #require(panel["svg"] as? String)
            #expect(svg.hasPrefix("storyboard/notes/iphone-duo/") && directory.data(svg) != nil)
            let pngPath = try #require(panel["png"] as? String)
            let png = try #require(directory.data(pngPath))
            let header = try #require(RenderedFiles.pngSize(png))
            #expect(header.width == size.0 && header.height == size.1)
        }
        let html = String(decoding: directory.data("storyboard/index.html") ?? Data(), as: UTF8.self)
        #expect(html.contains("href=\"notes/iphone-duo/book.png\""))
    }

    /// The caption never covers the screen (SPEC 8.3, amended 2026-12-02): on the flip's closed
    /// outer screen, OdoKeep's tab bar stays whole and the caption lies in a band below the
    /// display, which keeps its outline and title.
    @Test func captionLiesBelowTheScreen() throws {
        let directory = TemporaryDirectory("storyboard")
        defer { directory.remove() }
        var scene = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { scene.deleteLastPathComponent() }   // Tests/FoldKitCLITests/StoryboardCommandTests.swift
        scene.appendPathComponent("Sources/FoldKitScenes/Resources/Scenes/odokeep-tabs.json")
        let output = Self.run([scene.path, "--device", "flip-foldable", "--posture", "closed"], in: directory)
        #expect(output.exitCode == 0, "\(output.stderr)")
        let svg = String(decoding: try #require(directory.data("storyboard/odokeep-tabs/flip-foldable/closed.svg")), as: UTF8.self)
        // The outer display is 360 × 374 pt; the caption's three lines (the title on two, broken
        // between words; the display line) take (3 × (11 + 3) + 2 × 6) = 54 pt below it.
        #expect(svg.contains("viewBox=\"0 0 360 428\"") && svg.contains("width=\"720\" height=\"856\""))
        #expect(svg.contains("<title>outer display 360 × 374 pt</title>"))
        let texts = RenderedFiles.svgTexts(svg)
        let caption = texts.filter { $0.string.contains("Flip") || $0.string.contains("display 360") }
        #expect(!caption.isEmpty && caption.allSatisfy { $0.y > 374 }, "\(caption)")
        // Nothing but the caption below the display.
        #expect(texts.filter { $0.y > 374 }.count == 3)
    }

    /// App Store images drawn from code [S0]: Mail on the open Duo in the store style is exactly
    /// the inner display's 2853 × 2007 px (951 × 669 pt × 3), in the PNG and the JSON; framed,
    /// it grows by the bezel on every side.
    @Test(arguments: [("none", 0), ("device", 19)])
    func storeStyleIsTheDisplaysPixelSize(_ frame: String, _ bezel: Int) throws {
        let directory = TemporaryDirectory("storyboard")
        defer { directory.remove() }
        var scene = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { scene.deleteLastPathComponent() }   // Tests/FoldKitCLITests/StoryboardCommandTests.swift
        scene.appendPathComponent("Sources/FoldKitScenes/Resources/Scenes/mail.json")
        let output = Self.run([scene.path, "--posture", "book", "--style", "store", "--frame", frame, "--render", "png", "--format", "json"], in: directory)
        #expect(output.exitCode == 0, "\(output.stderr)")
        let panel = try #require((try Self.json(output)["panels"] as? [[String: Any]])?.first)
        // 19 pt = ⌈40.14 × 0.45⌉, the bezel for the drawn corner radius 40.14 = 669 × 0.06 (the Duo gives none), 57 px at 3×.
        let expected = (2853 + 2 * 3 * bezel, 2007 + 2 * 3 * bezel)
        let size = try #require(panel["size"] as? [String: Any])
        #expect(size["width"] as? Int == expected.0 && size["height"] as? Int == expected.1)
        let path = try #require(panel["png"] as? String)
        let png = try #require(directory.data(path))
        let header = try #require(RenderedFiles.pngSize(png))
        #expect(header.width == expected.0 && header.height == expected.1)
    }

    /// `--render pdf`: one file for a review, a page per scene with its panels and findings, read
    /// back by another PDF reader (PyPI's pypdf).
    @Test func pdfHasAPagePerSceneWithItsFindings() throws {
        let directory = TemporaryDirectory("storyboard")
        defer { directory.remove() }
        let notes = SceneFiles.write(SceneFiles.notes, to: "notes.json", in: directory)
        var flawed = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { flawed.deleteLastPathComponent() }   // Tests/FoldKitCLITests/StoryboardCommandTests.swift
        flawed.appendPathComponent("docs/lint/flawed/button-under-text.json")
        let output = Self.run([notes, flawed.path, "--posture", "book,closed", "--render", "pdf", "--format", "json"], in: directory)
        #expect(output.exitCode == 0, "\(output.stderr)")
        #expect(try Self.json(output)["pdf"] as? String == "storyboard/storyboard.pdf")
        // A reader's text may join "fi" into one ligature.
        let pages = try PDFReader.pages(directory.path + "/storyboard/storyboard.pdf").map { $0.replacingOccurrences(of: "\u{FB01}", with: "fi") }
        #expect(pages.count == 2)
        #expect(pages.first?.contains("Notes") == true && pages.first?.contains("findings: 0 errors, 0 warnings, 0 infos") == true)
        // The flawed screen's page lists its findings, each with its rule, device and posture.
        let second = pages.last ?? ""
        #expect(second.contains("findings: 1 error, 0 warnings") && second.contains("Findings"), "\(second.suffix(600))")
        #expect(second.contains("FK001 error · iphone-duo/book · text 'message' overlaps region 'fold'"), "\(second.suffix(600))")
    }

    @Test func pngIsNullWhenNotRendered() throws {
        let directory = TemporaryDirectory("storyboard")
        defer { directory.remove() }
        let scene = SceneFiles.write(SceneFiles.notes, to: "notes.json", in: directory)
        let output = Self.run([scene, "--posture", "book", "--format", "json"], in: directory)
        #expect(output.stdout.contains("\"png\" : null"))
        let panels = try Self.json(output)["panels"] as? [[String: Any]]
        let panel = try #require(panels?.first)
        #expect(panel["png"] is NSNull)
    }

    /// Scene files and directories (every `*.json` inside, sorted) in the order given; the file's
    /// name is the scene's id.
    @Test func sceneFilesAndDirectories() throws {
        let directory = TemporaryDirectory("storyboard")
        defer { directory.remove() }
        for name in ["screens/b-notes.json", "screens/a-notes.json", "single.json"] { SceneFiles.write(SceneFiles.notes, to: name, in: directory) }
        SceneFiles.write("not a scene", to: "screens/readme.txt", in: directory)
        let output = Self.run(["single.json", "screens", "--posture", "flat", "--format", "json"], in: directory)
        #expect(output.exitCode == 0, "\(output.stderr)")
        let panels = try #require(try Self.json(output)["panels"] as? [[String: Any]])
        #expect(panels.map { $0["scene"] as? String } == ["single", "a-notes", "b-notes"])
    }

    @Test func sameInputSameBytes() {
        let first = TemporaryDirectory("storyboard"), second = TemporaryDirectory("storyboard")
        defer { first.remove(); second.remove() }
        #expect(Self.run(["--posture", "book,tabletop"], in: first).stdout == Self.run(["--posture", "book,tabletop"], in: second).stdout)
        #expect(first.files() == second.files())
        for file in first.files() { #expect(first.data(file) == second.data(file), "\(file)") }
    }

    /// `all` skips postures a device cannot take; the iPhone has no hinge (SPEC 2.4).
    @Test func allSkipsPosturesADeviceCannotTake() throws {
        let directory = TemporaryDirectory("storyboard")
        defer { directory.remove() }
        let scene = SceneFiles.write(SceneFiles.notes, to: "notes.json", in: directory)
        let output = Self.run([scene, "--device", "iphone-duo,iphone", "--posture", "all", "--format", "json"], in: directory)
        let report = try Self.json(output)
        let panels = try #require(report["panels"] as? [[String: Any]])
        #expect(panels.filter { $0["device"] as? String == "iphone" }.map { $0["posture"] as? String } == ["flat", "flat-rotated"])
        #expect(panels.count == 6 + 2)
    }

    @Test func absoluteOutputDirectory() throws {
        let directory = TemporaryDirectory("storyboard")
        defer { directory.remove() }
        let scene = SceneFiles.write(SceneFiles.notes, to: "notes.json", in: directory)
        let output = Self.run([directory.path + "/" + scene, "-o", directory.path + "/abs/", "--posture", "flat"], in: TemporaryDirectory("unused"))
        #expect(output.exitCode == 0)
        #expect(output.stdout.hasSuffix("\(directory.path)/abs/index.html\n"))
        #expect(directory.files() == ["abs/.foldkit-storyboard.json", "abs/index.html", "abs/notes/iphone-duo/flat.svg", "notes.json"])
    }

    @Test func helpShowsUsage() {
        let output = FoldKitCommandLine.run(["storyboard", "--help"])
        #expect(output.exitCode == 0 && output.stdout.contains("USAGE: foldkit storyboard") && output.stdout.contains("-o, --output <dir>"))
    }
}
