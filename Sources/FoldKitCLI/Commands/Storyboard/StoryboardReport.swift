import Foundation
import FoldKit
import FoldKitRender

/// What `foldkit storyboard` prints: CLI.md's JSON document, or a short text summary that ends
/// with the path of `index.html` (or of the directory without one).
struct StoryboardReport: Encodable {
    struct Panel: Encodable {
        var scene: String
        var device: String
        var posture: String
        /// The state beyond the posture (CLI.md "States"): direction, camera, Live Activity, window.
        var state: StateModifiers
        var svg: String
        @NullWhenAbsent var png: String?
        var size: JSONSize
        var findings: Int
    }

    var outputDirectory: String
    var panels: [Panel]
    var findings: Int

    /// The report of `written` into `directory`.
    init(_ written: [StoryboardWriter.Written], directory: StoryboardOutputDirectory) {
        outputDirectory = directory.display
        panels = written.map {
            Panel(scene: $0.panel.scene.id, device: $0.panel.deviceID, posture: $0.panel.posture.rawValue, state: $0.panel.state,
                  svg: directory.shown($0.svg), png: $0.png.map(directory.shown), size: JSONSize($0.panel.pixelSize),
                  findings: $0.panel.findings.count)
        }
        findings = panels.reduce(0) { $0 + $1.findings }
    }

    /// `Rendered 6 panels …` lines, the last one the page (or the directory).
    func text(kinds: Set<StoryboardOptions.RenderKind>, written: [StoryboardWriter.Written], directory: StoryboardOutputDirectory) -> String {
        var scenes: [String] = [], devices: [String] = [], states: [StateModifiers] = []
        for item in written {
            if !scenes.contains(item.panel.scene.id) { scenes.append(item.panel.scene.id) }
            if !devices.contains(item.panel.deviceID) { devices.append(item.panel.deviceID) }
            if !states.contains(item.panel.state) { states.append(item.panel.state) }
        }
        let pngs = panels.filter { $0.png != nil }.count
        var out = "Rendered \(plural(panels.count, "panel")): \(plural(scenes.count, "scene")) (\(scenes.joined(separator: ", ")))"
        out += " on \(plural(devices.count, "device")) (\(devices.joined(separator: ", ")))"
        if states != [.standard] {
            out += " in \(plural(states.count, "state")) (\(states.map { $0.name.isEmpty ? "standard" : $0.name }.joined(separator: ", ")))"
        }
        out += "\n"
        out += "Wrote \(plural(panels.count, "SVG file")), \(plural(pngs, "PNG file"))"
        out += kinds.contains(.html) ? " and \(StoryboardPaths.index)" : ""
        out += " to \(directory.display)/\n"
        let severities = PanelFinding.Severity.allCases.map { severity in
            (severity, written.reduce(0) { $0 + $1.panel.findings.filter { $0.severity == severity }.count })
        }
        out += "Findings: \(findings)"
        if findings > 0 { out += " (" + severities.map { plural($0.1, $0.0.rawValue) }.joined(separator: ", ") + ")" }
        out += "\n"
        out += (kinds.contains(.html) ? directory.shown(StoryboardPaths.index) : directory.display) + "\n"
        return out
    }

    func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
