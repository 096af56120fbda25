import Foundation

/// What a scene or a node says to lint: the rules it opts out of (SCENE.md `"lint"`, SPEC 8.4).
///
/// On the scene, `disable` turns rules off for every node and bar item of the scene; on a node,
/// for the node and its subtree (a row template's rows included). The reason belongs in the
/// scene's or node's `comment`. Lint never reports a disabled rule's findings; layout ignores the
/// options.
public struct SceneLintOptions: Sendable, Hashable {
    /// The ids of the rules turned off (`FK015`), each one of ``ruleIDs``, in the file's order.
    public var disable: [String]

    /// Creates options turning `disable` off.
    public init(disable: [String]) {
        self.disable = disable
    }

    /// The rule ids the scene format defines (SCENE.md "Lint rules": FK001 … FK021), in order.
    ///
    /// The format, not the linter, owns the ids a scene may name: a scene that names an id no
    /// rule has is refused, and the linter's rules are a subset of these (tested).
    public static let ruleIDs: [String] = (1...21).map { "FK" + String(repeating: "0", count: $0 < 10 ? 2 : 1) + String($0) }

    /// The fields of the `lint` object.
    static let fields: Set<String> = ["disable"]
}
