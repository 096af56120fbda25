import FoldKit

/// The rules that relate a node's values to each other — axes, tabs, anchors, what a variant
/// keeps (SCENE.md, SPEC 4.1, 5.1, 7, 9, 10.3) — each returning the fault's message, nil when the
/// values are fine; applied by the value check (``SceneValueCheck``) as ``SceneValueRules``' own.
extension SceneValueRules {
    /// An arrangement's `axes` that name none.
    static let noAxes = "must name at least one axis"

    /// An arrangement's axis named again after `earlier`: `duplicate axis "horizontal"`.
    static func duplicateAxis(_ axis: Axis, after earlier: some Sequence<Axis>) -> String? {
        earlier.contains(axis) ? "duplicate axis \"\(axis.rawValue)\"" : nil
    }

    /// A tab view's `tabs` that hold none.
    static let noTabs = "must hold at least one tab"

    /// A tab whose id one of the `earlier` tabs has: `duplicate tab id "a"`.
    static func duplicateTab(_ id: String, after earlier: some Sequence<TabBarModel.Tab>) -> String? {
        earlier.contains { $0.action.id == id } ? "duplicate tab id \"\(id)\"" : nil
    }

    /// A tab view's `selected` that names none of its `tabs`: `no tab "fual"; did you mean "fuel"?`.
    static func selectedTab(_ id: String, among tabs: [TabBarModel.Tab]) -> String? {
        if tabs.contains(where: { $0.action.id == id }) { return nil }
        return "no tab \(SceneFault.unknownName(id, in: tabs.map(\.action.id)))"
    }

    /// A popover or menu without an anchor (SPEC 7): `missing "anchor" (a popover stays next to
    /// its anchor)`, reported at the node.
    static func presentationAnchor(_ kind: PresentationKind, anchor: String?) -> String? {
        guard kind.isAnchored, anchor == nil else { return nil }
        return "missing \"anchor\" (a \(kind.rawValue) stays next to its anchor)"
    }

    /// An anchor on a displacement that is not `contextual` (SPEC 5.1), reported at the anchor.
    static func displacementAnchor(_ purpose: DisplacementPurpose) -> String? {
        purpose == .contextual ? nil : "only a contextual displacement takes an anchor, not \(Format.withArticle(purpose.rawValue)) one"
    }

    /// A variant that sets `key`, one of ``SceneNode/fieldsVariantsKeep`` (SPEC 10.3).
    static func variantCannotSet(_ key: String) -> String {
        "a variant cannot set \"\(key)\": it keeps the node's id, type, children and the relations the tree declares"
    }
}
