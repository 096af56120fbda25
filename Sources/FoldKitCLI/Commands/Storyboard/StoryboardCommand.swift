import Foundation
import FoldKit
import FoldKitRender

/// `foldkit storyboard`: draws scenes × devices × states × postures as SVG (and PNG) with one HTML
/// page (CLI.md, SPEC 8.3, 10.2).
///
/// Phases: parse the flags; read the profiles, then the scenes (``SceneInput``: files, directories,
/// else the built-in scenes); plan the panels; lay each panel's scene out and lint it (``StoryboardScenes``); render
/// and write; report.
public struct StoryboardCommand: Command {
    /// Creates the command.
    public init() {}
    public var name: String { "storyboard" }
    public var overview: String { "Draw every screen on every device in every posture as SVG, PNG and one HTML page" }
    public var usage: String {
        "[<scene.json|dir> ...] [--device <id,id|all>] [--posture <name,name|all>] [--layout-direction <ltr,rtl>] "
            + "[--camera-streaming [<off,on>]] [--live-activity [<off,on>]] [--keyboard <off,on,field>] [--scrolled [<off,on>]] [--window <x,y,w,h>]... [--render <svg,png,html>] [-o <dir>] [--format text|json]"
    }
    public var options: [OptionSpec] { StoryboardOptions.specs }

    public func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CLIOutput {
        let format = try OutputFormat.parse(arguments)
        let postures = try StoryboardOptions.postures(arguments)
        let states = try StateListOptions.states(arguments)
        let kinds = try StoryboardOptions.renderKinds(arguments)
        let directory = try StoryboardOutputDirectory(arguments, context: context)
        let devices = try StoryboardOptions.devices(arguments, context: context)
        let scenes = try SceneInput.load(arguments.positionals, context: context)
        // Two ids that make one folder name (`a b` and `a-b`) would write over each other's panels.
        try ListValue.requireUnique(scenes, key: { StoryboardPaths.component($0.id) }, text: \.source, noun: "scene folder", source: .arguments)
        let panelScenes = scenes.map { PanelScene(id: $0.id, title: $0.scene.name) }
        let byID = Dictionary(scenes.map { ($0.id, $0.prepared) }, uniquingKeysWith: { first, _ in first })
        let notes = try KeyboardOptions.check(states.map(\.keyboard), scenes: scenes.map { ($0.id, $0.prepared) })
        var planned = try Self.plan(StoryboardRequest(scenes: panelScenes, devices: devices, postures: postures, states: states))
        // A scene without the text input a keyboard state focuses has no panel for it (SPEC 10.2).
        planned.panels.removeAll { panel in byID[panel.scene.id].map { !KeyboardOptions.shows(panel.state.keyboard, in: $0) } ?? false }
        let plan = StoryboardScenes.fill(planned, scenes: byID)
        let writer = StoryboardWriter(directory: directory, kinds: kinds,
                                      progress: StoryboardProgress(enabled: context.stderrIsTerminal, total: plan.panels.count))
        let written = try writer.write(plan)
        let report = StoryboardReport(written, directory: directory)
        if format == .json { return CLIOutput(stdout: try JSONOutput.encode(report), stderr: notes) }
        return CLIOutput(stdout: report.text(kinds: kinds, written: written, directory: directory), stderr: notes)
    }

    /// Plans the panels, mapping a plan error to the flag at fault.
    static func plan(_ request: StoryboardRequest) throws(CLIError) -> StoryboardPlan {
        do { return try StoryboardPlan.make(request) } catch {
            switch error {
            case .unsupportedPosture(let device, let posture, let reason):
                let supported = request.devices.first { $0.id == device }?.supportedPresets.map(\.rawValue) ?? []
                throw .invalidValue(flag: "--posture", placeholder: "name,name|all", value: posture.rawValue,
                                    reason: "device '\(device)' cannot take the posture (\(reason)):", choices: supported + ["all"])
            case .duplicateDevice(let id):
                throw .invalidValue(flag: "--device", placeholder: "id,id|all", value: id, reason: "device listed twice:")
            case .windowOutsideDisplay(let device, let posture, let window, let message):
                throw .invalidValue(flag: "--window", placeholder: "x,y,w,h", value: StateModifiers.text(of: window),
                                    reason: "device '\(device)' in posture '\(posture.rawValue)': \(message); choose the postures with --posture:")
            case .noKeyboard(_, _, let message):
                let keyboards = request.states.map(\.keyboard).filter(\.isUp).map(\.description)
                throw .invalidValue(flag: "--keyboard", placeholder: "off,on,field", value: keyboards.joined(separator: ","), reason: "\(message):")
            case .unresolvable, .duplicateScene, .duplicateState:
                throw .conflict(error.description)
            }
        }
    }
}
