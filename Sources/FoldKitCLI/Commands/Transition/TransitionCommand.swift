import Foundation
import FoldKit
import FoldKitScenes

/// `foldkit transition`: lays one scene out in two device states and reports what changes between
/// them — every node's and UI-layer item's change, the regions that changed, the posture, and
/// whether it animates (CLI.md "Added 2026-12-01", SPEC 10.1).
///
/// Phases: read the flags and the two states (``TransitionState``), resolve each on the device
/// with the shared `--window`, compare the spaces (``SpaceTransition``), lay the scene out in each
/// (``SceneLayout``) and compare the layouts (``SceneTransition``), report as JSON or as an
/// aligned table.
public struct TransitionCommand: Command {
    /// Creates the command.
    public init() {}
    public var name: String { "transition" }
    public var overview: String { "Compare a scene's layouts in two device states: what moves, resizes, shows or hides, and which regions change" }
    public var usage: String { "<scene.json> --from <state> --to <state> [--device <id|path>] [--layout-direction ltr|rtl] [options]" }
    public var options: [OptionSpec] {
        let postures = PosturePreset.allCases.map(\.rawValue).joined(separator: ", ")
        let modifiers = TransitionState.modifierNames.map { "+" + $0 }.joined(separator: ", ")
        let shared = { (name: String) in StateOptions.specs.filter { $0.name == name } }
        return [
            .value("--from", "state", "The state before: a posture (\(postures)) then any of \(modifiers), e.g. book+camera", check: TransitionState.check),
            .value("--to", "state", "The state after, written as --from", check: TransitionState.check),
        ] + shared("--device") + [
            .value("--window", "x,y,w,h", "A window inside the display in both states (display coordinates, points)", check: .rect),
        ] + shared("--layout-direction") + [
            .flag("--all-rows", "Show every row and cell in text output (default: the first 3 of each list and grid)"),
            OutputFormat.spec,
        ]
    }

    public func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CLIOutput {
        let format = try OutputFormat.parse(arguments)
        guard let file = arguments.positionals.first else {
            throw .usage(command: name, message: "missing the scene file: 'foldkit transition <scene.json> --from <state> --to <state>'")
        }
        if arguments.positionals.count > 1 {
            throw .usage(command: name, message: arguments.unexpected(1, "one scene file at a time"))
        }
        let states = try ["--from", "--to"].map { flag throws(CLIError) -> TransitionState in
            guard let text = arguments.value(flag) else { throw .usage(command: name, message: "missing '\(flag) <state>'") }
            return try TransitionState(parsing: text, flag: flag)
        }
        let profile = try DeviceLoader.load(arguments.value("--device") ?? "iphone-duo", flag: "--device", context: context)
        let window = try arguments.rect("--window")
        let direction = try arguments.choice("--layout-direction", LayoutDirection.self, noun: "layout direction") ?? .leftToRight
        var before = try resolve(states[0], flag: "--from", profile: profile, window: window, direction: direction, arguments: arguments)
        var after = try resolve(states[1], flag: "--to", profile: profile, window: window, direction: direction, arguments: arguments)
        let loaded = try SceneInput.load(file: file, context: context)
        before.space = try KeyboardOptions.apply(states[0].keyboard, to: before.space, profile: profile, scene: loaded.prepared, source: loaded.source,
                                                 flag: "--from", placeholder: "state", value: states[0].name)
        after.space = try KeyboardOptions.apply(states[1].keyboard, to: after.space, profile: profile, scene: loaded.prepared, source: loaded.source,
                                                flag: "--to", placeholder: "state", value: states[1].name)
        before.space.isScrolled = states[0].modifiers.contains(.scrolled)
        after.space.isScrolled = states[1].modifiers.contains(.scrolled)
        // Into and out of the keyboard and scrolling is animated, as a device state change is (SPEC 10.2).
        let changes = before.state != after.state || states[0].keyboard != states[1].keyboard || before.space.isScrolled != after.space.isScrolled
        let space = SpaceTransition.solve(SpaceTransitionRequest(before: before.space, after: after.space, changesDeviceState: changes))
        let layouts = (SceneLayout.solve(SceneLayoutRequest(scene: loaded.prepared, space: before.space)),
                       SceneLayout.solve(SceneLayoutRequest(scene: loaded.prepared, space: after.space)))
        let result = SceneTransition.solve(SceneTransitionRequest(before: layouts.0, after: layouts.1, space: space))
        let report = TransitionReport(loaded, device: profile.id, states: (states[0], states[1]), direction: direction, space: space, result: result)
        if format == .json { return CLIOutput(stdout: try JSONOutput.encode(report)) }
        return CLIOutput(stdout: report.text(result, layouts: layouts, allRows: arguments.has("--all-rows")))
    }

    /// The device state and space `state` names on `profile`, laid out in `direction`.
    /// - Throws: ``CLIError`` naming `flag` for a posture the device cannot take, or `--window`
    ///   for a window outside the display of that state.
    func resolve(_ state: TransitionState, flag: String, profile: DeviceProfile, window: CGRect?, direction: LayoutDirection,
                 arguments: ParsedArguments) throws(CLIError) -> (state: DeviceState, space: LayoutSpace) {
        let deviceState = try state.deviceState(on: profile, window: window, flag: flag)
        do {
            return (deviceState, try profile.resolve(deviceState, layoutDirection: direction))
        } catch {
            if error.field == .window {
                throw .invalidValue(flag: "--window", placeholder: "x,y,w,h", value: arguments.value("--window") ?? "",
                                    reason: "\(error.message) in '\(flag) \(state.name)':")
            }
            throw .invalidValue(flag: flag, placeholder: "state", value: state.name, reason: "device '\(profile.id)' cannot resolve the state (\(error.message)):")
        }
    }
}
