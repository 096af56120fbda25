import FoldKit

/// What a storyboard should render: scenes × devices × states × postures (SPEC 8.3, 10.2, CLI.md
/// `storyboard`).
///
/// The CLI is one caller; ``StoryboardPlan/make(_:)`` turns a request into panels.
public struct StoryboardRequest: Sendable, Hashable {
    /// The scenes, in page order; empty means the ``PanelScene/space`` pseudo-scene alone.
    public var scenes: [PanelScene]
    /// The devices, in page order.
    public var devices: [DeviceProfile]
    /// The postures per device.
    public var postures: PostureSelection
    /// The states beyond the posture, in page order: every posture is drawn in each (SPEC 10.2).
    /// Usually a ``StateModifiers/product(layoutDirections:cameraStreaming:liveActivity:keyboards:scrolled:windows:)``.
    public var states: [StateModifiers]

    /// Creates a request.
    public init(scenes: [PanelScene] = [], devices: [DeviceProfile], postures: PostureSelection = .supported,
                states: [StateModifiers] = [.standard]) {
        self.scenes = scenes
        self.devices = devices
        self.postures = postures
        self.states = states
    }
}
