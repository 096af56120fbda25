import Foundation
import FoldKit

extension ArrangeCommand {
    /// The `--axes` spellings.
    enum AxesChoice: String, CaseIterable {
        case horizontal, vertical, both
        var axes: ArrangementAxes { self == .both ? .both : (self == .horizontal ? .horizontal : .vertical) }
    }

    /// Flags that only the split style reads.
    static let splitOnlyFlags = ["--axes", "--ratio", "--primary-width", "--secondary-width", "--primary-height",
                                 "--secondary-height", "--primary-priority", "--secondary-priority", "--secondary-ideal",
                                 "--prefers-fixed-size"]

    /// The split style the flags describe, validated against a container of size `container`.
    /// - Throws: ``CLIError`` for a malformed value, `--edge` (overlay only), or an
    ///   ``ArrangementError`` (ratio outside 0…1 exclusive, a minimum above its maximum) named by flag.
    static func splitStyle(_ arguments: ParsedArguments, container: CGSize) throws(CLIError) -> SplitArrangement {
        if arguments.value("--edge") != nil { throw .conflict("'--edge' applies only to '--style overlay'") }
        var style = SplitArrangement()
        style.axes = try arguments.choice("--axes", AxesChoice.self, noun: "axes")?.axes ?? .both
        style.ratio = try arguments.number("--ratio").map { CGFloat($0) }
        style.spacing = CGFloat(try arguments.nonNegativeNumber("--spacing") ?? 0)
        style.isSecondaryVisible = !arguments.has("--hide-secondary")
        let fixed = try arguments.choice("--prefers-fixed-size", ArrangementSlot.self, noun: "view")
        for slot in ArrangementSlot.allCases {
            var properties = ArrangementViewProperties()
            properties.width = try arguments.dimensionRange("--\(slot.rawValue)-width") ?? .unconstrained
            properties.height = try arguments.dimensionRange("--\(slot.rawValue)-height") ?? .unconstrained
            properties.layoutPriority = try arguments.number("--\(slot.rawValue)-priority") ?? 0
            properties.idealSize = try arguments.size("--\(slot.rawValue)-ideal")
            properties.prefersFixedSize = fixed == slot
            if slot == .primary { style.primary = properties } else { style.secondary = properties }
        }
        if let fixed, style[fixed].idealSize == nil {
            throw .conflict("'--prefers-fixed-size \(fixed.rawValue)' needs '--\(fixed.rawValue)-ideal <w,h>'")
        }
        do {
            try style.validate(in: container)
        } catch {
            throw cliError(error, arguments)
        }
        return style
    }

    /// The overlay style the flags describe.
    /// - Throws: ``CLIError`` for a malformed value or a split-only flag.
    static func overlayStyle(_ arguments: ParsedArguments) throws(CLIError) -> OverlayArrangement {
        if let flag = splitOnlyFlags.first(where: { arguments.value($0) != nil }) {
            throw .conflict("'\(flag)' applies only to '--style split'")
        }
        var style = OverlayArrangement()
        style.edge = try arguments.choice("--edge", ArrangementEdge.self, noun: "edge") ?? .bottom
        style.spacing = CGFloat(try arguments.nonNegativeNumber("--spacing") ?? 0)
        style.primary.idealSize = try arguments.size("--primary-ideal")
        style.isSecondaryVisible = !arguments.has("--hide-secondary")
        return style
    }

    /// An ``ArrangementError`` as the flag-located ``CLIError`` it stems from; one no flag gives
    /// (the space's own values, which a profile's validation already vouches for) as one line.
    static func cliError(_ error: ArrangementError, _ arguments: ParsedArguments) -> CLIError {
        let flag: String
        switch error {
        case .invalidRatio: flag = "--ratio"
        case .invalidSpacing: flag = "--spacing"
        case .invalidDimension(let slot, let field, _), .minimumExceedsMaximum(let slot, let field, _, _):
            flag = "--\(slot.rawValue)-\(field.rawValue)"
        case .invalidPriority(let slot, _): flag = "--\(slot.rawValue)-priority"
        case .invalidIdealSize(let slot, _): flag = "--\(slot.rawValue)-ideal"
        case .invalidBounds: flag = "--bounds"
        case .invalidSafeArea, .invalidScale, .invalidRegionFrame, .invalidListDetailSetting: return .conflict(error.message)
        }
        let reason: String
        switch error {
        case .invalidRatio: reason = "ratio must be strictly between 0 and 1, got"
        case .minimumExceedsMaximum(_, _, let minimum, let maximum):
            reason = "minimum \(minimum) exceeds maximum \(maximum) in"
        default: reason = error.message + " in"
        }
        return .invalidValue(flag: flag, placeholder: arguments.placeholder(flag), value: arguments.value(flag) ?? "", reason: reason)
    }
}
