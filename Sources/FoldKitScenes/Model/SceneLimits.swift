/// The bounds a scene must stay within, so that no input makes layout slow or huge (CLI.md:
/// "never a crash or a trap on any input").
public enum SceneLimits {
    /// The largest `list.rows` and `grid.items` accepted (100 000): a scene describes a screen,
    /// and a storyboard of more rows than this is never what was meant.
    public static let maximumCount = 100_000
    /// The most nodes a scene may lay out once list rows and grid cells are expanded (200 000:
    /// one list or grid at its limit with room for the rest of the screen).
    public static let maximumExpandedNodes = 200_000
}
