import Foundation

extension SplitArrangement {
    /// Checks the settings: ratio strictly between 0 and 1, spacing finite and ≥ 0, every
    /// dimension valid, no minimum above its maximum of the same kind, finite priorities, ideal
    /// sizes finite and ≥ 0. ``solve(_:)`` runs it (without a container) before solving.
    /// - Parameter container: the container's size, to also refuse a minimum above a maximum of
    ///   the other kind (points vs. percentage) once both are resolved in it, as the CLI does;
    ///   nil compares only those of one kind (a mixed conflict depends on the container, and
    ///   ``solve(_:)`` reports it as ``ArrangementResult/Adjustments/minimumBeatsMaximum``).
    /// - Throws: the first ``ArrangementError`` found, primary before secondary, width before height.
    /// - Complexity: O(1); no allocation.
    public func validate(in container: CGSize? = nil) throws(ArrangementError) {
        if let ratio, !(ratio.isFinite && ratio > 0 && ratio < 1) { throw .invalidRatio(ratio) }
        if !(spacing.isFinite && spacing >= 0) { throw .invalidSpacing(spacing) }
        try Self.validate(primary, .primary, in: container)
        try Self.validate(secondary, .secondary, in: container)
    }

    /// Checks one view's properties (see ``validate(in:)``). A view that asks for nothing (the
    /// common case) is checked without reading its ranges' bounds.
    @inline(__always)
    static func validate(_ properties: ArrangementViewProperties, _ slot: ArrangementSlot, in container: CGSize?) throws(ArrangementError) {
        if !properties.width.isUnconstrained { try validate(properties.width, slot, .width, extent: container?.width) }
        if !properties.height.isUnconstrained { try validate(properties.height, slot, .height, extent: container?.height) }
        if !properties.layoutPriority.isFinite { throw .invalidPriority(slot, properties.layoutPriority) }
        if properties.idealSize != nil { try validate(idealSize: properties.idealSize, slot) }
    }

    /// Checks one range: each bound valid, the minimum not above the maximum (of one kind, or of
    /// either kind when `extent` is given).
    static func validate(_ range: DimensionRange, _ slot: ArrangementSlot, _ field: ArrangementError.Field,
                         extent: CGFloat?) throws(ArrangementError) {
        if let value = range.minimum, !value.isValid { throw .invalidDimension(slot, field, value) }
        if let value = range.preferred, !value.isValid { throw .invalidDimension(slot, field, value) }
        if let value = range.maximum, !value.isValid { throw .invalidDimension(slot, field, value) }
        if let minimum = range.minimum, let maximum = range.maximum, range.minimumExceedsMaximum(in: extent) {
            throw .minimumExceedsMaximum(slot, field, minimum: minimum, maximum: maximum)
        }
    }

    /// Checks an ideal size: nil, or finite and ≥ 0 in both dimensions.
    static func validate(idealSize: CGSize?, _ slot: ArrangementSlot) throws(ArrangementError) {
        guard let size = idealSize else { return }
        if !size.isFiniteAndNonNegative {
            throw .invalidIdealSize(slot, size)
        }
    }
}

extension OverlayArrangement {
    /// Checks the settings: spacing finite and ≥ 0, the primary's ideal size finite and ≥ 0.
    /// ``solve(_:)`` runs it before solving.
    /// - Throws: the first ``ArrangementError`` found.
    /// - Complexity: O(1); no allocation.
    public func validate() throws(ArrangementError) {
        if !(spacing.isFinite && spacing >= 0) { throw .invalidSpacing(spacing) }
        try SplitArrangement.validate(idealSize: primary.idealSize, .primary)
    }
}
