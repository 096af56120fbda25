import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// Bad states and flags for `foldkit transition`: exit 2 and one line naming the flag (CLI.md
/// "Exit status"). STATE is a posture, then `+camera` and `+live-activity` in any order, each at
/// most once.
struct TransitionCommandErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var message: String
        var testDescription: String { name }

        init(_ name: String, _ arguments: [String], _ message: String) {
            self.name = name
            self.arguments = arguments
            self.message = message
        }
    }

    static let postures = "(values: closed, closed-landscape, flat, flat-rotated, book, tabletop)"
    static let modifiers = "(values: camera, live-activity, scrolled, keyboard, keyboard=FIELD_ID)"

    static let cases: [Case] = [
        Case("unknown posture, near miss", ["--from", "tabeltop", "--to", "book"],
             "error: unknown posture 'tabeltop' for '--from <state>'; did you mean 'tabletop'? \(postures)"),
        Case("unknown posture before a modifier", ["--from", "flat", "--to", "boook+camera"],
             "error: unknown posture 'boook' in 'boook+camera' for '--to <state>'; did you mean 'book'? \(postures)"),
        Case("unknown modifier, near miss", ["--from", "book+camra", "--to", "flat"],
             "error: unknown modifier 'camra' in 'book+camra' for '--from <state>'; did you mean 'camera'? \(modifiers)"),
        Case("repeated modifier", ["--from", "closed+camera+live-activity+camera", "--to", "flat"],
             "error: modifier 'camera' given more than once in 'closed+camera+live-activity+camera' for '--from <state>'"),
        Case("empty state", ["--from", "", "--to", "flat"],
             "error: expected a posture with optional modifiers (book, book+camera, closed+live-activity), got '' for '--from <state>'"),
        Case("empty modifier", ["--from", "book++camera", "--to", "flat"],
             "error: empty modifier after '+' in 'book++camera' for '--from <state>' \(modifiers)"),
        Case("no posture", ["--from", "flat", "--to", "+camera"],
             "error: missing the posture before the modifiers in '+camera' for '--to <state>' \(postures)"),
        Case("a modifier first", ["--from", "camera+book", "--to", "flat"],
             "error: the posture comes first, then the modifiers (book+camera); got 'camera+book' for '--from <state>' \(postures)"),
        Case("missing --to", ["--from", "flat"], "error: missing '--to <state>' (see 'foldkit transition --help')"),
        Case("a posture the device cannot take", ["--from", "flat", "--to", "book", "--device", "iphone"],
             "error: device 'iphone' cannot take the posture 'book' (it has no hinge): 'book' for '--to <state>' (values: flat, flat-rotated)"),
        Case("a window outside one state's display", ["--from", "flat", "--to", "closed", "--window", "0,0,470,669"],
             "error: (0, 0, 470, 669) is not inside the 360 × 780 display in '--to closed': '0,0,470,669' for '--window <x,y,w,h>'"),
        Case("no scene", ["--from", "flat", "--to", "book", "--scene"],
             "error: unknown option '--scene' for 'foldkit transition' (see 'foldkit transition --help')"),
    ]

    @Test(arguments: cases)
    func exitsTwoWithOneLine(_ c: Case) {
        let output = FoldKitCommandLine.run(["transition", "mail.json"] + c.arguments, context: CommandContext(workingDirectory: LayoutCommandTests.scenes))
        #expect(output.exitCode == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == c.message + "\n")
    }

    @Test("no scene file")
    func noScene() {
        let output = FoldKitCommandLine.run(["transition", "--from", "flat", "--to", "book"])
        #expect(output.exitCode == 2)
        #expect(output.stderr == "error: missing the scene file: 'foldkit transition <scene.json> --from <state> --to <state>' (see 'foldkit transition --help')\n")
    }
}
