import Foundation
import FoldKit
import FoldKitLint
import FoldKitRender
import FoldKitScenes
import FoldKitStoryboard

/// `foldkit lint`: checks scenes against the design rules (``Linter/ruleIDs``) in every chosen
/// posture and state of every chosen device, and reports findings like a compiler (CLI.md `lint`,
/// SPEC 8.4, 10.2).
///
/// Phases: parse the flags; read the scenes (the built-ins without any) and the baseline; lay
/// each scene out in every panel and lint it per device (``Linter``, which compares postures
/// within one state and leaves out disabled rules); print text, JSON or SARIF. Exit 1 when any
/// finding not in the baseline is an error, 2 for bad input.
public struct LintCommand: Command {
    /// Creates the command.
    public init() {}
    public var name: String { "lint" }
    public var overview: String { "Check scenes against the design rules \(Linter.ruleRange) in every posture" }
    public var usage: String {
        "[<scene.json|dir> ...] [--device <id,id|all>] [--posture <name,name|all>] [--layout-direction <ltr,rtl>] "
            + "[--camera-streaming [<off,on>]] [--live-activity [<off,on>]] [--keyboard <off,on,field>] [--scrolled [<off,on>]] [--window <x,y,w,h>]... [--disable <FK015,…>] "
            + "[--baseline <file>] [--format text|json|sarif] | --frames <file> [--device <id>] [--posture <name>] … "
            + "| --uiautomator <dump.xml> --device <id> --posture <name> … | --list-rules [--format text|json|sarif]"
    }
    public var options: [OptionSpec] {
        StoryboardOptions.specs.filter { $0.name == "--device" || $0.name == "--posture" } + StateListOptions.specs + LintOptions.specs + LintExternal.specs + [LintFormat.spec]
    }

    public func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CLIOutput {
        let format = try LintFormat.parse(arguments)
        if arguments.has("--list-rules") { return try LintRuleList.output(arguments, format: format) }
        if LintExternal.isRequested(arguments) { return try LintExternal.run(arguments, context: context, format: format) }
        let disabled = try LintOptions.disabled(arguments)
        let devices = try StoryboardOptions.devices(arguments, context: context)
        let postures = try StoryboardOptions.postures(arguments)
        let states = try StateListOptions.states(arguments)
        // The storyboard's plan resolves each device × state × posture once, with the same checks and messages.
        let spaces = try StoryboardCommand.plan(StoryboardRequest(devices: devices, postures: postures, states: states)).panels
        let scenes = try SceneInput.load(arguments.positionals, context: context)
        let baseline = try LintBaseline.read(arguments, context: context)
        let notes = StoryboardOptions.skippedPostureNotes(postures, devices: devices) + (try KeyboardOptions.check(states.map(\.keyboard), scenes: scenes))
        // A scene without the text input a keyboard state focuses has no panel for it (SPEC 10.2).
        let linted = LintedPanels(scenes: scenes.map { ($0.id, $0.prepared) }, spaces: spaces, disabling: disabled)
        let diagnostics = linted.diagnostics
        let nextScreens = linted.panels.count { !$0.panel.pushed.isEmpty }
        let report = LintReport(diagnostics, baseline: baseline)
        let exitCode: Int32 = report.errors > 0 ? 1 : 0
        switch format {
        case .json:
            return CLIOutput(exitCode: exitCode, stdout: try JSONOutput.encode(report), stderr: notes)
        case .sarif:
            let files = Dictionary(scenes.map { ($0.id, LintSARIF.file(for: $0, context: context)) }, uniquingKeysWith: { first, _ in first })
            return CLIOutput(exitCode: exitCode, stdout: try JSONOutput.encode(LintSARIF(report, files: files)), stderr: notes)
        case .text:
            return CLIOutput(exitCode: exitCode, stdout: report.text(scenes: scenes.count, devices: devices.count, states: states.count,
                                                                     panels: linted.panels.count - nextScreens, nextScreens: nextScreens), stderr: notes)
        }
    }
}
