import Foundation

extension SplitArrangement {
    /// Checks the configuration: ratio strictly between 0 and 1, spacing finite and ≥ 0, every
    /// dimension valid, no minimum above its maximum, finite priorities and ideal sizes.
    /// - Parameter container: the container's size, to compare a minimum and a maximum of
    ///   different kinds (points vs. percentage); nil compares only those of one kind.
    /// - Throws: the first ``ArrangementError`` found, primary before secondary, width before height.
    public func validate(in container: CGSize? = nil) throws(ArrangementError) {
        if let ratio, !(ratio.isFinite && ratio > 0 && ratio < 1) { throw .invalidRatio(ratio) }
        if !(spacing.isFinite && spacing >= 0) { throw .invalidSpacing(spacing) }
        for slot in ArrangementSlot.allCases {
            let properties = self[slot]
            try Self.validate(properties.width, slot, .width, extent: container?.width)
            try Self.validate(properties.height, slot, .height, extent: container?.height)
            if !properties.layoutPriority.isFinite { throw .invalidPriority(slot, properties.layoutPriority) }
            try Self.validate(idealSize: properties.idealSize, slot)
        }
    }

    static func validate(_ range: DimensionRange, _ slot: ArrangementSlot, _ field: ArrangementError.Field,
                         extent: CGFloat?) throws(ArrangementError) {
        for value in [range.minimum, range.preferred, range.maximum] {
            if let value, !value.isValid { throw .invalidDimension(slot, field, value) }
        }
        if range.minimumExceedsMaximum(in: extent), let minimum = range.minimum, let maximum = range.maximum {
            throw .minimumExceedsMaximum(slot, field, minimum: minimum, maximum: maximum)
        }
    }

    static func validate(idealSize: CGSize?, _ slot: ArrangementSlot) throws(ArrangementError) {
        guard let size = idealSize else { return }
        if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            throw .invalidIdealSize(slot, size)
        }
    }
}

extension OverlayArrangement {
    /// Checks the configuration: spacing finite and ≥ 0, the primary's ideal size finite and ≥ 0.
    /// - Throws: the first ``ArrangementError`` found.
    public func validate() throws(ArrangementError) {
        if !(spacing.isFinite && spacing >= 0) { throw .invalidSpacing(spacing) }
        try SplitArrangement.validate(idealSize: primary.idealSize, .primary)
    }
}
