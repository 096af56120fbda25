/// The seeds' UIKit names for configuring an overlay (SPEC 4.2) [S1][S4]: thin shapes over the
/// stored properties; the per-view `edge` is ``ArrangementViewProperties/edge``.
///
/// ```swift
/// var overlay = OverlayArrangement.overlay
/// var upNext = overlay.defaultViewProperties
/// upNext.edge = .trailing
/// overlay.setViewProperties(upNext, for: .primary)
/// ```
///
/// Solving stays ``solve(_:)``'s: nothing here lays anything out.
extension OverlayArrangement {
    /// The default overlay style: the primary anchored to the bottom edge, no spacing, the
    /// secondary shown — the same value as `OverlayArrangement()`.
    public static var overlay: OverlayArrangement { OverlayArrangement() }

    /// The properties a view has before the app sets any (UIKit's `defaultViewProperties`, S1):
    /// no ideal size, no edge (the style's ``edge`` applies).
    public var defaultViewProperties: ArrangementViewProperties { ArrangementViewProperties() }

    /// Sets the properties of the view in `slot` (UIKit's `setViewProperties(_:for:)`, S1): the
    /// overlay reads the primary's ideal size and either view's ``ArrangementViewProperties/edge``
    /// (``anchorEdge``). Checked when solving, which throws ``ArrangementError`` for an invalid
    /// ideal size.
    public mutating func setViewProperties(_ properties: ArrangementViewProperties, for slot: ArrangementSlot) {
        switch slot {
        case .primary: primary = properties
        case .secondary: secondary = properties
        }
    }
}
