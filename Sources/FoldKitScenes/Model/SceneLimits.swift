import Foundation
import FoldKit

/// The bounds a scene must stay within, so that no input makes layout slow or huge (CLI.md:
/// "never a crash or a trap on any input") and no finite input gives an infinite or unprintable
/// frame.
///
/// Every length is a number of points. The limits compose: the longest thing a scene can form is
/// a list of ``maximumCount`` rows of ``maximumLength`` each, 10¹¹ pt (a grid's cells: a window
/// at most 10⁵ pt wide × an ``aspectRange`` of 100 × 10⁵ rows, 10¹²; a stack of
/// ``maximumExpandedNodes`` children, each padded, spaced and sized at the limit, 6·10¹¹), so
/// every frame stays finite and text output's 0.01-pt steps stay exact (10¹⁴ hundredths < 2⁵³).
///
/// One set of rules applies them (`SceneValueRules`), to a scene file by ``Scene/decode(_:)`` and
/// to a scene built in code by ``Scene/validated()``.
public enum SceneLimits {
    /// The largest `list.rows` and `grid.items` accepted (100 000): a scene describes a screen,
    /// and a storyboard of more rows than this is never what was meant.
    public static let maximumCount = 100_000
    /// The most nodes a scene may lay out once list rows and grid cells are expanded (200 000:
    /// one list or grid at its limit with room for the rest of the screen).
    public static let maximumExpandedNodes = 200_000
    /// The largest length a scene may give, points (1 000 000, the limit of `foldkit grid`'s
    /// lengths): every `width`, `height`, `padding`, `spacing`, `margin`, `contentHeight`,
    /// `rowHeight`, `minItemWidth` and point dimension. A scroll's content a thousand screens
    /// tall fits; a larger number is a typo or a probe, never a screen.
    public static let maximumLength: CGFloat = 1_000_000
    /// The smallest length that must be positive (`rowHeight`, `minItemWidth`), points: 0.01, the
    /// step of text output (``Format/outputPrecision``), so a positive length never prints as 0.
    public static let minimumPositiveLength: CGFloat = 0.01
    /// The accepted `itemAspect` (cell height ÷ width): 0.01…100, a strip a hundred times wider
    /// than tall to a column a hundred times taller than wide.
    public static let aspectRange: ClosedRange<CGFloat> = 0.01...100
}
