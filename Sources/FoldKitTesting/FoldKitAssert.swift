import Foundation
import Testing
import FoldKit
import FoldKitLint
import FoldKitRender

/// Swift Testing assertions on scenes: a scene has no lint finding on given devices, postures
/// and states (SPEC 8.4, 10.2).
///
/// ```swift
/// import Testing
/// import FoldKitTesting
///
/// @Test func garageHasNoFinding() {
///     FoldKitAssert.expectNoFindings(.file(garageURL), devices: ["iphone-duo", "book-foldable"])
/// }
/// ```
public enum FoldKitAssert {
    /// Records an issue unless `scene` lints clean: its message lists each finding as `foldkit
    /// lint` prints it and names the folder the failing panels' SVGs were written to
    /// (``FindingCheckResult/message``). A scene that cannot be checked is an issue too.
    /// - Parameters:
    ///   - devices: built-in device profile ids (``DeviceProfile/builtInIDs``).
    ///   - postures: all each device supports (the default), or `.only([.book, .tabletop])`.
    ///   - states: the states beyond the posture, each checked in every posture (SPEC 10.2).
    ///   - severity: the mildest severity that fails: `.info` (every finding), `.warning`, `.error`.
    ///   - panelDirectory: where the panels' SVGs go; nil for a new temporary folder.
    ///   - sourceLocation: where the issue is reported; the call's by default.
    /// - Returns: the check's result, nil when it could not run.
    @discardableResult
    public static func expectNoFindings(_ scene: SceneSource, devices: [String] = ["iphone-duo"], postures: PostureSelection = .supported,
                                        states: [StateModifiers] = [.standard], atOrAbove severity: DiagnosticSeverity = .info,
                                        panelDirectory: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> FindingCheckResult? {
        let request = FindingCheckRequest(scene, devices: devices, postures: postures, states: states, atOrAbove: severity, panelDirectory: panelDirectory)
        let (result, failure) = FindingCheck.outcome(request)
        if let failure { Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation) }
        return result
    }
}
