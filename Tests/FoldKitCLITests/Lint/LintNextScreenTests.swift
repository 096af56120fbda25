import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// `lint` checks the screens the storyboard draws: each panel whose list–detail shows one view and
/// its next screen, the detail pushed (SPEC 4.4 [S0], 8.4), so the two report the same findings.
struct LintNextScreenTests {
    /// A contact's photo in the top-trailing corner, ignoring the safe area: on the closed Duo it
    /// shows only once the card is pushed, and there it lies under the outer camera.
    static let contacts = #"""
    {"name": "Contacts", "summary": "A list of contacts and one contact's card.",
     "root": {"type": "listDetail", "id": "contacts",
      "list": {"type": "list", "id": "people", "rows": 4, "rowHeight": 56},
      "detail": {"type": "overlay", "id": "card", "children": [
        {"type": "element", "id": "details", "role": "text", "label": "Name · Bio"},
        {"type": "element", "id": "avatar", "role": "image", "important": true, "label": "Photo",
         "width": 120, "height": 120, "alignment": "topTrailing", "ignoresSafeArea": true}]}}}
    """#

    @Test("a finding on the pushed detail: lint names the next screen, and the storyboard counts it too")
    func findingOnTheNextScreen() throws {
        let directory = TemporaryDirectory("lint-next-screen")
        defer { directory.remove() }
        let file = SceneFiles.write(Self.contacts, to: "contacts.json", in: directory)
        let lint = FoldKitCommandLine.run(["lint", file, "--posture", "closed"], context: CommandContext(workingDirectory: directory.path))
        // The photo spans x 240…360, y 0…120 (120 pt from the closed Duo's trailing edge, 360 wide);
        // the outer camera's hardware area is (310, 16, 32, 32): its frame (306, 12, 40, 40) less
        // the 4-pt margins, under the photo whole: 32 × 32.
        #expect(lint.stdout == """
            contacts: iphone-duo/closed pushed: warning: FK002: image 'avatar' overlaps region 'outer-camera' by 32 × 32pt
              fix: keep it clear of (306, 12, 40, 40): lay it out in the safe area or displace it
            Checked 1 scene on 1 device in 1 panel and 1 next screen: 0 errors, 1 warning, 0 infos

            """)
        let storyboard = StoryboardCommandTests.run([file, "--posture", "closed", "--format", "json"], in: directory)
        let report = try StoryboardCommandTests.json(storyboard)
        #expect(report["findings"] as? Int == 1)
    }
}
