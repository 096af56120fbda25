import Foundation
import FoldKit
import FoldKitLint
import FoldKitRender

/// `foldkit lint --frames FILE` and `foldkit lint --uiautomator DUMP.xml`: lint a layout computed
/// elsewhere (docs/frames-format.md) in one device, one posture and the chosen states.
enum LintExternal {
    /// `--frames` and `--uiautomator`.
    static let specs: [OptionSpec] = [
        .value("--frames", "FILE", "Lint a layout computed elsewhere: a frames JSON document (docs/frames-format.md) instead of scenes"),
        .value("--uiautomator", "FILE", "Lint Android's 'uiautomator dump' XML (pixels to points at the display's scale); needs --device and --posture"),
    ]

    /// Whether the arguments ask for an external layout.
    static func isRequested(_ arguments: ParsedArguments) -> Bool {
        arguments.value("--frames") != nil || arguments.value("--uiautomator") != nil
    }

    /// Reads the layout, lints it and prints lint's report.
    /// - Throws: ``CLIError`` for a missing or repeated flag, a scene argument, a scene-only state
    ///   flag, an unknown device or posture, or an unreadable or invalid file.
    static func run(_ arguments: ParsedArguments, context: CommandContext, format: LintFormat) throws(CLIError) -> CLIOutput {
        let frames = arguments.value("--frames")
        let dump = arguments.value("--uiautomator")
        if frames != nil && dump != nil {
            throw .usage(command: "lint", message: "--frames and --uiautomator each read one layout: give one of them")
        }
        let flag = frames != nil ? "--frames" : "--uiautomator"
        if let scene = arguments.positionals.first {
            throw .usage(command: "lint", message: "\(flag) lints the layout it reads and takes no scene, got '\(CLIError.excerpt(scene))'")
        }
        for sceneOnly in ["--keyboard", "--scrolled"] where arguments.givenOrder.contains(sceneOnly) {
            throw .usage(command: "lint", message: "\(sceneOnly) is a scene's state: a layout read with \(flag) was taken in one state and has none to change")
        }
        let disabled = try LintOptions.disabled(arguments)
        let baseline = try LintBaseline.read(arguments, context: context)
        let file = frames ?? dump ?? ""
        let data = try FileInput.read(file, resolvedPath: SceneInput.resolved(file, context: context), expecting: frames != nil ? "a JSON file" : "an XML file")
        let document: FramesDocument?
        if frames != nil {
            do { document = try StrictJSON.decode(FramesDocument.self, from: data) } catch { throw .invalidFile(path: file, error: error) }
        } else {
            document = nil
        }
        let deviceText = try single("--device", arguments, placeholder: "id|profile.json", fallback: document?.device, file: file, member: "device")
        let profile = try DeviceLoader.load(deviceText, flag: "--device", context: context)
        let postureText = try single("--posture", arguments, placeholder: "name", fallback: document?.posture?.rawValue, file: file, member: "posture")
        guard let posture = PosturePreset(rawValue: postureText) else {
            let names = PosturePreset.allCases.map(\.rawValue)
            throw .invalidValue(flag: "--posture", placeholder: "name", value: postureText, reason: "unknown posture",
                                suggestion: Suggestion.nearest(to: postureText, in: names), choices: names)
        }
        let stateFlags = StateListOptions.specs.map(\.name)
        let states = stateFlags.contains(where: arguments.givenOrder.contains) ? try StateListOptions.states(arguments)
                                                                               : [document?.state?.modifiers ?? .standard]
        let plan = try StoryboardCommand.plan(StoryboardRequest(devices: [profile], postures: .only([posture]), states: states))
        guard let first = plan.panels.first else { throw .internalFault("no panel for \(profile.id)/\(posture.rawValue)") }
        var layout: ExternalLayout
        if let document {
            layout = ExternalLayout(name: document.name ?? ExternalLayout.name(ofFile: file), nodes: document.nodes, bars: document.bars,
                                    pushed: document.pushed)
        } else {
            layout = try UIAutomatorDump.read(data, file: file, scale: first.space.scale, window: first.space.bounds)
        }
        let root = layout.nodes.first { $0.parentID == nil }?.frame
        // A dump's root is the whole screen; a frames document's root may be any part of the window.
        let notes = document == nil ? ExternalLayout.sizeNote(root: root, window: first.space.bounds, file: file, device: profile.id) ?? "" : ""
        let panels = plan.panels.map { layout.panel(posture: $0.posture, state: $0.state, space: $0.space) }
        let diagnostics = Linter.lint(ExternalLayout.placeholderScene, sceneID: layout.name, deviceID: profile.id, panels: panels, disabling: disabled)
        let report = LintReport(diagnostics, baseline: baseline)
        let exitCode: Int32 = report.errors > 0 ? 1 : 0
        switch format {
        case .json: return CLIOutput(exitCode: exitCode, stdout: try JSONOutput.encode(report), stderr: notes)
        case .sarif: return CLIOutput(exitCode: exitCode, stdout: try JSONOutput.encode(LintSARIF(report, files: [:])), stderr: notes)
        case .text:
            return CLIOutput(exitCode: exitCode, stdout: report.text(scenes: 1, devices: 1, states: states.count, panels: panels.count), stderr: notes)
        }
    }

    /// The one value of `flag`, else the document's `member`.
    /// - Throws: ``CLIError`` naming the flag for a list or `all`, or for neither given.
    private static func single(_ flag: String, _ arguments: ParsedArguments, placeholder: String, fallback: String?, file: String,
                               member: String) throws(CLIError) -> String {
        let source = arguments.value("--frames") != nil ? "--frames" : "--uiautomator"
        if let text = arguments.value(flag) {
            if text == "all" || text.contains(",") {
                throw .invalidValue(flag: flag, placeholder: placeholder, value: text,
                                    reason: "\(source) reads a layout taken on one device in one posture: give one, got")
            }
            return text
        }
        if let fallback { return fallback }
        let hint = source == "--frames" ? " (or \"\(member)\" in \(file))" : " (a dump is one \(member == "device" ? "device's display" : "state"))"
        throw .usage(command: "lint", message: "\(source) needs \(flag) <\(placeholder)>\(hint)")
    }
}
