import Foundation
import FoldKit
import FoldKitLint
import FoldKitRender

/// What `foldkit storyboard` prints: CLI.md's JSON document, or a short text summary that ends
/// with the path of `index.html` (or of the directory without one).
///
/// A panel that shows one view of a list–detail has a next screen, its detail pushed (SPEC 4.4):
/// it is part of that panel — `next` in JSON, counted with it — not a panel of its own.
struct StoryboardReport: Encodable {
    /// A panel's next screen: the detail pushed from the list.
    struct Screen: Encodable {
        /// The list–detail nodes whose detail it shows.
        var pushed: [String]
        var svg: String
        @NullWhenAbsent var png: String?
        var findings: Int
    }

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
        /// The next screen (the detail pushed), null for a panel that shows every view.
        @NullWhenAbsent var next: Screen?
    }

    var outputDirectory: String
    /// The review PDF's path, null when not rendered.
    @NullWhenAbsent var pdf: String?
    var panels: [Panel]
    var findings: Int

    /// The report of `written` into `directory`; `pdf` when the review PDF was written.
    init(_ written: [StoryboardWriter.Written], directory: StoryboardOutputDirectory, pdf: Bool = false) {
        outputDirectory = directory.display
        self.pdf = pdf && !written.isEmpty ? directory.shown(StoryboardPaths.pdf) : nil
        var panels: [Panel] = []
        for item in written {
            guard item.panel.pushed.isEmpty else {
                panels[panels.count - 1].next = Screen(pushed: item.panel.pushed, svg: directory.shown(item.svg), png: item.png.map(directory.shown),
                                                       findings: item.panel.findings.count)
                continue
            }
            panels.append(Panel(scene: item.panel.scene.id, device: item.panel.deviceID, posture: item.panel.posture.rawValue,
                                state: item.panel.state, svg: directory.shown(item.svg), png: item.png.map(directory.shown),
                                size: JSONSize(item.pixelSize), findings: item.panel.findings.count))
        }
        self.panels = panels
        findings = panels.reduce(0) { $0 + $1.findings + ($1.next?.findings ?? 0) }
    }

    /// The most scenes the text summary names; more are counted (`… and 90 more`).
    static let scenesNamed = 10

    /// `Rendered 6 panels …` lines, the last one the page (or the directory).
    func text(kinds: Set<StoryboardOptions.RenderKind>, written: [StoryboardWriter.Written], directory: StoryboardOutputDirectory) -> String {
        var scenes: [String] = [], devices: [String] = [], states: [StateModifiers] = []
        for item in written {
            if !scenes.contains(item.panel.scene.id) { scenes.append(item.panel.scene.id) }
            if !devices.contains(item.panel.deviceID) { devices.append(item.panel.deviceID) }
            if !states.contains(item.panel.state) { states.append(item.panel.state) }
        }
        let pngs = written.filter { $0.png != nil }.count, nexts = panels.filter { $0.next != nil }.count
        // A long run names its first scenes; the page's contents list them all.
        let named = scenes.count > Self.scenesNamed ? scenes.prefix(Self.scenesNamed - 1) + ["and \(scenes.count - Self.scenesNamed + 1) more"] : scenes[...]
        var out = "Rendered \(plural(panels.count, "panel")): \(plural(scenes.count, "scene")) (\(named.joined(separator: ", ")))"
        out += " on \(plural(devices.count, "device")) (\(devices.joined(separator: ", ")))"
        if states != [.standard] {
            out += " in \(plural(states.count, "state")) (\(states.map { $0.name.isEmpty ? "standard" : $0.name }.joined(separator: ", ")))"
        }
        out += "\n"
        if nexts > 0 { out += "\(plural(nexts, "panel")) show one view of a list–detail: each has a next screen, the detail pushed\n" }
        out += "Wrote \(plural(written.count, "SVG file")), \(plural(pngs, "PNG file"))"
        let extras = [kinds.contains(.html) ? StoryboardPaths.index : nil, kinds.contains(.pdf) ? StoryboardPaths.pdf : nil].compactMap { $0 }
        out += extras.isEmpty ? "" : " and " + extras.joined(separator: " and ")
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

    func plural(_ count: Int, _ noun: String) -> String { LintReport.plural(count, noun) }
}
