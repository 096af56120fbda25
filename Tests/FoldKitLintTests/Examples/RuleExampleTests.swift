import Foundation
import Testing
import FoldKit
import FoldKitLint

/// Each rule's note example: the trigger scene yields exactly that rule's findings (written out
/// with their derivation), the corrected twin yields nothing, and the note quotes what lint says
/// so the docs cannot drift (SPEC 8.4; `docs/lint/`).
struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: LintRuleID
        /// The headlines lint prints for the trigger, in order.
        var expected: [String]
        /// The postures the note lints in (`--posture`); nil for every posture of the device.
        var postures: [PosturePreset]? = nil
        /// The built-in device the note lints on (`--device` when not the Duo).
        var device = "iphone-duo"
        var testDescription: String { rule.rawValue }
    }

    static let cases: [Case] = [
        // [S1][S4] book: fold (455.5, 0, 40, 669); the button centred in the safe area 0…895 less
        // padding 16: x = snap(16 + (863 − 56) / 2) = 419.67 (1/3-pt grid), so 475.67 − 455.5 = 20.17.
        Case(rule: .fk001, expected: ["FK001-trigger: iphone-duo/book: error: FK001: control 'compose' overlaps region 'fold' by 20.17pt"]),
        // [S1] closed: the photo 120 × 120 at the top-trailing corner of the window (240, 0) covers
        // the outer camera entirely; a full-bleed image is measured against the camera's hardware
        // area (SPEC 3.2), the frame (306, 12, 40, 40) less its 4-pt margins: 32 × 32.
        Case(rule: .fk002, expected: ["FK002-trigger: iphone-duo/closed: warning: FK002: image 'avatar' overlaps region 'outer-camera' by 32 × 32pt"]),
        // [S1][S4] closed: 360 pt of safe width for 2 × 180 pt of side panels (they fit, so no FK016):
        // the document gets 0; in closed-landscape it gets 780 − 54 − 54 − 360 = 312 (height 360 − 21 = 339).
        Case(rule: .fk003, expected: ["FK003-trigger: iphone-duo/closed: warning: FK003: text 'document' has no room here (0 × 692pt) but is shown in closed-landscape (312 × 339pt)"]),
        // [S1][S4] not fold-aware, the grid fills the safe area: flat ⌊895 / 170⌋ = 5 columns; in
        // book it is laid out naively in the larger region, 0…455.5: ⌊455.5 / 170⌋ = 2.
        Case(rule: .fk004, expected: ["FK004-trigger: iphone-duo/book: warning: FK004: grid 'photos' has 2 columns here but 5 in flat"]),
        // [S1][S4] the bar (x 160…460) crosses the fold by 4.5; transient goes to the outer
        // display's side, the trailing region, next to the fold: 495.5 − 160 = 335.5 > 951 / 3 = 317.
        // The note lints book only: on the closed phone the 160-pt padding squeezes the bar below a
        // touch target (FK018's fault, not this example's).
        Case(rule: .fk005, expected: ["FK005-trigger: iphone-duo/book: warning: FK005: control 'share-bar' moved 335.5pt, more than a third of the window's width (317pt)"],
             postures: [.book]),
        // [S1][S4] the structural fault shows in every posture.
        Case(rule: .fk006, expected: PosturePreset.allCases.map {
            "FK006-trigger: iphone-duo/\($0.rawValue): warning: FK006: list 'feed' scrolls inside displace 'feed-move' with purpose 'interactive'"
        }),
        // [S0][S3] the toast's deepest reach into the insets: closed bottom 34, closed-landscape
        // trailing 54, flat and book trailing 56 (the side bar), portrait bottom 20.
        Case(rule: .fk007, expected: [
            "FK007-trigger: iphone-duo/closed: error: FK007: control 'undo-toast' extends 34pt past the safe area's bottom edge",
            "FK007-trigger: iphone-duo/closed-landscape: error: FK007: control 'undo-toast' extends 54pt past the safe area's trailing edge",
            "FK007-trigger: iphone-duo/flat: error: FK007: control 'undo-toast' extends 56pt past the safe area's trailing edge",
            "FK007-trigger: iphone-duo/flat-rotated: error: FK007: control 'undo-toast' extends 20pt past the safe area's bottom edge",
            "FK007-trigger: iphone-duo/book: error: FK007: control 'undo-toast' extends 56pt past the safe area's trailing edge",
            "FK007-trigger: iphone-duo/tabletop: error: FK007: control 'undo-toast' extends 20pt past the safe area's bottom edge",
        ]),
        // [S1][S4] the Duo's hinge is x (in tabletop y) 467.5…483.5. Book: the photo fills 0…951,
        // 467.5 − 0 = 467.5 left of it and 951 − 483.5 = 467.5 right. Tabletop: it fills y 0…871
        // (951 − 20 bottom inset − 60 caption): 467.5 above, 871 − 483.5 = 387.5 below.
        Case(rule: .fk010, expected: [
            "FK010-trigger: iphone-duo/book: warning: FK010: image 'photo' crosses region 'fold' with 467.5pt left of it and 467.5pt right of it",
            "FK010-trigger: iphone-duo/tabletop: warning: FK010: image 'photo' crosses region 'fold' with 467.5pt above it and 387.5pt below it",
        ], postures: [.book, .tabletop]),
        // [S3] the open postures (closed, the split view shows one column: FK003's info). Flat and
        // book gather both columns' items in the side bar, tabletop in one bottom toolbar: compose
        // once. Flat-rotated, 669 × 951, is regular width without a side bar for its orientation:
        // both columns (40%: 267.67 and 401.33 wide) show, each navigation bar with compose.
        Case(rule: .fk013, expected: [
            "FK013-trigger: iphone-duo/flat-rotated: warning: FK013: control 'compose' shows 2 times, in bars 'timeline.navigation-bar' and 'post.navigation-bar'",
        ], postures: [.flat, .flatRotated, .book, .tabletop]),
        // [S3] Settings is "compact": false and More is off: every posture but flat-rotated (regular:
        // its top tab bar shows all 4 tabs) shows the 3 compact tabs only: the compact tab bar
        // (closed, closed-landscape), the side bar (flat, book), the bottom region's tab bar (tabletop).
        Case(rule: .fk014, expected: PosturePreset.allCases.filter { $0 != .flatRotated }.map {
            let bar = $0 == .flat || $0 == .book ? "side bar" : "tab bar"
            return "FK014-trigger: iphone-duo/\($0.rawValue): warning: FK014: tab 'settings-tab' has no route here: the \(bar) shows 3 of 4 tabs and tab view 'odokeep' turns More off"
        }),
        // [S0][S3] flat and book: the strip runs y 0…649 (bottom inset 20), the clock 0…44, items
        // 44 pt from y 52, 52 pt apart, while 52 + 52k + 44 ≤ 649, k ≤ 10: 11 slots for 5 tabs,
        // quick capture and 6 actions = 12 items. The 11th slot becomes More, reaching the 11th
        // and 12th items, sort and filter (declaration order).
        // [S1][S3] the closed Duo in landscape: 339 pt of safe height less the 240-pt artwork, the
        // 64-pt controls and two 8-pt spacings leaves the queue 19 pt, below its 88; the list
        // reaches the window's side edges, 780 wide.
        // [S0][S3] closed: the card's fixed 400 pt does not fit the closed Duo's 360-pt width (no
        // side insets in portrait); every open posture has room for it.
        // [S0] the book-style foldable open flat (841 wide, fold line x 420.5, no side bar): the
        // two fill columns get 841 / 2 = 420.5 each, snapped to its pixel grid as 420.57 and
        // 420.43 (equal within one device pixel), meeting on the fold's line.
        Case(rule: .fk015, expected: [
            "FK015-trigger: book-foldable/flat: warning: FK015: stack 'columns' shows two equal panes, 420.57 × 701pt each, meeting at x 420.5 on region 'fold' (inactive): two phones taped together",
        ], postures: [.flat], device: "book-foldable"),
        Case(rule: .fk016, expected: ["FK016-trigger: iphone-duo/closed: warning: FK016: card 'receipt' asked for 400 × 240pt but got 360 × 240pt"]),
        // [S1][S4] closed: the overlay fills the safe area, 360 × 692 from y 54 (insets 54 top, 34
        // bottom). The button, 44 × 44 at the bottom trailing corner inside 16 pt of padding, lies at
        // x 360 − 16 − 44 = 300, y 746 − 16 − 44 = 686; the card, layer 3, spans the width from
        // y 746 − 160 = 586: it covers the whole button, 44 × 44.
        Case(rule: .fk017, expected: ["FK017-trigger: iphone-duo/closed: error: FK017: control 'recenter' is covered by card 'station-card' in layer 3 of overlay 'station-map' by 44 × 44pt"],
             postures: [.closed]),
        // [S1][S4] the tree's fault, in every posture (the note lints book): the arrangement lies in
        // scrolling content.
        Case(rule: .fk011, expected: ["FK011-trigger: iphone-duo/book: error: FK011: arrangement 'steps-and-photo' is nested in scroll 'page'"],
             postures: [.book]),
        // [S1][S4] the list–detail in an arrangement's pane, in book and on the pushed screen a
        // row's tap shows there.
        Case(rule: .fk012, expected: ["book", "book pushed"].map {
            "FK012-trigger: iphone-duo/\($0): error: FK012: listDetail 'mail' is inside arrangement 'mail-and-calendar'"
        }, postures: [.book]),
        // [S3] closed: the formatting buttons' frames are 32 × 32, 12 pt short of 44 on each side
        // (far more than one pixel, 1/3 pt at 3×); the note lints the closed Duo only.
        Case(rule: .fk018, expected: ["bold", "italic"].map {
            "FK018-trigger: iphone-duo/closed: warning: FK018: control '\($0)' is 32 × 32pt, below the 44 × 44pt touch target"
        }, postures: [.closed]),
        Case(rule: .fk020, expected: ["FK020-trigger: iphone-duo/closed-landscape: warning: FK020: list 'queue' is 780 × 19pt here, below its usable height of 88pt"]),
        Case(rule: .fk019, expected: [PosturePreset.flat, .book].flatMap { posture in ["sort", "filter"].map {
            "FK019-trigger: iphone-duo/\(posture.rawValue): info: FK019: action '\($0)' moves into More: the side bar has 11 slots of 44 × 44pt for 12 items"
        } }),
    ]

    /// The postures the note of `rule` lints its examples in; nil for all.
    static func postures(_ rule: LintRuleID) -> [PosturePreset]? { cases.first { $0.rule == rule }?.postures }

    /// The device the note of `rule` lints its examples on.
    static func device(_ rule: LintRuleID) -> String { cases.first { $0.rule == rule }?.device ?? "iphone-duo" }

    @Test(arguments: cases)
    func triggerYieldsExactlyItsRule(_ c: Case) throws {
        let found = try LintExamples.lint("\(c.rule.rawValue)-trigger", device: c.device, postures: c.postures)
        #expect(found.map(\.headline) == c.expected)
        #expect(found.allSatisfy { $0.rule == c.rule })
    }

    /// The rules whose examples are scene files: every rule but FK008 and FK009, which FoldKit's
    /// own layout engine never breaks (see ``WindowOverflowExampleTests``, ``ControlOverlapExampleTests``),
    /// and FK021, which only a layout read from elsewhere can break (its examples are frames
    /// documents, tested with `foldkit lint --frames` in the CLI tests).
    static let sceneRules = LintRuleID.allCases.filter { $0 != .fk008 && $0 != .fk009 && $0 != .fk021 }

    @Test(arguments: sceneRules)
    func fixedTwinYieldsNothing(_ rule: LintRuleID) throws {
        let found = try LintExamples.lint("\(rule.rawValue)-fixed", device: Self.device(rule), postures: Self.postures(rule))
        #expect(found.map(\.headline) == [])
    }

    /// The note shows both example files verbatim and every finding of the trigger as lint
    /// prints it.
    @Test(arguments: sceneRules)
    func noteQuotesTheExamplesAndWhatLintSays(_ rule: LintRuleID) throws {
        let note = LintExamples.note("\(rule.rawValue).md")
        for kind in ["trigger", "fixed"] {
            #expect(note.contains("examples/\(rule.rawValue)-\(kind).json"))
            let text = LintExamples.text("\(rule.rawValue)-\(kind)").trimmingCharacters(in: .newlines)
            #expect(!text.isEmpty && note.contains(text), "docs/lint/\(rule.rawValue).md does not show examples/\(rule.rawValue)-\(kind).json")
        }
        let postures = Self.postures(rule)
        let device = Self.device(rule)
        let flag = (device == "iphone-duo" ? "" : " --device \(device)") + (postures.map { " --posture " + $0.map(\.rawValue).joined(separator: ",") } ?? "")
        for kind in ["trigger", "fixed"] {
            #expect(note.contains("$ foldkit lint docs/lint/examples/\(rule.rawValue)-\(kind).json\(flag)\n"), "docs/lint/\(rule.rawValue).md: the command")
        }
        for diagnostic in try LintExamples.lint("\(rule.rawValue)-trigger", device: device, postures: postures) {
            #expect(note.contains(diagnostic.text), "docs/lint/\(rule.rawValue).md does not quote:\n\(diagnostic.text)")
        }
    }

    /// Every rule with scene examples has its trigger case above.
    @Test func everySceneRuleHasATrigger() {
        #expect(Set(Self.cases.map(\.rule)) == Set(Self.sceneRules))
    }

    /// The index links every note.
    @Test func indexLinksEveryNote() {
        let index = LintExamples.note("README.md")
        for rule in LintRuleID.allCases {
            // The row is the rule's own words (`foldkit lint --list-rules`), so the index cannot drift.
            let row = "| [\(rule.rawValue)](\(rule.rawValue).md) | \(rule.severityText) | \(rule.summary) | \(rule.seeds.joined(separator: ", ")) |"
            #expect(index.contains(row), "docs/lint/README.md: \(row)")
        }
    }
}
