import Foundation
import FoldKit

extension HTMLPage {
    /// The filters, in the header: device (when there are several), posture, state (when it varies)
    /// and findings, then how many panels they show. A panel shows when it passes every filter
    /// (``script``).
    static func filters(_ overview: Overview, dimensions: StateDimensions, to out: inout String) {
        out += "<div id=\"filters\">\n"
        deviceFilter(overview, to: &out)
        switcher(overview, to: &out)
        stateFilter(dimensions, to: &out)
        findingsFilter(to: &out)
        let count = overview.panelCount
        out += "<p id=\"showing\" aria-live=\"polite\">Showing \(count) of \(count) panel\(count == 1 ? "" : "s")</p>\n</div>\n"
    }

    /// The device buttons: `all`, then each device by name, in first-appearance order; nothing
    /// when the plan has one device.
    static func deviceFilter(_ overview: Overview, to out: inout String) {
        let devices = overview.devices
        guard devices.count > 1 else { return }
        out += "<nav id=\"devices\" aria-label=\"Device\"><span class=\"filter\">Device</span>\n"
        out += "<button type=\"button\" data-device=\"all\" class=\"on\">all</button>\n"
        for device in devices {
            out += "<button type=\"button\" data-device=\""
            XMLEscape.append(StoryboardPaths.component(device.id), to: &out)
            out += "\">"
            XMLEscape.append(device.name, to: &out)
            out += "</button>\n"
        }
        out += "</nav>\n"
    }

    /// The posture buttons: `all`, then each posture present, in ``PosturePreset`` order.
    static func switcher(_ overview: Overview, to out: inout String) {
        out += "<nav id=\"postures\" aria-label=\"Posture\"><span class=\"filter\">Posture</span>\n"
        out += "<button type=\"button\" data-posture=\"all\" class=\"on\">all</button>\n"
        for preset in PosturePreset.allCases where overview.postures.contains(preset) {
            out += "<button type=\"button\" data-posture=\"\(preset.rawValue)\">\(preset.rawValue)</button>\n"
        }
        out += "</nav>\n"
    }

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

    /// The findings buttons: all panels, those with any finding, those with an error, those with a
    /// warning (a panel's `data-findings` lists the severities it has).
    static func findingsFilter(to out: inout String) {
        out += "<nav id=\"findings-filter\" aria-label=\"Findings\"><span class=\"filter\">Findings</span>\n"
        for (value, title) in [("all", "all"), ("any", "with findings"), ("error", "errors"), ("warning", "warnings")] {
            out += "<button type=\"button\" data-findings=\"\(value)\"\(value == "all" ? " class=\"on\"" : "")>\(title)</button>\n"
        }
        out += "</nav>\n"
    }

    /// The contents list: each scene linking to its section, with its panel and finding counts.
    static func contents(_ overview: Overview, to out: inout String) {
        out += "<nav id=\"contents\" aria-label=\"Contents\">\n<h2>Contents</h2>\n<ol>\n"
        for (scene, panels, findings) in overview.scenes {
            out += "<li data-scene=\""
            XMLEscape.append(StoryboardPaths.component(scene.id), to: &out)
            out += "\"><a href=\"#scene-"
            XMLEscape.append(StoryboardPaths.component(scene.id), to: &out)
            out += "\">"
            XMLEscape.append(scene.title, to: &out)
            out += "</a> <span class=\"counts\">\(panels) panel\(panels == 1 ? "" : "s")"
            if findings > 0 { out += " · \(findings) finding\(findings == 1 ? "" : "s")" }
            out += "</span></li>\n"
        }
        out += "</ol>\n</nav>\n"
    }
}
