import Foundation
import Testing
import FoldKitCLI
import FoldKitLint
import _FoldKitTestSupport

/// What teams expect of a linter around the rules (CLI.md "Added 2026-12-02", SCENE.md
/// `"lint"`, SPEC 8.4): rules turned off by the run, the scene and a node; a baseline of known
/// findings; the rule list; SARIF 2.1.0 validated against the schema; repeats grouped in text
/// but one entry per node in JSON and SARIF.
struct LintOutputTests {
    static func run(_ arguments: [String], in directory: String = LintCommandTests.root) -> CLIOutput {
        FoldKitCommandLine.run(["lint"] + arguments, context: CommandContext(workingDirectory: directory))
    }

    static func json(_ output: CLIOutput) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    }

    /// FK001's trigger (the compose button in the book crease) with a `lint` object at `where`.
    static func trigger(disabling rules: [String], at place: String) throws -> String {
        let url = URL(fileURLWithPath: LintCommandTests.root + "/docs/lint/examples/FK001-trigger.json")
        var scene = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        scene.removeValue(forKey: "$schema")
        let lint = ["disable": rules]
        var root = try #require(scene["root"] as? [String: Any])
        var children = try #require(root["children"] as? [[String: Any]])
        switch place {
        case "scene": scene["lint"] = lint
        case "root": root["lint"] = lint
        default: if let index = children.firstIndex(where: { $0["id"] as? String == place }) { children[index]["lint"] = lint }
        }
        root["children"] = children
        scene["root"] = root
        return String(decoding: try JSONSerialization.data(withJSONObject: scene), as: UTF8.self)
    }

    @Test("a rule turned off for the scene, the node or an ancestor hides the finding; on another node it does not", arguments: [
        ("the scene", "scene", ["FK001"], 0),
        ("the node", "compose", ["FK001"], 0),
        ("an ancestor (the subtree)", "root", ["FK001", "FK015"], 0),
        ("another node", "note", ["FK001"], 1),
        ("another rule", "compose", ["FK002"], 1),
    ])
    func sceneAndNodeDisable(_ name: String, _ place: String, _ rules: [String], _ errors: Int) throws {
        let directory = TemporaryDirectory("lint-disable")
        defer { directory.remove() }
        SceneFiles.write(try Self.trigger(disabling: rules, at: place), to: "notes.json", in: directory)
        let output = Self.run(["notes.json", "--posture", "book", "--format", "json"], in: directory.path)
        #expect(output.stderr == "")
        #expect(try Self.json(output)["errors"] as? Int == errors, "\(name)")
        #expect(output.exitCode == (errors > 0 ? 1 : 0))
    }

    @Test("--disable turns a rule off for the run")
    func runDisable() throws {
        let output = Self.run(["docs/lint/examples/FK001-trigger.json", "--disable", "FK001,FK015"])
        #expect(output.exitCode == 0)
        #expect(output.stdout == "Checked 1 scene on 1 device in 6 panels: 0 errors, 0 warnings, 0 infos\n")
    }

    @Test("--baseline: a previous JSON run's findings are known — listed, counted apart, not failing the run")
    func baseline() throws {
        let directory = TemporaryDirectory("lint-baseline")
        defer { directory.remove() }
        let scene = LintCommandTests.root + "/docs/lint/examples/FK001-trigger.json"
        let first = Self.run([scene, "--format", "json"])
        #expect(first.exitCode == 1)
        SceneFiles.write(first.stdout, to: "baseline.json", in: directory)
        let again = Self.run([scene, "--format", "json", "--baseline", "baseline.json"], in: directory.path)
        #expect(again.exitCode == 0)
        let document = try Self.json(again)
        #expect(document["errors"] as? Int == 0 && document["known"] as? Int == 1)
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["known"] as? Bool } == [true])
        let text = Self.run([scene, "--baseline", "baseline.json"], in: directory.path)
        #expect(text.exitCode == 0)
        #expect(text.stdout.hasPrefix("Known (in the baseline, not failing the run):\nFK001-trigger: iphone-duo/book: error: FK001: control 'compose'"))
        #expect(text.stdout.hasSuffix("Checked 1 scene on 1 device in 6 panels: 0 errors, 0 warnings, 0 infos, 1 known (in the baseline)\n"))
        // Another scene's finding of the same node id is new: the baseline names the scene.
        SceneFiles.write(first.stdout.replacingOccurrences(of: "\"FK001-trigger\"", with: "\"other\""), to: "other.json", in: directory)
        #expect(Self.run([scene, "--baseline", "other.json"], in: directory.path).exitCode == 1)
    }

    @Test("--list-rules: every checked rule once, in id order, with its severity, seeds and summary")
    func listRules() throws {
        let text = Self.run(["--list-rules"])
        #expect(text.exitCode == 0)
        let lines = text.stdout.split(separator: "\n")
        #expect(lines.map { String($0.prefix(5)) } == Linter.ruleIDs.map(\.rawValue))
        #expect(lines.first == "FK001  error    S1, S4      \(LintRuleID.fk001.summary)")
        let document = try Self.json(Self.run(["--list-rules", "--format", "json"]))
        let rules = try #require(document["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == Linter.ruleIDs.map(\.rawValue))
        #expect(rules.allSatisfy { Set($0.keys) == ["id", "severity", "seeds", "summary", "note"] })
    }

    @Test("SARIF validates against the SARIF 2.1.0 schema", arguments: [
        ("built-in scenes, every device", ["--device", "all"]),
        ("a scene with an error and a baseline", ["docs/lint/examples/FK001-trigger.json", "--baseline", "docs/lint/examples/FK001-trigger.json"]),
        ("the rule list", ["--list-rules"]),
    ])
    func sarifValidates(_ name: String, _ arguments: [String]) throws {
        var arguments = arguments
        if name.contains("baseline") {
            // The baseline is the scene's own JSON run.
            let directory = TemporaryDirectory("lint-sarif")
            defer { directory.remove() }
            let path = SceneFiles.write(Self.run([arguments[0], "--format", "json"]).stdout, to: "baseline.json", in: directory)
            arguments[2] = directory.path + "/" + path
            try check(arguments)
        } else {
            try check(arguments)
        }
        func check(_ arguments: [String]) throws {
            let output = Self.run(arguments + ["--format", "sarif"])
            #expect(output.stderr == "")
            #expect(try SARIFValidator.firstError(of: output.stdout) == nil, "\(name)")
        }
    }

    @Test("SARIF: one run, every rule, one result per JSON diagnostic, located at the node's line and JSON path")
    func sarifLocatesEachNode() throws {
        let scene = "docs/lint/examples/FK001-trigger.json"
        let log = try Self.json(Self.run([scene, "--format", "sarif"]))
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((driver["rules"] as? [[String: Any]])?.map { $0["id"] as? String } == Linter.ruleIDs.map(\.rawValue))
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let result = results[0]
        #expect(result["ruleId"] as? String == "FK001" && result["level"] as? String == "error")
        #expect(result["ruleIndex"] as? Int == Linter.ruleIDs.firstIndex(of: .fk001))
        let location = try #require((result["locations"] as? [[String: Any]])?.first)
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == scene)
        // The compose button's object opens on line 10, column 7 of the file.
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 10 && region["startColumn"] as? Int == 7)
        #expect((location["logicalLocations"] as? [[String: Any]])?.first?["fullyQualifiedName"] as? String == "root.children[1]")
    }

    @Test("repeats: a tab view with 1,000 tabs is one FK019 line in text and one entry per tab and posture in JSON and SARIF")
    func thousandTabsGroup() throws {
        let directory = TemporaryDirectory("lint-tabs")
        defer { directory.remove() }
        let tabs = (0..<1000).map { #"{"id": "t\#($0)", "title": "Tab \#($0)", "symbol": "circle"}"# }.joined(separator: ",")
        SceneFiles.write(#"{"name": "Tabs", "summary": "A thousand tabs.", "root": {"type": "tabView", "id": "tabs", "tabs": [\#(tabs)], "#
                         + #""content": {"type": "element", "id": "screen", "role": "text"}}}"#, to: "tabs.json", in: directory)
        let text = Self.run(["tabs.json", "--device", "iphone-duo"], in: directory.path).stdout
        let findings = text.split(separator: "\n").filter { $0.contains(": FK019: ") }
        // 1,980 = 990 tabs past the side bar's 11 slots (10 tabs and More) × 2 postures (flat, book);
        // the line counts the other tabs once each, 989 = 990 − 1, whatever postures repeat them.
        #expect(findings.count == 1)
        #expect(findings.first?.hasSuffix("(and 989 more items, also in book)") == true, "\(findings)")
        let diagnostics = try #require(try Self.json(Self.run(["tabs.json", "--format", "json"], in: directory.path))["diagnostics"] as? [Any])
        #expect(diagnostics.count == 1980)
        let sarif = try Self.json(Self.run(["tabs.json", "--format", "sarif"], in: directory.path))
        #expect(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.count == 1980)
    }
}
