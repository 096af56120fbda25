import Foundation
import FoldKit

/// `foldkit arrange`: lays out a primary and a secondary view with the split or overlay
/// arrangement in a device state (CLI.md, SPEC 4.1–4.2).
public struct ArrangeCommand: Command {
    /// Creates the command.
    public init() {}
    public var name: String { "arrange" }
    public var overview: String { "Arrange a primary and a secondary view (split or overlay) in a device state" }
    public var usage: String { "[--style split|overlay] [--axes <axes>] [--ratio <f>] [--primary-width <range>] [--hide-secondary] [--edge <edge>] [--bounds <x,y,w,h>] [options]" }
    public var options: [OptionSpec] {
        StateOptions.specs + [
            .value("--style", "split|overlay", "Arrangement style (default: split)", check: .choice(ArrangementResult.Style.self, noun: "style")),
            .value("--axes", "horizontal|vertical|both", "Axes a split may use (default: both)", check: .choice(AxesChoice.self, noun: "axes")),
            .value("--ratio", "f", "The primary's share of the container, strictly between 0 and 1 (default: equal halves)", check: .number()),
            .value("--primary-width", "range", "The primary's width: min=V,preferred=V,max=V (any subset; V: 250 or 30%)", check: .dimensionRange),
            .value("--secondary-width", "range", "The secondary's width, as --primary-width", check: .dimensionRange),
            .value("--primary-height", "range", "The primary's height when stacked, as --primary-width", check: .dimensionRange),
            .value("--secondary-height", "range", "The secondary's height when stacked, as --primary-width", check: .dimensionRange),
            .value("--primary-priority", "n", "The primary's layout priority; the higher gets its ask first (default: 0)", check: .number()),
            .value("--secondary-priority", "n", "The secondary's layout priority (default: 0)", check: .number()),
            .value("--primary-ideal", "w,h", "The primary's ideal size (overlay: its size over the secondary)", check: .size),
            .value("--secondary-ideal", "w,h", "The secondary's ideal size (split, with --prefers-fixed-size)", check: .size),
            .value("--prefers-fixed-size", "primary|secondary", "That view asks for its ideal size (split)", check: .choice(ArrangementSlot.self, noun: "view")),
            .flag("--hide-secondary", "Hide the secondary view (the primary fills, or keeps its region at a fold)"),
            .value("--edge", "leading|trailing|top|bottom", "Overlay: the primary's edge (default: bottom; at a fold trailing or bottom)",
                   check: .choice(ArrangementEdge.self, noun: "edge")),
            .value("--spacing", "pt", "Gap between the panes; at a fold the margin is max(fold, gap) / 2 each side (default: 0)",
                   check: .nonNegativeNumber),
            .value("--bounds", "x,y,w,h", "The container in window coordinates (default: the window's safe area)", check: .rect),
            OutputFormat.spec,
        ]
    }

    public func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CLIOutput {
        let format = try OutputFormat.parse(arguments)
        if let extra = arguments.positionals.first { throw .usage(command: name, message: "unexpected argument '\(extra)'") }
        let resolved = try StateOptions.resolve(arguments, context: context)
        let space = resolved.space
        let bounds = try arguments.bounds(default: space.safeAreaFrame, inside: space.bounds)
        let style = try arguments.choice("--style", ArrangementResult.Style.self, noun: "style") ?? .split
        let request = ArrangementRequest(space: space, bounds: bounds)
        let arrangement: ArrangementResult
        switch style {
        case .split: arrangement = try Self.solve(Self.splitStyle(arguments, container: bounds.size).solve, request, arguments)
        case .overlay: arrangement = try Self.solve(Self.overlayStyle(arguments).solve, request, arguments)
        }
        let report = Report(arrangement, device: resolved.profile.id, preset: resolved.preset.rawValue,
                            posture: space.posture.rawValue, bounds: bounds)
        if format == .json { return CLIOutput(stdout: try JSONOutput.encode(report)) }
        return CLIOutput(stdout: report.text(arrangement, headline: resolved.headline))
    }

    /// Runs a style's `solve` on `request`, its ``ArrangementError`` named by flag.
    static func solve(_ solve: (ArrangementRequest) throws(ArrangementError) -> ArrangementResult, _ request: ArrangementRequest,
                      _ arguments: ParsedArguments) throws(CLIError) -> ArrangementResult {
        do { return try solve(request) } catch { throw cliError(error, arguments) }
    }
}
