import Foundation
import FoldKit

extension ArrangeCommand {
    /// The JSON document of CLI.md's `foldkit arrange`, with `reason`, `adjustments`, `bounds`,
    /// `device`, `preset` and `posture` added after the documented fields.
    struct Report: Encodable {
        var style: String
        var mode: String
        @NullWhenAbsent var axis: String?
        var primary: JSONArrangedView
        var secondary: JSONArrangedView
        var reason: String
        var adjustments: [String]
        var bounds: JSONRect
        var device: String
        var preset: String
        var posture: String

        init(_ arrangement: ArrangementResult, device: String, preset: String, posture: String, bounds: CGRect) {
            style = arrangement.style.rawValue
            mode = arrangement.mode.rawValue
            axis = arrangement.axis?.rawValue
            primary = JSONArrangedView(arrangement.primary)
            secondary = JSONArrangedView(arrangement.secondary)
            reason = arrangement.reason.rawValue
            adjustments = Report.names(arrangement.adjustments)
            self.bounds = JSONRect(bounds)
            self.device = device
            self.preset = preset
            self.posture = posture
        }

        static func names(_ adjustments: ArrangementResult.Adjustments) -> [String] {
            let all: [(ArrangementResult.Adjustments, String)] = [
                (.unsatisfiableMinimums, "unsatisfiableMinimums"), (.leftoverSpace, "leftoverSpace"),
                (.idealSizeClamped, "idealSizeClamped"), (.paneSizesIgnored, "paneSizesIgnored"),
                (.spacingClamped, "spacingClamped"), (.minimumBeatsMaximum, "minimumBeatsMaximum"), (.sliverCutOff, "sliverCutOff"),
            ]
            return all.filter { adjustments.contains($0.0) }.map(\.1)
        }

        /// The human-readable form: one line of summary, then one line per view and the reason.
        func text(_ arrangement: ArrangementResult, headline: String) -> String {
            let layout: String
            switch arrangement.axis {
            case .horizontal?: layout = "side by side"
            case .vertical?: layout = "stacked"
            case nil: layout = arrangement.mode == .overlaid ? "primary over secondary" : "primary only"
            }
            var out = "\(headline): \(style) arrangement, \(mode) (\(layout))\n"
            out += LayoutText.label("bounds") + TextTable.frame(bounds.rect) + "\n"
            for (name, view) in [("primary", arrangement.primary), ("secondary", arrangement.secondary)] {
                out += LayoutText.label(name) + LayoutText.frame(view.frame) + (view.isVisible ? "  z \(view.zIndex)" : "") + "\n"
            }
            out += LayoutText.label("why") + arrangement.reason.explanation + "\n"
            if !adjustments.isEmpty { out += LayoutText.label("adjusted") + adjustments.joined(separator: ", ") + "\n" }
            return out
        }
    }
}
