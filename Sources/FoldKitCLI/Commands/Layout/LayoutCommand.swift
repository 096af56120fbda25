import Foundation
import FoldKit
import FoldKitScenes

/// `foldkit layout`: lays one scene file out in one device state and prints every node's frame,
/// visibility, z-index and region (CLI.md `layout`, SPEC 8.1).
///
/// Phases: read the flags and the state (``StateOptions``), decode the scene
/// (``SceneInput``), lay it out (``SceneLayout/layout(_:in:layoutDirection:)``), report as JSON
/// or as an aligned tree (STYLE 11). `--pushed` lays out the next screen instead, each detail a
/// list pushes in this state (``SceneLayout/nextScreen(after:of:)``, the storyboard's).
public struct LayoutCommand: Command {
    /// Creates the command.
    public init() {}
    public var name: String { "layout" }
    public var overview: String { "Lay a scene out in one device state: every node's frame, visibility, z-index and region" }
    public var usage: String { "<scene.json> [--device <id|path>] [--posture <name>] [--layout-direction ltr|rtl] [options]" }
    public var options: [OptionSpec] {
        StateOptions.specs + [
            KeyboardOptions.spec,
            KeyboardOptions.scrolledSpec,
            .flag("--all-rows", "Show every row and cell in text output (default: the first 3 of each list and grid)"),
            .flag("--pushed", "Lay out the next screen: each detail a list pushes where its panes cannot show side by side"),
            OutputFormat.spec,
        ]
    }

    /// The keyboard in the heading: `, keyboard for search-field` (nothing while it is down).
    static func keyboardNote(_ keyboard: KeyboardState, scene: PreparedScene) -> String {
        guard let field = try? scene.keyboardField(keyboard) else { return "" }
        return ", keyboard for \(field)"
    }

    public func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CLIOutput {
        let format = try OutputFormat.parse(arguments)
        guard let file = arguments.positionals.first else {
            throw .usage(command: name, message: "missing the scene file: 'foldkit layout <scene.json>'")
        }
        if arguments.positionals.count > 1 {
            throw .usage(command: name, message: arguments.unexpected(1, "one scene file at a time"))
        }
        var resolved = try StateOptions.resolve(arguments, context: context)
        let keyboard = try KeyboardOptions.state(arguments)
        let loaded = try SceneInput.load(file: file, context: context)
        resolved.space = try KeyboardOptions.apply(keyboard, to: resolved.space, profile: resolved.profile, scene: loaded.prepared, source: loaded.source,
                                                   value: arguments.value("--keyboard"))
        let scrolled = try StateListOptions.switchState("--scrolled", arguments)
        resolved.space.isScrolled = scrolled
        let request = SceneLayoutRequest(scene: loaded.prepared, space: resolved.space)
        var result = SceneLayout.solve(request)
        if arguments.has("--pushed") {
            // The storyboard's next screen (SceneLayout.nextScreen), the one definition (CLI.md).
            guard let next = SceneLayout.nextScreen(after: result, of: request) else {
                let hasListDetail = result.nodes.contains { $0.role == .node(.listDetail) }
                let why = hasListDetail ? "every list–detail shows both views in this state" : "the scene has no list–detail to push a detail from"
                throw .usage(command: name, message: "'--pushed': '\(file)' pushes nothing here (\(why))")
            }
            result = next.layout
        }
        let report = LayoutReport(loaded, result: result, resolved: resolved, keyboard: keyboard, scrolled: scrolled)
        if format == .json { return CLIOutput(stdout: try JSONOutput.encode(report)) }
        return CLIOutput(stdout: report.text(result, allRows: arguments.has("--all-rows"), headline: resolved.headline + Self.keyboardNote(keyboard, scene: loaded.prepared)
                                                                 + (scrolled ? ", scrolled" : "")))
    }
}
