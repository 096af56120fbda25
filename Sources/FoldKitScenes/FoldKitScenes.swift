/// Scenes: JSON descriptions of app screens, decoded with located errors and laid out by the
/// engine's solvers in every posture (SPEC 8.1, SCENE.md).
public enum FoldKitScenes {}
