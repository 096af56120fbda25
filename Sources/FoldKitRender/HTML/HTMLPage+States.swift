import Foundation

extension HTMLPage {
    /// The state filter: for each modifier that varies across the panels, one toggle button per
    /// value (all on at first); a panel shows when each of its values is on (SPEC 10.2). Nothing
    /// when the panels share one state.
    static func stateFilter(_ dimensions: StateDimensions, to out: inout String) {
        let varying = dimensions.varying
        guard !varying.isEmpty else { return }
        out += "<nav id=\"states\" aria-label=\"State\">\n"
        for dimension in varying {
            out += "<span class=\"filter\">\(dimension.title)"
            for value in dimensions.values[dimension] ?? [] {
                out += " <button type=\"button\" class=\"on\" aria-pressed=\"true\" data-dim=\"\(dimension.rawValue)\" data-value=\""
                XMLEscape.append(value, to: &out)
                out += "\">"
                XMLEscape.append(StateDimensions.words(dimension, value), to: &out)
                out += "</button>"
            }
            out += "</span>\n"
        }
        out += "</nav>\n"
    }
}
