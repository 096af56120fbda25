/// Rendering: storyboard panels as SVG, PNG (through Cairo) and one HTML page (SPEC 8.3).
///
/// Pipeline: ``StoryboardRequest`` → ``StoryboardPlan/make(_:)`` (one ``StoryboardPanel`` per
/// scene × device × posture) → the scene and lint layers fill each panel's ``PanelNode``s and
/// ``PanelFinding``s (``StoryboardPlan/filled(_:)``) → ``PanelDrawing`` (primitives in display
/// points) → ``SVGWriter`` / ``CairoRenderer`` per panel and ``HTMLPage`` for the plan, at the
/// paths ``StoryboardPaths`` names.
public enum FoldKitRender {}
