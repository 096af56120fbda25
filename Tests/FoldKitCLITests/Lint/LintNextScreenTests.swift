import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// `lint` checks the screens the storyboard draws: each panel whose list–detail shows one view and
/// its next screen, the detail pushed (SPEC 4.4 [S0], 8.4), so the two report the same findings.
struct LintNextScreenTests {
    /// A contact's call button along the bottom edge, ignoring the safe area: on the closed Duo it
    /// shows only once the card is pushed, and there it runs into the home indicator's inset.
    static let contacts = #"""
    {"name": "Contacts", "summary": "A list of contacts and one contact's card.",
     "root": {"type": "listDetail", "id": "contacts",
      "list": {"type": "list", "id": "people", "rows": 4, "rowHeight": 56},
      "detail": {"type": "overlay", "id": "card", "children": [
        {"type": "element", "id": "details", "role": "text", "label": "Name · Bio"},
        {"type": "element", "id": "call", "role": "control", "label": "Call",
         "width": 120, "height": 44, "alignment": "bottom", "ignoresSafeArea": true}]}}}
    """#

    @Test("a finding on the pushed detail: lint names the next screen, and the storyboard counts it too")
    func findingOnTheNextScreen() throws {
        let directory = TemporaryDirectory("lint-next-screen")
        defer { directory.remove() }
        let file = SceneFiles.write(Self.contacts, to: "contacts.json", in: directory)
        let lint = FoldKitCommandLine.run(["lint", file, "--posture", "closed"], context: CommandContext(workingDirectory: directory.path))
        // The button grows with its slot into the bottom inset: it ends at the window's bottom,
        // 780, while the safe area ends at 746: 780 − 746 = 34 pt past it.
        #expect(lint.stdout == """
            contacts: iphone-duo/closed pushed: error: FK007: control 'call' extends 34pt past the safe area's bottom edge
              fix: lay it out inside the safe area: count the bottom inset (34pt) in its padding
            Checked 1 scene on 1 device in 1 panel and 1 next screen: 1 error, 0 warnings, 0 infos

            """)
        let storyboard = StoryboardCommandTests.run([file, "--posture", "closed", "--format", "json"], in: directory)
        let report = try StoryboardCommandTests.json(storyboard)
        #expect(report["findings"] as? Int == 1)
    }
}
