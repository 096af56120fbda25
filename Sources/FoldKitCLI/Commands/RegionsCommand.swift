import Foundation
import FoldKit

/// `foldkit regions`: the space of a device state: window, size classes, safe area, reserved
/// regions and the fold (CLI.md, SPEC 2–3).
public struct RegionsCommand: Command {
    /// Creates the command.
    public init() {}
    public var name: String { "regions" }
    public var overview: String { "Show the window, safe area and reserved regions of a device state" }
    public var usage: String { "[--device <id|path>] [--posture <name>] [--kind division|occlusion|all] [--include-inactive] [--behavior mirrors|fixed] [--view <x,y,w,h>] [options]" }
    public var options: [OptionSpec] {
        StateOptions.specs + [
            .value("--kind", "division|occlusion|all", "Only regions of this kind (default: all)", check: .choice(KindFilter.self, noun: "kind")),
            .flag("--include-inactive", "Also list regions that are not in effect now"),
            .value("--behavior", "mirrors|fixed", "RTL behaviour of frames: mirrored for the view, or physical (default: mirrors)",
                   check: .choice(LayoutDirectionBehavior.self, noun: "behavior")),
            .value("--view", "x,y,w,h", "The asking view's frame in window coordinates, inside the window or not (default: the whole window)",
                   check: .rect),
            OutputFormat.spec,
        ]
    }

    enum KindFilter: String, CaseIterable { case division, occlusion, all }

    struct Report: Encodable {
        struct Region: Encodable {
            var id: String
            var kind: String
            var isActive: Bool
            var frame: JSONRect
            var margins: JSONInsets
            var hardwareFrame: JSONRect
        }
        struct FoldJSON: Encodable {
            var id: String
            var posture: String
            var frame: JSONRect
            var hardwareFrame: JSONRect
        }
        var device: String
        var preset: String
        var posture: String
        var display: String
        var orientation: String
        var window: JSONRect
        var view: JSONRect
        var sizeClasses: SizeClasses
        var safeAreaInsets: JSONInsets
        var regions: [Region]
        @NullWhenAbsent var fold: FoldJSON?

    }

    public func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CLIOutput {
        let format = try OutputFormat.parse(arguments)
        if let extra = arguments.positionals.first { throw .usage(command: name, message: "unexpected argument '\(extra)'") }
        let resolved = try StateOptions.resolve(arguments, context: context)
        let space = resolved.space
        let kind = try arguments.choice("--kind", KindFilter.self, noun: "kind") ?? .all
        let behavior = try arguments.choice("--behavior", LayoutDirectionBehavior.self, noun: "behavior") ?? .mirrors
        // Any finite rect of positive size is a view, inside the window or not (SPEC 3.4): one
        // reaching past it gets the regions it overlaps, one outside it none.
        let view = try arguments.rect("--view") ?? space.bounds
        let regions = space.reservedRegions(kind: kind == .all ? nil : ReservedRegion.Kind(rawValue: kind.rawValue),
                                            options: arguments.has("--include-inactive") ? .includeInactive : [],
                                            layoutDirectionBehavior: behavior, in: view)
        let fold = space.fold(in: view, layoutDirectionBehavior: behavior)
        let report = Report(
            device: resolved.profile.id, preset: resolved.preset.rawValue, posture: space.posture.rawValue, display: space.display.rawValue,
            orientation: space.orientation.rawValue, window: JSONRect(space.window), view: JSONRect(view),
            sizeClasses: space.sizeClasses, safeAreaInsets: JSONInsets(space.safeAreaInsets(resolved.layoutDirection)),
            regions: regions.map {
                Report.Region(id: $0.id, kind: $0.kind.rawValue, isActive: $0.isActive, frame: JSONRect($0.frame),
                              margins: JSONInsets($0.margins), hardwareFrame: JSONRect($0.hardwareFrame))
            },
            fold: fold.map { Report.FoldJSON(id: $0.id, posture: $0.posture.rawValue, frame: JSONRect($0.frame), hardwareFrame: JSONRect($0.hardwareFrame)) })
        if format == .json { return CLIOutput(stdout: try JSONOutput.encode(report)) }
        return CLIOutput(stdout: text(report, space: space, headline: resolved.headline))
    }

    func text(_ report: Report, space: LayoutSpace, headline: String) -> String {
        let insets = report.safeAreaInsets
        var out = "\(headline): \(report.display) display, \(report.orientation)\n"
        out += "  window      \(TextTable.frame(space.window))  \(report.sizeClasses.horizontal.rawValue)/\(report.sizeClasses.vertical.rawValue)\n"
        out += "  safe area   top \(Format.output(insets.top)), leading \(Format.output(insets.leading)), bottom \(Format.output(insets.bottom)), trailing \(Format.output(insets.trailing))\n"
        if report.regions.isEmpty { out += "  regions     none\n" }
        for region in report.regions {
            let f = region.frame, h = region.hardwareFrame
            out += "  region      \(region.id), \(region.kind), \(region.isActive ? "active" : "inactive")"
            out += "  frame \(TextTable.frame(f.rect))  hardware \(TextTable.frame(h.rect))\n"
        }
        if let fold = report.fold {
            out += "  fold        \(fold.posture) at \(TextTable.frame(fold.frame.rect))\n"
        } else if let division = report.regions.first(where: { $0.kind == "division" && $0.isActive }) {
            // Listed, yet no fold: it only clips the view's visible part (SPEC 3.5).
            out += "  fold        none: '\(division.id)' only clips the view, it does not cross it\n"
        } else {
            out += "  fold        none\n"
        }
        return out
    }
}
