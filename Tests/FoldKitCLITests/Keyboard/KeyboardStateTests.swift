import Foundation
import Testing
import FoldKit
import FoldKitCLI
import _FoldKitTestSupport

/// The keyboard state on the command line (issue 19, SPEC 10.2, CLI.md "Added 2026-12-02"):
/// `layout --keyboard`, exact frames of the keyboard and the focused field in the built-in search
/// scene on the iPhone Duo, closed, as a book and in tabletop, in both directions.
struct KeyboardStateTests {
    static let search = "search.json"

    static func run(_ arguments: [String], in directory: String = LayoutCommandTests.scenes) -> CLIOutput {
        FoldKitCommandLine.run(arguments, context: CommandContext(workingDirectory: directory))
    }

    /// A `{x, y, width, height}` member as a rect.
    static func rect(_ value: Any?) throws -> CGRect {
        let object = try #require(value as? [String: Double])
        return CGRect(x: try #require(object["x"]), y: try #require(object["y"]), width: try #require(object["width"]), height: try #require(object["height"]))
    }

    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    struct Expected: Sendable, CustomTestStringConvertible {
        var posture: String
        var direction: String
        var keyboard: CGRect
        var halves: [CGRect]
        var field: CGRect
        var testDescription: String { "\(posture), \(direction)" }
    }

    // Closed: the outer display, 360 × 780, keyboardHeight portrait 336. The field's 60-pt
    // displacement ends on the keyboard; the field is inset by its 8-pt padding.
    static let closed = (keyboard: CGRect(x: 0, y: 780 - 336, width: 360, height: 336),       // 444 = 780 − 336
                         field: CGRect(x: 8, y: (780 - 336) - 60 + 8, width: 360 - 2 * 8, height: 60 - 2 * 8))   // 392 = 444 − 60 + 8
    // Book: 951 × 669, the side-bar strip x 895…951, keyboardHeight landscape 320, the fold's frame
    // x 455.5…495.5: the keyboard ends where the strip begins, its halves clear of the fold's frame.
    static let book = (keyboard: CGRect(x: 0, y: 669 - 320, width: 951 - 56, height: 320),   // 349 = 669 − 320, 895 = 951 − 56
                       halves: [CGRect(x: 0, y: 349, width: 455.5, height: 320),            // 455.5 = (951 − 40) / 2
                                CGRect(x: 495.5, y: 349, width: 895 - 495.5, height: 320)], // 399.5 = 895 − 495.5
                       field: CGRect(x: 8, y: 349 - 60 + 8, width: 455.5 - 2 * 8, height: 44)) // in the leading region: 439.5 = 455.5 − 16
    // Tabletop: 669 × 951, the fold's frame y 455.5…495.5; the keyboard fills the bottom region,
    // the field ends at the device pixel at or above the fold frame's top: ⌊455.5 × 3⌋ / 3 = 455.333….
    static let tabletopClearance: CGFloat = (455.5 * 3).rounded(.down) / 3
    static let tabletop = (keyboard: CGRect(x: 0, y: 495.5, width: 669, height: 951 - 495.5),  // 455.5 = 951 − 495.5
                           field: CGRect(x: 8, y: tabletopClearance - 60 + 8, width: 669 - 2 * 8, height: 44))

    static let expected: [Expected] = ["ltr", "rtl"].flatMap { direction in [
        Expected(posture: "closed", direction: direction, keyboard: closed.keyboard, halves: [], field: closed.field),
        Expected(posture: "book", direction: direction, keyboard: book.keyboard, halves: book.halves, field: book.field),
        Expected(posture: "tabletop", direction: direction, keyboard: tabletop.keyboard, halves: [], field: tabletop.field),
    ] }

    @Test("layout search.json --keyboard search-field: the keyboard at the window's bottom, the field directly above it", arguments: expected)
    func searchFieldOnTheKeyboard(_ c: Expected) throws {
        let (document, nodes) = try LayoutCommandTests.document(Self.run(["layout", Self.search, "--keyboard", "search-field", "--posture", c.posture,
                                                                          "--layout-direction", c.direction, "--format", "json"]))
        let bars = try #require(document["bars"] as? [[String: Any]])
        let keyboard = try #require(bars.first { $0["id"] as? String == "system.keyboard" })
        #expect(keyboard["kind"] as? String == "keyboard")
        let frame = try Self.rect(keyboard["frame"])
        #expect(Self.close(frame, c.keyboard), "\(frame)")
        let window = try Self.rect(document["window"])
        #expect(frame.maxY == window.height, "the keyboard reaches the window's bottom edge")
        let items = try #require(keyboard["items"] as? [[String: Any]])
        let halves = try items.map { try Self.rect($0["frame"]) }
        #expect(halves == c.halves)
        let field = try Self.rect(nodes["search-field"]?["frame"])
        #expect(Self.close(field, c.field), "\(field)")
        #expect(frame.minY - field.maxY >= 0 && frame.minY - field.maxY <= 60 + 40, "at most 60 pt between, besides the fold's 40-pt frame")
        let state = try #require(document["state"] as? [String: Any])
        #expect(state["keyboard"] as? String == "search-field")
    }

    @Test("book: two halves, one per region, clear of the fold's frame; the bar spans both")
    func bookHalvesClearOfTheFold() throws {
        let (document, _) = try LayoutCommandTests.document(Self.run(["layout", Self.search, "--keyboard", "on", "--posture", "book", "--format", "json"]))
        let bars = try #require(document["bars"] as? [[String: Any]])
        let keyboard = try #require(bars.first { $0["kind"] as? String == "keyboard" })
        let halves = try #require(keyboard["items"] as? [[String: Any]]).map { try Self.rect($0["frame"]) }
        let fold = CGRect(x: 455.5, y: 0, width: 40, height: 669)
        #expect(halves.count == 2)
        #expect(halves.allSatisfy { !$0.intersectsInterior(of: fold) })
        #expect(try Self.rect(keyboard["frame"]) == halves[0].union(halves[1]))
    }

    @Test("tabletop: the keyboard fills the bottom region and the field stays in the top one")
    func tabletopFillsTheBottomRegion() throws {
        let (document, nodes) = try LayoutCommandTests.document(Self.run(["layout", Self.search, "--keyboard", "on", "--posture", "tabletop", "--format", "json"]))
        let keyboard = try #require((document["bars"] as? [[String: Any]])?.first { $0["kind"] as? String == "keyboard" })
        #expect(try Self.rect(keyboard["frame"]) == CGRect(x: 0, y: 495.5, width: 669, height: 455.5))
        #expect(nodes["search-field"]?["region"] as? String == "top")
        #expect(try Self.rect(nodes["search-field"]?["frame"]).maxY <= 455.5, "the field ends at the fold frame's top edge or above")
    }

    @Test("the text tree names the keyboard in its heading and lists the bar; off is the standard layout")
    func textAndOff() {
        let on = Self.run(["layout", Self.search, "--keyboard", "on", "--posture", "closed"])
        #expect(on.stdout.contains("posture closed, keyboard for search-field: 360 × 780"))
        #expect(on.stdout.contains("system.keyboard  keyboard  [0 444 360 336]"))
        let off = Self.run(["layout", Self.search, "--keyboard", "off", "--posture", "closed"])
        #expect(off.stdout == Self.run(["layout", Self.search, "--posture", "closed"]).stdout)
        #expect(!off.stdout.contains("keyboard"))
    }

    @Test("invariants on every Duo posture, both directions: the keyboard inside the window at its bottom, nothing interactive of the search scene under it",
          arguments: ["closed", "closed-landscape", "flat", "flat-rotated", "book", "tabletop"], ["ltr", "rtl"])
    func invariants(_ posture: String, _ direction: String) throws {
        let (document, nodes) = try LayoutCommandTests.document(Self.run(["layout", Self.search, "--keyboard", "on", "--posture", posture,
                                                                          "--layout-direction", direction, "--format", "json"]))
        let window = try Self.rect(document["window"])
        let bounds = CGRect(origin: .zero, size: window.size)
        let keyboard = try #require((document["bars"] as? [[String: Any]])?.first { $0["kind"] as? String == "keyboard" })
        let frame = try Self.rect(keyboard["frame"])
        #expect(bounds.containsRect(frame, tolerance: 1e-9) && frame.maxY == bounds.maxY)
        let items = try #require(keyboard["items"] as? [[String: Any]]).map { try Self.rect($0["frame"]) }
        let parts = items.isEmpty ? [frame] : items
        for node in nodes.values where node["isInteractive"] as? Bool == true {
            guard let visible = node["visibleFrame"], !(visible is NSNull) else { continue }
            let shown = try Self.rect(visible)
            for part in parts {
                let overlap = shown.intersection(part)
                #expect(overlap.isNull || overlap.width * overlap.height < 1e-9, "\(node["id"] ?? "?") lies under the keyboard: \(shown)")
            }
        }
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var message: String
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(name: "unknown field id", arguments: ["layout", search, "--keyboard", "serch-field"],
                message: "error: search.json: no node 'serch-field' in the scene (its text inputs: search-field; did you mean 'search-field'?): 'serch-field' for '--keyboard <on|off|field>'"),
        Refusal(name: "the keyboard's word in capitals", arguments: ["layout", search, "--keyboard", "ON"],
                message: "error: search.json: no node 'ON' in the scene (its text inputs: search-field; did you mean 'on'?): 'ON' for '--keyboard <on|off|field>'"),
        Refusal(name: "a node that is no text input", arguments: ["layout", search, "--keyboard", "results"],
                message: "error: search.json: 'results' is a list, not a text input (an element with role searchField or textField): 'results' for '--keyboard <on|off|field>'"),
        Refusal(name: "a list on layout", arguments: ["layout", search, "--keyboard", "off,on"],
                message: "error: one state only (storyboard and lint take a list), got 'off,on' for '--keyboard <on|off|field>'"),
        Refusal(name: "a command without a scene", arguments: ["regions", "--keyboard", "on"],
                message: "error: '--keyboard' applies to scenes only (layout, storyboard, lint, transition): 'foldkit regions' lays out none (see 'foldkit regions --help')"),
        Refusal(name: "a command without a scene, flag alone", arguments: ["grid", "--keyboard"],
                message: "error: '--keyboard' applies to scenes only (layout, storyboard, lint, transition): 'foldkit grid' lays out none (see 'foldkit grid --help')"),
        Refusal(name: "transition to an unknown field", arguments: ["transition", search, "--from", "closed", "--to", "book+keyboard=nope"],
                message: "error: search.json: no node 'nope' in the scene (its text inputs: search-field): 'book+keyboard=nope' for '--to <state>'"),
        Refusal(name: "transition with an empty field", arguments: ["transition", search, "--from", "closed+keyboard=", "--to", "book"],
                message: "error: expected a text input's id after 'keyboard=' (letters, digits, '-', '_') in 'closed+keyboard=' for '--from <state>'"),
        Refusal(name: "transition with the keyboard twice", arguments: ["transition", search, "--from", "closed+keyboard+keyboard", "--to", "book"],
                message: "error: modifier 'keyboard' given more than once in 'closed+keyboard+keyboard' for '--from <state>'"),
        Refusal(name: "lint: a node that is no text input", arguments: ["lint", search, "--keyboard", "off,results"],
                message: "error: search.json: 'results' is a list, not a text input (an element with role searchField or textField): 'results' for '--keyboard <off,on,field>'"),
        Refusal(name: "storyboard: an unknown field", arguments: ["storyboard", search, "--keyboard", "off,nope", "--render", "svg", "-o", "/dev/null/x"],
                message: "error: search.json: no node 'nope' in the scene (its text inputs: search-field): 'nope' for '--keyboard <off,on,field>'"),
    ]

    @Test("bad keyboard input: exit 2 and one line naming the flag", arguments: refusals)
    func refused(_ c: Refusal) {
        let output = Self.run(c.arguments)
        #expect(output.exitCode == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == c.message + "\n")
    }

    @Test("a profile without keyboardHeight: exit 2, one line naming the flag and the JSON path",
          arguments: [["layout", search, "--keyboard", "on", "--posture", "book"], ["lint", search, "--keyboard", "off,on"],
                      ["transition", search, "--from", "closed", "--to", "closed+keyboard"]])
    func profileWithoutKeyboardHeight(_ arguments: [String]) throws {
        let directory = TemporaryDirectory("keyboard")
        defer { directory.remove() }
        var profile = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: LayoutCommandTests.scenes + "/../../../FoldKit/Resources/Profiles/iphone-duo.json"))) as? [String: Any])
        var displays = try #require(profile["displays"] as? [[String: Any]])
        for index in displays.indices { displays[index]["keyboardHeight"] = nil }
        profile["displays"] = displays
        profile["id"] = "no-keyboard"
        try JSONSerialization.data(withJSONObject: profile).write(to: URL(fileURLWithPath: directory.path + "/no-keyboard.json"))
        try Data(contentsOf: URL(fileURLWithPath: LayoutCommandTests.scenes + "/search.json")).write(to: URL(fileURLWithPath: directory.path + "/search.json"))
        let output = Self.run(arguments + ["--device", "no-keyboard.json"], in: directory.path)
        #expect(output.exitCode == 2)
        #expect(output.stderr.hasPrefix("error: profile 'no-keyboard' gives no keyboard height for its "), "\(output.stderr)")
        #expect(output.stderr.contains("].keyboardHeight)"))
        #expect(output.stderr.split(separator: "\n").count == 1)
    }

    @Test("transition from closed into the keyboard is animated: the keyboard shows, the field moves down onto it")
    func transitionIntoTheKeyboard() throws {
        let output = Self.run(["transition", Self.search, "--from", "closed", "--to", "closed+keyboard=search-field", "--format", "json"])
        let (document, nodes) = try LayoutCommandTests.document(output)
        #expect(document["animated"] as? Bool == true)
        #expect(nodes["system.keyboard"]?["change"] as? String == "shown")
        #expect(nodes["search-field"]?["change"] as? String == "moved")
        let back = try LayoutCommandTests.document(Self.run(["transition", Self.search, "--from", "book+keyboard", "--to", "book", "--format", "json"]))
        #expect(back.document["animated"] as? Bool == true)
        #expect(back.nodes["system.keyboard"]?["change"] as? String == "hidden")
    }

    @Test("storyboard: keyboard panels named book.keyboard and book.keyboard-FIELD; a scene without a text input has none, said once")
    func storyboardPanels() throws {
        let directory = TemporaryDirectory("keyboard-storyboard")
        defer { directory.remove() }
        SceneFiles.write(SceneFiles.notes, to: "notes.json", in: directory)
        try Data(contentsOf: URL(fileURLWithPath: LayoutCommandTests.scenes + "/search.json")).write(to: URL(fileURLWithPath: directory.path + "/search.json"))
        let output = Self.run(["storyboard", "search.json", "notes.json", "--posture", "book", "--keyboard", "off,on,search-field",
                               "--render", "svg", "-o", "out"], in: directory.path)
        #expect(output.exitCode == 0, "\(output.stderr)")
        let files = Set((try? FileManager.default.contentsOfDirectory(atPath: directory.path + "/out/search/iphone-duo")) ?? [])
        #expect(files == ["book.svg", "book.keyboard.svg", "book.keyboard-search-field.svg"])
        let notes = Set((try? FileManager.default.contentsOfDirectory(atPath: directory.path + "/out/notes/iphone-duo")) ?? [])
        #expect(notes == ["book.svg"])
        #expect(output.stderr == "note: scene 'notes' has no text input: no keyboard panel\n"
                    + "note: scene 'notes' has no field 'search-field': no keyboard-search-field panel\n")
        let lint = Self.run(["lint", "search.json", "notes.json", "--keyboard", "off,on", "--format", "json"], in: directory.path)
        #expect(lint.stderr == "note: scene 'notes' has no text input: no keyboard panel\n")
    }
}

/// FK017 with the keyboard (SCENE.md: "or by the keyboard"): a control displaced by purpose to the
/// tabletop's bottom region would lie under the keyboard there; with the keyboard up displacement
/// moves within the part above it, so lint finds nothing (the rule itself: CoveredInteractiveRuleTests).
struct KeyboardCoverTests {
    static let player = #"""
    {"name": "Player", "summary": "A search field and play controls.", "root": {"type": "stack", "id": "screen", "axis": "vertical", "children": [
      {"type": "element", "id": "query", "role": "searchField", "height": 44},
      {"type": "element", "id": "art", "role": "image", "label": "Art"},
      {"type": "displace", "id": "controls-focus", "purpose": "interactive", "height": 80,
       "child": {"type": "element", "id": "play", "role": "control", "label": "Play"}}]}}
    """#

    @Test("lint: a control displaced to the tabletop's touch surface stays above the keyboard when it is up")
    func controlStaysAboveTheKeyboard() throws {
        let directory = TemporaryDirectory("keyboard-lint")
        defer { directory.remove() }
        SceneFiles.write(Self.player, to: "player.json", in: directory)
        let output = KeyboardStateTests.run(["lint", "player.json", "--posture", "tabletop", "--keyboard", "off,on"], in: directory.path)
        #expect(!output.stdout.contains("FK017"), "\(output.stdout)")
        let layout = KeyboardStateTests.run(["layout", "player.json", "--posture", "tabletop", "--keyboard", "on"], in: directory.path)
        // Without the keyboard the control goes to the bottom region (below 495.5); with it, above the fold.
        #expect(layout.stdout.contains("play") && !layout.stdout.contains("bottom"), "\(layout.stdout)")
    }

    @Test("lint: nothing of the built-in search scene lies under the keyboard, in any posture or direction")
    func searchIsClear() {
        let output = KeyboardStateTests.run(["lint", KeyboardStateTests.search, "--posture", "all", "--layout-direction", "ltr,rtl", "--keyboard", "off,on,search-field"])
        #expect(output.exitCode == 0, "\(output.stdout)")
        #expect(!output.stdout.contains("FK017"))
    }
}
