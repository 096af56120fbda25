import Foundation
import FoldKit

/// `foldkit place`: places a presentation or a displaced element in a device state (CLI.md,
/// SPEC 5 and 7). Checks its flags, calls ``Presentation/solve(_:)`` or ``Displacement/solve(_:)->DisplacementResult``
/// and prints the result.
public struct PlaceCommand: Command {
    /// Creates the command.
    public init() {}
    public var name: String { "place" }
    public var overview: String { "Place a presentation or a displaced element clear of the fold and cameras" }
    public var usage: String { "--kind <kind> (--size <w,h> | --frame <x,y,w,h> --purpose <purpose>) [--anchor <x,y,w,h>] [options]" }
    public var options: [OptionSpec] {
        StateOptions.specs + [
            .value("--kind", Kind.allCases.map(\.rawValue).joined(separator: "|"), "What to place (required)", check: .choice(Kind.self, noun: "kind")),
            .value("--size", "w,h", "A presentation's size, points; an action sheet's maximum width and height (required for presentations)", check: .size),
            .value("--anchor", "x,y,w,h", "Anchor in window coordinates: required for popover, menu and contextual elements; an action sheet's trigger, a toast's region", check: .rect),
            .value("--frame", "x,y,w,h", "An element's undisplaced frame in window coordinates (required for --kind element)", check: .rect),
            .value("--purpose", DisplacementPurpose.allCases.map(\.rawValue).joined(separator: "|"), "An element's purpose (required for --kind element)",
                   check: .choice(DisplacementPurpose.self, noun: "purpose")),
            .value("--height-fraction", "f", "An action sheet's height as a fraction 0…1 of its region's height",
                   check: ValueCheck { arguments, _ throws(CLIError) in _ = try Self.fraction(arguments) }),
            .value("--bounds", "x,y,w,h", "The container in window coordinates (default: the window's safe area)", check: .rect),
            OutputFormat.spec,
        ]
    }

    /// `--kind` values: the presentation kinds and `element`.
    enum Kind: String, CaseIterable { case alert, actionSheet, popover, menu, toast, element }

    /// The rects and values read from the flags, validated against the window.
    struct Input {
        var kind: Kind
        var size: CGSize?
        var anchor: CGRect?
        var frame: CGRect?
        var purpose: DisplacementPurpose?
        var heightFraction: CGFloat?
        var bounds: CGRect?
    }

    public func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CLIOutput {
        let format = try OutputFormat.parse(arguments)
        if let extra = arguments.positionals.first { throw .usage(command: name, message: "unexpected argument '\(extra)'") }
        let resolved = try StateOptions.resolve(arguments, context: context)
        let input = try read(arguments, window: resolved.space.bounds)
        var report: PlaceReport
        if input.kind == .element, let frame = input.frame, let purpose = input.purpose {
            let request = DisplacementRequest(space: resolved.space, frame: frame, purpose: purpose, anchor: input.anchor,
                                              container: input.bounds)
            report = PlaceReport(element: try Self.placed(Displacement.solve, request), purpose: purpose)
        } else if let kind = PresentationKind(rawValue: input.kind.rawValue), let size = input.size {
            let request = PresentationRequest(kind: kind, size: size, anchor: input.anchor, space: resolved.space,
                                              container: input.bounds,
                                              heightFraction: input.heightFraction)
            report = PlaceReport(presentation: try Self.placed(Presentation.solve, request), kind: kind)
        } else {
            throw .conflict("internal: 'place' input was not validated")   // unreachable: read(_:window:) checks both
        }
        report.device = resolved.profile.id
        report.preset = resolved.preset.rawValue
        report.posture = resolved.space.posture.rawValue
        if format == .json { return CLIOutput(stdout: try JSONOutput.encode(report)) }
        return CLIOutput(stdout: report.text(headline: resolved.headline))
    }

    /// Runs a placement solver; its ``PlacementError`` (a value no flag gives: ``read(_:window:)``
    /// has checked the flags) as one line.
    static func placed<Request, Result>(_ solve: (Request) throws(PlacementError) -> Result, _ request: Request) throws(CLIError) -> Result {
        do { return try solve(request) } catch { throw .conflict(error.message) }
    }

    /// Reads and checks the flags: which are required and which apply to the kind, and that rects
    /// lie inside the window.
    /// - Throws: ``CLIError`` for a missing or inapplicable flag, a malformed or non-finite value,
    ///   a non-positive size, or a rect outside the window.
    func read(_ arguments: ParsedArguments, window: CGRect) throws(CLIError) -> Input {
        guard let kind = try arguments.choice("--kind", Kind.self, noun: "kind") else {
            throw .usage(command: name, message: "missing '--kind <\(Kind.allCases.map(\.rawValue).joined(separator: "|"))>'")
        }
        let input = Input(kind: kind, size: try arguments.size("--size"), anchor: try inside("--anchor", arguments, window: window),
                          frame: try inside("--frame", arguments, window: window),
                          purpose: try arguments.choice("--purpose", DisplacementPurpose.self, noun: "purpose"),
                          heightFraction: try Self.fraction(arguments), bounds: try inside("--bounds", arguments, window: window))
        if kind == .element {
            try refuse(["--size", "--height-fraction"], arguments, kind: kind)
            guard input.frame != nil else { throw missing("--frame", "x,y,w,h", kind: kind) }
            guard let purpose = input.purpose else { throw missing("--purpose", DisplacementPurpose.allCases.map(\.rawValue).joined(separator: "|"), kind: kind) }
            if purpose == .contextual && input.anchor == nil {
                throw .usage(command: name, message: "missing '--anchor <x,y,w,h>' for '--purpose contextual' (the element it belongs with)")
            }
            if purpose != .contextual && input.anchor != nil {
                throw .conflict("'--anchor <x,y,w,h>' applies to an element only with '--purpose contextual'")
            }
            return input
        }
        try refuse(["--frame", "--purpose"], arguments, kind: kind)
        if kind != .actionSheet { try refuse(["--height-fraction"], arguments, kind: kind) }
        if kind == .alert { try refuse(["--anchor"], arguments, kind: kind) }
        guard input.size != nil else { throw missing("--size", "w,h", kind: kind) }
        if (kind == .popover || kind == .menu) && input.anchor == nil { throw missing("--anchor", "x,y,w,h", kind: kind) }
        return input
    }

    /// The rect of option `flag`, which must lie inside the window.
    func inside(_ flag: String, _ arguments: ParsedArguments, window: CGRect) throws(CLIError) -> CGRect? {
        guard let rect = try arguments.rect(flag) else { return nil }
        guard window.containsRect(rect) else {
            throw .invalidValue(flag: flag, placeholder: "x,y,w,h", value: arguments.value(flag) ?? "",
                                reason: "\(flag.dropFirst(2)) is not inside the \(Format.size(window.size)) window:")
        }
        return rect
    }

    /// `--height-fraction`: a number greater than 0 and at most 1.
    static func fraction(_ arguments: ParsedArguments) throws(CLIError) -> CGFloat? {
        guard let value = try arguments.number("--height-fraction", in: 0...1) else { return nil }
        guard value > 0 else {
            throw .invalidValue(flag: "--height-fraction", placeholder: "f", value: arguments.value("--height-fraction") ?? "",
                                reason: "fraction must be greater than 0, got")
        }
        return CGFloat(value)
    }

    /// Throws when any of `flags` was given for a kind it does not apply to.
    func refuse(_ flags: [String], _ arguments: ParsedArguments, kind: Kind) throws(CLIError) {
        for flag in flags where arguments.value(flag) != nil {
            throw .conflict("'\(flag) <\(arguments.placeholder(flag))>' does not apply to '--kind \(kind.rawValue)'")
        }
    }

    func missing(_ flag: String, _ placeholder: String, kind: Kind) -> CLIError {
        .usage(command: name, message: "missing '\(flag) <\(placeholder)>' for '--kind \(kind.rawValue)'")
    }
}
