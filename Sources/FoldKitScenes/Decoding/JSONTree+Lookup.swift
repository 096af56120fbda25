import FoldKit

extension JSONTree {
    /// The string at `path` below this value (object members by key, the first of a repeated key;
    /// array elements by index), nil when the path leads nowhere or to another kind of value.
    /// - Complexity: O(*m*) for the *m* members and elements passed on the way.
    func string(at path: ArraySlice<JSONPathComponent>) -> String? {
        var tree = self
        for step in path {
            switch (tree.value, step) {
            case (.object(let members), .key(let key)):
                guard let member = members.first(where: { $0.key == key }) else { return nil }
                tree = member.value
            case (.array(let elements), .index(let index)) where elements.indices.contains(index):
                tree = elements[index]
            default:
                return nil
            }
        }
        guard case .string(let text) = tree.value else { return nil }
        return text
    }
}
