import Foundation
import FoldKit

/// Writes the storyboard's `index.html`, a page made for review (SPEC 8.3, 10.1, 10.2).
///
/// A header with the severity counts and filters by device, posture, state and findings (they
/// combine); a contents list of the scenes; per scene and device a fold view that moves every node
/// between postures by id, then the panels, one row per state, each with its findings. A click on
/// a panel opens it full size (``viewer``), where ← and → step through the postures and states of
/// that scene and device and Esc closes; `index.html#mail/iphone-duo/book.rtl` (a panel's path
/// without `.svg`, ``StoryboardPaths``) opens that panel on load.
///
/// Self-contained (inline CSS, JavaScript and fold-view data, no external assets, no fetch), so it
/// works from `file://`; panels are referenced by their relative paths (``StoryboardPaths``), so
/// the page sits at the root of the output directory. Deterministic: same plan, same bytes.
public enum HTMLPage {
    /// Page pixels per display point of the panel images: one scale for every panel, so displays
    /// compare at their true relative sizes (951 pt → 761 px; a 9-pt role label is 7.2 px). A
    /// panel narrower than the window keeps it; a wider one shrinks to the window's width.
    public static let thumbnailScale: CGFloat = 0.8

    /// The page for `plan`'s panels; `hasPNG` adds a link to each panel's PNG; `watch` adds the live
    /// preview's script (``watchScript``); `canvasSize` gives each panel image's size in points (its
    /// drawing's canvas: the writer passes the sizes of the drawings it made, so none is drawn twice).
    ///
    /// The page is ``head(_:states:)``, one ``section(_:hasPNG:states:canvasSize:)`` per scene and
    /// ``tail(watch:)``: a writer that holds one scene at a time writes the sections as it goes.
    /// - Complexity: O(*n* + *f*) for *n* panels and *f* findings, plus grouping O(*n*·*g*) for
    ///   *g* scene-device groups.
    public static func document(_ plan: StoryboardPlan, hasPNG: Bool = false, watch: Bool = false,
                                canvasSize: (StoryboardPanel) -> CGSize = { PanelDrawing.canvasSize($0) }) -> String {
        var overview = Overview()
        var sections = ""
        sections.reserveCapacity(1_000 * plan.panels.count)
        let states = StateDimensions(plan.panels.map(\.state))
        for scene in plan.byScene {
            overview.add(scene)
            sections += section(scene, hasPNG: hasPNG, states: states, canvasSize: canvasSize)
        }
        return head(overview, states: states) + sections + tail(watch: watch)
    }

    /// What the page's header and contents say of the panels: their count, findings by severity,
    /// devices, postures and scenes, each in first-appearance order. Added to one scene at a time
    /// (``add(_:)``), so a writer need not hold the panels.
    public struct Overview: Sendable {
        /// The number of panels (next screens included).
        public private(set) var panelCount = 0
        /// The findings of each severity.
        public private(set) var findingCounts: [PanelFinding.Severity: Int] = [:]
        /// The devices, by id and name.
        private(set) var devices: [(id: String, name: String)] = []
        /// The postures present.
        private(set) var postures: Set<PosturePreset> = []
        /// The contents: each scene with its panel and finding counts.
        private(set) var scenes: [(scene: PanelScene, panels: Int, findings: Int)] = []

        /// An overview of no panels.
        public init() {}

        /// Counts `panels` in: one scene's panels (a scene seen before is counted as a new entry).
        /// - Complexity: O(*n*·*d*) for *n* panels and *d* devices.
        public mutating func add(_ panels: [StoryboardPanel]) {
            guard let first = panels.first else { return }
            var findings = 0
            for panel in panels {
                panelCount += 1
                findings += panel.findings.count
                for finding in panel.findings { findingCounts[finding.severity, default: 0] += 1 }
                if !devices.contains(where: { $0.id == panel.deviceID }) { devices.append((panel.deviceID, panel.deviceName)) }
                postures.insert(panel.posture)
            }
            scenes.append((first.scene, panels.count, findings))
        }

        /// The number of findings.
        public var findingCount: Int { findingCounts.values.reduce(0, +) }
    }

    /// The page up to its first scene: the head, the header with the summary, filters and legend,
    /// and the contents list. `states`: the states of every panel (the state filter shows the
    /// modifiers that vary among them).
    public static func head(_ overview: Overview, states: StateDimensions) -> String {
        var out = ""
        out.reserveCapacity(12_000 + 100 * overview.scenes.count)
        out += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>FoldKit storyboard</title>\n<style>\n\(style)</style>\n</head>\n<body>\n<header>\n"
        out += "<h1>FoldKit storyboard</h1>\n<p class=\"summary\">\(summary(overview))</p>\n"
        filters(overview, dimensions: states, to: &out)
        out += legend
        out += "</header>\n<main>\n"
        contents(overview, to: &out)
        return out
    }

    /// One scene's section: per device its fold view, then its panels, one row per state.
    /// `panels` are the scene's, in plan order; `states` as in ``head(_:states:)``.
    /// - Complexity: O(*n*·*q*) for *n* panels of *q* nodes (the fold views' data).
    public static func section(_ panels: [StoryboardPanel], hasPNG: Bool, states dimensions: StateDimensions,
                               canvasSize: (StoryboardPanel) -> CGSize = { PanelDrawing.canvasSize($0) }) -> String {
        guard let scene = panels.first?.scene else { return "" }
        var out = ""
        out.reserveCapacity(1_000 * panels.count)
        out += "<section class=\"scene\" id=\"scene-\(StoryboardPaths.component(scene.id))\">\n<h2>"
        XMLEscape.append(scene.title, to: &out)
        out += "</h2>\n<div class=\"devices\">\n"
        for panels in devices(panels) {
            out += "<div class=\"device\">\n<h3>"
            XMLEscape.append(panels[0].deviceName, to: &out)
            out += " <code>"
            XMLEscape.append(panels[0].deviceID, to: &out)
            out += "</code></h3>\n"
            foldView(panels.filter(\.pushed.isEmpty), dimensions: dimensions, to: &out)
            for row in stateRows(panels) {
                out += "<div class=\"row\">\n"
                for panel in row { figure(panel, hasPNG: hasPNG, canvas: canvasSize(panel), dimensions: dimensions, to: &out) }
                out += "</div>\n"
            }
            out += "</div>\n"
        }
        out += "</div>\n</section>\n"
        return out
    }

    /// The page after its last scene: the full-size viewer and the scripts (`watch`: the live
    /// preview's too).
    public static func tail(watch: Bool) -> String {
        "</main>\n" + viewer + "<script>\n\(script)\(viewerScript)\(foldScript)\(watch ? watchScript : "")</script>\n</body>\n</html>\n"
    }

    /// `32 panels · 4 findings: 1 error · 2 warnings · 1 info`, each severity count in a span of
    /// its class (`<span class="count error">`); just `32 panels · 0 findings` when there are none.
    static func summary(_ overview: Overview) -> String {
        let panels = overview.panelCount, findings = overview.findingCount
        var out = "\(panels) panel\(panels == 1 ? "" : "s") · \(findings) finding\(findings == 1 ? "" : "s")"
        guard findings > 0 else { return out }
        out += ": " + PanelFinding.Severity.allCases.map { severity in
            let count = overview.findingCounts[severity] ?? 0
            return "<span class=\"count \(severity.rawValue)\" data-count=\"\(count)\">\(count) \(severity.rawValue)\(count == 1 ? "" : "s")</span>"
        }.joined(separator: " · ")
        return out
    }

    /// One scene's panels grouped by device, each run of one device in order.
    static func devices(_ panels: [StoryboardPanel]) -> [[StoryboardPanel]] {
        var result: [[StoryboardPanel]] = []
        for panel in panels {
            if result.last?.first?.deviceID != panel.deviceID { result.append([]) }
            result[result.count - 1].append(panel)
        }
        return result
    }

    /// The postures `panels` show, each once, in ``PosturePreset`` order.
    static func postures(of panels: [StoryboardPanel]) -> [PosturePreset] {
        let present = Set(panels.map(\.posture))
        return PosturePreset.allCases.filter(present.contains)
    }

    /// A device's panels split into runs of one state each, in order.
    static func stateRows(_ panels: [StoryboardPanel]) -> [[StoryboardPanel]] {
        var rows: [[StoryboardPanel]] = []
        for panel in panels {
            if rows.last?.first?.state == panel.state { rows[rows.count - 1].append(panel) } else { rows.append([panel]) }
        }
        return rows
    }

    /// One panel: its image (linking the SVG), a caption naming its posture and state, and its findings.
    static func figure(_ panel: StoryboardPanel, hasPNG: Bool, canvas: CGSize, dimensions: StateDimensions, to out: inout String) {
        let svg = StoryboardPaths.svg(panel)
        let display = panel.displaySize, pixels = panel.pixelSize
        let state = dimensions.label(panel.state)
        let stem = StoryboardPaths.stem(panel)
        out += "<figure class=\"panel\" data-posture=\"\(panel.posture.rawValue)\""
        dimensions.attributes(panel.state, to: &out)
        out += " data-scene=\""
        XMLEscape.append(StoryboardPaths.component(panel.scene.id), to: &out)
        out += "\" data-device=\""
        XMLEscape.append(StoryboardPaths.component(panel.deviceID), to: &out)
        out += "\" data-findings=\""
        out += PanelFinding.Severity.allCases.filter { severity in panel.findings.contains { $0.severity == severity } }
            .map(\.rawValue).joined(separator: " ")
        out += "\" data-stem=\""
        XMLEscape.append(stem, to: &out)
        out += "\" id=\"panel-"
        XMLEscape.append(stem.replacingOccurrences(of: "/", with: "-"), to: &out)
        out += "\">\n<a class=\"open\" aria-haspopup=\"dialog\" href=\""
        XMLEscape.append(svg, to: &out)
        out += "\"><img src=\""
        XMLEscape.append(svg, to: &out)
        // The image is the canvas: the display with its caption band below, or its bezel around.
        out += "\" width=\""
        DrawingNumber.append((canvas.width * thumbnailScale).rounded(), to: &out)
        out += "\" height=\""
        DrawingNumber.append((canvas.height * thumbnailScale).rounded(), to: &out)
        out += "\" alt=\""
        XMLEscape.append("\(panel.deviceName) in \(panel.postureAndState)", to: &out)
        out += "\"></a>\n<figcaption><b>\(panel.posture.rawValue)</b> · "
        if let state {
            out += "<span class=\"state\">"
            XMLEscape.append(state, to: &out)
            out += "</span> · "
        }
        out += "\(panel.space.display.rawValue) "
        out += "\(Format.size(display)) pt @\(Format.number(panel.space.scale))x · \(Format.number(pixels.width)) × \(Format.number(pixels.height)) px"
        if hasPNG {
            out += " · <a href=\""
            XMLEscape.append(StoryboardPaths.png(panel), to: &out)
            out += "\">PNG</a>"
        }
        out += "</figcaption>\n"
        findings(panel.findings, to: &out)
        out += "</figure>\n"
    }

    /// The findings list, or "No findings".
    static func findings(_ findings: [PanelFinding], to out: inout String) {
        guard !findings.isEmpty else { out += "<p class=\"none\">No findings</p>\n"; return }
        out += "<ul class=\"findings\">\n"
        for finding in findings {
            out += "<li class=\"\(finding.severity.rawValue)\"><b>"
            XMLEscape.append(finding.rule, to: &out)
            out += "</b> \(finding.severity.rawValue)"
            if let node = finding.nodeID {
                out += " <code>"
                XMLEscape.append(node, to: &out)
                out += "</code>"
            }
            out += ": "
            XMLEscape.append(finding.message, to: &out)
            if let fix = finding.fix {
                out += "<br><span class=\"fix\">fix: "
                XMLEscape.append(fix, to: &out)
                out += "</span>"
            }
            out += "</li>\n"
        }
        out += "</ul>\n"
    }
}
