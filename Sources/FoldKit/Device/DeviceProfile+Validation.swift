import Foundation

extension DeviceProfile {
    /// Checks the profile's numbers (PROFILE.md "Validation").
    ///
    /// Faults: ids not unique; non-finite, negative or zero sizes; a display side outside
    /// ``minimumDisplaySide``…``maximumLength``; a scale outside ``scaleRange``; margins larger
    /// than their frame; a region's frame or Live Activity frame not within its display (in the
    /// display's natural orientation, the one the profile gives them in: so the hardware area,
    /// the frame less its margins, is within it too); `closedBelow` ≥ `flatFrom` or
    /// outside 0…180; no display, duplicate display roles, a `main` display beside another, an
    /// `inner` or `outer` display without a hinge, or a hinge without an `inner` or `main` display
    /// (one `main` display may have a hinge: a laptop-style foldable);
    /// ids and names that are blank or hold control characters; sizes above
    /// ``maximumLength``; more than ``maximumRegionsPerDisplay`` regions on a display (a real
    /// device has a handful: a count no device has is refused before any layout is attempted).
    /// - Throws: ``JSONInputError`` naming the JSON path of the first fault.
    public func validate() throws(JSONInputError) {
        try Validate.identifier(id, path: "id")
        try Validate.identifier(name, path: "name", maximumLength: 200)
        if displays.isEmpty { throw JSONInputError(path: "displays", message: "must list at least one display") }
        if let hinge { try validateHinge(hinge) }
        var roles = Set<DisplaySpec.Role>()
        var regionIDs = [String: String]()
        for (d, display) in displays.enumerated() {
            let path = "displays[\(d)]"
            if !roles.insert(display.id).inserted {
                throw JSONInputError(path: "\(path).id", message: "duplicate display id \"\(display.id.rawValue)\"")
            }
            try display.validate(path: path)
            for (r, region) in display.regions.enumerated() {
                let regionPath = "\(path).regions[\(r)].id"
                if let first = regionIDs[region.id] {
                    throw JSONInputError(path: regionPath, message: "duplicate region id \"\(region.id)\" (first at \(first))")
                }
                regionIDs[region.id] = regionPath
            }
        }
        if roles.contains(.main), displays.count > 1 {
            throw JSONInputError(path: "displays", message: "a \"main\" display must be the device's only display; name a foldable's displays \"inner\" and \"outer\"")
        }
        if hinge == nil, roles.contains(.outer) || roles.contains(.inner) {
            throw JSONInputError(path: "hinge", message: "a device with an \"inner\" or \"outer\" display needs a hinge; use \"main\" for a device without one")
        }
        if hinge != nil, !roles.contains(.inner), !roles.contains(.main) {
            throw JSONInputError(path: "displays", message: "a device with a hinge needs an \"inner\" display, or one \"main\" display (a laptop-style foldable)")
        }
    }

    private func validateHinge(_ hinge: HingeSpec) throws(JSONInputError) {
        for (name, value) in [("closedBelow", hinge.closedBelow), ("flatFrom", hinge.flatFrom)] {
            guard value.isFinite, value >= 0, value <= 180 else {
                throw JSONInputError(path: "hinge.\(name)", message: "must be an angle from 0 to 180 degrees, got \(Format.number(value))")
            }
        }
        if hinge.closedBelow >= hinge.flatFrom {
            throw JSONInputError(path: "hinge.closedBelow", message: "must be below flatFrom (\(Format.number(hinge.flatFrom))), got \(Format.number(hinge.closedBelow))")
        }
    }
}

extension DeviceProfile {
    /// The largest display side accepted, points (a wall-sized display is 10 000 pt wide).
    public static let maximumLength: CGFloat = 100_000
    /// The smallest display side accepted, points: room for one 44-pt control
    /// (``UILayerMetrics/itemSide``); a watch's display is 136 pt wide.
    public static let minimumDisplaySide: CGFloat = 44
    /// The pixel scales accepted, pixels per point: 0.5…10 (phones and tablets ship 1 to 4; a
    /// low-density display 0.75). A scale outside draws nothing or a picture no file can hold.
    public static let scaleRange: ClosedRange<CGFloat> = 0.5...10
    /// The most reserved regions accepted on one display.
    public static let maximumRegionsPerDisplay = 32
}

extension DisplaySpec {
    func validate(path: String) throws(JSONInputError) {
        try Validate.positiveSize(naturalSize, path: "\(path).naturalSize")
        for (name, value) in [("width", naturalSize.width), ("height", naturalSize.height)] {
            if value < DeviceProfile.minimumDisplaySide {
                throw JSONInputError(path: "\(path).naturalSize.\(name)", message: "must be at least \(Format.number(DeviceProfile.minimumDisplaySide)) points, got \(Format.given(value))")
            }
            if value > DeviceProfile.maximumLength {
                throw JSONInputError(path: "\(path).naturalSize.\(name)", message: "must be at most \(Format.number(DeviceProfile.maximumLength)) points, got \(Format.number(value))")
            }
        }
        if regions.count > DeviceProfile.maximumRegionsPerDisplay {
            throw JSONInputError(path: "\(path).regions", message: "\(regions.count) regions exceed the limit of \(DeviceProfile.maximumRegionsPerDisplay) per display")
        }
        guard DeviceProfile.scaleRange.contains(scale) else {
            let range = DeviceProfile.scaleRange
            throw JSONInputError(path: "\(path).scale",
                                 message: "must be from \(Format.number(range.lowerBound)) to \(Format.number(range.upperBound)) pixels per point, got \(Format.given(scale))")
        }
        for orientation in Orientation.allCases {
            let insets = safeAreaInsets[orientation]
            let insetsPath = "\(path).safeAreaInsets.\(orientation.rawValue)"
            try Validate.insets(insets, path: insetsPath)
            let size = self.size(in: orientation)
            if insets.horizontal >= size.width || insets.vertical >= size.height {
                throw JSONInputError(path: insetsPath, message: "leaves no safe area in a \(Format.size(size)) display")
            }
            if let side = sideBar[orientation], insets[side] < UILayerMetrics.itemSide {
                throw JSONInputError(path: "\(path).sideBar.\(orientation.rawValue)",
                                     message: "the \(side.rawValue) safe-area inset in \(orientation.rawValue) is \(Format.number(insets[side])) pt, too thin for the 44-pt items of a side bar")
            }
        }
        if let radius = cornerRadius, !(radius.isFinite && radius >= 0 && radius <= min(naturalSize.width, naturalSize.height) / 2) {
            throw JSONInputError(path: "\(path).cornerRadius",
                                 message: "must be a number from 0 to half the display's shorter side (\(Format.number(min(naturalSize.width, naturalSize.height) / 2))), got \(Format.number(radius))")
        }
        if let keyboardHeight {
            for orientation in [Orientation.landscape, .portrait] {
                let height = keyboardHeight[orientation], limit = size(in: orientation).height
                if !(height.isFinite && height > 0 && height < limit) {
                    throw JSONInputError(path: "\(path).keyboardHeight.\(orientation.rawValue)",
                                         message: "must be a number above 0 and below the display's height in \(orientation.rawValue) (\(Format.number(limit))), got \(Format.number(height))")
                }
            }
        }
        for (r, region) in regions.enumerated() {
            let regionPath = "\(path).regions[\(r)]"
            try Validate.identifier(region.id, path: "\(regionPath).id")
            try Validate.rect(region.frame, path: "\(regionPath).frame", allowZeroExtent: true)
            try Validate.insets(region.margins, path: "\(regionPath).margins")
            if region.margins.horizontal > region.frame.width || region.margins.vertical > region.frame.height {
                throw JSONInputError(path: "\(regionPath).margins", message: "larger than the region's frame \(Format.rect(region.frame))")
            }
            try Validate.within(region.frame, display: naturalSize, path: "\(regionPath).frame")
            if let island = region.liveActivityFrame {
                try Validate.rect(island, path: "\(regionPath).liveActivityFrame", allowZeroExtent: false)
                try Validate.within(island, display: naturalSize, path: "\(regionPath).liveActivityFrame")
            }
        }
    }
}

/// Shared checks on numbers from input files and flags, each throwing a located one-line error.
enum Validate {
    /// An id or name: not blank, no control characters, at most `maximumLength` characters.
    static func identifier(_ text: String, path: String, maximumLength: Int = 64) throws(JSONInputError) {
        if text.isBlank {
            throw JSONInputError(path: path, message: "must not be empty or blank")
        }
        if text.firstLineBreakOrControl != nil {
            throw JSONInputError(path: path, message: "must not contain control characters such as a newline")
        }
        if text.count > maximumLength {
            throw JSONInputError(path: path, message: "must be at most \(maximumLength) characters, got \(text.count)")
        }
    }

    static func positiveSize(_ size: CGSize, path: String) throws(JSONInputError) {
        for (name, value) in [("width", size.width), ("height", size.height)] {
            guard value.isFinite, value > 0 else {
                throw JSONInputError(path: "\(path).\(name)", message: "must be a finite number greater than 0, got \(Format.number(value))")
            }
        }
    }

    static func rect(_ rect: CGRect, path: String, allowZeroExtent: Bool) throws(JSONInputError) {
        for (name, value) in [("x", rect.origin.x), ("y", rect.origin.y)] where !value.isFinite {
            throw JSONInputError(path: "\(path).\(name)", message: "must be a finite number, got \(Format.number(value))")
        }
        for (name, value) in [("width", rect.size.width), ("height", rect.size.height)] {
            guard value.isFinite, allowZeroExtent ? value >= 0 : value > 0 else {
                throw JSONInputError(path: "\(path).\(name)", message: "must be a finite number \(allowZeroExtent ? "≥ 0" : "greater than 0"), got \(Format.number(value))")
            }
        }
        if rect.size.width == 0 && rect.size.height == 0 {
            throw JSONInputError(path: path, message: "must not be empty in both width and height")
        }
    }

    /// Throws unless `rect` lies within a display of `size` (natural orientation, edges included,
    /// a millionth of a point of slack for the sums of decimal numbers such as 917.4 + 33.6).
    static func within(_ rect: CGRect, display size: CGSize, path: String) throws(JSONInputError) {
        guard !CGRect(origin: .zero, size: size).containsRect(rect, tolerance: 1e-6) else { return }
        throw JSONInputError(path: path, message: "must lie within the \(Format.size(size)) display (its natural orientation), got \(Format.rect(rect))")
    }

    static func insets(_ insets: PhysicalInsets, path: String) throws(JSONInputError) {
        for (name, value) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)] {
            guard value.isFinite, value >= 0 else {
                throw JSONInputError(path: "\(path).\(name)", message: "must be a finite number ≥ 0, got \(Format.number(value))")
            }
        }
    }
}
