import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// A built-in device × a preset it supports × camera/Live Activity modifiers.
struct DevicePresetCase: CustomTestStringConvertible, Sendable {
    var device: String
    var preset: PosturePreset
    var cameraStreaming: Bool
    var liveActivity: Bool
    var testDescription: String {
        "\(device) / \(preset.rawValue)" + (cameraStreaming ? " / camera" : "") + (liveActivity ? " / live activity" : "")
    }

    static let all: [DevicePresetCase] = DeviceProfile.builtInIDs.flatMap { id in
        Builtins.profile(id).supportedPresets.flatMap { preset in
            [(false, false), (true, false), (false, true)].map { DevicePresetCase(device: id, preset: preset, cameraStreaming: $0.0, liveActivity: $0.1) }
        }
    }
}

@Suite("Device presets (SPEC 2.4)")
struct PresetTests {
    @Test("Every preset on every built-in profile resolves to a space that keeps the region invariants", arguments: DevicePresetCase.all)
    func invariants(_ c: DevicePresetCase) {
        let profile = Builtins.profile(c.device)
        let space = Builtins.space(c.device, c.preset, cameraStreaming: c.cameraStreaming, liveActivity: c.liveActivity)
        #expect(RegionInvariants.violations(space, profile: profile) == [])
    }

    @Test("Region ids are stable across device states: the same id names the same region in every state", arguments: DeviceProfile.builtInIDs)
    func stableIDs(_ id: String) {
        let profile = Builtins.profile(id)
        var kinds: [String: ReservedRegion.Kind] = [:]
        for preset in profile.supportedPresets {
            for camera in [false, true] {
                for region in Builtins.space(id, preset, cameraStreaming: camera).regions {
                    if let kind = kinds[region.id] { #expect(kind == region.kind, "\(region.id)") }
                    kinds[region.id] = region.kind
                }
            }
        }
        let declared = Set(profile.displays.flatMap { $0.regions.map(\.id) })
        #expect(Set(kinds.keys) == declared, "every declared region shows up in some state")
    }

    struct PostureCase: CustomTestStringConvertible, Sendable {
        var device: String, preset: PosturePreset, posture: DevicePosture, display: DisplaySpec.Role, orientation: Orientation
        var testDescription: String { "\(device) / \(preset.rawValue) → \(posture.rawValue)" }
    }

    @Test("Presets mean the same on every foldable; the posture comes from the division's geometry", arguments: [
        PostureCase(device: "iphone-duo", preset: .closed, posture: .closed, display: .outer, orientation: .portrait),
        PostureCase(device: "iphone-duo", preset: .closedLandscape, posture: .closed, display: .outer, orientation: .landscape),
        PostureCase(device: "iphone-duo", preset: .flat, posture: .flat, display: .inner, orientation: .landscape),
        PostureCase(device: "iphone-duo", preset: .flatRotated, posture: .flat, display: .inner, orientation: .portrait),
        PostureCase(device: "iphone-duo", preset: .book, posture: .book, display: .inner, orientation: .landscape),
        PostureCase(device: "iphone-duo", preset: .tabletop, posture: .tabletop, display: .inner, orientation: .portrait),
        // The flip's fold runs side to side in its natural portrait: book needs landscape.
        PostureCase(device: "flip-foldable", preset: .book, posture: .book, display: .inner, orientation: .landscape),
        PostureCase(device: "flip-foldable", preset: .tabletop, posture: .tabletop, display: .inner, orientation: .portrait),
        PostureCase(device: "book-foldable", preset: .book, posture: .book, display: .inner, orientation: .landscape),
        PostureCase(device: "tri-fold", preset: .book, posture: .book, display: .inner, orientation: .landscape),
        // The dual-screen hinge is always active: flat, it still divides (top to bottom → book geometry).
        PostureCase(device: "dual-screen", preset: .flat, posture: .book, display: .inner, orientation: .landscape),
        PostureCase(device: "dual-screen", preset: .flatRotated, posture: .tabletop, display: .inner, orientation: .portrait),
        PostureCase(device: "iphone", preset: .flat, posture: .flat, display: .main, orientation: .portrait),
        PostureCase(device: "ipad", preset: .flatRotated, posture: .flat, display: .main, orientation: .landscape),
    ])
    func postures(_ c: PostureCase) {
        let space = Builtins.space(c.device, c.preset)
        #expect(space.posture == c.posture)
        #expect(space.display == c.display)
        #expect(space.orientation == c.orientation)
    }

    @Test("A device without a hinge takes only an orientation", arguments: ["iphone", "ipad"])
    func hingeless(_ id: String) {
        let profile = Builtins.profile(id)
        #expect(profile.supportedPresets == [.flat, .flatRotated])
        for preset in [PosturePreset.book, .tabletop, .closed, .closedLandscape] {
            #expect(throws: PresetError.self) { try profile.state(for: preset) }
        }
    }

    @Test("A device without an outer display cannot be closed")
    func noOuterDisplay() {
        #expect(!Builtins.profile("dual-screen").supportedPresets.contains(.closed))
    }

    @Test("Only the active display's regions: the closed Duo shows the outer camera, never the fold")
    func activeDisplayOnly() {
        let closed = Builtins.space("iphone-duo", .closed)
        #expect(closed.regions.map(\.id) == ["outer-camera"])
        let book = Builtins.space("iphone-duo", .book)
        #expect(book.regions.map(\.id) == ["fold", "inner-camera"])
    }

    @Test("Size classes of a window that is not full-screen: regular iff ≥ 600 pt (SPEC 2.4)")
    func windowSizeClasses() throws {
        let profile = Builtins.profile("iphone-duo")
        var state = try profile.state(for: .book)
        state.window = CGRect(x: 0, y: 0, width: 599, height: 600)
        let space = try profile.resolve(state)
        #expect(space.sizeClasses == SizeClasses(horizontal: .compact, vertical: .regular))
    }

    @Test("The window's safe area is the display's, cut to the window: a window left of the side bar has no trailing inset")
    func windowSafeArea() throws {
        let profile = Builtins.profile("iphone-duo")
        var state = try profile.state(for: .book)
        state.window = CGRect(x: 0, y: 0, width: 400, height: 669)
        #expect(try profile.resolve(state).safeAreaInsets == PhysicalInsets(top: 0, left: 0, bottom: 20, right: 0))
        state.window = CGRect(x: 800, y: 0, width: 151, height: 669)
        // The side bar starts at 951 − 56 = 895, which is 95 pt into a window starting at 800 … ending at 951: 56 pt.
        #expect(try profile.resolve(state).safeAreaInsets == PhysicalInsets(top: 0, left: 0, bottom: 20, right: 56))
    }

    @Test("Hinge states by angle: closed below 10°, partially folded 10° … 160°, flat from 160°")
    func hingeStates() {
        let hinge = Builtins.profile("iphone-duo").hinge!
        #expect(hinge.state(at: 9.9) == .closed)
        #expect(hinge.state(at: 10) == .partiallyFolded)
        #expect(hinge.state(at: 159.9) == .partiallyFolded)
        #expect(hinge.state(at: 160) == .flat)
    }
}

/// A window that lies wholly inside an unsafe strip (found by the seeded device-state property):
/// its safe area is empty and inside the window, never below it.
@Suite("Safe area of a window inside an unsafe strip")
struct SafeAreaStripTests {
    @Test("a 200 × 30 window under the Duo's 56-pt portrait status bar: top inset 30, safe area (0, 30, 200, 0)")
    func windowInsideStatusBar() throws {
        let space = Builtins.space("iphone-duo", .flatRotated, window: CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(space.safeAreaInsets == PhysicalInsets(top: 30))          // 30 = min(56, the window's height)
        #expect(space.safeAreaFrame == CGRect(x: 0, y: 30, width: 200, height: 0))
        #expect(space.bounds.containsRect(space.safeAreaFrame))
    }

    @Test("a region confined inside the side bar sees an empty safe area inside itself")
    func confinedInsideSideBar() {
        let book = Builtins.space("iphone-duo", .book)
        let bar = book.confined(to: CGRect(x: 900, y: 0, width: 51, height: 669))   // the trailing 56-pt bar holds x 895 … 951
        #expect(bar.safeAreaInsets.right == 51 && bar.safeAreaInsets.left == 0)
        #expect(bar.bounds.containsRect(bar.safeAreaFrame))
    }
}
