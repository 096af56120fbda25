import Foundation
import FoldKit
@testable import FoldKitScenes

/// The UI layer's values (SPEC 9), stand-ins and variants (SPEC 10.3), built in code.
extension CodeBuiltFault {
    static let compose = UIAction(id: "compose", title: "Compose", symbol: "square.and.pencil")

    /// A tab view `tabs` of the tabs Garage and Fuel (``InvalidScene/tabView(_:content:)``) around a
    /// text `home`, changed by `change`.
    static func tabView(_ change: (inout TabBarModel) -> Void = { _ in }) -> SceneNode {
        var bar = TabBarModel(tabs: [.init(action: UIAction(id: "garage", title: "Garage", symbol: "car")),
                                     .init(action: UIAction(id: "fuel", title: "Fuel", symbol: "fuelpump"))])
        change(&bar)
        return SceneNode(id: "tabs", kind: .tabView(.init(bar: bar, content: text("home"))))
    }

    /// `node` with one variant, for a compact window, whose node is `node` changed by `change`.
    static func varied(_ node: SceneNode, _ change: (inout SceneNode) -> Void) -> SceneNode {
        var variant = node
        change(&variant)
        var node = node
        node.variants = [SceneNode.Variant(condition: .horizontalSizeClass(.compact), node: variant)]
        return node
    }

    /// The JSON of that variant, setting `set`.
    static func variantJSON(_ set: String) -> String { #""variants":[{"when":{"horizontalSizeClass":"compact"},"set":{"# + set + "}}]" }

    /// A stack `s` of `a` and a text `b` (``InvalidScene/pair(_:)`` in JSON).
    static func pair(_ a: SceneNode) -> SceneNode { stack([a, text("b")]) }

    static let uiLayerFaults: [CodeBuiltFault] = [
        CodeBuiltFault("title: blank", text("a", title: "  "), json: F.element("a", #""title":"  ""#), #"root.title: must not be empty or blank"#),
        CodeBuiltFault("title: empty, on a list–detail pane",
                       SceneNode(id: "m", kind: .listDetail(.init(list: text("l"), detail: text("d", title: "")))),
                       json: #"{"type":"listDetail","id":"m","list":"# + F.element("l") + #","detail":"# + F.element("d", #""title":"""#) + "}",
                       #"root.detail.title: must not be empty or blank"#),
        CodeBuiltFault("toolbar item id: invalid", text("a", toolbar: [ToolbarItem(action: UIAction(id: "new mail", title: "New", symbol: "plus"))]),
                       json: F.element("a", #""toolbar":[{"id":"new mail","title":"New","symbol":"plus"}]"#),
                       #"root.toolbar[0].id: invalid id "new mail": use letters, digits, "-" and "_""#),
        CodeBuiltFault("toolbar item title: blank, no-break spaces",
                       text("a", toolbar: [ToolbarItem(action: compose), ToolbarItem(action: UIAction(id: "x", title: " \u{A0} ", symbol: "x"))]),
                       json: F.element("a", #""toolbar":[{"id":"compose","title":"Compose","symbol":"square.and.pencil"},{"id":"x","title":" \u00A0 ","symbol":"x"}]"#),
                       #"root.toolbar[1].title: must not be empty or blank"#),
        CodeBuiltFault("toolbar item symbol: blank", text("a", toolbar: [ToolbarItem(action: UIAction(id: "x", title: "X", symbol: " \u{3000}\u{200B}"))]),
                       json: F.element("a", #""toolbar":[{"id":"x","title":"X","symbol":" \u3000\u200B"}]"#), #"root.toolbar[0].symbol: must not be empty or blank"#),
        CodeBuiltFault("toolbar item title: a control character", text("a", toolbar: [ToolbarItem(action: UIAction(id: "x", title: "\u{1B}[31mX", symbol: "x"))]),
                       json: F.element("a", #""toolbar":[{"id":"x","title":"\u001B[31mX","symbol":"x"}]"#),
                       #"root.toolbar[0].title: must be one line of printable text: U+001B at character 1"#),
        CodeBuiltFault("tab view: no tabs", tabView { $0.tabs = [] },
                       json: #"{"type":"tabView","id":"tabs","tabs":[],"content":"# + F.element("home") + "}", #"root.tabs: must hold at least one tab"#),
        CodeBuiltFault("tab title: blank", tabView { $0.tabs[1].action.title = "" },
                       json: #"{"type":"tabView","id":"tabs","tabs":[{"id":"garage","title":"Garage","symbol":"car"},{"id":"fuel","title":"","symbol":"fuelpump"}],"content":"#
                           + F.element("home") + "}",
                       #"root.tabs[1].title: must not be empty or blank"#),
        CodeBuiltFault("tab id: repeated", tabView { $0.tabs[1].action = UIAction(id: "garage", title: "Fuel", symbol: "fuelpump") },
                       json: #"{"type":"tabView","id":"tabs","tabs":[{"id":"garage","title":"Garage","symbol":"car"},{"id":"garage","title":"Fuel","symbol":"fuelpump"}],"content":"#
                           + F.element("home") + "}",
                       #"root.tabs[1].id: duplicate tab id "garage""#),
        CodeBuiltFault("tab-bar action symbol: blank", tabView { $0.action = UIAction(id: "log", title: "Log", symbol: " ") },
                       json: InvalidScene.tabView(#""action":{"id":"log","title":"Log","symbol":" "}"#), #"root.action.symbol: must not be empty or blank"#),
        CodeBuiltFault("selected tab: not a tab", tabView { $0.selectedTabID = "fual" }, json: InvalidScene.tabView(#""selected":"fual""#),
                       #"root.selected: no tab "fual"; did you mean "fuel"?"#),
        CodeBuiltFault("selected tab: invalid id", tabView { $0.selectedTabID = "fuel prices" }, json: InvalidScene.tabView(#""selected":"fuel prices""#),
                       #"root.selected: invalid id "fuel prices": use letters, digits, "-" and "_""#),
        CodeBuiltFault("standsFor: invalid id", pair(text("a", standsFor: "b b")), json: InvalidScene.pair(#""standsFor":"b b""#),
                       #"root.children[0].standsFor: invalid id "b b": use letters, digits, "-" and "_""#),
    ]

    /// A variant's values, reported inside its `set`, and what a variant keeps.
    static let variantFaults: [CodeBuiltFault] = [
        CodeBuiltFault("variant width: beyond the limit", varied(text("a")) { $0.width = .points(1e308) },
                       json: F.element("a", variantJSON(#""width":1e308"#)), #"root.variants[0].set.width: must be at most 1000000 points, got 1e+308"#),
        CodeBuiltFault("variant row height: NaN", varied(list()) { $0.kind = .list(.init(rows: 3, rowHeight: .nan)) }, json: nil,
                       #"root.variants[0].set.rowHeight: must be a finite number"#),
        CodeBuiltFault("variant range: min above max, in percent",
                       varied(arrangement { _ in }) { $0.kind = arrangement { $0.primaryWidth = .init(minimum: .fractional(0.6), maximum: .fractional(0.4)) }.kind },
                       json: arrangementJSON(variantJSON(#""primaryWidth":{"min":"60%","max":"40%"}"#)),
                       #"root.variants[0].set.primaryWidth: min 60% is greater than max 40%"#),
        CodeBuiltFault("variant of a split view: widths out of order, at the node",
                       varied(splitView(maximum: .absolute(100))) { $0.kind = splitView(minimum: .absolute(400), maximum: .absolute(100)).kind },
                       json: splitViewJSON(#""maximumPrimaryWidth":100,"# + variantJSON(#""minimumPrimaryWidth":400"#)),
                       #"root: minimumPrimaryWidth 400 is greater than maximumPrimaryWidth 100"#),
        CodeBuiltFault("variant purpose: transient, the node's anchor kept",
                       overPhoto(varied(SceneNode(id: "d", kind: .displace(.init(purpose: .contextual, anchor: "photo", child: text("x"))))) {
                           $0.kind = .displace(.init(purpose: .transient, anchor: "photo", child: text("x")))
                       }),
                       json: overPhotoJSON(#"{"type":"displace","id":"d","purpose":"contextual","anchor":"photo","# + variantJSON(#""purpose":"transient""#)
                           + #","child":"# + F.element("x") + "}"),
                       #"root.children[1].anchor: only a contextual displacement takes an anchor, not a transient one"#),
        // The window's tab bar is read from the node, never a variant: a variant's tabs would be
        // quietly ignored, so setting them is refused.
        CodeBuiltFault("variant keeps: tabs",
                       varied(tabView { $0.selectedTabID = "fuel" }) { $0.kind = tabView { $0.tabs.removeLast(); $0.selectedTabID = "fuel" }.kind },
                       json: InvalidScene.tabView(#""selected":"fuel","# + variantJSON(#""tabs":[{"id":"garage","title":"Garage","symbol":"car"}]"#)),
                       #"root.variants[0].set.tabs: \#(SceneValueRules.variantCannotSet("tabs"))"#),
        CodeBuiltFault("variant keeps: selected", varied(tabView()) { $0.kind = tabView { $0.selectedTabID = "fuel" }.kind },
                       json: InvalidScene.tabView(variantJSON(#""selected":"fuel""#)),
                       #"root.variants[0].set.selected: \#(SceneValueRules.variantCannotSet("selected"))"#),
        CodeBuiltFault("variant keeps: id", pair(varied(text("a")) { $0.id = "c" }), json: InvalidScene.pair(variantJSON(#""id":"c""#)),
                       #"root.children[0].variants[0].set.id: \#(SceneValueRules.variantCannotSet("id"))"#),
        CodeBuiltFault("variant keeps: type", pair(varied(text("a")) { $0.kind = .stack(.init(axis: .vertical, children: [])) }),
                       json: InvalidScene.pair(variantJSON(#""type":"stack""#)), #"root.children[0].variants[0].set.type: \#(SceneValueRules.variantCannotSet("type"))"#),
        CodeBuiltFault("variant keeps: no variants of its own",
                       pair(varied(text("a")) { $0.variants = [SceneNode.Variant(condition: .stacked(true), node: text("a"))] }),
                       json: InvalidScene.pair(variantJSON(#""variants":[]"#)),
                       #"root.children[0].variants[0].set.variants: \#(SceneValueRules.variantCannotSet("variants"))"#),
        CodeBuiltFault("variant keeps: standsFor", pair(varied(text("a")) { $0.standsFor = "b" }), json: InvalidScene.pair(variantJSON(#""standsFor":"b""#)),
                       #"root.children[0].variants[0].set.standsFor: \#(SceneValueRules.variantCannotSet("standsFor"))"#),
        CodeBuiltFault("variant keeps: anchor",
                       overPhoto(varied(SceneNode(id: "p", kind: .presentation(.init(kind: .menu, anchor: "photo")))) {
                           $0.kind = .presentation(.init(kind: .menu, anchor: "o"))
                       }),
                       json: overPhotoJSON(#"{"type":"presentation","id":"p","kind":"menu","anchor":"photo","# + variantJSON(#""anchor":"o""#) + "}"),
                       #"root.children[1].variants[0].set.anchor: \#(SceneValueRules.variantCannotSet("anchor"))"#),
        CodeBuiltFault("variant keeps: group",
                       varied(SceneNode(id: "d", kind: .displace(.init(purpose: .transient, group: "g", child: text("x"))))) {
                           $0.kind = .displace(.init(purpose: .transient, group: "h", child: text("x")))
                       },
                       json: #"{"type":"displace","id":"d","purpose":"transient","group":"g","# + variantJSON(#""group":"h""#) + #","child":"# + F.element("x") + "}",
                       #"root.variants[0].set.group: \#(SceneValueRules.variantCannotSet("group"))"#),
        CodeBuiltFault("variant keeps: title", varied(text("a", title: "Inbox")) { $0.title = "Outbox" },
                       json: F.element("a", #""title":"Inbox","# + variantJSON(#""title":"Outbox""#)),
                       #"root.variants[0].set.title: \#(SceneValueRules.variantCannotSet("title"))"#),
        CodeBuiltFault("variant keeps: toolbar", varied(text("a")) { $0.toolbar = [ToolbarItem(action: compose)] },
                       json: F.element("a", variantJSON(#""toolbar":[{"id":"compose","title":"Compose","symbol":"square.and.pencil"}]"#)),
                       #"root.variants[0].set.toolbar: \#(SceneValueRules.variantCannotSet("toolbar"))"#),
        CodeBuiltFault("variant keeps: children", varied(stack([text("a")])) { $0.kind = .stack(.init(axis: .horizontal, children: [])) },
                       json: #"{"type":"stack","id":"s","axis":"vertical","# + variantJSON(#""axis":"horizontal","children":[]"#) + #","children":["# + F.element("a") + "]}",
                       #"root.variants[0].set.children: \#(SceneValueRules.variantCannotSet("children"))"#),
        CodeBuiltFault("variant keeps: a list's row template", varied(list(row: text("r"))) { $0.kind = .list(.init(rows: 3, row: text("q"))) },
                       json: #"{"type":"list","id":"l","rows":3,"# + variantJSON(#""row":{"type":"element","id":"q","role":"text"}"#) + #","row":"# + F.element("r") + "}",
                       #"root.variants[0].set.row: \#(SceneValueRules.variantCannotSet("row"))"#),
    ]
}
