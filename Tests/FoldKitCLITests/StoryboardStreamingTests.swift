import Foundation
import Testing
import FoldKit
import FoldKitCLI
import FoldKitRender
import FoldKitScenes
import _FoldKitTestSupport
import FoldKitStoryboard

/// The storyboard written a scene at a time (issue 20: bounded memory at scale) writes the same
/// page and PDF as the whole plan drawn at once: each scene is laid out and linted on its own
/// (lint compares postures within one scene and device), its page section and PDF pages are
/// streamed, and the page's header, which counts every panel, is written last.
struct StoryboardStreamingTests {
    /// Every built-in scene on the Duo and the flip, with the keyboard down and up (scenes without
    /// a text field have no keyboard panel, so the states differ from scene to scene) and in both
    /// directions: the streamed files equal the whole plan's, byte for byte.
    @Test func streamedPageAndPDFEqualTheWholePlans() throws {
        let directory = TemporaryDirectory("storyboard-streaming")
        defer { directory.remove() }
        let output = FoldKitCommandLine.run(["storyboard", "--device", "iphone-duo,flip-foldable", "--keyboard", "off,on",
                                             "--layout-direction", "ltr,rtl", "--render", "svg,html,pdf", "-o", "out"],
                                            context: CommandContext(workingDirectory: directory.path))
        #expect(output.exitCode == 0, "\(output.stderr)")

        let scenes = try PreparedScene.allBuiltIn()
        let devices = try ["iphone-duo", "flip-foldable"].map { id throws(JSONInputError) in try DeviceProfile.builtIn(id) }
        // The CLI's order: the state flags as docs/cli.md lists them, a later one varying faster.
        let states = [StateModifiers(), StateModifiers(keyboard: .on),
                      StateModifiers(layoutDirection: .rightToLeft), StateModifiers(layoutDirection: .rightToLeft, keyboard: .on)]
        let planned = try StoryboardPlan.make(StoryboardRequest(scenes: scenes.map { PanelScene(id: $0.id, title: $0.scene.scene.name) },
                                                                devices: devices, states: states))
        let whole = LintedPanels(planned, scenes: Dictionary(uniqueKeysWithValues: scenes.map { ($0.id, $0.scene) })).drawnPlan
        #expect(whole.byScene.count == scenes.count)

        let page = try String(contentsOfFile: directory.path + "/out/index.html", encoding: .utf8)
        #expect(page == HTMLPage.document(whole))
        let pdf = try Data(contentsOf: URL(fileURLWithPath: directory.path + "/out/storyboard.pdf"))
        #expect(pdf == (try StoryboardPDF.document(whole)))
        #expect(!directory.files().contains { $0.contains(".foldkit-tmp") })
    }

    /// The PDF writer takes scenes one at a time and hands Cairo's bytes on as pages finish: the
    /// bytes of the first scene's pages arrive before the second scene is given.
    @Test func pdfBytesArriveSceneByScene() throws {
        let scenes = try PreparedScene.allBuiltIn().prefix(2)
        let device = try DeviceProfile.builtIn("iphone-duo")
        let planned = try StoryboardPlan.make(StoryboardRequest(scenes: scenes.map { PanelScene(id: $0.id, title: $0.scene.scene.name) },
                                                                devices: [device]))
        let plan = LintedPanels(planned, scenes: Dictionary(uniqueKeysWithValues: scenes.map { ($0.id, $0.scene) })).drawnPlan
        let received = ByteCount()
        let writer = try StoryboardPDF.Writer { bytes in received.count += bytes.count; return true }
        try writer.append(plan.byScene[0])
        let afterFirst = received.count
        #expect(afterFirst > 0)
        try writer.append(plan.byScene[1])
        try writer.finish()
        #expect(received.count > afterFirst)
        #expect(received.count == (try StoryboardPDF.document(plan)).count)
    }

    /// A sink that cannot write stops the PDF with Cairo's write error, thrown, not ignored.
    @Test func pdfWriteFailureIsThrown() throws {
        let scene = try PreparedScene.builtIn("mail")
        let planned = try StoryboardPlan.make(StoryboardRequest(scenes: [PanelScene(id: "mail", title: scene.scene.name)],
                                                                devices: [try DeviceProfile.builtIn("iphone-duo")]))
        let plan = LintedPanels(planned, scenes: ["mail": scene]).drawnPlan
        let writer = try StoryboardPDF.Writer { _ in false }
        #expect(throws: RenderError.self) {
            try writer.append(plan.panels)
            try writer.finish()
        }
    }

    /// A run of many scenes names the first nine in its summary and counts the rest; the page's
    /// contents list them all.
    @Test func summaryNamesTheFirstScenes() throws {
        let directory = TemporaryDirectory("storyboard-many")
        defer { directory.remove() }
        try FileManager.default.createDirectory(atPath: directory.path + "/scenes", withIntermediateDirectories: true)
        for index in 1...11 { _ = SceneFiles.write(SceneFiles.notes, to: "scenes/notes-\(index).json", in: directory) }
        let output = FoldKitCommandLine.run(["storyboard", "scenes", "--posture", "book", "-o", "out"],
                                            context: CommandContext(workingDirectory: directory.path))
        #expect(output.exitCode == 0, "\(output.stderr)")
        // 11 scenes: 9 named, then "and 2 more" (11 − 9).
        #expect(output.stdout.contains("11 scenes (notes-1, notes-10, notes-11, notes-2, notes-3, notes-4, notes-5, notes-6, notes-7, and 2 more)"),
                "\(output.stdout)")
        let page = try String(contentsOfFile: directory.path + "/out/index.html", encoding: .utf8)
        #expect(page.components(separatedBy: "<li data-scene=").count - 1 == 11)
    }

    final class ByteCount: @unchecked Sendable {
        var count = 0
    }
}
