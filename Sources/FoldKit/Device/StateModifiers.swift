import Foundation

/// The modifiers a device state takes beyond its posture: layout direction, camera streaming, a
/// Live Activity and a window (SPEC 10.2).
///
/// Every command that takes one device state takes these; the storyboard and lint take each as a
/// list and cover their Cartesian product with the postures (``product(layoutDirections:cameraStreaming:liveActivity:windows:)``).
/// ``applied(to:)`` sets the device-state part on a preset's state; ``layoutDirection`` is the
/// layout's (leading = left in LTR, right in RTL), which ``DeviceProfile/resolve(_:modifiers:)``
/// puts into the resolved space (``LayoutSpace/layoutDirection``), where solvers read it.
///
/// A state is *named* by the modifiers that differ from ``standard``, in a fixed order (``words``):
/// `rtl`, `camera`, `live-activity`, `window X,Y,W,H`. The standard state has no name, so the
/// files and lines of a run without modifiers stay as they were; a modifier that changes nothing
/// in some posture (the inner camera while closed) is still named as asked.
public struct StateModifiers: Sendable, Hashable {
    /// The layout direction.
    public var layoutDirection: LayoutDirection
    /// Whether a front camera streams (activates `cameraStreaming` regions, SPEC 3.3).
    public var cameraStreaming: Bool
    /// Whether a Live Activity shows (regions use their `liveActivityFrame`, SPEC 3.2).
    public var liveActivity: Bool
    /// A window inside the active display (multitasking), display coordinates in the posture's
    /// orientation, points; nil for the whole display.
    public var window: CGRect?

    /// Creates modifiers; the defaults are ``standard``'s.
    public init(layoutDirection: LayoutDirection = .leftToRight, cameraStreaming: Bool = false, liveActivity: Bool = false,
                window: CGRect? = nil) {
        self.layoutDirection = layoutDirection
        self.cameraStreaming = cameraStreaming
        self.liveActivity = liveActivity
        self.window = window
    }

    /// Left to right, no camera, no Live Activity, the whole display: what a posture alone means.
    public static let standard = StateModifiers()

    /// `state` with the camera, the Live Activity and the window set from these modifiers (the
    /// hinge angle and orientation are the posture's).
    public func applied(to state: DeviceState) -> DeviceState {
        var state = state
        state.cameraStreaming = cameraStreaming
        state.liveActivity = liveActivity
        state.window = window
        return state
    }

    /// The modifiers that differ from ``standard``, in the fixed order `rtl`, `camera`,
    /// `live-activity`, `window X,Y,W,H` (numbers as ``Format/number(_:)-(Double)`` writes them);
    /// empty for the standard state.
    public var words: [String] {
        var words: [String] = []
        if layoutDirection == .rightToLeft { words.append("rtl") }
        if cameraStreaming { words.append("camera") }
        if liveActivity { words.append("live-activity") }
        if let window { words.append("window " + Self.text(of: window)) }
        return words
    }

    /// The state's name for people: ``words`` joined by spaces (`rtl camera`); empty for the
    /// standard state.
    public var name: String { words.joined(separator: " ") }

    /// The state's name for file names: ``words`` joined by `.`, the window's numbers by `-`
    /// (`rtl.camera.window-0-0-470-669`); empty for the standard state. Letters, digits, `-` and
    /// `.` only (window coordinates are never negative).
    public var fileSuffix: String {
        words.map { $0.replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: ",", with: "-") }.joined(separator: ".")
    }

    /// Every combination of the lists, in order: direction, then camera, then Live Activity, then
    /// window, the last varying fastest. An empty `windows` list means the whole display.
    /// - Complexity: O(*d*·*c*·*l*·*w*) values.
    public static func product(layoutDirections: [LayoutDirection], cameraStreaming: [Bool], liveActivity: [Bool],
                               windows: [CGRect?]) -> [StateModifiers] {
        let windows = windows.isEmpty ? [nil] : windows
        var states: [StateModifiers] = []
        states.reserveCapacity(layoutDirections.count * cameraStreaming.count * liveActivity.count * windows.count)
        for direction in layoutDirections {
            for camera in cameraStreaming {
                for live in liveActivity {
                    for window in windows {
                        states.append(StateModifiers(layoutDirection: direction, cameraStreaming: camera, liveActivity: live, window: window))
                    }
                }
            }
        }
        return states
    }

    /// A window as `--window` takes it: `x,y,w,h`, points (`0,0,470,669`).
    public static func text(of window: CGRect) -> String {
        [window.minX, window.minY, window.width, window.height].map { Format.number(Double($0)) }.joined(separator: ",")
    }
}
