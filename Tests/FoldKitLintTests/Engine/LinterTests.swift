import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint
import _FoldKitTestSupport

/// The linter around the rules: ordering, repeated rows and cells, the two entry points and their
/// errors (SPEC 8.4; STYLE 14).
struct LinterTests {
    typealias B = PanelBuilder

    /// A list row template with a control in the crease is one fault: text shows the first row
    /// with a count of the others, plain cells of a grid likewise; the diagnostics (JSON, SARIF)
    /// keep one per node.
    @Test func repeatedRowsAndCellsCollapse() {
        var b = B()
        b.add("inbox", .node(.list), frame: B.rect(0, 0, 800, 900))
        for row in 0..<3 {
            b.add("row-\(row)", .node(.stack), in: "inbox", frame: B.rect(0, CGFloat(row) * 60, 800, 60), scrolling: true)
            b.add("star-\(row)", in: "row-\(row)", frame: B.rect(370, CGFloat(row) * 60, 44, 44), interactive: true, scrolling: true)
        }
        b.add("tiles", .node(.grid), frame: B.rect(0, 0, 800, 900))
        for cell in 0..<2 {
            b.add("tiles-\(cell)", .cell, in: "tiles", frame: B.rect(360, 400 + CGFloat(cell) * 100, 40, 40), interactive: true)
        }
        let diagnostics = Linter.lint(PreparedScene(unchecked: B.scene), sceneID: "t", deviceID: "d", panels: [b.panel])
        // 7 = 3 rows' stars (FK001) + 2 cells (FK001) + the same 2 cells (FK018).
        #expect(diagnostics.count == 7)
        #expect(Diagnostic.grouped(diagnostics).map(\.headline) == [
            "t: d/book: error: FK001: control 'star-0' overlaps region 'fold' by 34pt (and 2 more rows)",
            "t: d/book: error: FK001: cell 'tiles-0' overlaps region 'fold' by 20pt (and 1 more cell)",
            // The 40-pt cells are small touch targets too (FK018), collapsed the same way.
            "t: d/book: warning: FK018: cell 'tiles-0' is 40 × 40pt, below the 44 × 44pt touch target (and 1 more cell)",
        ])
    }

    /// A `lint` object on a row template's node turns its rule off in every row (`star-2` is the
    /// template `star`'s); on the list, for everything under it; the run's list everywhere.
    @Test("disabled rules: a row template's node, its list, the run", arguments: [
        ("the template node", "star", Set<String>(), ["tiles-0"]),
        ("the list (its subtree)", "inbox", Set<String>(), ["tiles-0"]),
        ("another node", "tiles", Set<String>(), ["star-0", "star-1"]),
        ("the run", "none", Set(["FK001"]), []),
    ])
    func disabledRules(_ name: String, _ place: String, _ run: Set<String>, _ left: [String]) {
        var b = B()
        b.add("inbox", .node(.list), frame: B.rect(0, 0, 800, 900))
        for row in 0..<2 {
            b.add("row-\(row)", .node(.stack), in: "inbox", frame: B.rect(0, CGFloat(row) * 60, 800, 60), scrolling: true)
            b.add("star-\(row)", in: "row-\(row)", frame: B.rect(370, CGFloat(row) * 60, 44, 44), interactive: true, scrolling: true)
        }
        b.add("tiles", .node(.grid), frame: B.rect(0, 0, 800, 900))
        b.add("tiles-0", .cell, in: "tiles", frame: B.rect(360, 400, 44, 44), interactive: true)
        // The scene declares what the panel lays out: a list whose row holds `star`, and a grid.
        var star = SceneNode(id: "star", kind: .element(.init(role: .control)))
        var list = SceneNode(id: "inbox", kind: .list(.init(rows: 2, rowHeight: 60, row: star)))
        var grid = SceneNode(id: "tiles", kind: .grid(.init(items: 1, minItemWidth: 44)))
        let options = SceneLintOptions(disable: ["FK001"])
        switch place {
        case "star": star.lint = options; list = SceneNode(id: "inbox", kind: .list(.init(rows: 2, rowHeight: 60, row: star)))
        case "inbox": list.lint = options
        case "tiles": grid.lint = options
        default: break
        }
        let scene = Scene(name: "T", summary: "S", root: SceneNode(id: "root", kind: .stack(.init(axis: .vertical, children: [list, grid]))))
        let found = Linter.lint(PreparedScene(unchecked: scene), sceneID: "t", deviceID: "d", panels: [b.panel], disabling: run)
        #expect(found.filter { $0.rule == .fk001 }.map(\.node) == left, "\(name)")
    }

    /// The scene format owns the rule ids a scene may turn off; every rule the linter checks is one.
    @Test func checkedRulesAreTheFormatsIDs() {
        #expect(Set(Linter.ruleIDs.map(\.rawValue)).isSubset(of: SceneLintOptions.ruleIDs))
        #expect(SceneLintOptions.ruleIDs.first == "FK001" && SceneLintOptions.ruleIDs.last == "FK021" && SceneLintOptions.ruleIDs.count == 21)
    }

    /// Posture first (in the order given), then the node's place in the document, then rule.
    @Test func orderIsPostureNodeRule() {
        var book = B(.book)
        book.add("a", frame: B.rect(370, 0, 44, 44), interactive: true)
        book.add("b", frame: B.rect(760, 0, 44, 44), interactive: true)   // FK008: 4 past the right edge
        var tabletop = B(.tabletop)
        tabletop.add("a", frame: B.rect(-10, 0, 44, 44), interactive: true)
        tabletop.add("b", frame: B.rect(0, 100, 44, 44), interactive: true)
        #expect(B.lint([tabletop.panel, book.panel]) == [
            "t: d/tabletop: error: FK008: control 'a' extends 10pt past the window's leading edge",
            "t: d/book: error: FK001: control 'a' overlaps region 'fold' by 34pt",
            "t: d/book: error: FK008: control 'b' extends 4pt past the window's trailing edge",
        ])
    }

    /// The device entry point lays out each posture; one the device cannot take is an error
    /// that names it.
    @Test func unsupportedPostureIsAnError() throws {
        let scene = try LintExamples.scene("FK001-trigger")
        #expect(throws: LintError.unsupportedPosture(device: "iphone", posture: .book, reason: "it has no hinge")) {
            try Linter.lint(PreparedScene(unchecked: scene), sceneID: "x", profile: Builtins.profile("iphone"), postures: [.flat, .book])
        }
    }

    /// Both entry points agree: the storyboard's (layouts given) and the CLI's (layouts made).
    @Test func entryPointsAgree() throws {
        let scene = try LintExamples.scene("FK007-trigger")
        let profile = Builtins.profile("iphone-duo")
        let panels = try Linter.panels(of: PreparedScene(unchecked: scene), on: profile, postures: profile.supportedPresets)
        #expect(Linter.lint(PreparedScene(unchecked: scene), sceneID: "s", deviceID: profile.id, panels: panels)
                == (try Linter.lint(PreparedScene(unchecked: scene), sceneID: "s", profile: profile, postures: profile.supportedPresets)))
    }

    /// One registry (STYLE 18): every rule id is checked, each once, in id order, and the range
    /// the help prints runs from the first to the last.
    @Test func registryHoldsEveryRule() throws {
        #expect(Linter.ruleIDs == LintRuleID.allCases.sorted())
        let first = try #require(LintRuleID.allCases.min()), last = try #require(LintRuleID.allCases.max())
        #expect(Linter.ruleRange == "\(first.rawValue)–\(last.rawValue)")
    }

    /// Findings on the UI layer's actions — bar items and tabs, not laid-out nodes — come after
    /// the nodes of their posture, in the order the scene declares the actions.
    @Test func actionsSortAfterNodesInDeclarationOrder() {
        let scene = B.tabScene([("garage", true), ("later", true)], toolbar: ["share", "export"])
        var b = B()
        b.mode = .sideBar
        b.add("a", frame: B.rect(370, 0, 44, 44), interactive: true)
        b.addBar("system.side-bar", .sideBar, at: CGPoint(x: 440, y: 52), items: [(id: "garage", title: "garage", symbol: "circle")],
                 more: ["later", "share", "export"])
        let found = Linter.lint(PreparedScene(unchecked: scene), sceneID: "t", deviceID: "d", panels: [b.panel]).map { "\($0.rule.rawValue) \($0.node)" }
        #expect(found == ["FK001 a", "FK019 later", "FK019 share", "FK019 export"])
    }

    /// The text form: the headline, then the fix indented on its own line.
    @Test func diagnosticText() {
        let diagnostic = Diagnostic(rule: .fk001, severity: .error, scene: "mail", device: "iphone-duo", posture: .book,
                                    node: "compose", message: "control 'compose' overlaps region 'fold' by 12pt", fix: "move it")
        #expect(diagnostic.text == "mail: iphone-duo/book: error: FK001: control 'compose' overlaps region 'fold' by 12pt\n  fix: move it\n")
    }
}

extension LinterTests {
    /// The storyboard's hook: panels of two scenes interleaved get the same diagnostics as one
    /// lint per scene, each panel those of its posture.
    @Test func diagnosticsPerPanelGroupsByScene() throws {
        let profile = Builtins.profile("iphone-duo")
        let a = try LintExamples.scene("FK007-trigger").prepared(), b = try LintExamples.scene("FK010-trigger").prepared()
        let pa = try Linter.panels(of: a, on: profile, postures: [.flat, .book])
        let pb = try Linter.panels(of: b, on: profile, postures: [.flat, .book])
        let perPanel = Linter.diagnosticsPerPanel([("a", a, "duo", pa[0]), ("b", b, "duo", pb[0]), ("a", a, "duo", pa[1]), ("b", b, "duo", pb[1])])
        let whole = Linter.lint(a, sceneID: "a", deviceID: "duo", panels: pa) + Linter.lint(b, sceneID: "b", deviceID: "duo", panels: pb)
        #expect(perPanel.map { $0.map(\.posture) } == [[.flat], [], [.book], [.book]])
        #expect(Set(perPanel.flatMap { $0 }) == Set(whole) && perPanel.joined().count == whole.count)
    }
}
