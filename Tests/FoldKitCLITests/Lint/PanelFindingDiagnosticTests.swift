import Testing
import FoldKit
import FoldKitCLI
import FoldKitLint
import FoldKitRender
import FoldKitStoryboard

/// A lint diagnostic as the storyboard marks it on its panel: rule, severity, node, message, fix.
struct PanelFindingDiagnosticTests {
    @Test(arguments: DiagnosticSeverity.allCases)
    func keepsEveryField(_ severity: DiagnosticSeverity) {
        let diagnostic = Diagnostic(rule: .fk002, severity: severity, scene: "s", device: "iphone-duo", posture: .closed,
                                    node: "avatar", message: "image 'avatar' overlaps region 'outer-camera' by 40 × 40pt", fix: "keep it clear")
        let finding = PanelFinding(diagnostic)
        #expect(finding == PanelFinding(rule: "FK002", severity: PanelFinding.Severity(rawValue: severity.rawValue)!, nodeID: "avatar",
                                        message: diagnostic.message, fix: "keep it clear"))
    }
}
