import FoldKitLint
import FoldKitRender

extension PanelFinding {
    /// The storyboard's form of a lint diagnostic: marked on its node in the panel of its posture.
    public init(_ diagnostic: Diagnostic) {
        self.init(rule: diagnostic.rule.rawValue, severity: Severity(rawValue: diagnostic.severity.rawValue) ?? .info,
                  nodeID: diagnostic.node, message: diagnostic.message, fix: diagnostic.fix)
    }
}
