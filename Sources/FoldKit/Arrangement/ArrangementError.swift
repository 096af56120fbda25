import Foundation

/// An invalid value given to a two-view solver — an ``ArrangementRequest`` or the settings of
/// ``SplitArrangement``, ``OverlayArrangement``, ``ListDetailStyle`` or ``SplitViewStyle`` — named
/// with the value at fault (SPEC 4.1: "anything else is an error"; <doc:InvalidInput>).
///
/// Every `solve(_:)` of these solvers checks its request and its settings first and throws the
/// first fault found; it never traps and never solves with a value replaced. The `validate`
/// methods run the same checks without solving, so a caller such as the CLI can refuse a value
/// where it was typed.
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
    /// The request's bounds are not finite or have a negative size (a zero size is valid: an
    /// empty container, reason `emptyContainer`).
    case invalidBounds(CGRect)
    /// The request's safe area is not finite or has a negative size.
    case invalidSafeArea(CGRect)
    /// The request's pixel scale is negative or not finite (0 disables snapping).
    case invalidScale(CGFloat)
    /// The frame of the division at this index of the request's regions is not finite or has a
    /// negative size.
    case invalidRegionFrame(index: Int, CGRect)
    /// A list–detail setting is out of its range (``ListDetailSetting/requirement``).
    case invalidListDetailSetting(ListDetailSetting, CGFloat)

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
        case .invalidBounds(let rect):
            return "bounds must be a finite rect of size ≥ 0, got \(Format.rect(rect))"
        case .invalidSafeArea(let rect):
            return "safe area must be a finite rect of size ≥ 0, got \(Format.rect(rect))"
        case .invalidScale(let scale):
            return "scale must be a finite number ≥ 0, got \(Format.number(scale))"
        case .invalidRegionFrame(let index, let rect):
            return "regions[\(index)].frame must be a finite rect of size ≥ 0, got \(Format.rect(rect))"
        case .invalidListDetailSetting(let setting, let value):
            return "list–detail \(setting.rawValue) must be \(setting.requirement), got \(Format.number(value))"
        }
    }

    /// The view at fault, nil for arrangement-wide values.
    public var slot: ArrangementSlot? {
        switch self {
        case .invalidRatio, .invalidSpacing, .invalidBounds, .invalidSafeArea, .invalidScale, .invalidRegionFrame,
             .invalidListDetailSetting: return nil
        case .invalidDimension(let slot, _, _), .minimumExceedsMaximum(let slot, _, _, _),
             .invalidPriority(let slot, _), .invalidIdealSize(let slot, _): return slot
        }
    }
}
