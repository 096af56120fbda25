import Foundation

/// A parsed JSON value that remembers where it starts in the source, so that any fault found
/// while walking it can be reported with line and column. Object members keep their order.
package struct JSONTree: Sendable {
    /// The value.
    package var value: Value
    /// The byte offset of the value's first character in the document.
    package var offset: Int

    /// A value at `offset` (a tree built by a reader, such as a placeholder, as well as parsed).
    package init(value: Value, offset: Int) {
        self.value = value
        self.offset = offset
    }

    /// A JSON value; objects keep their members in document order (duplicates included, so the
    /// walker can reject them).
    package enum Value: Sendable {
        case object([Member])
        case array([JSONTree])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// An object member with the offset of its key.
    package struct Member: Sendable {
        package var key: String
        package var keyOffset: Int
        package var value: JSONTree

        /// A member `key` (its key at `keyOffset`) with `value`.
        package init(key: String, keyOffset: Int, value: JSONTree) {
            self.key = key
            self.keyOffset = keyOffset
            self.value = value
        }
    }

    /// How messages name this value's JSON type: `an object`, `a number`, `true or false`…
    package var typeDescription: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "true or false"
        case .null: return "null"
        }
    }

    /// The byte offset of the value or member at `path` below this value (a member's key for a
    /// key step), or the offset of the deepest value on the way when the path leaves the tree.
    /// - Complexity: O(*p*·*m*) for a path of *p* steps through objects of *m* members.
    package func offset(of path: ArraySlice<JSONPathComponent>) -> Int {
        guard let step = path.first else { return offset }
        switch (value, step) {
        case (.object(let members), .key(let key)):
            guard let member = members.first(where: { $0.key == key }) else { return offset }
            return path.count == 1 ? member.keyOffset : member.value.offset(of: path.dropFirst())
        case (.array(let elements), .index(let index)) where elements.indices.contains(index):
            return elements[index].offset(of: path.dropFirst())
        default:
            return offset
        }
    }
}
