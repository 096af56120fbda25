import Foundation

extension LayoutDimension: Codable {
    /// Decodes a scene-file dimension: a number (points) or a string with a percent sign (`"30%"`).
    /// - Throws: `DecodingError.dataCorrupted` for a negative or non-finite number, or a string that
    ///   is not a percentage from 0 % to 100 %.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let points = try? container.decode(Double.self) {
            guard let value = LayoutDimension(parsing: String(points)) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected points ≥ 0, got \(Format.number(points))")
            }
            self = value
            return
        }
        let text = try container.decode(String.self)
        guard text.trimmingCharacters(in: .whitespaces).hasSuffix("%"), let value = LayoutDimension(parsing: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected points or a percentage from \"0%\" to \"100%\", got \"\(text)\"")
        }
        self = value
    }

    /// Encodes points as a number and a fraction as a percentage string (`"30%"`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .absolute(let points): try container.encode(Double(points))
        case .fractional: try container.encode(description)
        }
    }
}

extension DimensionRange: Codable {
    enum CodingKeys: String, CodingKey {
        case minimum = "min", preferred, maximum = "max"
    }

    /// Decodes `{"min": …, "preferred": …, "max": …}` (any subset), as scene files write it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(minimum: try container.decodeIfPresent(LayoutDimension.self, forKey: .minimum),
                  preferred: try container.decodeIfPresent(LayoutDimension.self, forKey: .preferred),
                  maximum: try container.decodeIfPresent(LayoutDimension.self, forKey: .maximum))
    }

    /// Encodes the bounds present, under `min`, `preferred` and `max`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(minimum, forKey: .minimum)
        try container.encodeIfPresent(preferred, forKey: .preferred)
        try container.encodeIfPresent(maximum, forKey: .maximum)
    }
}
