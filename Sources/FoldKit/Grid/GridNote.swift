/// A reason the grid departed from its plain rule (SPEC 6): the fall-backs, named and explained.
///
/// Raw values are the JSON spellings of `foldkit grid`'s `notes` array.
public enum GridNote: String, Sendable, Hashable, Codable, CaseIterable {
    /// Fewer columns fit than one multiple of the region count (e.g. not even 2 beside a fold), so
    /// the grid uses **one** column, flat and folded alike; folded, it sits in the widest region
    /// (ties: the leading one) and the other regions stay empty.
    case singleColumn
    /// Cells are narrower than the minimum item width: folded, the smaller side's fit decides; or
    /// not even one column fits at the minimum width.
    case narrowerThanMinimum
    /// A region beside an active division was too narrow for its share of the columns, so every
    /// column moved to the widest region (ties: the leading one); the column count is unchanged.
    case columnsMovedOutOfNarrowRegion
    /// A grid that does not scroll had more rows than fit its height: cells shrank, keeping their
    /// aspect, until every row fits.
    case shrunkToFitHeight

    /// One line saying what happened, without a final period.
    public var message: String {
        switch self {
        case .singleColumn: "not even one multiple of the region count fits at the minimum width; one column"
        case .narrowerThanMinimum: "cells are narrower than the minimum item width"
        case .columnsMovedOutOfNarrowRegion: "a region beside the fold is too narrow for its columns; all columns moved to the widest region"
        case .shrunkToFitHeight: "rows do not fit the height of a grid that does not scroll; cells shrank to fit"
        }
    }
}
