import Foundation
import FoldKitLint

/// What a check found: the findings that count, in `foldkit lint`'s order, and the panels with
/// findings written as SVG.
public struct FindingCheckResult: Sendable {
    /// The scene's id, as findings name it.
    public var scene: String
    /// Where the scene came from: the file as given, `built-in scene <id>` or `scene '<id>'`.
    public var source: String
    /// The scene's name (its `name` field: `Note Editor`), which the message leads with.
    public var name: String
    /// The device profiles' ids checked, in order.
    public var devices: [String]
    /// The mildest severity that counted (``FindingCheckRequest/severity``).
    public var severity: DiagnosticSeverity
    /// The states checked (``FindingCheckRequest/states``).
    public var states: Int
    /// The screens laid out and linted, next screens included.
    public var panels: Int
    /// Of ``panels``, the next screens: a list–detail's detail pushed where it shows one view.
    public var nextScreens: Int
    /// The findings at or above ``severity``, in `foldkit lint`'s order (every repeat of a row's
    /// fault listed; ``message`` groups them as lint's text does).
    public var diagnostics: [Diagnostic]
    /// The folder the SVGs are in; nil when nothing counted, and nothing was written.
    public var panelDirectory: URL?
    /// The SVG files written, relative to ``panelDirectory``, in panel order
    /// (`<scene>/<device>/<posture>[.<state>].svg`).
    public var panelFiles: [String] = []

    /// Whether no finding counted.
    public var isClean: Bool { diagnostics.isEmpty }

    /// The failure message, nil when clean: a headline naming the scene (`"Note Editor"
    /// (path/screen.json) has 1 lint finding:`) and severity, the
    /// findings exactly as `foldkit lint` prints them in text (``LintReport/text(scenes:devices:states:panels:nextScreens:)``:
    /// `notes: iphone-duo/book: error: FK001: control 'compose' overlaps region 'fold' by 20.17pt`,
    /// its `fix:` line, the summary), then the folder of the panels' SVGs and each file in it; no final newline.
    public var message: String? {
        guard !isClean else { return nil }
        let counted = severity == .info ? "" : " at or above \(severity.rawValue)"
        // The scene by its name first: a file in a test bundle has a path under .build.
        let named = "\"\(name)\" (\(source))"
        var text = "\(named) has \(LintReport.plural(diagnostics.count, "lint finding"))\(counted):\n"
        // The panel count here is the screens linted, next screens included, so none is added twice.
        text += LintReport(diagnostics).text(scenes: 1, devices: devices.count, states: states, panels: panels - nextScreens, nextScreens: nextScreens)
        if let panelDirectory {
            text += "The panels with findings, as SVG, are in \(panelDirectory.path):\n"
            text += panelFiles.map { "  \($0)\n" }.joined()
        }
        return String(text.dropLast())
    }
}
