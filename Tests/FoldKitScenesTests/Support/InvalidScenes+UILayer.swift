import Foundation
@testable import FoldKitScenes

/// Faults of the UI layer's fields (SPEC 9, SCENE.md): a bad file for every new field, and the
/// tree rules — where a title or toolbar may stand, one action id for one action, no action id
/// equal to a node id, a selected tab that exists.
extension InvalidScene {
    /// A tab view of two tabs around `content`, with `extra` members.
    static func tabView(_ extra: String = "", content: String = F.element("home")) -> String {
        #"{"type":"tabView","id":"tabs","tabs":[{"id":"garage","title":"Garage","symbol":"car"},{"id":"fuel","title":"Fuel","symbol":"fuelpump"}]"#
            + (extra.isEmpty ? "" : "," + extra) + #","content":"# + content + "}"
    }

    /// A list–detail screen whose list and detail carry `list` and `detail` toolbars.
    static func columns(list: String, detail: String) -> String {
        #"{"type":"listDetail","id":"mail","list":{"type":"element","id":"mailbox","role":"text","toolbar":["# + list
            + #"]},"detail":{"type":"element","id":"message","role":"text","toolbar":["# + detail + "]}}"
    }

    static let compose = #"{"id":"compose","title":"Compose","symbol":"square.and.pencil"}"#

    static let uiLayerFaults: [InvalidScene] = [
        InvalidScene("toolbar item without a symbol", root: F.element("a", #""toolbar":[{"id":"x","title":"X"}]"#),
                     #"root.toolbar[0]: missing "symbol""#),
        InvalidScene("toolbar item: unknown placement, near miss",
                     root: F.element("a", #""toolbar":[{"id":"x","title":"X","symbol":"x","placement":"primaryActon"}]"#),
                     #"root.toolbar[0].placement: unknown placement "primaryActon"; did you mean "primaryAction"?"#),
        InvalidScene("toolbar item: unknown field", root: F.element("a", #""toolbar":[{"id":"x","title":"X","symbol":"x","floatInCompact":true}]"#),
                     #"root.toolbar[0].floatInCompact: unknown field "floatInCompact"; did you mean "floatsInCompact"?"#),
        InvalidScene("toolbar is not an array", root: F.element("a", #""toolbar":{}"#), #"root.toolbar: expected an array"#),
        InvalidScene("empty title", root: F.element("a", #""title":"""#), #"root.title: must not be empty or blank"#),
        InvalidScene("blank title", root: F.element("a", #""title":"   ""#), #"root.title: must not be empty or blank"#),
        InvalidScene("empty action title", root: F.element("a", #""toolbar":[{"id":"x","title":"","symbol":"x"}]"#),
                     #"root.toolbar[0].title: must not be empty or blank"#),
        InvalidScene("blank action title", root: F.element("a", #""toolbar":[{"id":"x","title":" \u00A0 ","symbol":"x"}]"#),
                     #"root.toolbar[0].title: must not be empty or blank"#),
        InvalidScene("blank action symbol", root: F.element("a", #""toolbar":[{"id":"x","title":"X","symbol":" \uFEFF "}]"#),
                     #"root.toolbar[0].symbol: must not be empty or blank"#, schema: false),
        InvalidScene("title with a terminal escape", root: F.element("a", #""title":"\u001B[2JGarage""#),
                     #"root.title: must be one line of printable text: U+001B at character 1"#),
        InvalidScene("action listed twice in one toolbar",
                     root: F.element("a", #""toolbar":[{"id":"x","title":"X","symbol":"x"},{"id":"x","title":"X","symbol":"x"}]"#),
                     #"root.toolbar[1].id: action "x" is listed twice in this toolbar, already at root.toolbar[0]"#, schema: false),
        InvalidScene("blank tab title", root: #"{"type":"tabView","id":"t","tabs":[{"id":"a","title":"  ","symbol":"a"}],"content":"# + F.element("home") + "}",
                     #"root.tabs[0].title: must not be empty or blank"#),
        InvalidScene("blank tab-bar action symbol", root: tabView(#""action":{"id":"log","title":"Log","symbol":" "}"#),
                     #"root.action.symbol: must not be empty or blank"#),
        InvalidScene("tab view without tabs", root: #"{"type":"tabView","id":"t","tabs":[],"content":"# + F.element("home") + "}",
                     #"root.tabs: must hold at least one tab"#),
        InvalidScene("tab view: selected tab that does not exist", root: tabView(#""selected":"fual""#),
                     #"root.selected: no tab "fual"; did you mean "fuel"?"#, schema: false),
        InvalidScene("tab view: duplicate tab id",
                     root: #"{"type":"tabView","id":"t","tabs":[{"id":"a","title":"A","symbol":"a"},{"id":"a","title":"B","symbol":"b"}],"content":"#
                         + F.element("home") + "}",
                     #"root.tabs[1].id: duplicate tab id "a""#, schema: false),
        InvalidScene("tab view: action without an id", root: tabView(#""action":{"title":"Log","symbol":"plus"}"#),
                     #"root.action: missing "id""#),
        InvalidScene("tab view: compact is not a bool",
                     root: #"{"type":"tabView","id":"t","tabs":[{"id":"a","title":"A","symbol":"a","compact":"no"}],"content":"# + F.element("home") + "}",
                     #"root.tabs[0].compact: expected true or false"#),
        InvalidScene("tab view not at the root",
                     root: #"{"type":"stack","id":"s","axis":"vertical","children":["# + tabView() + "]}",
                     #"root.children[0]: a tabView must be the scene's root: its tab bar belongs to the window"#, schema: false),
        InvalidScene("toolbar on a node that is neither a screen nor a column",
                     root: #"{"type":"stack","id":"s","axis":"vertical","children":["# + F.element("a", #""toolbar":["# + compose + "]") + "]}",
                     #"root.children[0].toolbar: a toolbar belongs on a screen or a column (the root, a tab view's content, a list–detail pane or a split view column), not on an element inside one"#,
                     schema: false),
        InvalidScene("title on a node inside a column",
                     root: #"{"type":"stack","id":"s","axis":"vertical","children":["# + F.element("a", #""title":"Inbox""#) + "]}",
                     #"root.children[0].title: a title belongs on a screen or a column (the root, a tab view's content, a list–detail pane or a split view column), not on an element inside one"#,
                     schema: false),
        InvalidScene("one action id, two titles",
                     root: columns(list: compose, detail: #"{"id":"compose","title":"New","symbol":"square.and.pencil"}"#),
                     #"root.detail.toolbar[0].title: action "compose" has the title "New" here but "Compose" at root.list.toolbar[0]: one id, one action"#,
                     schema: false),
        InvalidScene("one action id, two symbols",
                     root: columns(list: compose, detail: #"{"id":"compose","title":"Compose","symbol":"pencil"}"#),
                     #"root.detail.toolbar[0].symbol: action "compose" has the symbol "pencil" here but "square.and.pencil" at root.list.toolbar[0]: one id, one action"#,
                     schema: false),
        InvalidScene("one action id, two placements",
                     root: columns(list: compose, detail: #"{"id":"compose","title":"Compose","symbol":"square.and.pencil","placement":"bottomBar"}"#),
                     #"root.detail.toolbar[0].placement: action "compose" has the placement "bottomBar" here but "primaryAction" at root.list.toolbar[0]: one id, one action"#,
                     schema: false),
        InvalidScene("one action id, floating in one column only",
                     root: columns(list: compose, detail: #"{"id":"compose","title":"Compose","symbol":"square.and.pencil","floatsInCompact":true}"#),
                     #"root.detail.toolbar[0].floatsInCompact: action "compose" has floatsInCompact true here but false at root.list.toolbar[0]: one id, one action"#,
                     schema: false),
        InvalidScene("action id equal to a node id",
                     root: columns(list: #"{"id":"message","title":"Open","symbol":"envelope"}"#, detail: compose),
                     #"root.list.toolbar[0].id: action id "message" is also the id of the node at root.detail: actions and nodes need ids of their own"#,
                     schema: false),
        InvalidScene("action id equal to a row id",
                     root: #"{"type":"listDetail","id":"garage","list":{"type":"list","id":"vehicle-card","rows":3,"toolbar":[{"id":"vehicle-card-0","title":"Add","symbol":"plus"}]},"detail":"#
                         + F.element("vehicle") + "}",
                     #"root.list.toolbar[0].id: action id "vehicle-card-0" is also the id of a row of list "vehicle-card": actions and nodes need ids of their own"#,
                     schema: false),
        InvalidScene("action id equal to a templated row id",
                     root: columns(list: #"{"id":"row-2","title":"Open","symbol":"envelope"}"#, detail: compose)
                         .replacingOccurrences(of: #"{"type":"element","id":"message","role":"text","#,
                                               with: #"{"type":"list","id":"message","rows":3,"row":{"type":"element","id":"row","role":"text"},"#),
                     #"root.list.toolbar[0].id: action id "row-2" is also the id of a row of list "message": actions and nodes need ids of their own"#,
                     schema: false),
        InvalidScene("tab id equal to a cell id",
                     root: #"{"type":"tabView","id":"t","tabs":[{"id":"tiles-3","title":"Tiles","symbol":"square.grid.2x2"}],"content":{"type":"grid","id":"tiles","items":4,"minItemWidth":80}}"#,
                     #"root.tabs[0].id: action id "tiles-3" is also the id of a cell of grid "tiles": actions and nodes need ids of their own"#,
                     schema: false),
        InvalidScene("tab-bar action id equal to a row id", root: tabView(#""action":{"id":"feed-1","title":"Log","symbol":"plus"}"#,
                                                                        content: #"{"type":"list","id":"feed","rows":2}"#),
                     #"root.action.id: action id "feed-1" is also the id of a row of list "feed": actions and nodes need ids of their own"#,
                     schema: false),
        InvalidScene("tab id equal to a toolbar action id",
                     root: tabView(content: F.element("home", #""toolbar":[{"id":"garage","title":"Garage","symbol":"car"}]"#)),
                     #"root.content.toolbar[0].id: action id "garage" is already a tab at root.tabs[0]"#, schema: false),
    ]
}

extension InvalidScene {
    /// A title or toolbar on a node that holds columns: it belongs on its columns.
    static let columnHolderFaults: [InvalidScene] = [
        InvalidScene("title on a list–detail node",
                     root: #"{"type":"listDetail","id":"mail","title":"Mail","list":"# + F.element("mailbox") + #","detail":"# + F.element("message") + "}",
                     #"root.title: a listDetail holds columns and is none itself: put the title on its columns"#, schema: false),
        InvalidScene("toolbar on a tab view", root: tabView(#""toolbar":["# + compose + "]"),
                     #"root.toolbar: a tabView holds columns and is none itself: put the toolbar on its columns"#, schema: false),
    ]
}
