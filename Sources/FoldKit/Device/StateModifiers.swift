import Foundation

/// The modifiers a device state takes beyond its posture: layout direction, camera streaming, a
/// Live Activity, the keyboard and a window (SPEC 10.2).
///
/// Every command that takes one device state takes these; the storyboard and lint take each as a
/// list and cover their Cartesian product with the postures (``product(layoutDirections:cameraStreaming:liveActivity:keyboards:scrolled:windows:)``).
/// ``applied(to:)`` sets the device-state part on a preset's state; ``layoutDirection`` is the
/// layout's (leading = left in LTR, right in RTL), which ``DeviceProfile/resolve(_:modifiers:)``
/// puts into the resolved space (``LayoutSpace/layoutDirection``), where solvers read it.
///
/// A state is *named* by the modifiers that differ from ``standard``, in a fixed order (``words``):
/// `rtl`, `camera`, `live-activity`, `keyboard` (or `keyboard FIELD`), `scrolled`, `window X,Y,W,H`. The standard state has no name, so the
/// files and lines of a run without modifiers stay as they were; a modifier that changes nothing
/// in some posture (the inner camera while closed) is still named as asked.
public struct StateModifiers: Sendable, Hashable {
    /// The layout direction.
    public var layoutDirection: LayoutDirection
    /// Whether a front camera streams (activates `cameraStreaming` regions, SPEC 3.3).
    public var cameraStreaming: Bool
    /// Whether a Live Activity shows (regions use their `liveActivityFrame`, SPEC 3.2).
    public var liveActivity: Bool
    /// Whether the system keyboard is up, and for which field (SPEC 10.2, amended 2026-12-02).
    public var keyboard: KeyboardState
    /// Whether the content has scrolled: bars give room back (SPEC 10.2, amended 2026-12-02).
    public var scrolled: Bool
    /// A window inside the active display (multitasking), display coordinates in the posture's
    /// orientation, points; nil for the whole display.
    public var window: CGRect?

    /// Creates modifiers; the defaults are ``standard``'s.
    public init(layoutDirection: LayoutDirection = .leftToRight, cameraStreaming: Bool = false, liveActivity: Bool = false,
                keyboard: KeyboardState = .off, scrolled: Bool = false, window: CGRect? = nil) {
        self.layoutDirection = layoutDirection
        self.cameraStreaming = cameraStreaming
        self.liveActivity = liveActivity
        self.keyboard = keyboard
        self.scrolled = scrolled
        self.window = window
    }

    /// Left to right, no camera, no Live Activity, no keyboard, the whole display: what a posture
    /// alone means.
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
    /// `live-activity`, `keyboard` (`keyboard FIELD` for a field id), `scrolled`, `window X,Y,W,H` (numbers
    /// as ``Format/number(_:)-(Double)`` writes them); empty for the standard state.
    public var words: [String] {
        var words: [String] = []
        if layoutDirection == .rightToLeft { words.append("rtl") }
        if cameraStreaming { words.append("camera") }
        if liveActivity { words.append("live-activity") }
        switch keyboard {
        case .off: break
        case .on: words.append("keyboard")
        case .field(let id): words.append("keyboard " + id)
        }
        if scrolled { words.append("scrolled") }
        if let window { words.append("window " + Self.text(of: window)) }
        return words
    }

    /// The state's name for people: ``words`` joined by spaces (`rtl camera`); empty for the
    /// standard state.
    public var name: String { words.joined(separator: " ") }

    /// The state's name for file names: ``words`` joined by `.`, the window's numbers and a
    /// keyboard's field by `-` (`rtl.camera.window-0-0-470-669`, `keyboard-search-field`); empty
    /// for the standard state. Letters, digits, `-`, `_` and `.` only (window coordinates are never
    /// negative; field ids are letters, digits, `-` and `_`).
    public var fileSuffix: String {
        words.map { $0.replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: ",", with: "-") }.joined(separator: ".")
    }

    /// Every combination of the lists, in order: direction, then camera, then Live Activity, then
    /// keyboard, then scrolled, then window, the last varying fastest. An empty `windows` list
    /// means the whole display; an empty `keyboards` list, the keyboard down; an empty `scrolled`
    /// list, at rest.
    /// - Complexity: O(*d*·*c*·*l*·*k*·*s*·*w*) values.
    public static func product(layoutDirections: [LayoutDirection], cameraStreaming: [Bool], liveActivity: [Bool],
                               keyboards: [KeyboardState] = [.off], scrolled: [Bool] = [false], windows: [CGRect?]) -> [StateModifiers] {
        let windows = windows.isEmpty ? [nil] : windows
        let keyboards = keyboards.isEmpty ? [.off] : keyboards
        let scrolled = scrolled.isEmpty ? [false] : scrolled
        var states: [StateModifiers] = []
        states.reserveCapacity(layoutDirections.count * cameraStreaming.count * liveActivity.count * keyboards.count * scrolled.count * windows.count)
        for direction in layoutDirections {
            for camera in cameraStreaming {
                for live in liveActivity {
                    for keyboard in keyboards {
                        for isScrolled in scrolled {
                            for window in windows {
                                states.append(StateModifiers(layoutDirection: direction, cameraStreaming: camera, liveActivity: live,
                                                             keyboard: keyboard, scrolled: isScrolled, window: window))
                            }
                        }
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

/// The keyboard state (SPEC 10.2, amended 2026-12-02): down, up for the scene's default field, or
/// up for a named text input. It applies to scenes only: the scene names the field
/// (``SystemKeyboard/field``), the profile the height.
public enum KeyboardState: Sendable, Hashable, CustomStringConvertible {
    /// The keyboard is down (the standard state).
    case off
    /// The keyboard is up for the scene's `focus`, else its first text input.
    case on
    /// The keyboard is up for the text input with this id.
    case field(String)

    /// The state `--keyboard` spells `text`: `off`, `on`, else a field id.
    public init(text: String) {
        switch text {
        case "off": self = .off
        case "on": self = .on
        default: self = .field(text)
        }
    }

    /// As `--keyboard` spells it: `off`, `on` or the field id.
    public var description: String {
        switch self {
        case .off: return "off"
        case .on: return "on"
        case .field(let id): return id
        }
    }

    /// Whether the keyboard is up.
    public var isUp: Bool { self != .off }

    /// The field named, nil for `off` and `on`.
    public var fieldID: String? {
        if case .field(let id) = self { return id }
        return nil
    }
}
