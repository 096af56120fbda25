import Foundation
import FoldKit

/// `foldkit grid`: the fold-aware grid of a device state — columns, rows, every item's frame, the
/// widened gutter at the hinge (CLI.md, SPEC 6).
public struct GridCommand: Command {
    /// Creates the command.
    public init() {}
    public var name: String { "grid" }
    public var overview: String { "Lay out a fold-aware grid: even columns, cells whole inside one region" }
    public var usage: String { "[--items <n>] [--min-item-width <pt>] [--item-aspect <f>] [--spacing <pt>] [--margin <pt>] [--scrolls|--no-scrolls] [--bounds <x,y,w,h>] [options]" }
    public var options: [OptionSpec] {
        StateOptions.specs + [
            .value("--items", "n", "How many items, 0…\(GridSolver.maximumItemCount) (default: \(Defaults.items))",
                   check: .integer(in: 0...GridSolver.maximumItemCount)),
            .value("--min-item-width", "pt", "The narrowest an item may be while flat, > 0 (default: \(Format.number(Defaults.minItemWidth)))",
                   check: Self.measureCheck(positive: true)),
            .value("--item-aspect", "f", "Item height as a multiple of its width, > 0 (default: \(Format.number(Defaults.itemAspect)))",
                   check: Self.measureCheck(positive: true)),
            .value("--spacing", "pt", "Space between cells, ≥ 0; only the gutter at the hinge widens (default: \(Format.number(Defaults.spacing)))",
                   check: Self.measureCheck(positive: false)),
            .value("--margin", "pt", "Outer margin on every side, ≥ 0 (default: \(Format.number(Defaults.margin))); lengths and the aspect go up to 1000000",
                   check: Self.measureCheck(positive: false)),
            .flag("--scrolls", "The grid scrolls: rows pass under a horizontal fold (the default)"),
            .flag("--no-scrolls", "The grid does not scroll: rows split at a horizontal fold and shrink to fit"),
            .value("--bounds", "x,y,w,h", "The grid's container in window coordinates (default: the window's safe area)", check: .rect),
            OutputFormat.spec,
        ]
    }

    /// The values used when a flag is absent (shown in `--help`).
    enum Defaults {
        static let items = 12
        static let minItemWidth: Double = 150
        static let itemAspect: Double = 1
        static let spacing: Double = 8
        static let margin: Double = 16
        /// The largest length or aspect accepted, far beyond any display, so sums stay finite.
        static let largestMeasure: Double = 1_000_000
    }

    public func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CLIOutput {
        let format = try OutputFormat.parse(arguments)
        if let extra = arguments.positionals.first { throw .usage(command: name, message: "unexpected argument '\(extra)'") }
        let resolved = try StateOptions.resolve(arguments, context: context)
        let request = try makeRequest(arguments, resolved: resolved)
        let layout: GridResult
        do {
            layout = try GridSolver.solve(request)
        } catch {
            // No room is a fault of the sizes asked for together: name the flags that set them.
            guard case .noRoom = error else { throw .conflict(error.message) }
            let given = ["--items", "--min-item-width", "--spacing", "--margin", "--bounds"].filter { arguments.value($0) != nil }
            throw .conflict(error.message + (given.isEmpty ? "" : " (from \(given.map { "\($0) \(arguments.value($0)!)" }.joined(separator: ", ")))"))
        }
        if format == .json {
            return CLIOutput(stdout: GridReport.json(layout, request: request, device: resolved.profile.id,
                                                     preset: resolved.preset.rawValue, posture: resolved.space.posture.rawValue))
        }
        return CLIOutput(stdout: GridReport.text(layout, label: resolved.headline))
    }

    /// The request the flags describe.
    /// - Throws: ``CLIError`` for a value out of range, bounds outside the window, or both
    ///   `--scrolls` and `--no-scrolls`.
    func makeRequest(_ arguments: ParsedArguments, resolved: StateOptions.Resolved) throws(CLIError) -> GridRequest {
        let space = resolved.space
        let items = try arguments.integer("--items", in: 0...GridSolver.maximumItemCount) ?? Defaults.items
        let minWidth = try Self.measure("--min-item-width", arguments, positive: true) ?? Defaults.minItemWidth
        let aspect = try Self.measure("--item-aspect", arguments, positive: true) ?? Defaults.itemAspect
        let spacing = try Self.measure("--spacing", arguments, positive: false) ?? Defaults.spacing
        let margin = try Self.measure("--margin", arguments, positive: false) ?? Defaults.margin
        if arguments.has("--scrolls") && arguments.has("--no-scrolls") {
            throw .conflict("'--scrolls' and '--no-scrolls' contradict each other; give one")
        }
        let bounds = try arguments.bounds(default: space.safeAreaFrame, inside: space.bounds)
        return GridRequest(space: space, bounds: bounds, itemCount: items, minItemWidth: minWidth, itemAspect: aspect,
                           spacing: spacing, margin: margin, scrolls: !arguments.has("--no-scrolls"))
    }

    /// A number from `flag` in 0…``Defaults/largestMeasure`` that must be > 0 (`positive`), nil when absent.
    static func measure(_ flag: String, _ arguments: ParsedArguments, positive: Bool) throws(CLIError) -> Double? {
        guard let value = try arguments.number(flag, in: 0...Defaults.largestMeasure) else { return nil }
        if positive ? value <= 0 : value < 0 {
            throw .invalidValue(flag: flag, placeholder: arguments.placeholder(flag), value: arguments.value(flag) ?? "",
                                reason: positive ? "value must be greater than 0, got" : "value must be 0 or greater, got")
        }
        return value
    }

    /// The check of a ``measure(_:_:positive:)`` flag, run before the profile is read.
    static func measureCheck(positive: Bool) -> ValueCheck {
        ValueCheck { arguments, name throws(CLIError) in _ = try measure(name, arguments, positive: positive) }
    }
}
