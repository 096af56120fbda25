import Foundation
import FoldKit
import FoldKitStoryboard
import FoldKitLint
import FoldKitRender
import FoldKitScenes

/// Lints a scene on devices, in postures and states, and draws the panels with findings: the
/// work behind ``FoldKitAssert`` and `XCTAssertNoFindings` (SPEC 8.3, 8.4, 10.2).
///
/// Phases: load the scene (``SceneSource``); plan its panels as `foldkit storyboard` does
/// (``StoryboardPlan/make(_:)``); lay each out and lint them as `foldkit lint` does
/// (``LintedPanels``); keep the findings at or above the request's severity; write each panel
/// that has one as SVG (``PanelDrawing``, ``SVGWriter``), its findings marked.
public enum FindingCheck {
    /// Runs `request`'s check.
    /// - Returns: the findings that count and the SVG files written; a clean result writes nothing.
    /// - Throws: ``FindingCheckError`` for a scene that cannot be read or is not valid, an unknown
    ///   device id, a posture a device cannot take, a keyboard state the scene has no text input
    ///   for, or a folder or file that cannot be written.
    /// - Complexity: one or two scene layouts per panel and one lint per device, plus one drawing
    ///   per panel with findings.
    public static func run(_ request: FindingCheckRequest) throws(FindingCheckError) -> FindingCheckResult {
        let scene = try request.scene.load()
        var profiles: [DeviceProfile] = []
        for id in request.devices {
            do { profiles.append(try DeviceProfile.builtIn(id)) } catch { throw FindingCheckError("device '\(id)': \(error)") }
        }
        for keyboard in request.states.map(\.keyboard) where keyboard.isUp {
            do { _ = try scene.prepared.keyboardField(keyboard) } catch { throw FindingCheckError("scene '\(scene.id)': \(error)") }
        }
        let plan: StoryboardPlan
        do {
            plan = try StoryboardPlan.make(StoryboardRequest(scenes: [PanelScene(id: scene.id, title: scene.prepared.scene.name)], devices: profiles,
                                                             postures: request.postures, states: request.states))
        } catch { throw FindingCheckError(error.description) }
        let linted = LintedPanels(plan, scenes: [scene.id: scene.prepared])
        let counts = { (diagnostic: Diagnostic) in diagnostic.severity <= request.severity }
        var result = FindingCheckResult(scene: scene.id, source: scene.source, name: scene.prepared.scene.name, devices: request.devices, severity: request.severity, states: request.states.count,
                                        panels: linted.panels.count, nextScreens: linted.panels.count { !$0.panel.pushed.isEmpty },
                                        diagnostics: linted.diagnostics.filter(counts))
        guard !result.diagnostics.isEmpty else { return result }
        let directory = request.panelDirectory ?? temporaryDirectory(for: scene.id)
        result.panelDirectory = directory
        let byScreen = linted.diagnosticsByScreen
        for panel in linted.panels {
            let findings = (byScreen[panel.screen] ?? []).filter(counts)
            guard !findings.isEmpty else { continue }
            let drawn = panel.drawn(with: findings)
            let path = StoryboardPaths.svg(drawn)
            try write(SVGWriter.document(PanelDrawing(drawn)), to: directory.appendingPathComponent(path))
            result.panelFiles.append(path)
        }
        return result
    }

    /// `request`'s check as the assertions report it: the result (nil when it could not run) and
    /// the failure message, nil when nothing counted — the findings (``FindingCheckResult/message``)
    /// or why the check could not run.
    public static func outcome(_ request: FindingCheckRequest) -> (result: FindingCheckResult?, failure: String?) {
        do {
            let result = try run(request)
            return (result, result.message)
        } catch {
            return (nil, "FoldKit could not check the scene: \(error.message)")
        }
    }

    /// A new folder for `scene`'s panels: `foldkit-findings/<scene>-<8 random hex digits>` under
    /// the temporary directory, so checks running at once never write over each other.
    static func temporaryDirectory(for scene: String) -> URL {
        let suffix = UUID().uuidString.prefix(8).lowercased()
        return FileManager.default.temporaryDirectory.appendingPathComponent("foldkit-findings")
            .appendingPathComponent("\(StoryboardPaths.component(scene))-\(suffix)")
    }

    /// Writes `text` to `url`, creating its folders.
    /// - Throws: ``FindingCheckError`` naming the file when a folder or the file cannot be written.
    static func write(_ text: String, to url: URL) throws(FindingCheckError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        } catch {
            throw FindingCheckError("\(url.path): cannot write the panel (\(error.localizedDescription))")
        }
    }
}
