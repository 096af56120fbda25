import Foundation
import FoldKit
import FoldKitLint
import FoldKitRender
import FoldKitScenes

/// `foldkit lint`: checks scenes against the design rules (``Linter/ruleIDs``) in every chosen
/// posture of every chosen device, and reports findings like a compiler (CLI.md `lint`, SPEC 8.4).
///
/// Phases: parse the flags; read the scenes (the built-ins without any); lay each out and lint
/// it per device (``Linter``); print. Exit 1 when any finding is an error, 2 for bad input.
public struct LintCommand: Command {
    /// Creates the command.
    public init() {}
    public var name: String { "lint" }
    public var overview: String { "Check scenes against the design rules \(Linter.ruleRange) in every posture" }
    public var usage: String { "[<scene.json|dir> ...] [--device <id,id|all>] [--posture <name,name|all>] [--layout-direction ltr|rtl] [--format text|json]" }
    public var options: [OptionSpec] {
        StoryboardOptions.specs.filter { $0.name == "--device" || $0.name == "--posture" }
            + StateOptions.specs.filter { $0.name == "--layout-direction" } + [OutputFormat.spec]
    }

    public func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CLIOutput {
        let format = try OutputFormat.parse(arguments)
        let devices = try StoryboardOptions.devices(arguments, context: context)
        let postures = try StoryboardOptions.postures(arguments)
        let direction = try arguments.choice("--layout-direction", LayoutDirection.self, noun: "layout direction") ?? .leftToRight
        // The storyboard's plan resolves each device × posture once, with the same checks and messages.
        let spaces = try StoryboardCommand.plan(StoryboardRequest(devices: devices, postures: postures)).panels
        let scenes = try SceneInput.load(arguments.positionals, context: context)
        var diagnostics: [Diagnostic] = []
        for named in scenes {
            for device in devices {
                let panels = spaces.filter { $0.deviceID == device.id }.map {
                    LintPanel(posture: $0.posture, space: $0.space, layout: SceneLayout.layout(named.scene, in: $0.space, layoutDirection: direction))
                }
                diagnostics += Linter.lint(named.scene, sceneID: named.id, deviceID: device.id, panels: panels)
            }
        }
        let report = LintReport(diagnostics)
        let exitCode: Int32 = report.errors > 0 ? 1 : 0
        if format == .json { return CLIOutput(exitCode: exitCode, stdout: JSONOutput.encode(report)) }
        return CLIOutput(exitCode: exitCode, stdout: report.text(scenes: scenes.count, devices: devices.count, panels: spaces.count * scenes.count))
    }
}
