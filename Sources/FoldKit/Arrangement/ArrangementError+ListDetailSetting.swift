import Foundation

extension ArrangementError {
    /// The numeric settings of the list–detail rule (``ListDetailStyle``), named as in messages;
    /// raw values are the property names.
    public enum ListDetailSetting: String, Sendable, Hashable, CaseIterable {
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
}
