import Foundation

/// Why ``GridSolver`` refused a request: an invalid field, too many items, or no room to lay out.
///
/// Thrown, never trapped: every input that is not a grid (NaN, negative margins, a zero minimum
/// width, a billion items) ends here with a one-line ``message`` naming the field and its value.
public enum GridError: Error, Sendable, Hashable {
    /// The request fields, as named in messages (`minItemWidth`, `regions[1].frame`, …).
    public enum Field: Sendable, Hashable, CustomStringConvertible {
        /// ``GridRequest/bounds``.
        case bounds
        /// ``GridRequest/itemCount``.
        case itemCount
        /// ``GridRequest/minItemWidth``.
        case minItemWidth
        /// ``GridRequest/itemAspect``.
        case itemAspect
        /// ``GridRequest/spacing``.
        case spacing
        /// ``GridRequest/margin``.
        case margin
        /// The ``LayoutSpace/scale`` of ``GridRequest/space`` (named `scale` in messages).
        case scale
        /// The frame of the region at this index of the ``LayoutSpace/regions`` of
        /// ``GridRequest/space`` (named `regions[i].frame` in messages).
        case regionFrame(Int)

        /// The field's name as written in messages.
        public var description: String {
            switch self {
            case .bounds: "bounds"
            case .itemCount: "itemCount"
            case .minItemWidth: "minItemWidth"
            case .itemAspect: "itemAspect"
            case .spacing: "spacing"
            case .margin: "margin"
            case .scale: "scale"
            case .regionFrame(let index): "regions[\(index)].frame"
            }
        }
    }

    /// A field holds a value the grid cannot take; `requirement` says what it must be ("> 0").
    case invalidValue(Field, value: String, requirement: String)
    /// More items than ``GridSolver/maximumItemCount``.
    case tooManyItems(Int, limit: Int)
    /// The container (or every region of it) is too small for one column, or, when it does not
    /// scroll, for its rows; `detail` gives the numbers.
    case noRoom(String)

    /// One line without a final period, naming the field and the values.
    public var message: String {
        switch self {
        case .invalidValue(let field, let value, let requirement):
            "grid \(field) must be \(requirement), got \(value)"
        case .tooManyItems(let count, let limit):
            "grid itemCount \(count) is out of range 0…\(limit)"
        case .noRoom(let detail):
            "grid has no room: \(detail)"
        }
    }
}
