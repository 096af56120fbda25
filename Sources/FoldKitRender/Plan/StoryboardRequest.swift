import FoldKit

/// What a storyboard should render: scenes × devices × postures (SPEC 8.3, CLI.md `storyboard`).
///
/// The CLI is one caller; ``StoryboardPlan/make(_:)`` turns a request into panels.
public struct StoryboardRequest: Sendable, Hashable {
    /// The scenes, in page order; empty means the ``PanelScene/space`` pseudo-scene alone.
    public var scenes: [PanelScene]
    /// The devices, in page order.
    public var devices: [DeviceProfile]
    /// The postures per device.
    public var postures: PostureSelection

    /// Creates a request.
    public init(scenes: [PanelScene] = [], devices: [DeviceProfile], postures: PostureSelection = .supported) {
        self.scenes = scenes
        self.devices = devices
        self.postures = postures
    }
}
