import Foundation

/// A device described as data: displays, reserved regions, hinge (SPEC 2.1, PROFILE.md).
///
/// No behaviour may be keyed on ``id`` or ``name``: every layout decision is a function of the
/// space a ``DeviceState`` resolves to (``LayoutSpace``). Load one with ``DeviceProfile/decode(_:)``
/// or ``DeviceProfile/builtIn(_:)``.
public struct DeviceProfile: Sendable, Hashable, Identifiable {
    /// Short stable id, e.g. `iphone-duo`.
    public var id: String
    /// Human-readable name.
    public var name: String
    /// Where each number comes from.
    public var source: String
    /// For a foldable with an outer display: the physical side, in the inner display's natural
    /// orientation, that the outer display backs (used by displacement, SPEC 5.2).
    public var outerDisplaySide: PhysicalSide?
    /// The hinge, absent for a device without one.
    public var hinge: HingeSpec?
    /// The displays.
    public var displays: [DisplaySpec]

    /// Creates a profile; call ``validate()`` before using one built by hand from untrusted data.
    public init(id: String, name: String, source: String, outerDisplaySide: PhysicalSide? = nil,
                hinge: HingeSpec? = nil, displays: [DisplaySpec]) {
        self.id = id
        self.name = name
        self.source = source
        self.outerDisplaySide = outerDisplaySide
        self.hinge = hinge
        self.displays = displays
    }

    /// The display with role `role`, if the device has one.
    public func display(_ role: DisplaySpec.Role) -> DisplaySpec? { displays.first { $0.id == role } }

    /// The display used while open: `inner`, else `main`, else the first.
    public var openDisplay: DisplaySpec { display(.inner) ?? display(.main) ?? displays[0] }

    /// Decodes and validates a profile from JSON.
    /// - Throws: ``JSONInputError`` naming the JSON path of the first fault (PROFILE.md "Validation").
    public static func decode(_ data: Data) throws(JSONInputError) -> DeviceProfile {
        try StrictJSON.decode(DeviceProfile.self, from: data) { profile throws(JSONInputError) in try profile.validate() }
    }
}
