import Foundation
import Testing
import FoldKit
@testable import FoldKitScenes

/// A scene built in code with one value a scene file could not give, the exact line
/// (`path: message`) ``Scene/validated()`` throws for it, and — where JSON can write the value
/// (NaN and ∞ it cannot) — the same scene as a document, which the decoder must refuse with the
/// same line: one rule, one answer, whichever way the scene was made.
struct CodeBuiltFault: CustomTestStringConvertible, Sendable {
    /// The rule and the value, named for the case list.
    var name: String
    /// The scene built in code.
    var scene: Scene
    /// `path: message`.
    var expected: String
    /// The same scene as a document; nil when JSON cannot write the value.
    var document: String?

    var testDescription: String { name }

    /// A fault in `root`; `json` is the same root as JSON text.
    init(_ name: String, _ root: SceneNode, json: String?, _ expected: String) {
        self.init(name, scene: Scene(name: "T", summary: "S", root: root), document: json.map(SceneFixtures.document(root:)), expected)
    }

    init(_ name: String, scene: Scene, document: String?, _ expected: String) {
        self.name = name
        self.scene = scene
        self.document = document
        self.expected = expected
    }
}

/// Builders of small nodes, each beside the JSON it stands for.
extension CodeBuiltFault {
    typealias F = SceneFixtures

    /// A text element (`F.element(id)`).
    static func text(_ id: String, padding: CGFloat = 0, width: SceneNode.Length? = nil, height: SceneNode.Length? = nil,
                     title: String? = nil, toolbar: [ToolbarItem] = [], standsFor: String? = nil) -> SceneNode {
        SceneNode(id: id, kind: .element(.init(role: .text)), padding: padding, width: width, height: height, title: title,
                  toolbar: toolbar, standsFor: standsFor)
    }

    /// A vertical stack `s` of `children`.
    static func stack(_ children: [SceneNode]) -> SceneNode { SceneNode(id: "s", kind: .stack(.init(axis: .vertical, children: children))) }

    /// An arrangement `a` of texts `p` and `s`, changed by `change`.
    static func arrangement(_ change: (inout SceneNode.Arrangement) -> Void) -> SceneNode {
        var arrangement = SceneNode.Arrangement(primary: text("p"), secondary: text("s"))
        change(&arrangement)
        return SceneNode(id: "a", kind: .arrangement(arrangement))
    }

    /// The JSON of an arrangement `a` of texts `p` and `s` with `extra` members.
    static func arrangementJSON(_ extra: String) -> String {
        #"{"type":"arrangement","id":"a","# + extra + #","primary":"# + F.element("p") + #","secondary":"# + F.element("s") + "}"
    }

    /// A split view `v` of texts `p` and `s` with the given primary widths.
    static func splitView(preferred: SceneNode.Dimension? = nil, minimum: SceneNode.Dimension? = nil,
                          maximum: SceneNode.Dimension? = nil) -> SceneNode {
        SceneNode(id: "v", kind: .splitView(.init(preferredPrimaryWidth: preferred, minimumPrimaryWidth: minimum, maximumPrimaryWidth: maximum,
                                                  primary: text("p"), secondary: text("s"))))
    }

    /// The JSON of a split view `v` of texts `p` and `s` with `extra` members.
    static func splitViewJSON(_ extra: String) -> String {
        #"{"type":"splitView","id":"v","# + extra + #","primary":"# + F.element("p") + #","secondary":"# + F.element("s") + "}"
    }

    /// A grid `g` of 3 cells 80 pt wide, changed by `change`.
    static func grid(_ change: (inout SceneNode.Grid) -> Void) -> SceneNode {
        var grid = SceneNode.Grid(items: 3, minItemWidth: 80)
        change(&grid)
        return SceneNode(id: "g", kind: .grid(grid))
    }

    /// A list `l`.
    static func list(rows: Int = 3, rowHeight: CGFloat = 44, row: SceneNode? = nil) -> SceneNode {
        SceneNode(id: "l", kind: .list(.init(rows: rows, rowHeight: rowHeight, row: row)))
    }

    /// An overlay `o` of a text `photo` and `node`.
    static func overPhoto(_ node: SceneNode) -> SceneNode { SceneNode(id: "o", kind: .overlay(.init(children: [text("photo"), node]))) }

    /// The JSON of an overlay `o` of a text `photo` and `node`.
    static func overPhotoJSON(_ node: String) -> String { #"{"type":"overlay","id":"o","children":["# + F.element("photo") + "," + node + "]}" }
}

extension CodeBuiltFault {
    /// A node's own numbers, ids and texts: one case for every rule and every kind of field.
    static let valueFaults: [CodeBuiltFault] = [
        CodeBuiltFault("scene name: blank", scene: Scene(name: " \u{A0}\u{301}", summary: "S", root: text("a")),
                       document: #"{"name":" \u00A0\u0301","summary":"S","root":"# + F.element("a") + "}", #"name: must not be empty or blank"#),
        CodeBuiltFault("scene name: a line break", scene: Scene(name: "Mail\nInbox", summary: "S", root: text("a")),
                       document: #"{"name":"Mail\nInbox","summary":"S","root":"# + F.element("a") + "}",
                       #"name: must be one line of printable text: U+000A at character 5"#),
        CodeBuiltFault("label: a bell", scene: Scene(name: "N", summary: "S", root: SceneNode(id: "a", kind: .element(.init(role: .text, label: "Ring\u{7}")))),
                       document: #"{"name":"N","summary":"S","root":"# + F.element("a", #""label":"Ring\u0007""#) + "}",
                       #"root.label: must be one line of printable text: U+0007 at character 5"#),
        CodeBuiltFault("summary: a terminal escape", scene: Scene(name: "N", summary: "\u{1B}]0;x\u{7}", root: text("a")),
                       document: #"{"name":"N","summary":"\u001B]0;x\u0007","root":"# + F.element("a") + "}",
                       #"summary: must be one line of printable text: U+001B at character 1"#),
        CodeBuiltFault("id: invalid syntax", text("my list"), json: F.element("my list"), #"root.id: invalid id "my list": use letters, digits, "-" and "_""#),
        CodeBuiltFault("id: empty", stack([text("")]), json: #"{"type":"stack","id":"s","axis":"vertical","children":["# + F.element("") + "]}",
                       #"root.children[0].id: invalid id "": use letters, digits, "-" and "_""#),
        CodeBuiltFault("padding: negative", text("a", padding: -1), json: F.element("a", #""padding":-1"#), #"root.padding: must not be negative, got -1"#),
        CodeBuiltFault("padding: NaN", text("a", padding: .nan), json: nil, #"root.padding: must be a finite number"#),
        CodeBuiltFault("minHeight: NaN", { var node = text("a"); node.minHeight = .nan; return node }(), json: nil, #"root.minHeight: must be a finite number"#),
        CodeBuiltFault("minWidth: negative", { var node = text("a"); node.minWidth = -1; return node }(),
                       json: F.element("a", #""minWidth":-1"#), #"root.minWidth: must not be negative, got -1"#),
        CodeBuiltFault("width: beyond the limit, third child",
                       stack([text("a"), text("b"), text("c", width: .points(1e308))]),
                       json: #"{"type":"stack","id":"s","axis":"vertical","children":["# + F.element("a") + "," + F.element("b") + ","
                           + F.element("c", #""width":1e308"#) + "]}",
                       #"root.children[2].width: must be at most 1000000 points, got 1e+308"#),
        CodeBuiltFault("width: negative", text("a", width: .points(-10)), json: F.element("a", #""width":-10"#), #"root.width: must not be negative, got -10"#),
        CodeBuiltFault("height: infinite", text("a", height: .points(.infinity)), json: nil, #"root.height: must be a finite number"#),
        CodeBuiltFault("height: just beyond the limit", text("a", height: .points(1_000_000.5)), json: F.element("a", #""height":1000000.5"#),
                       #"root.height: must be at most 1000000 points, got 1000000.5"#),
        CodeBuiltFault("stack spacing: beyond the limit", SceneNode(id: "s", kind: .stack(.init(axis: .horizontal, spacing: 2e6, children: []))),
                       json: #"{"type":"stack","id":"s","axis":"horizontal","spacing":2000000,"children":[]}"#,
                       #"root.spacing: must be at most 1000000 points, got 2000000"#),
        CodeBuiltFault("arrangement axes: none", arrangement { $0.axes = [] }, json: arrangementJSON(#""axes":[]"#), #"root.axes: must name at least one axis"#),
        CodeBuiltFault("arrangement axes: repeated", arrangement { $0.axes = [.horizontal, .horizontal] },
                       json: arrangementJSON(#""axes":["horizontal","horizontal"]"#), #"root.axes[1]: duplicate axis "horizontal""#),
        CodeBuiltFault("arrangement ratio: 1", arrangement { $0.ratio = 1 }, json: arrangementJSON(#""ratio":1"#),
                       #"root.ratio: must be strictly between 0 and 1, got 1"#),
        CodeBuiltFault("arrangement ratio: NaN", arrangement { $0.ratio = .nan }, json: nil, #"root.ratio: must be a finite number"#),
        CodeBuiltFault("arrangement range: a bound beyond the limit", arrangement { $0.primaryWidth = .init(maximum: .absolute(1e308)) },
                       json: arrangementJSON(#""primaryWidth":{"max":1e308}"#), #"root.primaryWidth.max: must be at most 1000000 points, got 1e+308"#),
        CodeBuiltFault("arrangement range: a percentage above 100", arrangement { $0.secondaryHeight = .init(minimum: .fractional(1.3)) },
                       json: arrangementJSON(#""secondaryHeight":{"min":"130%"}"#),
                       #"root.secondaryHeight.min: percentage must be between 0% and 100%, got "130%""#),
        CodeBuiltFault("arrangement range: a negative percentage", arrangement { $0.primaryHeight = .init(preferred: .fractional(-0.1)) },
                       json: nil, #"root.primaryHeight.preferred: percentage must be between 0% and 100%, got "-10%""#),
        CodeBuiltFault("arrangement range: min above max", arrangement { $0.primaryWidth = .init(minimum: .absolute(400), maximum: .absolute(300)) },
                       json: arrangementJSON(#""primaryWidth":{"min":400,"max":300}"#), #"root.primaryWidth: min 400 is greater than max 300"#),
        CodeBuiltFault("arrangement priority: NaN", arrangement { $0.secondaryPriority = .nan }, json: nil,
                       #"root.secondaryPriority: must be a finite number"#),
        CodeBuiltFault("split view width: negative", splitView(minimum: .absolute(-10)), json: splitViewJSON(#""minimumPrimaryWidth":-10"#),
                       #"root.minimumPrimaryWidth: must not be negative, got -10"#),
        CodeBuiltFault("split view width: beyond the limit", splitView(preferred: .absolute(1e9)), json: splitViewJSON(#""preferredPrimaryWidth":1e9"#),
                       #"root.preferredPrimaryWidth: must be at most 1000000 points, got 1000000000"#),
        CodeBuiltFault("split view widths: minimum above maximum", splitView(minimum: .absolute(400), maximum: .absolute(100)),
                       json: splitViewJSON(#""minimumPrimaryWidth":400,"maximumPrimaryWidth":100"#),
                       #"root: minimumPrimaryWidth 400 is greater than maximumPrimaryWidth 100"#),
        CodeBuiltFault("grid items: negative", grid { $0.items = -1 }, json: #"{"type":"grid","id":"g","items":-1,"minItemWidth":80}"#,
                       #"root.items: must not be negative, got -1"#),
        CodeBuiltFault("grid items: beyond the limit", grid { $0.items = 100_001 }, json: #"{"type":"grid","id":"g","items":100001,"minItemWidth":80}"#,
                       #"root.items: 100001 exceeds the limit of 100000"#),
        CodeBuiltFault("grid minimum width: below 0.01, subnormal", grid { $0.minItemWidth = CGFloat(Double("1e-320")!) },
                       json: #"{"type":"grid","id":"g","items":3,"minItemWidth":1e-320}"#, #"root.minItemWidth: must be at least 0.01 points, got 1e-320"#),
        CodeBuiltFault("grid aspect: beyond 100", grid { $0.itemAspect = 1e300 },
                       json: #"{"type":"grid","id":"g","items":3,"minItemWidth":80,"itemAspect":1e300}"#, #"root.itemAspect: must be from 0.01 to 100, got 1e+300"#),
        CodeBuiltFault("grid aspect: infinite", grid { $0.itemAspect = .infinity }, json: nil, #"root.itemAspect: must be a finite number"#),
        CodeBuiltFault("grid spacing: NaN", grid { $0.spacing = .nan }, json: nil, #"root.spacing: must be a finite number"#),
        CodeBuiltFault("grid margin: negative", grid { $0.margin = -4 }, json: #"{"type":"grid","id":"g","items":3,"minItemWidth":80,"margin":-4}"#,
                       #"root.margin: must not be negative, got -4"#),
        CodeBuiltFault("list rows: negative", list(rows: -3), json: #"{"type":"list","id":"l","rows":-3}"#, #"root.rows: must not be negative, got -3"#),
        CodeBuiltFault("list rows: beyond the limit", list(rows: 1_000_000), json: #"{"type":"list","id":"l","rows":1000000}"#,
                       #"root.rows: 1000000 exceeds the limit of 100000"#),
        CodeBuiltFault("list row height: 0", list(rowHeight: 0), json: #"{"type":"list","id":"l","rows":3,"rowHeight":0}"#,
                       #"root.rowHeight: must be at least 0.01 points, got 0"#),
        CodeBuiltFault("list row height: infinite", list(rowHeight: .infinity), json: nil, #"root.rowHeight: must be a finite number"#),
        CodeBuiltFault("row template: negative padding", list(row: text("r", padding: -1)),
                       json: #"{"type":"list","id":"l","rows":3,"row":"# + F.element("r", #""padding":-1"#) + "}", #"root.row.padding: must not be negative, got -1"#),
        CodeBuiltFault("scroll content height: negative", SceneNode(id: "c", kind: .scroll(.init(contentHeight: -1, content: text("x")))),
                       json: #"{"type":"scroll","id":"c","contentHeight":-1,"content":"# + F.element("x") + "}", #"root.contentHeight: must not be negative, got -1"#),
        CodeBuiltFault("displacement group: blank", SceneNode(id: "d", kind: .displace(.init(purpose: .transient, group: " ", child: text("x")))),
                       json: #"{"type":"displace","id":"d","purpose":"transient","group":" ","child":"# + F.element("x") + "}",
                       #"root.group: must not be empty or blank"#),
        CodeBuiltFault("displacement anchor: on a transient one",
                       overPhoto(SceneNode(id: "d", kind: .displace(.init(purpose: .transient, anchor: "photo", child: text("x"))))),
                       json: overPhotoJSON(#"{"type":"displace","id":"d","purpose":"transient","anchor":"photo","child":"# + F.element("x") + "}"),
                       #"root.children[1].anchor: only a contextual displacement takes an anchor, not a transient one"#),
        CodeBuiltFault("displacement anchor: invalid id",
                       overPhoto(SceneNode(id: "d", kind: .displace(.init(purpose: .contextual, anchor: "the photo", child: text("x"))))),
                       json: overPhotoJSON(#"{"type":"displace","id":"d","purpose":"contextual","anchor":"the photo","child":"# + F.element("x") + "}"),
                       #"root.children[1].anchor: invalid id "the photo": use letters, digits, "-" and "_""#),
        CodeBuiltFault("presentation: a popover without an anchor", overPhoto(SceneNode(id: "p", kind: .presentation(.init(kind: .popover)))),
                       json: overPhotoJSON(#"{"type":"presentation","id":"p","kind":"popover"}"#),
                       #"root.children[1]: missing "anchor" (a popover stays next to its anchor)"#),
        CodeBuiltFault("presentation anchor: invalid id", overPhoto(SceneNode(id: "p", kind: .presentation(.init(kind: .menu, anchor: "photo.0")))),
                       json: overPhotoJSON(#"{"type":"presentation","id":"p","kind":"menu","anchor":"photo.0"}"#),
                       #"root.children[1].anchor: invalid id "photo.0": use letters, digits, "-" and "_""#),
    ]
}
