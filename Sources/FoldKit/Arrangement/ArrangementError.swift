import Foundation

/// An arrangement configuration that cannot be solved as given (SPEC 4.1: "anything else is an
/// error"). Solvers never trap on one (they ignore the offending value); ``SplitArrangement/validate(in:)``
/// and ``OverlayArrangement/validate()`` report it so callers such as the CLI can refuse it.
public enum ArrangementError: Error, Sendable, Hashable {
    /// The pane-size property of a view that is at fault.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        /// ``ArrangementViewProperties/width``.
        case width
        /// ``ArrangementViewProperties/height``.
        case height
        /// ``ArrangementViewProperties/layoutPriority``.
        case priority
        /// ``ArrangementViewProperties/idealSize``.
        case idealSize
    }

    /// The ratio is not strictly between 0 and 1.
    case invalidRatio(CGFloat)
    /// The spacing is negative or not finite.
    case invalidSpacing(CGFloat)
    /// A dimension is negative, not finite, or a fraction above 1.
    case invalidDimension(ArrangementSlot, Field, LayoutDimension)
    /// A range's minimum exceeds its maximum.
    case minimumExceedsMaximum(ArrangementSlot, Field, minimum: LayoutDimension, maximum: LayoutDimension)
    /// A priority is not finite.
    case invalidPriority(ArrangementSlot, Double)
    /// An ideal size is negative or not finite.
    case invalidIdealSize(ArrangementSlot, CGSize)

    /// One phrase naming the value at fault, without a final period.
    public var message: String {
        switch self {
        case .invalidRatio(let ratio):
            return "ratio must be strictly between 0 and 1, got \(Format.number(ratio))"
        case .invalidSpacing(let spacing):
            return "spacing must be a finite number ≥ 0, got \(Format.number(spacing))"
        case .invalidDimension(let slot, let field, let value):
            return "\(slot.rawValue) \(field.rawValue) must be points ≥ 0 or a percentage from 0% to 100%, got \(value)"
        case .minimumExceedsMaximum(let slot, let field, let minimum, let maximum):
            return "\(slot.rawValue) \(field.rawValue) minimum \(minimum) exceeds its maximum \(maximum)"
        case .invalidPriority(let slot, let priority):
            return "\(slot.rawValue) priority must be finite, got \(Format.number(priority))"
        case .invalidIdealSize(let slot, let size):
            return "\(slot.rawValue) ideal size must be finite and ≥ 0, got \(Format.size(size))"
        }
    }

    /// The view at fault, nil for arrangement-wide values.
    public var slot: ArrangementSlot? {
        switch self {
        case .invalidRatio, .invalidSpacing: return nil
        case .invalidDimension(let slot, _, _), .minimumExceedsMaximum(let slot, _, _, _),
             .invalidPriority(let slot, _), .invalidIdealSize(let slot, _): return slot
        }
    }
}
