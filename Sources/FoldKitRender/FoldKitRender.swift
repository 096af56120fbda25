/// Rendering: storyboard panels as SVG, PNG (through Cairo) and one HTML page (SPEC 8.3).
public enum FoldKitRender {}
