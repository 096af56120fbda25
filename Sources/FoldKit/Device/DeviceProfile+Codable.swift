import Foundation

extension DeviceProfile: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case id, name, source, outerDisplaySide, hinge, displays }

    /// Decodes the PROFILE.md format strictly (unknown fields are errors).
    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(Set(CodingKeys.allCases.map(\.rawValue)))
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        source = try c.decode(String.self, forKey: .source)
        outerDisplaySide = try c.decodeIfPresent(PhysicalSide.self, forKey: .outerDisplaySide)
        hinge = try c.decodeIfPresent(HingeSpec.self, forKey: .hinge)
        displays = try c.decode([DisplaySpec].self, forKey: .displays)
    }

    /// Encodes the PROFILE.md format.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(source, forKey: .source)
        try c.encodeIfPresent(outerDisplaySide, forKey: .outerDisplaySide)
        try c.encodeIfPresent(hinge, forKey: .hinge)
        try c.encode(displays, forKey: .displays)
    }
}

extension HingeSpec: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case closedBelow, flatFrom, inactiveDivisionFrame }

    /// Decodes `{"closedBelow","flatFrom","inactiveDivisionFrame"}` strictly.
    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(Set(CodingKeys.allCases.map(\.rawValue)))
        let c = try decoder.container(keyedBy: CodingKeys.self)
        closedBelow = try c.decode(Double.self, forKey: .closedBelow)
        flatFrom = try c.decode(Double.self, forKey: .flatFrom)
        inactiveDivisionFrame = try c.decode(InactiveDivisionFrame.self, forKey: .inactiveDivisionFrame)
    }

    /// Encodes the PROFILE.md hinge object.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(closedBelow, forKey: .closedBelow)
        try c.encode(flatFrom, forKey: .flatFrom)
        try c.encode(inactiveDivisionFrame, forKey: .inactiveDivisionFrame)
    }
}

extension DisplaySpec: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case id, naturalSize, scale, sizeClasses, safeAreaInsets, sideBar, cornerRadius, keyboardHeight, regions }
    enum OrientationKeys: String, CodingKey, CaseIterable { case landscape, portrait }

    /// Decodes a PROFILE.md display strictly; both orientations are required.
    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(Set(CodingKeys.allCases.map(\.rawValue)))
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Role.self, forKey: .id)
        naturalSize = try c.decodeSize(forKey: .naturalSize)
        scale = try c.decode(Double.self, forKey: .scale)
        try c.requirePresent(.sizeClasses)
        let classes = try c.superDecoder(forKey: .sizeClasses)
        try classes.rejectUnknownKeys(["landscape", "portrait"])
        let cc = try classes.container(keyedBy: OrientationKeys.self)
        sizeClasses = PerOrientation(landscape: try cc.decode(SizeClasses.self, forKey: .landscape),
                                     portrait: try cc.decode(SizeClasses.self, forKey: .portrait))
        try c.requirePresent(.safeAreaInsets)
        let insets = try c.superDecoder(forKey: .safeAreaInsets)
        try insets.rejectUnknownKeys(["landscape", "portrait"])
        let ic = try insets.container(keyedBy: OrientationKeys.self)
        safeAreaInsets = PerOrientation(landscape: try ic.decodePhysicalInsets(forKey: .landscape),
                                        portrait: try ic.decodePhysicalInsets(forKey: .portrait))
        regions = try c.decode([ReservedRegionSpec].self, forKey: .regions)
        sideBar = PerOrientation(landscape: nil, portrait: nil)
        if c.contains(.sideBar) {
            let bar = try c.superDecoder(forKey: .sideBar)
            try bar.rejectUnknownKeys(["landscape", "portrait"])
            let bc = try bar.container(keyedBy: OrientationKeys.self)
            sideBar = PerOrientation(landscape: try bc.decodeIfPresent(PhysicalSide.self, forKey: .landscape),
                                     portrait: try bc.decodeIfPresent(PhysicalSide.self, forKey: .portrait))
        }
        cornerRadius = try c.decodeIfPresent(Double.self, forKey: .cornerRadius).map { CGFloat($0) }
        keyboardHeight = nil
        if c.contains(.keyboardHeight) {
            let heights = try c.superDecoder(forKey: .keyboardHeight)
            try heights.rejectUnknownKeys(["landscape", "portrait"])
            let hc = try heights.container(keyedBy: OrientationKeys.self)
            keyboardHeight = PerOrientation(landscape: CGFloat(try hc.decode(Double.self, forKey: .landscape)),
                                            portrait: CGFloat(try hc.decode(Double.self, forKey: .portrait)))
        }
    }

    /// Encodes a PROFILE.md display.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encodeSize(naturalSize, forKey: .naturalSize)
        try c.encode(Double(scale), forKey: .scale)
        var cc = c.nestedContainer(keyedBy: OrientationKeys.self, forKey: .sizeClasses)
        try cc.encode(sizeClasses.landscape, forKey: .landscape)
        try cc.encode(sizeClasses.portrait, forKey: .portrait)
        var ic = c.nestedContainer(keyedBy: OrientationKeys.self, forKey: .safeAreaInsets)
        try ic.encodePhysicalInsets(safeAreaInsets.landscape, forKey: .landscape)
        try ic.encodePhysicalInsets(safeAreaInsets.portrait, forKey: .portrait)
        if sideBar.landscape != nil || sideBar.portrait != nil {
            var bc = c.nestedContainer(keyedBy: OrientationKeys.self, forKey: .sideBar)
            try bc.encodeIfPresent(sideBar.landscape, forKey: .landscape)
            try bc.encodeIfPresent(sideBar.portrait, forKey: .portrait)
        }
        try c.encodeIfPresent(cornerRadius.map(Double.init), forKey: .cornerRadius)
        if let keyboardHeight {
            var hc = c.nestedContainer(keyedBy: OrientationKeys.self, forKey: .keyboardHeight)
            try hc.encode(Double(keyboardHeight.landscape), forKey: .landscape)
            try hc.encode(Double(keyboardHeight.portrait), forKey: .portrait)
        }
        try c.encode(regions, forKey: .regions)
    }
}

extension ReservedRegionSpec: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case id, kind, frame, margins, activation, liveActivityFrame }

    /// Decodes a PROFILE.md region strictly (every field but `liveActivityFrame` is required).
    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(Set(CodingKeys.allCases.map(\.rawValue)))
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        kind = try c.decode(ReservedRegion.Kind.self, forKey: .kind)
        frame = try c.decodeRect(forKey: .frame)
        margins = try c.decodePhysicalInsets(forKey: .margins)
        activation = try c.decode(Activation.self, forKey: .activation)
        liveActivityFrame = c.contains(.liveActivityFrame) ? try c.decodeRect(forKey: .liveActivityFrame) : nil
    }

    /// Encodes a PROFILE.md region.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(kind, forKey: .kind)
        try c.encodeRect(frame, forKey: .frame)
        try c.encodePhysicalInsets(margins, forKey: .margins)
        try c.encode(activation, forKey: .activation)
        if let liveActivityFrame { try c.encodeRect(liveActivityFrame, forKey: .liveActivityFrame) }
    }
}
