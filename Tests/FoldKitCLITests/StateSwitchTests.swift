import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// `--camera-streaming` and `--live-activity` on the commands that look at one device state:
/// alone or `on` means on, `off` or absent means off, parsed as `storyboard` and `lint` parse
/// them (CLI.md "Added 2026-12-01"; SPEC 10.2).
@Suite("State switches: alone, on and off on every one-state command")
struct StateSwitchTests {
    /// Each one-state command with the arguments it needs, named by the command.
    static let commands: [(name: String, arguments: [String])] = [
        ("regions", ["regions"]),
        ("arrange", ["arrange"]),
        ("list-detail", ["list-detail"]),
        ("grid", ["grid"]),
        ("place", ["place", "--kind", "element", "--frame", "880,20,60,40", "--purpose", "interactive"]),
        ("layout", ["layout", BadInputMatrix.validScene]),
    ]

    static func run(_ arguments: [String]) -> CLIOutput {
        FoldKitCommandLine.run(arguments + ["--format", "json"], context: CommandContext(workingDirectory: "/"))
    }

    @Test("'on' is the switch alone; 'off' is the switch absent", arguments: ["--camera-streaming", "--live-activity"], commands.map(\.name))
    func onAndOff(_ flag: String, _ command: String) throws {
        let arguments = try #require(Self.commands.first { $0.name == command }).arguments
        let alone = Self.run(arguments + [flag]), on = Self.run(arguments + [flag, "on"]), equals = Self.run(arguments + ["\(flag)=on"])
        let absent = Self.run(arguments), off = Self.run(arguments + [flag, "off"])
        #expect(alone.exitCode == 0, "\(alone.stderr)")
        #expect(on.stdout == alone.stdout && equals.stdout == alone.stdout)
        #expect(off.exitCode == 0, "\(off.stderr)")
        #expect(off.stdout == absent.stdout)
    }

    @Test("the camera switch changes the space: the inner camera is active only when on")
    func cameraIsActiveWhenOn() {
        #expect(Self.run(["regions", "--camera-streaming", "on"]).stdout.contains("\"inner-camera\""))
        #expect(!Self.run(["regions", "--camera-streaming", "off"]).stdout.contains("\"inner-camera\""))
    }

    @Test("a scene file after the switch is the scene, not its value")
    func sceneAfterSwitch() throws {
        let arguments = try #require(Self.commands.last).arguments
        let output = Self.run(["layout", "--camera-streaming", arguments[1]])
        #expect(output.exitCode == 0, "\(output.stderr)")
        #expect(output.stdout == Self.run(arguments + ["--camera-streaming"]).stdout)
    }
}
