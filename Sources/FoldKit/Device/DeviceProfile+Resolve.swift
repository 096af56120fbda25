import Foundation

extension DeviceProfile {
    /// Resolves a device state into the space its window has (SPEC 2.4, 3.3).
    ///
    /// - The active display: the outer display while closed (when there is one), else the inner
    ///   (or only) display.
    /// - The window: the whole display unless `state.window` gives a frame inside it.
    /// - Each region of the active display, rotated into the current orientation, with its
    ///   activity from its `activation`; an inactive division is framed per the hinge's
    ///   `inactiveDivisionFrame`; during a Live Activity a region uses its `liveActivityFrame`.
    /// - The posture from the active division's geometry in the window.
    ///
    /// The space's layout direction is left to right; ``resolve(_:layoutDirection:)`` sets another.
    /// - Throws: ``StateError`` for a non-finite angle, an empty window, or a window that is not
    ///   inside the display.
    /// - Complexity: O(*r*) for *r* regions.
    public func resolve(_ state: DeviceState) throws(StateError) -> LayoutSpace {
        try resolve(state, layoutDirection: .leftToRight)
    }

    /// Resolves a device state into the space its window has, laid out in `layoutDirection`
    /// (SPEC 1, 2.4, 3.3): ``resolve(_:)`` with ``LayoutSpace/layoutDirection`` set, the one
    /// place every solver reads the direction from. Region frames stay physical.
    /// - Throws: ``StateError`` for a non-finite angle, an empty window, or a window that is not
    ///   inside the display.
    /// - Complexity: O(*r*) for *r* regions.
    public func resolve(_ state: DeviceState, layoutDirection: LayoutDirection) throws(StateError) -> LayoutSpace {
        guard state.hingeAngle.isFinite, state.hingeAngle >= 0, state.hingeAngle <= 360 else {
            throw StateError(field: .hingeAngle, message: "must be an angle from 0 to 360 degrees, got \(Format.number(state.hingeAngle))")
        }
        let hingeState = hinge?.state(at: state.hingeAngle)
        let closed = hingeState == .closed
        let display = closed ? (self.display(.outer) ?? openDisplay) : openDisplay
        let displaySize = display.size(in: state.orientation)
        let displayBounds = CGRect(origin: .zero, size: displaySize)
        let window = state.window ?? displayBounds
        try Self.checkWindow(window, in: displayBounds)
        let fullScreen = window == displayBounds
        let rotated = state.orientation != display.naturalOrientation

        var regions: [ReservedRegion] = []
        for spec in display.regions {
            let isActive: Bool
            switch spec.activation {
            case .always: isActive = true
            case .partiallyFolded: isActive = hingeState == .partiallyFolded
            case .cameraStreaming: isActive = state.cameraStreaming
            }
            var frame = state.liveActivity ? (spec.liveActivityFrame ?? spec.frame) : spec.frame
            var margins = spec.margins
            if spec.kind == .division && !isActive && hinge?.inactiveDivisionFrame == .zeroWidth {
                (frame, margins) = Self.zeroWidth(frame)
            }
            if rotated {
                frame = frame.rotatedOutOfNatural(naturalWidth: display.naturalSize.width)
                margins = margins.rotatedOutOfNatural
            }
            let region = ReservedRegion(id: spec.id, kind: spec.kind, frame: frame, margins: margins.directional(.leftToRight), isActive: isActive)
            guard region.frame.touchesInterior(of: window) else { continue }
            regions.append(region.translated(toOrigin: window.origin))
        }

        let insets = display.safeAreaInsets[state.orientation]
        let safe = displayBounds.inset(by: insets)
        let windowInsets = LayoutSpace.insets(of: window, from: safe)
        let side = display.id == .outer ? nil : (rotated ? outerDisplaySide?.rotatedOutOfNatural : outerDisplaySide)
        let bounds = CGRect(origin: .zero, size: window.size)
        // The side bar belongs to the window only when the window touches that edge of the display.
        let sideBar = display.sideBar[state.orientation].flatMap { side -> PhysicalSide? in
            switch side {
            case .left: return window.minX <= 0 ? side : nil
            case .right: return window.maxX >= displaySize.width ? side : nil
            case .top: return window.minY <= 0 ? side : nil
            case .bottom: return window.maxY >= displaySize.height ? side : nil
            }
        }
        return LayoutSpace(display: display.id, displaySize: displaySize, orientation: state.orientation, scale: display.scale,
                           window: window,
                           sizeClasses: fullScreen ? display.sizeClasses[state.orientation] : SizeClasses(windowSize: window.size),
                           safeAreaInsets: windowInsets, regions: regions,
                           posture: LayoutSpace.derivePosture(regions: regions, bounds: bounds, closed: closed && self.display(.outer) != nil),
                           outerDisplaySide: side, sideBar: sideBar, layoutDirection: layoutDirection)
    }

    /// Resolves `state` under `modifiers` (SPEC 10.2): the camera, the Live Activity and the window
    /// set on the state (``StateModifiers/applied(to:)``), the layout direction, the keyboard
    /// (``keyboard(_:in:)``) and the scrolled state on the space.
    /// - Throws: ``StateError`` as ``resolve(_:layoutDirection:)`` does, and for the keyboard on a
    ///   display whose profile gives no `keyboardHeight`.
    /// - Complexity: O(*r*) for *r* regions.
    public func resolve(_ state: DeviceState, modifiers: StateModifiers) throws(StateError) -> LayoutSpace {
        let space = try resolve(modifiers.applied(to: state), layoutDirection: modifiers.layoutDirection)
        var resolved = space.with(keyboard: try keyboard(modifiers.keyboard, in: space))
        resolved.isScrolled = modifiers.scrolled
        return resolved
    }

    /// The system keyboard of `keyboard` in `space` (a space this profile resolved): its height is
    /// the active display's `keyboardHeight` for the space's orientation (PROFILE.md); nil when
    /// the keyboard is down.
    /// - Throws: ``StateError`` (field ``StateError/Field/keyboard``) when the display gives no
    ///   `keyboardHeight`, naming its JSON path (`displays[1].keyboardHeight`).
    /// - Complexity: O(*d*) for *d* displays.
    public func keyboard(_ keyboard: KeyboardState, in space: LayoutSpace) throws(StateError) -> SystemKeyboard? {
        guard keyboard.isUp else { return nil }
        guard let index = displays.firstIndex(where: { $0.id == space.display }), let heights = displays[index].keyboardHeight else {
            let index = displays.firstIndex { $0.id == space.display } ?? 0
            throw StateError(field: .keyboard, message: "profile '\(id)' gives no keyboard height for its \(space.display.rawValue) display "
                                + "(displays[\(index)].keyboardHeight)")
        }
        return SystemKeyboard(height: heights[space.orientation], field: keyboard.fieldID)
    }

    /// A zero-width line along the centre of a division's long axis, with no margins.
    static func zeroWidth(_ frame: CGRect) -> (CGRect, PhysicalInsets) {
        if ReservedRegion.runsTopToBottom(frame) {
            return (CGRect(x: frame.midX, y: frame.minY, width: 0, height: frame.height), .zero)
        }
        return (CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0), .zero)
    }

    static func checkWindow(_ window: CGRect, in display: CGRect) throws(StateError) {
        guard window.isFiniteRect else {
            throw StateError(field: .window, message: "must be finite, got \(Format.rect(window))")
        }
        guard window.size.width > 0, window.size.height > 0 else {
            throw StateError(field: .window, message: "must have a positive width and height, got \(Format.rect(window))")
        }
        guard display.containsRect(window) else {
            throw StateError(field: .window, message: "\(Format.rect(window)) is not inside the \(Format.size(display.size)) display")
        }
    }
}

/// A device state that cannot be resolved: names the field at fault (SPEC 2.4).
public struct StateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The state's fields, for locating the fault (the CLI maps them to flags).
    public enum Field: String, Sendable, Hashable {
        /// ``DeviceState/hingeAngle``.
        case hingeAngle
        /// ``DeviceState/window``.
        case window
        /// ``DeviceState/orientation``.
        case orientation
        /// ``StateModifiers/keyboard``: the display has no `keyboardHeight`.
        case keyboard
    }

    /// The field at fault.
    public var field: Field
    /// What is wrong, one phrase.
    public var message: String

    /// Creates an error.
    public init(field: Field, message: String) {
        self.field = field
        self.message = message
    }

    /// `window: …`.
    public var description: String { "\(field.rawValue): \(message)" }
}
