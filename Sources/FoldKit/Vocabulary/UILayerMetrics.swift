import Foundation

/// The UI layer's sizes (SPEC 9), points: named once, read by the placement, by the profile's
/// validation (a side bar strip holds one ``itemSide`` item) and by tests.
public enum UILayerMetrics {
    /// A navigation bar's height and a bottom toolbar's.
    public static let barHeight: CGFloat = 44
    /// A horizontal tab bar's height.
    public static let tabBarHeight: CGFloat = 49
    /// A bar item's side (side bar, navigation bar and bottom toolbar items are 44 × 44).
    public static let itemSide: CGFloat = 44
    /// The gap between bar items, and between the side bar's clock (or an occlusion) and the
    /// next item.
    public static let itemSpacing: CGFloat = 8
    /// The side bar's clock: the top (leading) 44 pt of the strip.
    public static let clockLength: CGFloat = 44
    /// The least room the side bar's clock is drawn in; an occlusion leaving less hides it.
    public static let minimumClockLength: CGFloat = 12
    /// A floating button's side.
    public static let floatingButtonSide: CGFloat = 56
    /// A floating button's distance from the safe area's bottom-trailing corner (and from the
    /// bars below it).
    public static let floatingButtonInset: CGFloat = 16
    /// The middle of a navigation bar that its centred title keeps: items stay on the trailing
    /// side of it, the rest go into More.
    public static let navigationTitleWidth: CGFloat = 120
    /// The widest a tab of a regular (top, centred) tab bar gets.
    public static let regularTabWidth: CGFloat = 100
}
