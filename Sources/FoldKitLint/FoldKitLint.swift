/// Lint: the design rules FK001–FK010 checked on every panel (SPEC 8.4, SCENE.md).
public enum FoldKitLint {}
