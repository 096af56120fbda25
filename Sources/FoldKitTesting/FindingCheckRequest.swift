import Foundation
import FoldKit
import FoldKitLint
import FoldKitRender

/// What to check: a scene on devices, in postures and states, and how bad a finding must be to
/// count (SPEC 8.4, 10.2).
///
/// The panels are `foldkit lint`'s: every device × state × posture, each followed by its next
/// screen where a list–detail shows one view (SPEC 4.4).
public struct FindingCheckRequest: Sendable {
    /// The scene.
    public var scene: SceneSource
    /// The built-in device profiles' ids (``DeviceProfile/builtInIDs``), in order.
    public var devices: [String]
    /// The postures per device: all it supports (the default), or a list.
    public var postures: PostureSelection
    /// The states beyond the posture, in order: every posture is checked in each (SPEC 10.2);
    /// ``StateModifiers/product(layoutDirections:cameraStreaming:liveActivity:keyboards:scrolled:windows:)``
    /// builds a product of them.
    public var states: [StateModifiers]
    /// The mildest severity that counts: `.info` (the default) counts every finding, `.warning`
    /// errors and warnings, `.error` errors only.
    public var severity: DiagnosticSeverity
    /// The folder the panels with findings are written to as SVG, in the storyboard's layout
    /// (`<scene>/<device>/<posture>[.<state>].svg`); nil for a new folder under the temporary
    /// directory (`foldkit-findings/<scene>-<random>`).
    public var panelDirectory: URL?

    /// Creates a request; by default the iPhone Duo in every posture it supports, in the
    /// standard state, counting every finding.
    public init(_ scene: SceneSource, devices: [String] = ["iphone-duo"], postures: PostureSelection = .supported,
                states: [StateModifiers] = [.standard], atOrAbove severity: DiagnosticSeverity = .info, panelDirectory: URL? = nil) {
        self.scene = scene
        self.devices = devices
        self.postures = postures
        self.states = states
        self.severity = severity
        self.panelDirectory = panelDirectory
    }
}
