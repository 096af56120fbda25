import Foundation
import FoldKit
import FoldKitRender
import FoldKitStoryboard

/// `foldkit storyboard`: draws scenes × devices × states × postures as SVG (and PNG) with one HTML
/// page (CLI.md, SPEC 8.3, 10.2).
///
/// Phases: parse the flags; read the profiles, then the scenes (``SceneInput``: files, directories,
/// else the built-in scenes); plan the panels; lay each panel's scene out and lint it (``LintedPanels``); render
/// and write; report.
public struct StoryboardCommand: Command {
    /// Creates the command.
    public init() {}
    public var name: String { "storyboard" }
    public var overview: String { "Draw every screen on every device in every posture as SVG, PNG, one HTML page and one PDF" }
    public var usage: String {
        "[<scene.json|dir> ...] [--device <id,id|all>] [--posture <name,name|all>] [--layout-direction <ltr,rtl>] "
            + "[--camera-streaming [<off,on>]] [--live-activity [<off,on>]] [--keyboard <off,on,field>] [--scrolled [<off,on>]] [--window <x,y,w,h>]... [--render <svg,png,html,pdf>] [--style wireframe|store] [--frame none|device] [--watch] [-o <dir>] [--format text|json]"
    }
    public var options: [OptionSpec] { StoryboardOptions.specs }

    public func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CLIOutput {
        let format = try OutputFormat.parse(arguments)
        let settings = try Settings(arguments, context: context)
        if arguments.has("--watch") { return try StoryboardWatch(settings: settings, arguments: arguments.positionals, context: context).run() }
        let scenes = try SceneInput.load(arguments.positionals, context: context)
        let (written, notes) = try settings.render(scenes, context: context)
        let report = StoryboardReport(written, directory: settings.directory, pdf: settings.kinds.contains(.pdf))
        if format == .json { return CLIOutput(stdout: try JSONOutput.encode(report), stderr: notes) }
        return CLIOutput(stdout: report.text(kinds: settings.kinds, written: written, directory: settings.directory), stderr: notes)
    }

    /// Everything a storyboard run reads from its flags besides the scenes.
    struct Settings: Sendable {
        var postures: PostureSelection
        var states: [StateModifiers]
        var kinds: Set<StoryboardOptions.RenderKind>
        var style: PanelStyle
        var frame: PanelFrame
        var directory: StoryboardOutputDirectory
        var devices: [DeviceProfile]

        /// The settings `arguments` give, checked in the order of the flags' meaning.
        init(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
            postures = try StoryboardOptions.postures(arguments)
            states = try StateListOptions.states(arguments)
            kinds = try StoryboardOptions.renderKinds(arguments)
            style = try arguments.choice("--style", PanelStyle.self, noun: "style") ?? .wireframe
            frame = try arguments.choice("--frame", PanelFrame.self, noun: "frame") ?? PanelFrame.none
            directory = try StoryboardOutputDirectory(arguments, context: context)
            devices = try StoryboardOptions.devices(arguments, context: context)
        }

        /// Plans, lays out, lints and writes `scenes`; only the panel files of `only` (scene ids)
        /// when given — the page, PDF and manifest always cover every scene. `watch` makes the page
        /// reload itself when `watch.js` changes.
        /// - Returns: the files written and the notes for stderr (a scene without the text input a
        ///   keyboard state focuses has no panel for it, said once).
        func render(_ scenes: [SceneInput.Loaded], context: CommandContext, only: Set<String>? = nil,
                    watch: Bool = false) throws(CLIError) -> ([StoryboardWriter.Written], String) {
            // Two ids that make one folder name (`a b` and `a-b`) would write over each other's panels.
            try ListValue.requireUnique(scenes, key: { StoryboardPaths.component($0.id) }, text: \.source, noun: "scene folder", source: .arguments)
            let notes = StoryboardOptions.skippedPostureNotes(postures, devices: devices) + (try KeyboardOptions.check(states.map(\.keyboard), scenes: scenes))
            // Every panel's state in plan order (scene-major): a scene has the keyboard states it can show (SPEC 10.2).
            let shownStates = scenes.flatMap { scene in states.filter { scene.prepared.shows($0.keyboard) } }
            // One scene planned, laid out and linted at a time, so memory holds one scene's panels
            // (issue 20); the first is planned before anything is written, as plan errors name a flag.
            let first = try scenes.first.map { scene throws(CLIError) in try Self.planned(scene, settings: self) }
            let writer = StoryboardWriter(directory: directory, kinds: kinds, style: style, frame: frame,
                                          progress: StoryboardProgress(enabled: context.stderrIsTerminal && !watch),
                                          only: only, watch: watch)
            let written = try writer.write(sceneCount: scenes.count, states: shownStates) { index throws(CLIError) in
                let planned: StoryboardPlan
                if index == 0, let first { planned = first } else { planned = try Self.planned(scenes[index], settings: self) }
                // A scene without the text input a keyboard state focuses has no panel for it (SPEC 10.2).
                return LintedPanels(planned, scenes: [scenes[index].id: scenes[index].prepared]).drawnPlan
            }
            return (written, notes)
        }

        /// The panels of one scene on every device, posture and state (not laid out).
        static func planned(_ scene: SceneInput.Loaded, settings: Settings) throws(CLIError) -> StoryboardPlan {
            try StoryboardCommand.plan(StoryboardRequest(scenes: [PanelScene(id: scene.id, title: scene.scene.name)], devices: settings.devices,
                                                         postures: settings.postures, states: settings.states))
        }
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
