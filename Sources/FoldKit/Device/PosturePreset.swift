/// A named device state, defined by intent so it means the same on every foldable (SPEC 2.4).
///
/// Raw values are the CLI spellings; this enum is their single source (flag parser, help text,
/// storyboard, tests). On the iPhone Duo `flat` and `book` are landscape, `flat-rotated` and
/// `tabletop` portrait.
public enum PosturePreset: String, Sendable, Hashable, Codable, CaseIterable {
    /// 0°, the outer display in its natural orientation (portrait on phones).
    case closed
    /// 0°, the outer display rotated.
    case closedLandscape = "closed-landscape"
    /// 180°, the open display (`inner`, or the only one) in its natural orientation.
    case flat
    /// 180°, the open display rotated.
    case flatRotated = "flat-rotated"
    /// 90°, the open display in the orientation in which its fold runs top to bottom.
    case book
    /// 90°, the orientation in which the fold runs side to side.
    case tabletop

    /// The hinge angle of the preset, degrees.
    public var hingeAngle: Double {
        switch self {
        case .closed, .closedLandscape: return 0
        case .flat, .flatRotated: return 180
        case .book, .tabletop: return 90
        }
    }
}

extension DeviceProfile {
    /// The presets that make sense on this device, in `PosturePreset.allCases` order.
    ///
    /// A device without a hinge takes only an orientation: `flat` (natural) and `flat-rotated`.
    /// `closed*` need an outer display; `book`/`tabletop` need a division on the open display
    /// (`inner`, or the one `main` display of a laptop-style foldable).
    public var supportedPresets: [PosturePreset] {
        PosturePreset.allCases.filter { (try? state(for: $0)) != nil }
    }

    /// The device state of `preset` on this device.
    /// - Throws: ``PresetError`` when the device cannot take the preset (no hinge, no outer
    ///   display, no division).
    public func state(for preset: PosturePreset) throws(PresetError) -> DeviceState {
        let inner = openDisplay
        switch preset {
        case .flat:
            return DeviceState(hingeAngle: hinge == nil ? 180 : max(180, hinge!.flatFrom), orientation: inner.naturalOrientation)
        case .flatRotated:
            return DeviceState(hingeAngle: hinge == nil ? 180 : max(180, hinge!.flatFrom), orientation: inner.naturalOrientation.rotated)
        case .closed, .closedLandscape:
            guard let hinge, let outer = display(.outer) else { throw PresetError(preset: preset, reason: hinge == nil ? "it has no hinge" : "it has no outer display") }
            let orientation = preset == .closed ? outer.naturalOrientation : outer.naturalOrientation.rotated
            return DeviceState(hingeAngle: min(preset.hingeAngle, max(0, hinge.closedBelow - 1)), orientation: orientation)
        case .book, .tabletop:
            guard let hinge else { throw PresetError(preset: preset, reason: "it has no hinge") }
            guard let division = inner.regions.first(where: { $0.kind == .division }) else {
                throw PresetError(preset: preset, reason: "its \(inner.id.rawValue) display has no division")
            }
            // The division's direction in the natural orientation.
            let runsTopToBottomNaturally = ReservedRegion.runsTopToBottom(division.frame)
            let wantsTopToBottom = preset == .book
            let orientation = runsTopToBottomNaturally == wantsTopToBottom ? inner.naturalOrientation : inner.naturalOrientation.rotated
            let angle = (hinge.closedBelow..<hinge.flatFrom).contains(90) ? 90 : (hinge.closedBelow + hinge.flatFrom) / 2
            return DeviceState(hingeAngle: angle, orientation: orientation)
        }
    }
}

/// A preset the device cannot take, e.g. `book` on a device without a hinge.
public struct PresetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The preset asked for.
    public var preset: PosturePreset
    /// Why the device cannot take it, e.g. "it has no hinge".
    public var reason: String
    /// One line: "posture 'book' needs …".
    public var description: String { "posture '\(preset.rawValue)' is not available: \(reason)" }
}
