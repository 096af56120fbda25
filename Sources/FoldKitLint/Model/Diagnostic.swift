import FoldKit

/// One lint finding: a rule broken by one node of a scene on one device in one posture and state
/// (SPEC 8.4, 10.2; CLI.md `lint`; STYLE 14).
///
/// The message is one phrase with no final period that names the node and the region and gives
/// numbers with units (`control 'compose' overlaps region 'fold' by 14pt`); the fix is separate.
/// Encodes as CLI.md's diagnostic object: `rule`, `severity`, `scene`, `device`, `posture`,
/// `state` (``StateModifiers``'s JSON form), `pushed`, `node`, `nodes` (when it names several),
/// `message`, `fix`.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// The rule broken.
    public var rule: LintRuleID
    /// Error, warning or info.
    public var severity: DiagnosticSeverity
    /// The scene's id (a built-in id or the file's name without `.json`).
    public var scene: String
    /// The device profile's id.
    public var device: String
    /// The posture the finding is in.
    public var posture: PosturePreset
    /// The state beyond the posture: layout direction, camera, Live Activity, window (SPEC 10.2).
    public var state: StateModifiers
    /// For a finding on a panel's next screen, the list–detail nodes whose detail it shows pushed
    /// (``LintPanel/pushed``); empty otherwise.
    public var pushed: [String]
    /// The id of the node at fault, as laid out (rows and cells carry their `-<index>`).
    public var node: String
    /// One phrase, no final period, naming the node and region with numbers and units.
    public var message: String
    /// One phrase saying how to fix it, no final period.
    public var fix: String
    /// Every node the finding names, ``node`` first, when it names more than one (FK009's two
    /// overlapping elements); nil otherwise, and then not encoded.
    public var nodes: [String]?
    /// What the finding repeats, when it is one of many of the same fault (every row of a list,
    /// every item moved into More); nil otherwise. Text groups them (``grouped(_:)``); not encoded.
    public var repeats: Repeat?

    /// Creates a diagnostic.
    public init(rule: LintRuleID, severity: DiagnosticSeverity, scene: String, device: String, posture: PosturePreset,
                state: StateModifiers = .standard, pushed: [String] = [], node: String, message: String, fix: String,
                nodes: [String]? = nil, repeats: Repeat? = nil) {
        self.rule = rule
        self.severity = severity
        self.scene = scene
        self.device = device
        self.posture = posture
        self.state = state
        self.pushed = pushed
        self.node = node
        self.message = message
        self.fix = fix
        self.nodes = nodes
        self.repeats = repeats
    }

    /// The encoded members, CLI.md's diagnostic object (``repeats`` is for text only).
    enum CodingKeys: String, CodingKey { case rule, severity, scene, device, posture, state, pushed, node, nodes, message, fix }

    /// The compiler-style line: `mail: iphone-duo/book: error: FK001: control 'compose' overlaps region 'fold' by 14pt`;
    /// a state other than the standard one follows the posture by name (`iphone-duo/book rtl camera:`),
    /// and a next screen adds `pushed` (`iphone-duo/closed pushed:`), as its file name does.
    public var headline: String {
        let state = (self.state.words + (pushed.isEmpty ? [] : ["pushed"])).joined(separator: " ")
        return "\(scene): \(device)/\(posture.rawValue)\(state.isEmpty ? "" : " " + state): \(severity.rawValue): \(rule.rawValue): \(message)"
    }

    /// The headline and the fix on an indented second line, each ending in a newline.
    public var text: String { "\(headline)\n  fix: \(fix)\n" }
}
