import Foundation
import FoldKit

/// One storyboard panel: one scene on one device in one posture and state, as data to draw
/// (SPEC 8.3, 10.2).
///
/// Renderer-independent: ``PanelDrawing`` turns it into primitives that the SVG and PNG back ends
/// render identically. Coordinates: ``window`` is in display coordinates; the safe area, regions
/// and ``nodes`` are in **window coordinates**, points, physical. The scene layer fills ``nodes``
/// and the lint layer ``findings``; both are empty for a panel of the ``PanelScene/space`` scene.
public struct StoryboardPanel: Sendable, Hashable {
    /// The scene shown.
    public var scene: PanelScene
    /// The device profile's id, e.g. `iphone-duo`.
    public var deviceID: String
    /// The device profile's name, e.g. `iPhone Duo`.
    public var deviceName: String
    /// The posture preset the panel shows.
    public var posture: PosturePreset
    /// The state beyond the posture (layout direction, camera, Live Activity, window) the panel's
    /// space was resolved with and its scene laid out in (SPEC 10.2).
    public var state: StateModifiers
    /// The space the preset resolves to on the device: display, window, safe area, regions.
    public var space: LayoutSpace
    /// The scene's nodes laid out in ``space``, in scene order (drawn by z-index, then order).
    public var nodes: [PanelNode]
    /// Lint findings for this panel.
    public var findings: [PanelFinding]
    /// The system bars the UI layer placed (SPEC 9), drawn above the scene's nodes.
    public var bars: [SystemBar] = []
    /// The active display's corner radius from its profile, points; nil when the profile gives
    /// none (the outline is then drawn with 6 % of the shorter side).
    public var cornerRadius: CGFloat?
    /// The list–detail nodes whose detail this panel shows pushed from the list: the next screen of
    /// a panel that shows one view, as a person reaches it (SPEC 4.4 [S0]); empty for a first
    /// screen. Named `… pushed` and filed as `<posture>[.state].pushed`.
    public var pushed: [String] = []

    /// Creates a panel from its parts.
    public init(scene: PanelScene = .space, deviceID: String, deviceName: String, posture: PosturePreset,
                state: StateModifiers = .standard, space: LayoutSpace, nodes: [PanelNode] = [], findings: [PanelFinding] = [],
                bars: [SystemBar] = [], cornerRadius: CGFloat? = nil) {
        self.state = state
        self.bars = bars
        self.cornerRadius = cornerRadius
        self.scene = scene
        self.deviceID = deviceID
        self.deviceName = deviceName
        self.posture = posture
        self.space = space
        self.nodes = nodes
        self.findings = findings
    }

    /// The active display's size in the current orientation, points.
    public var displaySize: CGSize { space.displaySize }

    /// The active display's size in pixels: `displaySize × scale`, each side rounded to a whole
    /// pixel (2207.625 → 2208 at scale 2.625); 0 for a non-finite product.
    public var pixelSize: CGSize {
        func pixels(_ points: CGFloat) -> CGFloat {
            let value = (points * space.scale).rounded()
            return value.isFinite && value > 0 ? value : 0
        }
        return CGSize(width: pixels(displaySize.width), height: pixels(displaySize.height))
    }

    /// The window's frame in display coordinates, points.
    public var window: CGRect { space.window }

    /// The safe area in window coordinates, points.
    public var safeAreaFrame: CGRect { space.safeAreaFrame }

    /// Every reserved region overlapping the window, active and inactive, window coordinates.
    public var regions: [ReservedRegion] { space.regions }

    /// `mail/iphone-duo/book` style name used in progress and messages, the state's name after a
    /// space when it is not the standard one (`mail/iphone-duo/book rtl camera`).
    public var name: String { "\(scene.id)/\(deviceID)/\(postureAndState)" }

    /// The posture, then the state's name when it is not the standard one: `book`, `book rtl camera`.
    public var postureAndState: String {
        let state = self.state.name
        let name = state.isEmpty ? posture.rawValue : posture.rawValue + " " + state
        return pushed.isEmpty ? name : name + " · detail pushed"
    }
}
