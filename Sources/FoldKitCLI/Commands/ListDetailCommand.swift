import Foundation
import FoldKit

/// `foldkit list-detail`: the list–detail rule in a device state: single, columns or stacked
/// (CLI.md, SPEC 4.4).
public struct ListDetailCommand: Command {
    /// Creates the command.
    public init() {}
    public var name: String { "list-detail" }
    public var overview: String { "Apply the list–detail rule (single, columns or stacked) in a device state" }
    public var usage: String { "[--device <id|path>] [--posture <name>] [--stacks-in-tabletop] [--bounds <x,y,w,h>] [options]" }
    public var options: [OptionSpec] {
        StateOptions.specs + [
            .flag("--stacks-in-tabletop", "The screen stacks at a tabletop fold (detail above, list below)"),
            .value("--bounds", "x,y,w,h", "The container in window coordinates, may be hypothetical (default: the whole window)", check: .rect),
            OutputFormat.spec,
        ]
    }

    /// CLI.md's JSON document, with `rule`, the content insets, `bounds`, `device` and `posture`
    /// added after the documented fields.
    struct Report: Encodable {
        var kind: String
        var list: JSONRect
        @NullWhenAbsent var detail: JSONRect?
        @NullWhenAbsent var listWidth: Double?
        @NullWhenAbsent var topHeight: Double?
        @NullWhenAbsent var gap: Double?
        var rule: String
        var listContentInsets: JSONInsets
        @NullWhenAbsent var detailContentInsets: JSONInsets?
        var bounds: JSONRect
        var device: String
        var preset: String
        var posture: String

    }

    public func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CLIOutput {
        let format = try OutputFormat.parse(arguments)
        if let extra = arguments.positionals.first { throw .usage(command: name, message: "unexpected argument '\(extra)'") }
        let resolved = try StateOptions.resolve(arguments, context: context)
        let space = resolved.space
        let bounds = try arguments.bounds(default: space.bounds, inside: nil)
        let rule = ListDetailStyle(stacksInTabletop: arguments.has("--stacks-in-tabletop"))
        let result: ListDetailResult
        do {
            result = try rule.solve(ArrangementRequest(space: space, bounds: bounds))
        } catch {
            throw .conflict(error.message)
        }
        let report = Report(kind: result.kind.rawValue, list: JSONRect(result.list.frame), detail: result.detail.map { JSONRect($0.frame) },
                            listWidth: result.listWidth.map(Double.init), topHeight: result.topHeight.map(Double.init),
                            gap: result.gap.map(Double.init), rule: result.rule.rawValue,
                            listContentInsets: JSONInsets(result.list.contentInsets),
                            detailContentInsets: result.detail.map { JSONInsets($0.contentInsets) },
                            bounds: JSONRect(bounds), device: resolved.profile.id,
                            preset: resolved.preset.rawValue, posture: space.posture.rawValue)
        if format == .json { return CLIOutput(stdout: try JSONOutput.encode(report)) }
        return CLIOutput(stdout: text(result, report: report, headline: resolved.headline))
    }

    func text(_ result: ListDetailResult, report: Report, headline: String) -> String {
        var out = "\(headline): list-detail \(report.kind) (rule \(report.rule))\n"
        out += LayoutText.label("bounds") + TextTable.frame(report.bounds.rect) + "\n"
        out += LayoutText.label("list") + TextTable.frame(result.list.frame) + insetsText(result.list.contentInsets) + "\n"
        out += LayoutText.label("detail") + (result.detail.map { TextTable.frame($0.frame) + insetsText($0.contentInsets) } ?? "none") + "\n"
        if let width = result.listWidth { out += LayoutText.label("list width") + Format.output(width) + "\n" }
        if let top = result.topHeight, let gap = result.gap {
            out += LayoutText.label("top height") + Format.output(top) + ", gap " + Format.output(gap) + "\n"
        }
        return out
    }

    func insetsText(_ insets: EdgeInsets) -> String {
        guard insets != .zero else { return "" }
        return "  content insets top \(Format.output(insets.top)), leading \(Format.output(insets.leading)), bottom \(Format.output(insets.bottom)), trailing \(Format.output(insets.trailing))"
    }
}
