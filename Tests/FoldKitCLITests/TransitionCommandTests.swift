import Foundation
import Testing
import FoldKit
import FoldKitCLI
import FoldKitScenes
import _FoldKitTestSupport

/// `foldkit transition` in-process: CLI.md's JSON document (`animated`, `nodes` with one `change`
/// each and `before`/`after`, `regions`, `posture`), the text table, and the animation rule
/// (SPEC 10.1).
struct TransitionCommandTests {
    static let scenes = LayoutCommandTests.scenes
    static let snapshots = LayoutCommandTests.snapshots

    static func run(_ arguments: [String]) -> CLIOutput {
        FoldKitCommandLine.run(["transition"] + arguments, context: CommandContext(workingDirectory: scenes))
    }

    /// The JSON document of `scene` from one state to another, its entries by id.
    static func transition(_ scene: String, _ from: String, _ to: String, _ extra: [String] = []) throws
        -> (document: [String: Any], nodes: [String: [String: Any]]) {
        try LayoutCommandTests.document(run(["\(scene).json", "--from", from, "--to", to, "--format", "json"] + extra))
    }

    @Test("the document's shape (CLI.md): animated, nodes with id, change, before and after, regions, posture")
    func documentShape() throws {
        let (document, _) = try Self.transition("mail", "flat", "book")
        #expect(document["animated"] as? Bool == true)
        #expect(document["scene"] as? String == "mail" && document["device"] as? String == "iphone-duo")
        #expect(document["from"] as? String == "flat" && document["to"] as? String == "book")
        let nodes = try #require(document["nodes"] as? [[String: Any]])
        #expect(nodes.first?["id"] as? String == "mail", "document order: the root first")
        let changes = Set(NodeTransition.Change.allCases.map(\.rawValue))
        for node in nodes {
            for key in ["id", "kind", "role", "change", "before", "after"] { #expect(node.keys.contains(key), "\(node["id"] ?? "?") has \(key)") }
            #expect(changes.contains(node["change"] as? String ?? ""))
            for side in ["before", "after"] {
                let state = try #require(node[side] as? [String: Any])
                for key in ["frame", "isVisible", "zIndex"] { #expect(state.keys.contains(key), "\(node["id"] ?? "?").\(side) has \(key)") }
            }
        }
        #expect(document["regions"] as? [[String: String]] == nil, "regions carry their before and after too")
        let regions = try #require(document["regions"] as? [[String: Any]])
        #expect(regions.map { $0["id"] as? String } == ["fold"] && regions.first?["change"] as? String == "activated")
        #expect(document["posture"] as? [String: String] == ["before": "flat", "after": "book"])
        let fold = try #require(document["fold"] as? [String: Any])
        #expect(fold["before"] is NSNull && (fold["after"] as? [String: Any])?["posture"] as? String == "book")
    }

    @Test("the Duo's inner camera appearing under OdoKeep's tabs: activated, the side bar's items moved, animated [S1]",
          arguments: LayoutDirection.allCases)
    func camera(direction: LayoutDirection) throws {
        let (document, nodes) = try Self.transition("odokeep-tabs", "flat", "flat+camera", ["--layout-direction", direction.rawValue])
        #expect(document["animated"] as? Bool == true)
        let region = try #require((document["regions"] as? [[String: Any]])?.first)
        #expect(region["id"] as? String == "inner-camera" && region["change"] as? String == "activated" && region["kind"] as? String == "occlusion")
        let garage = try #require(nodes["garage-tab"])
        #expect(garage["change"] as? String == "moved" && garage["kind"] as? String == "item" && garage["role"] as? String == "tab")
        // 68 = 20 + 40 + 8: below the camera (903, 20, 40, 40), 8 pt apart; 52 = 44 + 8 before it.
        let before = try #require(garage["before"] as? [String: Any])
        let after = try #require(garage["after"] as? [String: Any])
        #expect(LayoutCommandTests.frame(before) == CGRect(x: 901, y: 52, width: 44, height: 44))
        #expect(LayoutCommandTests.frame(after) == CGRect(x: 901, y: 68, width: 44, height: 44))
        #expect(after["bar"] as? String == "system.side-bar" && after["isPresent"] as? Bool == true)
        #expect(nodes["vehicles"]?["change"] as? String == "unchanged" && nodes["vehicles"]?["kind"] as? String == "node")
    }

    @Test("the same state: not animated, no region, every node unchanged")
    func sameState() throws {
        let (document, nodes) = try Self.transition("podcasts-now-playing", "book+camera", "book+camera")
        #expect(document["animated"] as? Bool == false)
        #expect((document["regions"] as? [Any])?.isEmpty == true)
        #expect(nodes.values.allSatisfy { $0["change"] as? String == "unchanged" })
    }

    @Test("states are written canonically: the posture, then camera, then live-activity")
    func canonicalStates() throws {
        let (document, _) = try Self.transition("alert", "closed+live-activity+camera", "closed")
        #expect(document["from"] as? String == "closed+camera+live-activity")
        let region = try #require((document["regions"] as? [[String: Any]])?.first)
        // The Dynamic Island (196, 10, 150, 40) shrinks back to the camera (306, 12, 40, 40).
        #expect(region["id"] as? String == "outer-camera" && region["change"] as? String == "moved")
        #expect(LayoutCommandTests.frame(region["after"] as? [String: Any]) == CGRect(x: 306, y: 12, width: 40, height: 40))
    }

    @Test("an entry missing from one layout: isPresent false, not visible, no frame")
    func absentEntry() throws {
        let (_, nodes) = try Self.transition("odokeep-tabs", "closed", "flat")
        let sideBar = try #require(nodes["system.side-bar"])
        #expect(sideBar["change"] as? String == "shown" && sideBar["kind"] as? String == "bar")
        let before = try #require(sideBar["before"] as? [String: Any])
        #expect(before["isPresent"] as? Bool == false && before["isVisible"] as? Bool == false && before["frame"] is NSNull)
    }

    @Test("text: the heading, the regions, the change counts and the aligned table (snapshot)")
    func text() {
        let output = Self.run(["odokeep-tabs.json", "--from", "flat", "--to", "flat+camera"])
        #expect(output.exitCode == 0 && output.stderr.isEmpty)
        #expect(output.stdout.hasPrefix("OdoKeep (odokeep-tabs) on iphone-duo: flat → flat+camera, ltr, animated\n"))
        #expect(Snapshot.check(output.stdout, named: "transition-odokeep-tabs-camera.txt", in: Self.snapshots) == nil)
    }

    @Test("text: rows past the third of each list gathered into one line with their changes; --all-rows lists them")
    func rowsGathered() {
        let short = Self.run(["mail.json", "--from", "flat", "--to", "book"])
        #expect(short.stdout.contains("      … 21 more (63 entries with what is in them): resized 42, unchanged 21\n"))
        let all = Self.run(["mail.json", "--from", "flat", "--to", "book", "--all-rows"])
        #expect(!all.stdout.contains("… ") && all.stdout.contains("message-row-23"))
    }

    @Test("help lists the states' grammar and every option")
    func help() {
        let output = FoldKitCommandLine.run(["transition", "--help"])
        #expect(output.exitCode == 0 && output.stdout.hasPrefix("OVERVIEW: "))
        for flag in ["--from <state>", "--to <state>", "+camera, +live-activity", "--device", "--window", "--layout-direction", "--format"] {
            #expect(output.stdout.contains(flag), "\(flag)")
        }
    }
}
