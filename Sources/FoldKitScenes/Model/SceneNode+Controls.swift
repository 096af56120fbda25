import FoldKit

extension SceneNode {
    /// Whether the node or any node inside it is an interactive element: a list row made from it
    /// is a row with controls, which keeps clear of a fold at rest (SPEC 6, amended 2026-12-02).
    /// Variants are not read: a row's controls are its base's.
    /// - Complexity: O(*n*) for *n* nodes in the subtree; no allocation.
    var holdsControls: Bool {
        if case .element(let element) = kind { return element.isInteractive }
        var found = false
        forEachChild { child in if !found { found = child.holdsControls } }
        return found
    }

    /// Whether the node or any node inside it scrolls (a list, a scroll view, a scrolling grid):
    /// a pane holding one may span a division, what scrolls carrying its content past it.
    /// - Complexity: O(*n*) for *n* nodes in the subtree; no allocation.
    var holdsScrolling: Bool {
        if scrollsUnderBars { return true }
        var found = false
        forEachChild { child in if !found { found = child.holdsScrolling } }
        return found
    }
}
