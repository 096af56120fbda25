import Foundation
import Testing
import FoldKit
import FoldKitCLI
import FoldKitScenes
import _FoldKitTestSupport

/// `--device all` with a posture list: devices that cannot take a posture skip it.
struct StoryboardAllDevicesTests {
    @Test func everyDeviceThatHasABookPostureShowsIt() throws {
        let directory = TemporaryDirectory("storyboard-all-book")
        defer { directory.remove() }
        let output = StoryboardCommandTests.run(["--device", "all", "--posture", "book", "--format", "json"], in: directory)
        #expect(output.exitCode == 0, "\(output.stderr)")
        let report = try StoryboardCommandTests.json(output)
        let panels = try #require(report["panels"] as? [[String: Any]])
        // The five foldables take book; the iPhone and the iPad have no hinge and are skipped.
        let devices = DeviceProfile.builtInIDs.filter { Builtins.profile($0).supportedPresets.contains(.book) }
        #expect(devices.count == 5)
        #expect(panels.count == Scene.builtInIDs.count * devices.count)
        #expect(Set(panels.compactMap { $0["device"] as? String }) == Set(devices))
        #expect(panels.allSatisfy { $0["posture"] as? String == "book" })
        // Skipped, but said: one note per device on stderr.
        #expect(output.stderr == "note: device 'iphone' cannot take book: no panel there\nnote: device 'ipad' cannot take book: no panel there\n")
    }

    /// lint says the same.
    @Test func lintNotesTheSkippedDevices() {
        let output = FoldKitCommandLine.run(["lint", "--device", "all", "--posture", "closed,book"])
        #expect(output.exitCode == 0)
        #expect(output.stderr == "note: device 'iphone' cannot take closed, book: no panel there\n"
                    + "note: device 'ipad' cannot take closed, book: no panel there\n"
                    + "note: device 'dual-screen' cannot take closed: no panel there\n")
    }
}
