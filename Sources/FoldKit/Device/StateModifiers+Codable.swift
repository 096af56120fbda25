import Foundation

/// The JSON form of a state, as `storyboard --format json` panels and lint diagnostics carry it
/// (CLI.md "States"): `{"layoutDirection": "ltr|rtl", "cameraStreaming": bool, "liveActivity":
/// bool, "keyboard": "off"|"on"|FIELD_ID, "scrolled": bool, "window": {"x","y","width","height"}|null}`,
/// the window in display coordinates, points. A state written before the keyboard and scrolling
/// (no `keyboard` or `scrolled` member) reads as `off` and `false`.
extension StateModifiers: Codable {
    enum CodingKeys: String, CodingKey { case layoutDirection, cameraStreaming, liveActivity, keyboard, scrolled, window }

    /// Decodes the JSON form.
    /// - Throws: `DecodingError` for a missing member, a wrong type or an unknown direction.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        layoutDirection = try container.decode(LayoutDirection.self, forKey: .layoutDirection)
        cameraStreaming = try container.decode(Bool.self, forKey: .cameraStreaming)
        liveActivity = try container.decode(Bool.self, forKey: .liveActivity)
        keyboard = try container.decodeIfPresent(String.self, forKey: .keyboard).map(KeyboardState.init(text:)) ?? .off
        scrolled = try container.decodeIfPresent(Bool.self, forKey: .scrolled) ?? false
        if try container.decodeNil(forKey: .window) {
            window = nil
        } else {
            let rect = try container.nestedContainer(keyedBy: GeometryKeys.self, forKey: .window)
            window = CGRect(x: try rect.decode(Double.self, forKey: .x), y: try rect.decode(Double.self, forKey: .y),
                            width: try rect.decode(Double.self, forKey: .width), height: try rect.decode(Double.self, forKey: .height))
        }
    }

    /// Encodes the JSON form, `window` as `null` for the whole display.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(layoutDirection, forKey: .layoutDirection)
        try container.encode(cameraStreaming, forKey: .cameraStreaming)
        try container.encode(liveActivity, forKey: .liveActivity)
        try container.encode(keyboard.description, forKey: .keyboard)
        try container.encode(scrolled, forKey: .scrolled)
        if let window {
            try container.encodeRect(window, forKey: .window)
        } else {
            try container.encodeNil(forKey: .window)
        }
    }
}
