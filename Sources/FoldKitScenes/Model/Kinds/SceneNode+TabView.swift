import Foundation
import FoldKit

extension SceneNode {
    /// A tab view (SPEC 9 [S0][S3]): the window's tabs as a model — which the system draws as a
    /// bottom or top tab bar, or down the open Duo's side bar — and the selected tab's screen.
    ///
    /// It is the scene's root: the tab bar belongs to the window.
    public struct TabView: Sendable, Hashable {
        /// The tabs, the More setting, the tab-bar action and the selection: the engine's model.
        public var bar: TabBarModel
        /// The selected tab's screen (a column: it may carry a `title` and `toolbar`).
        public var content: SceneNode

        /// Creates a tab view.
        public init(bar: TabBarModel, content: SceneNode) {
            self.bar = bar
            self.content = content
        }
    }
}

extension SceneNode.TabView: SceneNodeKind {
    static let nodeType = SceneNode.NodeType.tabView
    static let specificFields = ["tabs", "more", "action", "selected", "content"]
    static let childFields = ["content"]
    /// The window's tab bar: the layout reads it from the node, never a variant.
    static let keptFields = ["tabs", "more", "action", "selected"]
    /// The fields of a tab.
    static let tabFields: Set<String> = ["id", "title", "symbol", "compact"]
    /// The fields of a tab-bar action.
    static let actionFields: Set<String> = ["id", "title", "symbol"]

    var nodeKind: SceneNode.Kind { .tabView(self) }

    /// Reads the tabs (each an action and whether it is compact), the More setting, the tab-bar
    /// action, the selection and the content.
    static func read(_ o: FieldReader) throws(SceneFault) -> Self {
        var tabs: [TabBarModel.Tab] = []
        for element in try o.required("tabs").array() {
            let tab = try element.object()
            try tab.rejectUnknown(tabFields)
            tabs.append(TabBarModel.Tab(action: try SceneDecoder.readAction(tab), isCompact: try tab.optional("compact")?.bool() ?? true))
        }
        var action: UIAction?
        if let field = o.optional("action") {
            let object = try field.object()
            try object.rejectUnknown(actionFields)
            action = try SceneDecoder.readAction(object)
        }
        let bar = TabBarModel(tabs: tabs, showsMore: try o.optional("more")?.bool() ?? true, action: action,
                              selectedTabID: try o.optional("selected")?.string())
        return Self(bar: bar, content: try o.node("content"))
    }

    /// Checks the tabs (each an action, ids unique among them, at least one), the tab-bar action
    /// and the selection, which names one of the tabs (SPEC 9).
    func check(at location: SceneValueCheck.Location) throws(SceneFault) {
        let tabs = bar.tabs
        for (index, tab) in tabs.enumerated() {
            let path = location.field("tabs") + [.index(index)]
            try SceneValueCheck.checkAction(tab.action, at: path)
            try SceneValueCheck.require(SceneValueRules.duplicateTab(tab.action.id, after: tabs[..<index]), at: path + [.key("id")])
        }
        if tabs.isEmpty { throw SceneFault(path: location.field("tabs"), message: SceneValueRules.noTabs) }
        if let action = bar.action { try SceneValueCheck.checkAction(action, at: location.field("action")) }
        guard let selected = bar.selectedTabID else { return }
        // A variant that changes the tabs but not the selection: the decoder reports the
        // selection where the node gives it.
        var selectionSet = true
        if let base = location.base(as: Self.self) { selectionSet = base.bar.selectedTabID != selected }
        let path = selectionSet ? location.field("selected") : location.kept("selected")
        try SceneValueCheck.require(SceneValueRules.id(selected), at: path)
        try SceneValueCheck.require(SceneValueRules.selectedTab(selected, among: tabs), at: path)
    }

    /// The selected tab's screen, a column (SPEC 9).
    func forEachChild(_ body: (SceneNode, SceneNode.ChildLink) -> Void) { body(content, .member("content", isColumn: true)) }

    func withChildren(of other: Self) -> Self { Self(bar: bar, content: other.content) }

    var windowBar: TabBarModel? { bar }

    /// The tabs, then the tab-bar action.
    var declaredActions: [SceneNode.ActionDeclaration] {
        var actions = bar.tabs.enumerated().map { SceneNode.ActionDeclaration(action: $0.element.action, declarer: "tab", steps: [.key("tabs"), .index($0.offset)]) }
        if let action = bar.action { actions.append(SceneNode.ActionDeclaration(action: action, declarer: "tab-bar action", steps: [.key("action")])) }
        return actions
    }

    func changedKeptField(in variant: Self) -> String? {
        let (a, b) = (variant.bar, bar)
        if a.tabs != b.tabs { return "tabs" }
        if a.showsMore != b.showsMore { return "more" }
        if a.action != b.action { return "action" }
        if a.selectedTabID != b.selectedTabID { return "selected" }
        return nil
    }

    /// The tabs (the first tab, or the empty array) or else the tab-bar action, counting only
    /// what differs from `base`'s.
    func nestingContainers(changedFrom base: Self?) -> [JSONPathComponent] {
        if bar.tabs != base?.bar.tabs { return bar.tabs.isEmpty ? [.key("tabs")] : [.key("tabs"), .index(0)] }
        if let action = bar.action, action != base?.bar.action { return [.key("action")] }
        return []
    }
}
