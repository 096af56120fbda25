import Foundation

extension ListDetailStyle {
    /// The numeric settings of the rule, named as in messages; raw values are the property names.
    public enum Setting: String, Sendable, Hashable, CaseIterable {
        /// ``ListDetailStyle/listMinimumWidth``.
        case listMinimumWidth
        /// ``ListDetailStyle/detailMinimumWidth``.
        case detailMinimumWidth
        /// ``ListDetailStyle/listMaximumWidth``.
        case listMaximumWidth
        /// ``ListDetailStyle/listFraction``.
        case listFraction

        /// What the setting must be, as messages say it.
        public var requirement: String {
            switch self {
            case .listMinimumWidth, .detailMinimumWidth: return "a finite number of points ≥ 0"
            case .listMaximumWidth: return "a finite number of points ≥ listMinimumWidth"
            case .listFraction: return "a finite fraction from 0 to 1"
            }
        }
    }

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
