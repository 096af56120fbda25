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

    /// The id a scene file gives its scene in reports and file paths: the file's name without its
    /// directories and its `.json` extension (`scenes/notes.json` → `notes`).
    public static func sceneID(ofFile path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".json") && name.count > 5 ? String(name.dropLast(5)) : name
    }

    /// The id of row or cell `index` made from `id`: `message` → `message-3`.
    /// - Complexity: O(*k*) for an id *k* bytes long, with at most one allocation (none for a
    ///   result of up to 15 bytes): the layout builds one for every row and cell.
    public static func expanded(_ id: String, index: Int) -> String { joined(id, suffix(index)) }

    /// `id` followed by `suffix` (a row's `-3`, or nothing), in one allocation at most.
    ///
    /// The layout makes the id of every node inside a list row this way; unlike `+`, it sizes
    /// the result once instead of growing the first string.
    /// - Complexity: O(*k*) for *k* bytes in all.
    public static func joined(_ id: String, _ suffix: String) -> String {
        guard !suffix.isEmpty else { return id }
        var id = id, suffix = suffix
        return id.withUTF8 { head in
            suffix.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + tail.count) { buffer in
                    UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(head))
                    UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[head.count...])
                        .copyMemory(from: UnsafeRawBufferPointer(tail))
                    return head.count + tail.count
                }
            }
        }
    }

    /// The suffix `-<index>` that row or cell `index` appends to an id (`-3`), built without
    /// string interpolation; it fits a small string, so it never allocates.
    public static func suffix(_ index: Int) -> String {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: '-', a sign and 20 digits fit
        return withUnsafeMutableBytes(of: &digits) { buffer in
            var magnitude = index.magnitude, end = buffer.count
            repeat {
                end -= 1
                buffer[end] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if index < 0 { end -= 1; buffer[end] = UInt8(ascii: "-") }
            end -= 1
            buffer[end] = UInt8(ascii: "-")
            return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[end...]), as: UTF8.self)
        }
    }

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
