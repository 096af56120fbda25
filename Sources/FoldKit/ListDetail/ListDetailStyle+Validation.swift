import Foundation

extension ListDetailStyle {
    /// The numeric settings of the rule, named as in messages (``ArrangementError/ListDetailSetting``:
    /// the two-view solvers' error names them, so the enum lives with it).
    public typealias Setting = ArrangementError.ListDetailSetting

    /// Checks the settings: the minimum widths finite and ≥ 0, the maximum finite and not below
    /// the list's minimum, the fraction finite in 0…1. ``solve(_:)`` runs it before solving.
    /// - Throws: ``ArrangementError/invalidListDetailSetting(_:_:)`` for the first fault.
    /// - Complexity: O(1); no allocation.
    public func validate() throws(ArrangementError) {
        guard listMinimumWidth.isFinite, listMinimumWidth >= 0 else { throw .invalidListDetailSetting(.listMinimumWidth, listMinimumWidth) }
        guard detailMinimumWidth.isFinite, detailMinimumWidth >= 0 else { throw .invalidListDetailSetting(.detailMinimumWidth, detailMinimumWidth) }
        guard listMaximumWidth.isFinite, listMaximumWidth >= listMinimumWidth else { throw .invalidListDetailSetting(.listMaximumWidth, listMaximumWidth) }
        guard listFraction.isFinite, listFraction >= 0, listFraction <= 1 else { throw .invalidListDetailSetting(.listFraction, listFraction) }
    }
}
