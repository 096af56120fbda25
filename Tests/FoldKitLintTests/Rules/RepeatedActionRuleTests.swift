import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint
import _FoldKitTestSupport

/// FK013 [S3]: one action visible more than once in a panel — one id in two bars, two bar items
/// that look the same, two controls with one label — and what is no finding: an action the
/// system gathers once, rows' own controls, hidden ones (SPEC 9, 8.4).
struct RepeatedActionRuleTests {
    typealias B = PanelBuilder
    static let compose = (id: "compose", title: "Compose", symbol: "square.and.pencil")
    static let reply = (id: "reply", title: "Reply", symbol: "arrowshape.turn.up.left")

    /// One finding per id, on the id, naming every bar that carries it in bar order.
    @Test func oneIDInSeveralBars() {
        var b = B()
        b.mode = .regular
        b.addBar("timeline.navigation-bar", items: [Self.compose])
        b.addBar("post.navigation-bar", at: CGPoint(x: 440, y: 0), items: [Self.compose, Self.reply])
        b.addBar("post.bottom-toolbar", .bottomToolbar, at: CGPoint(x: 440, y: 856), items: [Self.compose])
        #expect(B.lint([b.panel]) == [
            "t: d/book: warning: FK013: control 'compose' shows 3 times, in bars 'timeline.navigation-bar', 'post.navigation-bar' and 'post.bottom-toolbar'",
        ])
    }

    /// The side bar gathers the columns' items, each once; the columns' navigation bars then hold
    /// titles only: no finding.
    @Test func gatheredOnceIsNoFinding() {
        var b = B()
        b.mode = .sideBar
        b.addBar("system.side-bar", .sideBar, at: CGPoint(x: 440, y: 52), items: [Self.compose, Self.reply])
        b.addBar("timeline.navigation-bar", items: [])
        b.addBar("post.navigation-bar", at: CGPoint(x: 440, y: 0), items: [])
        #expect(B.lint([b.panel]) == [])
    }

    /// Different ids with one title and symbol are one finding on the first in bar order; one
    /// title with another symbol is not.
    @Test func itemsThatLookTheSame() {
        var b = B()
        b.mode = .compact
        b.addBar("system.tab-bar", .tabBar, at: CGPoint(x: 0, y: 856),
                 items: [(id: "new-post", title: "Compose", symbol: "square.and.pencil"), (id: "share", title: "Share", symbol: "square.and.arrow.up")])
        b.addBar("timeline.navigation-bar", items: [Self.compose, (id: "export", title: "Share", symbol: "person.2")])
        #expect(B.lint([b.panel]) == [
            "t: d/book: warning: FK013: control 'new-post' and control 'compose' both show 'Compose' (square.and.pencil)",
        ])
    }

    /// Visible controls with one label are one finding on the first in document order; a text
    /// with the label, a hidden control, one scrolled out of view and the controls of every row
    /// of a list are not counted.
    @Test func controlsWithOneLabel() {
        var b = B()
        b.add("done-top", frame: B.rect(0, 0, 44, 44), interactive: true, label: "Done")
        b.add("caption", .element(.text), frame: B.rect(0, 50, 200, 20), label: "Done")
        b.add("done-hidden", frame: nil, interactive: true, label: "Done")
        b.add("done-offscreen", frame: B.rect(0, 850, 44, 44), visible: .some(nil), interactive: true, label: "Done")
        b.add("inbox", .node(.list), frame: B.rect(0, 100, 800, 600))
        for row in 0..<3 {
            b.add("row-\(row)", .node(.stack), in: "inbox", frame: B.rect(0, 100 + CGFloat(row) * 60, 800, 60), scrolling: true)
            b.add("done-\(row)", in: "row-\(row)", frame: B.rect(700, 100 + CGFloat(row) * 60, 44, 44), interactive: true, scrolling: true, label: "Done")
        }
        b.add("done-bottom", frame: B.rect(0, 800, 44, 44), interactive: true, label: "Done")
        b.add("save", frame: B.rect(100, 800, 44, 44), interactive: true, label: "Save")
        b.add("save-again", frame: B.rect(200, 800, 44, 44), interactive: true, label: "Save")
        b.add("save-more", frame: B.rect(300, 800, 44, 44), interactive: true, label: "Save")
        #expect(B.lint([b.panel]) == [
            "t: d/book: warning: FK013: control 'done-top' and control 'done-bottom' both show 'Done'",
            "t: d/book: warning: FK013: control 'save', control 'save-again' and control 'save-more' all show 'Save'",
        ])
    }

    /// S3's timeline with compose on both columns, laid out on every built-in device in every
    /// posture: a finding exactly in the panels in regular mode where the split view shows both
    /// columns (each navigation bar carries compose), in both directions (the bars mirror, their
    /// items do not change). The side bar, the tabletop's toolbar and compact width show it once;
    /// the fixed twin, declaring it on the timeline only, never has one.
    @Test(arguments: LayoutDirection.allCases)
    func composeOnBothColumns(_ direction: LayoutDirection) throws {
        let trigger = try LintExamples.scene("FK013-trigger"), fixed = try LintExamples.scene("FK013-fixed")
        var regularWithBoth = 0
        for device in DeviceProfile.builtInIDs {
            let profile = Builtins.profile(device)
            let panels = try Linter.panels(of: PreparedScene(unchecked: trigger), on: profile, postures: profile.supportedPresets, layoutDirection: direction)
            let found = Linter.lint(PreparedScene(unchecked: trigger), sceneID: "t", deviceID: device, panels: panels).filter { $0.rule == .fk013 }
            for panel in panels {
                guard case .splitView(_, let columns)? = panel.layout["timeline-split"]?.details else { Issue.record("no split view"); continue }
                let both = panel.layout.uiLayerMode == .regular && columns == 2
                regularWithBoth += both ? 1 : 0
                #expect(found.filter { $0.posture == panel.posture }.map(\.headline)
                        == (both ? ["t: \(device)/\(panel.posture.rawValue)\(direction == .rightToLeft ? " rtl" : ""): warning: FK013: control 'compose' shows 2 times, in bars 'timeline.navigation-bar' and 'post.navigation-bar'"] : []))
            }
            #expect(LintExamples.lint(fixed, id: "f", device: device, direction: direction).filter { $0.rule == .fk013 } == [])
        }
        #expect(regularWithBoth > 0)
    }
}
