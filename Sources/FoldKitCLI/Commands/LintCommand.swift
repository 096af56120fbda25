import Foundation
import FoldKit
import FoldKitLint
import FoldKitRender

/// `foldkit lint`: checks scenes against the design rules FK001–FK010 in every chosen posture of
/// every chosen device, and reports findings like a compiler (CLI.md `lint`, SPEC 8.4).
///
/// Phases: parse the flags; read the scenes (the built-ins without any); lay each out and lint
/// it per device (``Linter``); print. Exit 1 when any finding is an error, 2 for bad input.
public struct LintCommand: Command {
    /// Creates the command.
    public init() {}
    public var name: String { "lint" }
    public var overview: String { "Check scenes against the design rules FK001–FK010 in every posture" }
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
        let presets = try devices.map { profile throws(CLIError) in (profile, try Self.presets(postures, on: profile)) }
        let scenes = try SceneInput.load(arguments.positionals, context: context)
        var diagnostics: [Diagnostic] = []
        for named in scenes {
            for (profile, chosen) in presets {
                do {
                    diagnostics += try Linter.lint(named.scene, sceneID: named.id, profile: profile, postures: chosen, layoutDirection: direction)
                } catch {
                    throw .conflict(error.description)
                }
            }
        }
        let report = LintReport(diagnostics)
        let exitCode: Int32 = report.errors > 0 ? 1 : 0
        if format == .json { return CLIOutput(exitCode: exitCode, stdout: JSONOutput.encode(report)) }
        let panels = presets.reduce(0) { $0 + $1.1.count } * scenes.count
        return CLIOutput(exitCode: exitCode, stdout: report.text(scenes: scenes.count, devices: devices.count, panels: panels))
    }

    /// The presets to check on `profile`: all it supports, or the listed ones.
    /// - Throws: ``CLIError`` for a listed posture the device cannot take.
    static func presets(_ selection: PostureSelection, on profile: DeviceProfile) throws(CLIError) -> [PosturePreset] {
        guard case .only(let presets) = selection else { return profile.supportedPresets }
        for preset in presets {
            do { _ = try profile.state(for: preset) } catch {
                throw .invalidValue(flag: "--posture", placeholder: "name,name|all", value: preset.rawValue,
                                    reason: "device '\(profile.id)' cannot take the posture (\(error.reason)):",
                                    choices: profile.supportedPresets.map(\.rawValue) + ["all"])
            }
        }
        return presets
    }
}
