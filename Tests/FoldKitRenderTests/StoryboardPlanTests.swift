import Foundation
import Testing
import FoldKit
@testable import FoldKitRender
import _FoldKitTestSupport

/// Planning scenes × devices × postures (SPEC 8.3, CLI.md `storyboard`).
struct StoryboardPlanTests {
    @Test(arguments: DeviceProfile.builtInIDs)
    func everySupportedPostureOnce(_ id: String) throws {
        let profile = Builtins.profile(id)
        let plan = try StoryboardPlan.make(StoryboardRequest(devices: [profile]))
        #expect(plan.panels.map(\.posture) == profile.supportedPresets)
        #expect(plan.panels.allSatisfy { $0.scene == .space && $0.nodes.isEmpty && $0.findings.isEmpty })
    }

    @Test func allBuiltInDevicesGiveThirtyTwoPanels() throws {
        let plan = try StoryboardPlan.make(StoryboardRequest(devices: DeviceProfile.builtInIDs.map(Builtins.profile)))
        // 32 = duo 6 + iphone 2 + ipad 2 + book-foldable 6 + flip-foldable 6 + dual-screen 4 + tri-fold 6
        #expect(plan.panels.count == 6 + 2 + 2 + 6 + 6 + 4 + 6)
    }

    @Test func scenesTimesDevicesTimesPostures() throws {
        let scenes = [PanelScene(id: "mail", title: "Mail"), PanelScene(id: "podcasts", title: "Podcasts")]
        let request = StoryboardRequest(scenes: scenes, devices: [Builtins.profile("iphone-duo"), Builtins.profile("iphone")])
        let plan = try StoryboardPlan.make(request)
        // 16 = 2 scenes × (6 Duo postures + 2 iPhone postures), scene-major
        #expect(plan.panels.count == 2 * (6 + 2))
        #expect(plan.panels.prefix(8).allSatisfy { $0.scene.id == "mail" })
        #expect(plan.panels[6].deviceID == "iphone")
        #expect(StoryboardPaths.svg(plan.panels[8]) == "podcasts/iphone-duo/closed.svg")
    }

    @Test func listedPosturesKeepTheirOrder() throws {
        let plan = try StoryboardPlan.make(StoryboardRequest(devices: [Builtins.profile("iphone-duo")], postures: .only([.tabletop, .book])))
        #expect(plan.panels.map(\.posture) == [.tabletop, .book])
    }

    @Test func aListedPostureTheDeviceCannotTakeIsAnError() {
        let request = StoryboardRequest(devices: [Builtins.profile("iphone-duo"), Builtins.profile("iphone")], postures: .only([.book]))
        #expect(throws: StoryboardPlanError.unsupportedPosture(device: "iphone", posture: .book, reason: "it has no hinge")) {
            try StoryboardPlan.make(request)
        }
    }

    @Test func aDeviceListedTwiceIsAnError() {
        let duo = Builtins.profile("iphone-duo")
        #expect(throws: StoryboardPlanError.duplicateDevice("iphone-duo")) { try StoryboardPlan.make(StoryboardRequest(devices: [duo, duo])) }
    }

    @Test func filledHandsEachPanelItsContent() throws {
        let plan = try StoryboardPlan.make(StoryboardRequest(devices: [Builtins.profile("iphone-duo")]))
        let filled = plan.filled { panel in
            PanelContent(nodes: [PanelNode(id: "root", role: "stack", frame: panel.space.bounds)],
                         findings: [PanelFinding(rule: "FK008", severity: .error, nodeID: "root", message: panel.posture.rawValue)])
        }
        #expect(filled.panels.map { $0.nodes[0].frame } == plan.panels.map { $0.space.bounds })
        #expect(filled.findingCount == 6)
    }

    @Test func pathsAreSafeComponents() {
        #expect(StoryboardPaths.svg(SamplePanels.space("iphone-duo", .book)) == "space/iphone-duo/book.svg")
        #expect(StoryboardPaths.component("../my device") == "_..-my-device")   // never hidden, never a parent
        #expect(StoryboardPaths.component(".hidden") == "_.hidden")
        #expect(StoryboardPaths.component("index.html") == "_index.html")        // never the page itself
        #expect(StoryboardPaths.component("Index.HTML") == "_Index.HTML")
        #expect(StoryboardPaths.component("..") == "_..")
        #expect(StoryboardPaths.component("") == "_")
        #expect(StoryboardPaths.component("größe") == "gr--e")
    }

    /// Pixel sizes: size × scale, rounded per side for fractional scales (SPEC 8.3).
    @Test func pixelSizes() {
        // 2853 × 2007 = 951 × 669 pt × 3, the App Store slot of the Duo's inner display
        #expect(SamplePanels.space("iphone-duo", .book).pixelSize == CGSize(width: 951 * 3, height: 669 * 3))
        #expect(SamplePanels.space("iphone-duo", .tabletop).pixelSize == CGSize(width: 2007, height: 2853))
        // 2208 × 1840 = round(841 × 2.625 = 2207.625) × round(701 × 2.625 = 1840.125)
        #expect(SamplePanels.space("book-foldable", .flat).pixelSize == CGSize(width: 2208, height: 1840))
    }
}
