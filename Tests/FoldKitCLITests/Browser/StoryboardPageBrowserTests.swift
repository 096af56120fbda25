import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// The storyboard page made for review in a real browser (issue 20, SPEC 8.3): headless Chromium
/// loads `index.html` from `file://` with no console message; a wrapper page
/// (``StoryboardPageHarness``) clicks its device, posture, state and findings filters and checks
/// the panels rendered are exactly the plan's, clicks a panel and presses the viewer's keys, and
/// opens a deep link.
///
/// The plan: the FK001 and FK002 trigger scenes of `docs/lint/examples` on the Duo and the iPhone,
/// the camera off and on — 32 panels, two with an error (the Duo held like a book) and four with
/// a warning (the avatar under a camera). The expected panels come from the storyboard's and
/// lint's JSON, never from the page.
@Suite("Storyboard page in headless Chromium", .serialized)
struct StoryboardPageBrowserTests {
    /// One panel of the plan: its path without `.svg`, where and how it is shown, and its severities.
    struct Panel {
        var stem: String
        var scene: String
        var device: String
        var posture: String
        var camera: Bool
        var severities: Set<String> = []
    }

    static let examples = FoldViewBrowserTests.root + "/docs/lint/examples/"
    static let arguments = [examples + "FK001-trigger.json", examples + "FK002-trigger.json", "--device", "iphone-duo,iphone",
                            "--camera-streaming", "off,on"]

    /// The panels, in page order, from `storyboard --format json` and `lint --format json`.
    static func plan(in directory: TemporaryDirectory) throws -> [Panel] {
        let context = CommandContext(workingDirectory: directory.path)
        let storyboard = FoldKitCommandLine.run(["storyboard"] + arguments + ["--render", "svg,html", "-o", "out", "--format", "json"], context: context)
        try #require(storyboard.exitCode == 0, "\(storyboard.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(storyboard.stdout.utf8)) as? [String: Any])
        var panels: [Panel] = []
        for entry in try #require(report["panels"] as? [[String: Any]]) {
            #expect(entry["next"] is NSNull, "a panel with a next screen: \(entry)")
            let svg = try #require(entry["svg"] as? String)
            let state = try #require(entry["state"] as? [String: Any])
            panels.append(Panel(stem: String(svg.dropFirst("out/".count).dropLast(".svg".count)), scene: try #require(entry["scene"] as? String),
                                device: try #require(entry["device"] as? String), posture: try #require(entry["posture"] as? String),
                                camera: try #require(state["cameraStreaming"] as? Bool)))
        }
        let lint = FoldKitCommandLine.run(["lint"] + arguments + ["--format", "json"], context: context)
        let diagnostics = try #require((try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any])?["diagnostics"] as? [[String: Any]])
        for diagnostic in diagnostics {
            let state = try #require(diagnostic["state"] as? [String: Any])
            let index = try #require(panels.firstIndex {
                $0.scene == diagnostic["scene"] as? String && $0.device == diagnostic["device"] as? String
                    && $0.posture == diagnostic["posture"] as? String && $0.camera == state["cameraStreaming"] as? Bool
            }, "no panel for \(diagnostic)")
            panels[index].severities.insert(try #require(diagnostic["severity"] as? String))
        }
        return panels
    }

    @Test("filters show exactly the plan's panels; a click opens a panel full size, the arrows step, Esc closes; a deep link opens its panel")
    func reviewPage() throws {
        guard let browser = FoldViewBrowserTests.browser() else { return }
        let directory = TemporaryDirectory("storyboard-page")
        defer { directory.remove() }
        let panels = try Self.plan(in: directory)
        #expect(panels.count == 32)
        #expect(panels.filter { $0.severities.contains("error") }.count == 2 && panels.filter { $0.severities.contains("warning") }.count == 4,
                "the plan's findings changed: \(panels.filter { !$0.severities.isEmpty }.map(\.stem))")

        // The page alone, from file://: no console message.
        let plain = try HeadlessChromium.load("file://\(directory.path)/out/index.html", browser: browser, scratch: directory.path)
        #expect(!plain.timedOut && plain.exitCode == 0, "chromium: \(plain.log.suffix(2_000))")
        #expect(plain.console.isEmpty, "console: \(plain.console)")

        func stems(_ keep: (Panel) -> Bool) -> [String] { panels.filter(keep).map(\.stem) }
        let camera = "#states [data-dim=\"camera\"]"
        let filters: [StoryboardPageHarness.FilterStep] = [
            .init(name: "nothing filtered", clicks: [], expected: stems { _ in true }),
            .init(name: "device iPhone", clicks: ["#devices [data-device=\"iphone\"]"], expected: stems { $0.device == "iphone" }),
            .init(name: "device Duo, posture book", clicks: ["#devices [data-device=\"iphone-duo\"]", "#postures [data-posture=\"book\"]"],
                  expected: stems { $0.device == "iphone-duo" && $0.posture == "book" }),
            .init(name: "posture book, with findings", clicks: ["#devices [data-device=\"all\"]", "#findings-filter [data-findings=\"any\"]"],
                  expected: stems { $0.posture == "book" && !$0.severities.isEmpty }),
            .init(name: "errors", clicks: ["#postures [data-posture=\"all\"]", "#findings-filter [data-findings=\"error\"]"],
                  expected: stems { $0.severities.contains("error") }),
            .init(name: "warnings", clicks: ["#findings-filter [data-findings=\"warning\"]"], expected: stems { $0.severities.contains("warning") }),
            .init(name: "warnings, camera off", clicks: ["\(camera)[data-value=\"on\"]"],
                  expected: stems { $0.severities.contains("warning") && !$0.camera }),
            .init(name: "camera off", clicks: ["#findings-filter [data-findings=\"all\"]"], expected: stems { !$0.camera }),
            .init(name: "camera on", clicks: ["\(camera)[data-value=\"on\"]", "\(camera)[data-value=\"off\"]"], expected: stems { $0.camera }),
            .init(name: "every state again", clicks: ["\(camera)[data-value=\"off\"]"], expected: stems { _ in true }),
        ]
        // From Notes on the Duo, flat, standard state: → the next posture, ↓ the same posture with
        // the camera, ↑ back, ← the posture before, Esc closed.
        let duo = stems { $0.scene == "FK001-trigger" && $0.device == "iphone-duo" }
        let start = "FK001-trigger/iphone-duo/flat"
        let index = try #require(duo.firstIndex(of: start))
        let viewer: [StoryboardPageHarness.ViewerStep] = [
            .init(action: "click " + start, expected: start),
            .init(action: "ArrowRight", expected: duo[index + 1]),
            .init(action: "ArrowDown", expected: duo[index + 1] + ".camera"),
            .init(action: "ArrowUp", expected: duo[index + 1]),
            .init(action: "ArrowLeft", expected: start),
            .init(action: "ArrowLeft", expected: duo[index - 1]),
            .init(action: "Escape", expected: ""),
        ]
        let harness = StoryboardPageHarness(filters: filters, viewer: viewer, hashChange: "FK002-trigger/iphone/flat-rotated.camera",
                                            deepLink: "FK002-trigger/iphone-duo/book.camera")
        try Data(harness.html.utf8).write(to: URL(fileURLWithPath: directory.path + "/out/harness.html"))
        let load = try HeadlessChromium.load("file://\(directory.path)/out/harness.html", browser: browser, scratch: directory.path,
                                             arguments: HeadlessChromium.driving)
        #expect(!load.timedOut && load.exitCode == 0, "chromium: \(load.log.suffix(2_000))")
        #expect(load.console.isEmpty, "console: \(load.console)")
        let record = try #require(StoryboardPageHarness.record(in: load.dom), "no record in the wrapper's DOM: \(load.dom.prefix(2_000))")
        #expect(record["error"] is NSNull, "the harness failed: \(record["error"] ?? "")")

        let seenFilters = record["filters"] as? [[String: Any]] ?? []
        #expect(seenFilters.count == filters.count)
        for (step, seen) in zip(filters, seenFilters) {
            let visible = seen["visible"] as? [String] ?? []
            #expect(visible == step.expected, "\(step.name): shown \(visible), the plan says \(step.expected)")
            #expect(seen["showing"] as? String == "Showing \(step.expected.count) of 32 panels", "\(step.name): \(seen["showing"] ?? "")")
        }

        let seenViewer = record["viewer"] as? [[String: Any]] ?? []
        #expect(seenViewer.count == viewer.count)
        for (step, seen) in zip(viewer, seenViewer) {
            #expect(seen["open"] as? String == step.expected, "\(step.action): open \(seen["open"] ?? ""), expected \(step.expected)")
            // The fragment follows the viewer: the panel's path while open, nothing once closed.
            #expect(seen["hash"] as? String == step.expected, "\(step.action): fragment \(seen["hash"] ?? "")")
            if !step.expected.isEmpty { #expect(seen["image"] as? String == step.expected + ".svg") }
            // While the viewer is open, the page behind it takes no focus or clicks.
            #expect(seen["inert"] as? Bool == !step.expected.isEmpty, "\(step.action): page behind inert \(seen["inert"] ?? "")")
        }
        // Full size: the open panel is drawn larger than its thumbnail.
        let thumbnail = record["thumbnailWidth"] as? Double ?? 0, large = seenViewer.first?["imageWidth"] as? Double ?? 0
        #expect(thumbnail > 0 && large > thumbnail * 1.2, "thumbnail \(thumbnail) px, full size \(large) px")

        let deep = record["deep"] as? [String: Any] ?? [:]
        #expect(deep["open"] as? String == "FK002-trigger/iphone-duo/book.camera", "deep link: \(deep)")
        #expect((deep["findings"] as? String)?.contains("FK002") == true, "the deep-linked panel's findings: \(deep["findings"] ?? "")")
        let changed = record["hashChange"] as? [String: Any] ?? [:]
        #expect(changed["open"] as? String == "FK002-trigger/iphone/flat-rotated.camera", "after a hash change: \(changed)")
    }
}
