import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// The built-in storyboard's bytes for a few panels and its page, as snapshots (STYLE 12):
/// `RECORD_SNAPSHOTS=1 swift test --filter StoryboardSnapshotTests` re-records them.
struct StoryboardSnapshotTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// Panels that show the SPEC's answers: list and detail meeting at the fold (book), the map
    /// above and the stations below (tabletop), a group moved off the fold with its menu.
    static let panels = [
        "mail/iphone-duo/book.svg", "odokeep-fuel-prices/iphone-duo/tabletop.svg",
        "photo-context-menu/iphone-duo/book.svg", "fitness-grid/iphone-duo/book.svg",
    ]

    @Test func builtInPanelsAndPage() {
        let directory = TemporaryDirectory("storyboard")
        defer { directory.remove() }
        let output = FoldKitCommandLine.run(["storyboard", "--posture", "book,tabletop"], context: CommandContext(workingDirectory: directory.path))
        #expect(output.exitCode == 0, "\(output.stderr)")
        for panel in Self.panels {
            let text = String(decoding: directory.data("storyboard/" + panel) ?? Data(), as: UTF8.self)
            let name = "storyboard-" + panel.replacingOccurrences(of: "/", with: "-")
            #expect(Snapshot.check(text, named: name, in: Self.snapshots) == nil)
        }
        let page = String(decoding: directory.data("storyboard/index.html") ?? Data(), as: UTF8.self)
        #expect(Snapshot.check(page, named: "storyboard-index.html", in: Self.snapshots) == nil)
    }
}
