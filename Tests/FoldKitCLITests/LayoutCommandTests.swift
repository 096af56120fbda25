import Foundation
import Testing
import FoldKit
import FoldKitCLI
import FoldKitScenes
import _FoldKitTestSupport

/// `foldkit layout` in-process: CLI.md's JSON document, the text tree, every built-in scene
/// (CLI.md `layout`, SPEC 4.4, 8.1).
struct LayoutCommandTests {
    /// The built-in scene files in the package's sources.
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/FoldKitScenes/Resources/Scenes").standardized.path
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    static func run(_ arguments: [String]) -> CLIOutput {
        FoldKitCommandLine.run(["layout"] + arguments, context: CommandContext(workingDirectory: scenes))
    }

    /// The JSON document of `scene` in `posture`, nodes by id.
    static func layout(_ scene: String, _ posture: String, _ extra: [String] = []) throws -> (document: [String: Any], nodes: [String: [String: Any]]) {
        try document(run(["\(scene).json", "--posture", posture, "--format", "json"] + extra))
    }

    /// The JSON document a successful run wrote, with its `nodes` by id (`layout`, `transition`).
    static func document(_ output: CLIOutput) throws -> (document: [String: Any], nodes: [String: [String: Any]]) {
        #expect(output.exitCode == 0 && output.stderr.isEmpty, "\(output.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let nodes = try #require(document["nodes"] as? [[String: Any]])
        return (document, Dictionary(nodes.map { ($0["id"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first }))
    }

    static func frame(_ node: [String: Any]?) -> CGRect? {
        guard let json = node?["frame"] as? [String: Double] else { return nil }
        return CGRect(x: json["x"]!, y: json["y"]!, width: json["width"]!, height: json["height"]!)
    }

    @Test("the document's shape: scene, device, posture and every node with id, role, frame, isVisible, zIndex, region")
    func documentShape() throws {
        let (document, nodes) = try Self.layout("mail", "book")
        #expect(document["scene"] as? String == "mail" && document["name"] as? String == "Mail")
        #expect(document["device"] as? String == "iphone-duo" && document["posture"] as? String == "book" && document["preset"] as? String == "book")
        let list = try #require(document["nodes"] as? [[String: Any]])
        #expect(list.first?["id"] as? String == "mail", "document order: the root first")
        for node in list {
            for key in ["id", "role", "frame", "isVisible", "zIndex", "region"] { #expect(node.keys.contains(key), "\(node["id"] ?? "?") has \(key)") }
            #expect(["whole", "leading", "trailing", "top", "bottom"].contains(node["region"] as? String ?? ""))
        }
        #expect(nodes["mailbox"]?["role"] as? String == "stack" && nodes["compose"] == nil, "compose is an action, not a node")
        #expect(nodes["message-row-23"] != nil, "rows are expanded: 24 messages")
        // SPEC 9: the UI layer — the open Duo's side bar carries Mail's actions, each once.
        #expect(document["uiLayer"] as? String == "sideBar")
        let bars = try #require(document["bars"] as? [[String: Any]])
        let sideBar = try #require(bars.first { $0["kind"] as? String == "sideBar" })
        #expect((sideBar["items"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["compose", "archive", "reply"])
        #expect(nodes["message-body"]?["contentInsets"] is [String: Any] && nodes["mailbox"]?["contentInsets"] is NSNull)
    }

    /// SPEC 4.4 rule 3: held as a book, the list reaches the fold's centre line and each pane keeps
    /// its content out of its half of the fold.
    @Test("book: list and detail meet at the fold, their content clear of it [SPEC 4.4]", arguments: LayoutDirection.allCases)
    func bookColumns(direction: LayoutDirection) throws {
        let (_, nodes) = try Self.layout("mail", "book", ["--layout-direction", direction.rawValue])
        let ltr = direction == .leftToRight
        // The fold: 455.5 … 495.5, its centre 475.5 = 455.5 + 40 / 2; the safe area is 895 × 649.
        // The panes reach the window's edges (the rule measures the window, SPEC 4.4): 951 × 669.
        #expect(Self.frame(nodes["mailbox"]) == CGRect(x: ltr ? 0 : 475.5, y: 0, width: ltr ? 475.5 : 951 - 475.5, height: 669))
        // The search field below the column's 44-pt title bar, inset 8: y 44 + 8, inside the list's
        // content area (LTR 0…455.5, RTL 495.5…895).
        #expect(Self.frame(nodes["mailbox-search"]) == CGRect(x: ltr ? 8 : 495.5 + 8, y: 44 + 8, width: ltr ? 455.5 - 2 * 8 : 895 - 495.5 - 2 * 8, height: 44))
        // The message scrolls under its title bar: it fills its content area, clear of the fold, and
        // in LTR runs on under the side bar strip to the display edge (951) (SPEC 9, amended
        // 2026-12-02), down to the reply field: 589 = 649 − 8 − 44 − 8, the field (44 pt, padding 8)
        // resting on the safe area's bottom, 649 = 669 − 20.
        #expect(Self.frame(nodes["message-body"]) == CGRect(x: ltr ? 495.5 : 0, y: 0, width: ltr ? 951 - 495.5 : 455.5, height: 649 - 8 - 44 - 8))
        #expect(Self.frame(nodes["reply-field"]) == CGRect(x: ltr ? 495.5 + 8 : 8, y: 649 - 8 - 44, width: ltr ? 895 - 495.5 - 2 * 8 : 455.5 - 2 * 8, height: 44))
        #expect(nodes["mailbox"]?["region"] as? String == "leading")
        #expect(nodes["message-body"]?["region"] as? String == "trailing")
    }

    @Test("closed: the list alone; the detail's nodes stay in the document, hidden [SPEC 4.4, 8.1]")
    func closedHidesTheDetail() throws {
        let (_, nodes) = try Self.layout("mail", "closed")
        // The outer display, portrait: 360 × 780; the list's pane spans it (its content keeps to the
        // safe area, 54 on top and 34 below).
        #expect(Self.frame(nodes["mailbox"]) == CGRect(x: 0, y: 0, width: 360, height: 780))
        for id in ["message-body", "message-text"] {
            #expect(nodes[id]?["frame"] is NSNull && nodes[id]?["isVisible"] as? Bool == false && nodes[id]?["region"] as? String == "whole", "\(id)")
        }
    }

    @Test("the state beyond the posture is named: in the text's headline and as JSON's state [SPEC 10.2]")
    func stateIsNamed() throws {
        let text = Self.run(["alert.json", "--posture", "book", "--camera-streaming", "--live-activity"])
        #expect(text.stdout.hasPrefix("Alert (alert) on iphone-duo, preset book, posture book, camera streaming, Live Activity: 951 × 669, ltr\n"))
        let (document, _) = try Self.layout("alert", "book", ["--camera-streaming", "--layout-direction", "rtl"])
        let state = try #require(document["state"] as? [String: Any])
        #expect(state["cameraStreaming"] as? Bool == true && state["liveActivity"] as? Bool == false && state["layoutDirection"] as? String == "rtl")
        #expect(state["window"] is NSNull)
    }

    @Test("every built-in scene: the same ids in every posture", arguments: Scene.builtInIDs)
    func sameIDs(scene: String) throws {
        var reference: [String]?
        for preset in PosturePreset.allCases {
            let output = Self.run(["\(scene).json", "--posture", preset.rawValue, "--format", "json"])
            #expect(output.exitCode == 0, "\(output.stderr)")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
            let ids = try #require(document["nodes"] as? [[String: Any]]).map { $0["id"] as? String ?? "" }
            if let reference { #expect(ids == reference, "\(preset.rawValue)") } else { reference = ids }
        }
    }

    @Test("text: an aligned box-drawing tree with [x y w h] per node (STYLE 11)")
    func textTree() {
        let output = Self.run(["mail.json", "--posture", "book"])
        #expect(output.exitCode == 0)
        #expect(Snapshot.check(output.stdout, named: "layout-mail-book.txt", in: Self.snapshots) == nil)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.first == "Mail (mail) on iphone-duo, preset book, posture book: 951 × 669, ltr")
        #expect(lines.contains { $0.hasPrefix("├─ mailbox ") && $0.contains("[0 0 475.5 669]") && $0.hasSuffix("leading") })
        #expect(lines.contains { $0.contains("└─ … 21 more") }, "rows past the third are summarised")
        #expect(Self.run(["mail.json", "--posture", "book", "--all-rows"]).stdout.contains("message-row-23"))
    }

    @Test("text says what a list–detail's items do, as JSON's itemAction does (SPEC 4.4)", arguments: Scene.builtInIDs)
    func textNamesItemAction(scene: String) throws {
        for preset in PosturePreset.allCases {
            let (_, nodes) = try Self.layout(scene, preset.rawValue)
            let lines = Self.run(["\(scene).json", "--posture", preset.rawValue, "--all-rows"]).stdout.split(separator: "\n")
            for (id, node) in nodes {
                // The node's line: its id is the first word after the tree's drawing.
                let line = lines.first { $0.drop { "│├└─ ".contains($0) }.split(separator: " ").first == Substring(id) }
                let action = node["itemAction"] as? String
                let shown = action != nil && node["isVisible"] as? Bool == true
                #expect((line?.hasSuffix("items \(action ?? "")") ?? false) == shown, "\(scene) \(preset.rawValue) \(id): \(line ?? "no line")")
            }
        }
        // Mail: the list selects into the detail beside it in book, pushes on the closed phone.
        #expect(Self.run(["mail.json", "--posture", "book"]).stdout.split(separator: "\n")[1].hasSuffix("items select"))
        #expect(Self.run(["mail.json", "--posture", "closed"]).stdout.split(separator: "\n")[1].hasSuffix("items push"))
    }
}
