import Foundation
import FoldKit
import FoldKitLint
import FoldKitRender
import FoldKitScenes

/// `foldkit lint`: checks scenes against the design rules (``Linter/ruleIDs``) in every chosen
/// posture and state of every chosen device, and reports findings like a compiler (CLI.md `lint`,
/// SPEC 8.4, 10.2).
///
/// Phases: parse the flags; read the scenes (the built-ins without any); lay each out in every
/// panel and lint it per device (``Linter``, which compares postures within one state); print.
/// Exit 1 when any finding is an error, 2 for bad input.
public struct LintCommand: Command {
    /// Creates the command.
    public init() {}
    public var name: String { "lint" }
    public var overview: String { "Check scenes against the design rules \(Linter.ruleRange) in every posture" }
    public var usage: String {
        "[<scene.json|dir> ...] [--device <id,id|all>] [--posture <name,name|all>] [--layout-direction <ltr,rtl>] "
            + "[--camera-streaming [<off,on>]] [--live-activity [<off,on>]] [--window <x,y,w,h>]... [--format text|json]"
    }
    public var options: [OptionSpec] {
        StoryboardOptions.specs.filter { $0.name == "--device" || $0.name == "--posture" } + StateListOptions.specs + [OutputFormat.spec]
    }

    public func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CLIOutput {
        let format = try OutputFormat.parse(arguments)
        let devices = try StoryboardOptions.devices(arguments, context: context)
        let postures = try StoryboardOptions.postures(arguments)
        let states = try StateListOptions.states(arguments)
        // The storyboard's plan resolves each device × state × posture once, with the same checks and messages.
        let spaces = try StoryboardCommand.plan(StoryboardRequest(devices: devices, postures: postures, states: states)).panels
        let scenes = try SceneInput.load(arguments.positionals, context: context)
        var diagnostics: [Diagnostic] = []
        var nextScreens = 0
        for named in scenes {
            for device in devices {
                let panels = spaces.filter { $0.deviceID == device.id }.flatMap {
                    Linter.screens(of: named.prepared, in: $0.space, posture: $0.posture, state: $0.state)
                }
                nextScreens += panels.count { !$0.pushed.isEmpty }
                diagnostics += Linter.lint(named.prepared, sceneID: named.id, deviceID: device.id, panels: panels)
            }
        }
        let report = LintReport(diagnostics)
        let exitCode: Int32 = report.errors > 0 ? 1 : 0
        if format == .json { return CLIOutput(exitCode: exitCode, stdout: try JSONOutput.encode(report)) }
        return CLIOutput(exitCode: exitCode, stdout: report.text(scenes: scenes.count, devices: devices.count, states: states.count, panels: spaces.count * scenes.count,
                                                                          nextScreens: nextScreens))
    }
}
