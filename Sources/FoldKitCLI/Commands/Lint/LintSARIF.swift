import Foundation
import FoldKit
import FoldKitLint
import FoldKitScenes

/// `foldkit lint --format sarif`: the findings as a SARIF 2.1.0 log for code review tools
/// (OASIS SARIF 2.1.0; SPEC 8.4, CLI.md).
///
/// One run of the tool `foldkit` with every checked rule (``Linter/ruleIDs``) — id, summary,
/// severity, seeds and the rule's note as help — and one result per node: its rule, level,
/// message and fix, located at the scene file (the line and column of the node's object where
/// the file is known) and at the node's JSON path as a logical location. The device, posture and
/// state are the result's properties and part of its fingerprint, so a code review tool tells the
/// same node's findings in two postures apart. With a baseline, each result's `baselineState`
/// is `unchanged` (known) or `new`.
struct LintSARIF: Encodable {
    /// Where each scene's file is, for locations.
    struct SceneFile {
        /// The artifact URI: the path as given (percent-encoded), or a built-in's path in the repository.
        var uri: String
        /// The JSON path of each declared node (``Scene/jsonPaths()``).
        var paths: [String: [JSONPathComponent]]
        /// The file's parsed tree and its line starts, for line and column; nil when unreadable.
        var lines: LineIndex?
    }

    /// The byte offsets at which lines start, and the file's tree.
    struct LineIndex {
        var tree: JSONTree
        var starts: [Int]

        /// Parses `data`; nil when it is not JSON (it was read as a scene moments ago, so only a
        /// file changed in between).
        init?(_ data: Data) {
            guard let tree = try? JSONTreeParser.parse(data) else { return nil }
            self.tree = tree
            starts = [0] + data.indices.filter { data[$0] == UInt8(ascii: "\n") }.map { $0 - data.startIndex + 1 }
        }

        /// The 1-based line and column (in bytes) of the value at `path`.
        /// - Complexity: O(*p*·*m*) for the path, plus O(log *l*) for *l* lines.
        func position(of path: [JSONPathComponent]) -> (line: Int, column: Int) {
            let offset = tree.offset(of: path[...])
            var low = 0, high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return (low + 1, offset - starts[low] + 1)
        }
    }

    let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    let version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }

    /// The log of `report`'s diagnostics, the scenes located by `files` (by scene id).
    init(_ report: LintReport, files: [String: SceneFile]) {
        let rules = Linter.ruleIDs
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1, $0) })
        let results = report.diagnostics.enumerated().map { offset, diagnostic in
            Result(diagnostic, ruleIndex: index[diagnostic.rule] ?? 0, file: files[diagnostic.scene],
                   known: report.known.map { $0[offset] })
        }
        runs = [Run(tool: Tool(driver: Driver(rules: rules.map(Rule.init))), results: results)]
    }

    /// Where a scene's findings point: its file as given, or a built-in's resource.
    static func file(for scene: SceneInput.Loaded, context: CommandContext) -> SceneFile {
        let isBuiltIn = scene.source.hasPrefix("built-in scene ")
        let data = isBuiltIn ? Scene.builtInData(scene.id)
            : FileManager.default.contents(atPath: SceneInput.resolved(scene.source, context: context))
        let path = isBuiltIn ? Scene.builtInRepositoryPath(scene.id) : scene.source
        let uri = path.hasPrefix("/") ? "file://" + encoded(path) : encoded(path)
        return SceneFile(uri: uri, paths: scene.scene.jsonPaths(), lines: data.flatMap(LineIndex.init))
    }

    /// `path` with what a URI may not hold percent-encoded.
    static func encoded(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        let name = "foldkit"
        var rules: [Rule]
    }

    struct Message: Encodable {
        var text: String
    }

    /// A rule as SARIF's `reportingDescriptor`.
    struct Rule: Encodable {
        var id: String
        var shortDescription: Message
        var help: Message
        var defaultConfiguration: Configuration
        var properties: Properties

        struct Configuration: Encodable {
            var level: String
        }

        struct Properties: Encodable {
            var tags: [String]
            var severity: String
        }

        init(_ rule: LintRuleID) {
            id = rule.rawValue
            shortDescription = Message(text: rule.summary)
            help = Message(text: "\(rule.summary) (\(rule.severityText); seeds \(rule.seeds.joined(separator: ", "))). See \(rule.notePath).")
            defaultConfiguration = Configuration(level: LintSARIF.level(of: rule.severity))
            properties = Properties(tags: rule.seeds, severity: rule.severityText)
        }
    }

    /// A finding as SARIF's `result`.
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var properties: Properties
        var baselineState: String?

        struct Properties: Encodable {
            var device: String
            var posture: String
            var state: String
            var pushed: [String]
            var node: String
            var fix: String
        }

        init(_ diagnostic: Diagnostic, ruleIndex: Int, file: SceneFile?, known: Bool?) {
            ruleId = diagnostic.rule.rawValue
            self.ruleIndex = ruleIndex
            level = LintSARIF.level(of: diagnostic.severity)
            message = Message(text: "\(diagnostic.message); fix: \(diagnostic.fix)")
            let path = file.flatMap { Scene.jsonPath(of: diagnostic.node, in: $0.paths) }
            locations = [Location(file: file, path: path, node: diagnostic.node)]
            partialFingerprints = ["foldkitFinding/v1": diagnostic.identity.text]
            properties = Properties(device: diagnostic.device, posture: diagnostic.posture.rawValue, state: diagnostic.state.name,
                                    pushed: diagnostic.pushed, node: diagnostic.node, fix: diagnostic.fix)
            baselineState = known.map { $0 ? "unchanged" : "new" }
        }
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation?
        var logicalLocations: [LogicalLocation]

        struct PhysicalLocation: Encodable {
            var artifactLocation: ArtifactLocation
            var region: Region?
        }

        struct ArtifactLocation: Encodable {
            var uri: String
        }

        struct Region: Encodable {
            var startLine: Int
            var startColumn: Int
        }

        struct LogicalLocation: Encodable {
            var name: String
            var fullyQualifiedName: String
            var kind: String
        }

        /// The node's place: the file and line of its object, and its JSON path (or, for a bar
        /// item or tab, its action id) as a logical location.
        init(file: SceneFile?, path: [JSONPathComponent]?, node: String) {
            physicalLocation = file.map { file in
                let region = path.flatMap { path in file.lines.map { $0.position(of: path) } }
                return PhysicalLocation(artifactLocation: ArtifactLocation(uri: file.uri),
                                        region: region.map { Region(startLine: $0.line, startColumn: $0.column) })
            }
            logicalLocations = [LogicalLocation(name: node, fullyQualifiedName: path.map { JSONPath.format($0) } ?? node,
                                                kind: path == nil ? "member" : "element")]
        }
    }

    /// SARIF's level for a severity: `error`, `warning`, `note`.
    static func level(of severity: DiagnosticSeverity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}
