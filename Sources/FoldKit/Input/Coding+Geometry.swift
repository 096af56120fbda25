import Foundation

/// JSON shapes of the geometry types, as CLI.md and PROFILE.md fix them:
/// rects `{"x","y","width","height"}`, sizes `{"width","height"}`, insets by side name.
enum GeometryKeys: String, CodingKey {
    case x, y, width, height, top, left, bottom, right, leading, trailing
}

extension KeyedDecodingContainer {
    /// Throws "missing" for an absent member (a nested decoder would report "found null").
    func requirePresent(_ key: Key) throws {
        guard contains(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "missing"))
        }
    }

    /// Decodes a rect object `{"x","y","width","height"}` (strict: no other members).
    func decodeRect(forKey key: Key) throws -> CGRect {
        try requirePresent(key)
        let decoder = try superDecoder(forKey: key)
        try decoder.rejectUnknownKeys(["x", "y", "width", "height"])
        let c = try decoder.container(keyedBy: GeometryKeys.self)
        return CGRect(x: try c.decode(Double.self, forKey: .x), y: try c.decode(Double.self, forKey: .y),
                      width: try c.decode(Double.self, forKey: .width), height: try c.decode(Double.self, forKey: .height))
    }

    /// Decodes a size object `{"width","height"}` (strict).
    func decodeSize(forKey key: Key) throws -> CGSize {
        try requirePresent(key)
        let decoder = try superDecoder(forKey: key)
        try decoder.rejectUnknownKeys(["width", "height"])
        let c = try decoder.container(keyedBy: GeometryKeys.self)
        return CGSize(width: try c.decode(Double.self, forKey: .width), height: try c.decode(Double.self, forKey: .height))
    }

    /// Decodes physical insets `{"top","left","bottom","right"}`; every side is required (strict).
    func decodePhysicalInsets(forKey key: Key) throws -> PhysicalInsets {
        try requirePresent(key)
        let decoder = try superDecoder(forKey: key)
        try decoder.rejectUnknownKeys(["top", "left", "bottom", "right"])
        let c = try decoder.container(keyedBy: GeometryKeys.self)
        return PhysicalInsets(top: try c.decode(Double.self, forKey: .top), left: try c.decode(Double.self, forKey: .left),
                              bottom: try c.decode(Double.self, forKey: .bottom), right: try c.decode(Double.self, forKey: .right))
    }
}

extension KeyedEncodingContainer {
    /// Encodes a rect as `{"x","y","width","height"}`.
    mutating func encodeRect(_ rect: CGRect, forKey key: Key) throws {
        var c = nestedContainer(keyedBy: GeometryKeys.self, forKey: key)
        try c.encode(Double(rect.minX), forKey: .x)
        try c.encode(Double(rect.minY), forKey: .y)
        try c.encode(Double(rect.width), forKey: .width)
        try c.encode(Double(rect.height), forKey: .height)
    }

    /// Encodes a size as `{"width","height"}`.
    mutating func encodeSize(_ size: CGSize, forKey key: Key) throws {
        var c = nestedContainer(keyedBy: GeometryKeys.self, forKey: key)
        try c.encode(Double(size.width), forKey: .width)
        try c.encode(Double(size.height), forKey: .height)
    }

    /// Encodes physical insets as `{"top","left","bottom","right"}`.
    mutating func encodePhysicalInsets(_ insets: PhysicalInsets, forKey key: Key) throws {
        var c = nestedContainer(keyedBy: GeometryKeys.self, forKey: key)
        try c.encode(Double(insets.top), forKey: .top)
        try c.encode(Double(insets.left), forKey: .left)
        try c.encode(Double(insets.bottom), forKey: .bottom)
        try c.encode(Double(insets.right), forKey: .right)
    }
}
