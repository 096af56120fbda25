import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// A laptop-style foldable: one display, called `main`, with a hinge and a fold (PROFILE.md
/// amended, SPEC 2.1, 2.4). The one display is active in every state; `book` and `tabletop` pick
/// its orientation by the fold's direction, as they do for an `inner` display.
@Suite("Profiles: one main display with a hinge (a laptop-style foldable)")
struct LaptopFoldableTests {
    /// 1280 × 960 pt in its natural landscape orientation at scale 2, a 40-pt fold running top to
    /// bottom at x 620 = (1280 − 40) / 2, margins 12 each side, active only while partially folded.
    static let json = """
    {
      "id": "laptop-foldable", "name": "Laptop-style foldable", "source": "a test fixture",
      "hinge": {"closedBelow": 10, "flatFrom": 160, "inactiveDivisionFrame": "full"},
      "displays": [{
        "id": "main", "naturalSize": {"width": 1280, "height": 960}, "scale": 2,
        "sizeClasses": {"landscape": {"horizontal": "regular", "vertical": "regular"},
                        "portrait": {"horizontal": "regular", "vertical": "regular"}},
        "safeAreaInsets": {"landscape": {"top": 24, "left": 0, "bottom": 20, "right": 0},
                           "portrait": {"top": 24, "left": 0, "bottom": 20, "right": 0}},
        "regions": [{"id": "fold", "kind": "division", "frame": {"x": 620, "y": 0, "width": 40, "height": 960},
                     "margins": {"top": 0, "left": 12, "bottom": 0, "right": 12}, "activation": "partiallyFolded"}]
      }]
    }
    """

    static func profile() throws -> DeviceProfile { try DeviceProfile.decode(Data(json.utf8)) }

    struct PresetCase: Sendable, CustomTestStringConvertible {
        var preset: PosturePreset
        var orientation: Orientation
        var posture: DevicePosture
        /// The fold's frame in the window (active or not), from SPEC 2.4's rotation rule.
        var fold: CGRect
        var isActive: Bool
        var testDescription: String { preset.rawValue }
    }

    static let presets: [PresetCase] = [
        PresetCase(preset: .flat, orientation: .landscape, posture: .flat, fold: CGRect(x: 620, y: 0, width: 40, height: 960), isActive: false),
        // Rotated: x' = minY = 0, y' = W − maxX = 1280 − 660 = 620, w' = 960, h' = 40.
        PresetCase(preset: .flatRotated, orientation: .portrait, posture: .flat, fold: CGRect(x: 0, y: 620, width: 960, height: 40), isActive: false),
        // The fold runs top to bottom in the natural orientation: book keeps it.
        PresetCase(preset: .book, orientation: .landscape, posture: .book, fold: CGRect(x: 620, y: 0, width: 40, height: 960), isActive: true),
        // Tabletop wants it side to side: the rotated orientation.
        PresetCase(preset: .tabletop, orientation: .portrait, posture: .tabletop, fold: CGRect(x: 0, y: 620, width: 960, height: 40), isActive: true),
    ]

    @Test("it loads, and each open preset resolves on the main display with the posture from the fold", arguments: presets)
    func resolves(_ c: PresetCase) throws {
        let profile = try Self.profile()
        let state = try profile.state(for: c.preset)
        #expect(state.orientation == c.orientation)
        let space = try profile.resolve(state)
        #expect(space.display == .main && space.posture == c.posture)
        let fold = try #require(space.regions.first { $0.id == "fold" })
        #expect(fold.frame == c.fold && fold.isActive == c.isActive)
        #expect(RegionInvariants.violations(space, profile: profile) == [])
    }

    @Test("closed presets need an outer display: refused with a reason, not resolved on the main display",
          arguments: [PosturePreset.closed, .closedLandscape])
    func closedRefused(_ preset: PosturePreset) throws {
        let profile = try Self.profile()
        #expect(!profile.supportedPresets.contains(preset))
        let error = #expect(throws: PresetError.self) { try profile.state(for: preset) }
        #expect(error?.preset == preset && error?.reason == "it has no outer display")
    }

    @Test("the main display is the active one at every hinge angle, closed included")
    func mainAlwaysActive() throws {
        let profile = try Self.profile()
        #expect(profile.supportedPresets == [.flat, .flatRotated, .book, .tabletop])
        for angle in [0.0, 5, 90, 180] {
            let space = try profile.resolve(DeviceState(hingeAngle: angle, orientation: .landscape))
            #expect(space.display == .main && space.displaySize == CGSize(width: 1280, height: 960), "\(angle)°")
        }
    }
}
