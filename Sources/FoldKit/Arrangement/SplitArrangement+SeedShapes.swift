/// The seeds' UIKit and SwiftUI names for configuring a split (SPEC 4.1) [S1][S4]: thin shapes over
/// the stored properties, so the seeds' snippets read almost verbatim with FoldKit's types.
///
/// ```swift
/// var split = SplitArrangement.split
/// var primary = split.defaultViewProperties
/// var width = SplitArrangement.DimensionRange()
/// width.minimum = .absolute(250)
/// width.preferred = .fractional(0.3)
/// primary.width = width
/// split.setViewProperties(primary, for: .primary)
/// try arrangementController.updateArrangement(split, animated: true)
/// ```
///
/// Solving stays ``solve(_:)``'s: nothing here lays anything out.
extension SplitArrangement {
    /// The size range one view asks for along an axis, under the name UIKit nests it by
    /// (`UISplitArrangement.DimensionRange`, S1): ``FoldKit/DimensionRange`` itself.
    public typealias DimensionRange = FoldKit.DimensionRange

    /// The default split style (UIKit's `UISplitArrangement.split`): both axes, equal halves, no
    /// spacing, the secondary shown — the same value as `SplitArrangement()`.
    public static var split: SplitArrangement { SplitArrangement() }

    /// Returns this style restricted to `axes` (SwiftUI's `.axes(.horizontal)` on the split style,
    /// S4): `.horizontal` puts the views side by side only, `.vertical` stacks them only. When the
    /// split axis is excluded, only the primary is shown (SPEC 4.1).
    /// - Complexity: O(1).
    public func axes(_ axes: ArrangementAxes) -> SplitArrangement {
        var style = self
        style.axes = axes
        return style
    }

    /// The properties a view has before the app sets any (UIKit's `defaultViewProperties`, S1):
    /// unconstrained width and height, priority 0, no fixed size, no ideal size, no edge. Start
    /// from it, change what the view asks for, then ``setViewProperties(_:for:)``.
    public var defaultViewProperties: ArrangementViewProperties { ArrangementViewProperties() }

    /// Sets how the view in `slot` asks for space (UIKit's `setViewProperties(_:for:)`, S1): the
    /// same as assigning ``primary`` or ``secondary``. The values are checked when solving, which
    /// throws ``ArrangementError`` for an invalid one (SPEC 4.1).
    public mutating func setViewProperties(_ properties: ArrangementViewProperties, for slot: ArrangementSlot) {
        switch slot {
        case .primary: primary = properties
        case .secondary: secondary = properties
        }
    }
}
