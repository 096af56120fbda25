import Foundation
import Testing
import FoldKit
import FoldKitCLI
import FoldKitScenes
import _FoldKitTestSupport

/// The storyboard's fold view in a real browser (issue 13, SPEC 10.1): headless Chromium loads
/// `index.html` from `file://` with no console message, and each node's frame in the DOM is the
/// layout's in the posture and state shown, moving between postures as the layout says.
///
/// Runs in `make test`, whose `scripts/install-deps.sh --with-test-tools` installs Debian's
/// `chromium`; without it the test fails and says how to install it.
@Suite("Fold view in headless Chromium", .serialized)
struct FoldViewBrowserTests {
    /// The repository's root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// Mail's list, its search field and the side bar's Compose item: they move between flat,
    /// book and tabletop, and Compose moves below the inner camera when it streams.
    static let watched: [(className: String, id: String)] = [("fold-node", "messages"), ("fold-node", "mailbox-search"), ("fold-item", "compose")]

    /// The browser, or a recorded failure saying how to install it.
    static func browser() -> String? {
        if HeadlessChromium.path == nil { Issue.record(Comment(rawValue: HeadlessChromium.missing)) }
        return HeadlessChromium.path
    }

    @Test("the page loads from file:// without a console message, and every watched frame is the layout's")
    func framesFollowTheLayout() throws {
        guard let browser = Self.browser() else { return }
        let directory = TemporaryDirectory("fold-view")
        defer { directory.remove() }
        let scene = Self.root + "/Sources/FoldKitScenes/Resources/Scenes/mail.json"
        let output = FoldKitCommandLine.run(["storyboard", scene, "--posture", "flat,book,tabletop", "--camera-streaming", "off,on", "-o", "out"],
                                            context: CommandContext(workingDirectory: directory.path))
        try #require(output.exitCode == 0, "\(output.stderr)")
        let mail = try Scene.builtIn("mail")
        var seen: [String: [[Double]]] = [:]
        for (preset, camera) in [(PosturePreset.flat, false), (.book, true), (.tabletop, false)] {
            let fragment = "fold=" + preset.rawValue + (camera ? ".camera" : "")
            let load = try HeadlessChromium.load("file://\(directory.path)/out/index.html#\(fragment)", browser: browser, scratch: directory.path)
            #expect(!load.timedOut && load.exitCode == 0, "chromium: \(load.log.suffix(2_000))")
            #expect(load.console.isEmpty, "console: \(load.console)")
            let dom = DumpedDOM(html: load.dom)
            let anchor = "data-fold=\"mail/iphone-duo\""
            let stage = try #require(dom.tags(after: anchor).first { DumpedDOM.attribute("class", in: $0)?.hasPrefix("fold-stage") == true },
                                     "no fold stage in the DOM for \(fragment)")
            #expect(DumpedDOM.attribute("data-posture", in: stage) == preset.rawValue)
            #expect(DumpedDOM.attribute("data-state", in: stage) == (camera ? "camera" : ""))
            let scale = try #require(DumpedDOM.attribute("data-scale", in: stage).flatMap(Double.init))
            let size = try #require(DumpedDOM.attribute("data-size", in: stage).flatMap(Double.init))
            let space = Builtins.space("iphone-duo", preset, cameraStreaming: camera)
            let layout = SceneLayout.solve(unchecked: mail, in: space)
            // The display is centred on the square stage at one scale: (720 − 951 × 0.757) / 2 in book.
            let dx = (size - Double(space.displaySize.width) * scale) / 2 + Double(space.window.minX) * scale
            let dy = (size - Double(space.displaySize.height) * scale) / 2 + Double(space.window.minY) * scale
            for (className, id) in Self.watched {
                let expected = try #require(className == "fold-node"
                    ? layout[id]?.visibleFrame : layout.bars.flatMap(\.items).first { $0.id == id }?.frame, "\(id) in \(fragment)")
                let tag = try #require(dom.element(className, id: id, after: anchor), "no \(className) '\(id)' in the DOM for \(fragment)")
                let frame = try #require(DumpedDOM.frame(in: tag), "\(id) hidden in \(fragment): \(tag)")
                let want = [expected.minX, expected.minY, expected.width, expected.height].map(Double.init)
                // The page writes thousandths (DrawingNumber); the style is the frame at the stage's scale.
                #expect(zip(frame, want).allSatisfy { abs($0 - $1) <= 0.0005 }, "\(id) in \(fragment): DOM \(frame), layout \(want)")
                let pixels = ["left", "top", "width", "height"].compactMap { DumpedDOM.pixels($0, in: tag) }
                let wantPixels = [dx + want[0] * scale, dy + want[1] * scale, want[2] * scale, want[3] * scale]
                #expect(pixels.count == 4 && zip(pixels, wantPixels).allSatisfy { abs($0 - $1) <= 0.01 }, "\(id) in \(fragment): style \(pixels), expected \(wantPixels)")
                seen[id, default: []].append(frame)
            }
        }
        // What moves, moves: each watched element has another frame in at least one other posture.
        for (_, id) in Self.watched {
            let frames = seen[id] ?? []
            #expect(frames.count == 3 && Set(frames.map { $0.map { String($0) }.joined(separator: ",") }).count > 1, "\(id) never moved: \(frames)")
        }
    }

    /// A wrapper page that measures, in the fold view in `index.html#fold=<fragment>`, every label
    /// shown: its text, its font size, whether it runs out of its box sideways and whether it
    /// wraps. It writes one `<li data-id data-size data-overflow data-wrap>` per label into its
    /// `<ol id="labels">`.
    static func labelProbe(_ fragment: String) -> String {
        """
        <!DOCTYPE html><html><head><meta charset="utf-8"></head><body>
        <iframe id="page" src="index.html#fold=\(fragment)" style="width:1400px;height:900px"></iframe><ol id="labels"></ol>
        <script>
        window.addEventListener("load", function () {
          var doc = document.getElementById("page").contentDocument, list = document.getElementById("labels");
          doc.querySelectorAll(".fold-stage > div:not(.gone)").forEach(function (e) {
            if (!e.textContent) { return; }
            var li = document.createElement("li");
            li.dataset.id = e.dataset.id;
            li.dataset.size = parseFloat(getComputedStyle(e).fontSize);
            li.dataset.overflow = e.scrollWidth > e.clientWidth + 1 ? "yes" : "no";
            li.dataset.wrap = e.classList.contains("wrap") ? "yes" : "no";
            li.textContent = e.textContent;
            list.appendChild(li);
          });
        });
        </script></body></html>
        """
    }

    @Test("the fold view's labels are whole: each fits its box's width at 6 px or more, wrapping if it must; a side-bar title on one line")
    func labelsAreWhole() throws {
        guard let browser = Self.browser() else { return }
        let directory = TemporaryDirectory("fold-view-labels")
        defer { directory.remove() }
        let scene = Self.root + "/Sources/FoldKitScenes/Resources/Scenes/mail.json"
        let output = FoldKitCommandLine.run(["storyboard", scene, "--posture", "book", "--camera-streaming", "on", "--render", "html", "-o", "out"],
                                            context: CommandContext(workingDirectory: directory.path))
        try #require(output.exitCode == 0, "\(output.stderr)")
        try Data(Self.labelProbe("book.camera").utf8).write(to: URL(fileURLWithPath: directory.path + "/out/labels.html"))
        let load = try HeadlessChromium.load("file://\(directory.path)/out/labels.html", browser: browser, scratch: directory.path,
                                             arguments: HeadlessChromium.driving)
        #expect(!load.timedOut && load.exitCode == 0 && load.console.isEmpty, "chromium: \(load.console) \(load.log.suffix(1_000))")
        let labels = DumpedDOM(html: load.dom).tags(after: "<ol id=\"labels\">").filter { $0.hasPrefix("<li ") }
        // Mail's list, detail, search field and the side bar's items, at least.
        #expect(labels.count >= 10, "labels measured: \(labels.count)")
        // The side bar's 44-pt Compose item (33 px) keeps its title on one line, not "Compos / e".
        let compose = try #require(labels.first { DumpedDOM.attribute("data-id", in: $0) == "compose" }, "no Compose item among \(labels)")
        #expect(DumpedDOM.attribute("data-wrap", in: compose) == "no", "\(compose)")
        for label in labels {
            let size = DumpedDOM.attribute("data-size", in: label).flatMap(Double.init) ?? 0
            #expect(size >= 6 && size <= 11, "\(label): font size")
            #expect(DumpedDOM.attribute("data-overflow", in: label) == "no", "\(label): cut or running out of its box")
        }
    }

    /// The console capture the test above relies on: an uncaught exception shows up.
    @Test("an uncaught exception in a page is caught as a console message")
    func consoleCaptureWorks() throws {
        guard let browser = Self.browser() else { return }
        let directory = TemporaryDirectory("fold-view-probe")
        defer { directory.remove() }
        try Data("<!DOCTYPE html><html><body><script>noSuchFunction();</script></body></html>".utf8)
            .write(to: URL(fileURLWithPath: directory.path + "/probe.html"))
        let load = try HeadlessChromium.load("file://\(directory.path)/probe.html", browser: browser, scratch: directory.path)
        #expect(load.console.contains { $0.contains("noSuchFunction") }, "console capture failed: \(load.log.suffix(2_000))")
    }
}
