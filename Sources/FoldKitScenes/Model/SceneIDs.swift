/// The syntax of ids and percentages in scene files, shared by the decoder, the tree checks and
/// the layout's row ids (SCENE.md).
public enum SceneIDs {
    /// Whether `id` is a valid node id: non-empty, ASCII letters, digits, `-` and `_` only
    /// (the schema's pattern `^[A-Za-z0-9_-]+$`).
    public static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
    }

    /// The id of row or cell `index` made from `id`: `message` → `message-3`.
    public static func expanded(_ id: String, index: Int) -> String { "\(id)-\(index)" }

    /// Splits an expanded id into its base id and index (`message-3` → (`message`, 3)); nil when
    /// `id` does not end in `-` and a canonical decimal index (no sign, no leading zero).
    public static func splitExpanded(_ id: String) -> (base: String, index: Int)? {
        guard let dash = id.lastIndex(of: "-") else { return nil }
        let digits = id[id.index(after: dash)...]
        guard !digits.isEmpty, digits.count <= 9, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              digits == "0" || digits.first != "0", let index = Int(digits), dash > id.startIndex else { return nil }
        return (String(id[..<dash]), index)
    }

    /// The number in a percentage string `digits[.digits]%` (`"30%"` → 30), nil for any other
    /// text; the range 0…100 is checked by the caller.
    public static func percentage(_ text: String) -> Double? {
        guard text.hasSuffix("%") else { return nil }
        let number = text.dropLast()
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }) else {
            return nil
        }
        return Double(number)
    }
}
