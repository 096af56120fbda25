/// A short sorted list of indices held inline: the dividers of a container along one axis, so
/// that splitting one allocates nothing and holds no reference (a plain value, free to copy).
///
/// It holds four; past that it only counts (``isSpilled``), and ``DivisionScan`` finds the
/// dividers by scanning the regions again instead (no real device has more than two).
struct SmallIndices: Sendable {
    private var inline: (Int, Int, Int, Int) = (0, 0, 0, 0)
    /// The number of indices inserted (more than are held once spilled).
    private(set) var count = 0

    /// The most indices held inline.
    static let capacity = 4

    /// Whether no index was inserted.
    var isEmpty: Bool { count == 0 }

    /// Whether more indices were inserted than are held: the elements are then not available.
    var isSpilled: Bool { count > Self.capacity }

    /// The element at `position`.
    /// - Precondition: `!isSpilled`.
    subscript(position: Int) -> Int {
        get {
            switch position {
            case 0: return inline.0
            case 1: return inline.1
            case 2: return inline.2
            default: return inline.3
            }
        }
        set {
            switch position {
            case 0: inline.0 = newValue
            case 1: inline.1 = newValue
            case 2: inline.2 = newValue
            default: inline.3 = newValue
            }
        }
    }

    /// Inserts `value` after every element not ordered after it by `precedes` (a stable
    /// insertion); past ``capacity`` only counts it.
    /// - Complexity: O(*n*); no allocation.
    @inline(__always)
    mutating func insert(_ value: Int, by precedes: (Int, Int) -> Bool) {
        count += 1
        guard count <= Self.capacity else { return }
        var position = count - 1
        while position > 0 && precedes(value, self[position - 1]) {
            self[position] = self[position - 1]
            position -= 1
        }
        self[position] = value
    }

    /// Removes every element.
    mutating func removeAll() { count = 0 }
}
