import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// The invalid-input policy for the two-view solvers (<doc:InvalidInput>): every `solve` checks its
/// request and settings first and throws an ``ArrangementError`` naming the value; it never traps
/// and never solves with a value replaced. Zero sizes are valid (an empty container).
@Suite("Invalid input: arrangements, list–detail, split view")
struct TwoViewInvalidInputTests {
    /// The four solvers that take an ``ArrangementRequest``.
    enum Solver: String, CaseIterable, Sendable {
        case split, overlay, listDetail, splitView

        /// Solves `request` with default settings, discarding the result.
        func solve(_ request: ArrangementRequest) throws(ArrangementError) {
            switch self {
            case .split: _ = try SplitArrangement().solve(request)
            case .overlay: _ = try OverlayArrangement().solve(request)
            case .listDetail: _ = try ListDetailStyle().solve(request)
            case .splitView: _ = try SplitViewStyle().solve(request)
            }
        }
    }

    struct RequestCase: Sendable, CustomTestStringConvertible {
        var id: String
        var change: @Sendable (inout ArrangementRequest) -> Void
        /// The error expected; nil when the value is valid.
        var expected: ArrangementError?
        var testDescription: String { id }
    }

    /// The Duo in book posture, its safe area as the container: an active fold at index 0.
    static func book() -> ArrangementRequest {
        let space = Builtins.space("iphone-duo", .book)
        return ArrangementRequest(space: space, bounds: space.safeAreaFrame)
    }

    static let requestCases: [RequestCase] = [
        RequestCase(id: "bounds x NaN", change: { $0.bounds.origin.x = .nan }, expected: .invalidBounds(CGRect(x: CGFloat.nan, y: 0, width: 895, height: 649))),
        RequestCase(id: "bounds width +inf", change: { $0.bounds.size.width = .infinity }, expected: .invalidBounds(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 649))),
        RequestCase(id: "bounds y -inf", change: { $0.bounds.origin.y = -.infinity }, expected: .invalidBounds(CGRect(x: 0, y: -CGFloat.infinity, width: 895, height: 649))),
        RequestCase(id: "bounds negative height", change: { $0.bounds.size.height = -1 }, expected: .invalidBounds(CGRect(x: 0, y: 0, width: 895, height: -1))),
        RequestCase(id: "bounds zero width (valid: empty)", change: { $0.bounds.size.width = 0 }, expected: nil),
        RequestCase(id: "scale NaN", change: { $0.space.scale = .nan }, expected: .invalidScale(.nan)),
        RequestCase(id: "scale +inf", change: { $0.space.scale = .infinity }, expected: .invalidScale(.infinity)),
        RequestCase(id: "scale negative", change: { $0.space.scale = -3 }, expected: .invalidScale(-3)),
        RequestCase(id: "scale zero (valid: no snapping)", change: { $0.space.scale = 0 }, expected: nil),
        RequestCase(id: "safe area NaN", change: { $0.space.safeAreaInsets.bottom = .nan }, expected: .invalidSafeArea(CGRect(x: 0, y: 0, width: 895, height: CGFloat.nan))),
        // width −10 = 951 − 961: the space's safe area less its trailing inset.
        RequestCase(id: "safe area negative width", change: { $0.space.safeAreaInsets.right = 961 }, expected: .invalidSafeArea(CGRect(x: 0, y: 0, width: -10, height: 649))),
        RequestCase(id: "division frame NaN", change: { $0.space.regions[0].frame.origin.x = .nan },
                    expected: .invalidRegionFrame(index: 0, CGRect(x: CGFloat.nan, y: 0, width: 40, height: 669))),
        RequestCase(id: "division frame -inf height", change: { $0.space.regions[0].frame.size.height = -.infinity },
                    expected: .invalidRegionFrame(index: 0, CGRect(x: 455.5, y: 0, width: 40, height: -CGFloat.infinity))),
        RequestCase(id: "division frame negative width", change: { $0.space.regions[0].frame.size.width = -40 },
                    expected: .invalidRegionFrame(index: 0, CGRect(x: 455.5, y: 0, width: -40, height: 669))),
        RequestCase(id: "division zero width (valid: a zero-width fold)", change: { $0.space.regions[0].frame.size.width = 0 }, expected: nil),
    ]

    @Test("a request's invalid value is thrown by every two-view solver; valid zeros solve",
          arguments: Solver.allCases, requestCases)
    func request(_ solver: Solver, _ c: RequestCase) throws {
        var request = Self.book()
        c.change(&request)
        // NaN never equals itself: compare the messages, which spell it `nan`.
        try expectFault(c.expected?.message, message: \ArrangementError.message) { () throws(ArrangementError) in try solver.solve(request) }
        try expectFault(c.expected?.message, message: \ArrangementError.message) { () throws(ArrangementError) in try request.validate() }
    }

    struct SettingCase: Sendable, CustomTestStringConvertible {
        var id: String
        var solve: @Sendable (ArrangementRequest) throws(ArrangementError) -> Void
        var expected: String?
        var testDescription: String { id }
    }

    /// A solve of `settings` changed by `change` (the defaults otherwise).
    static func solving<Settings: Sendable>(_ settings: Settings, _ change: @escaping @Sendable (inout Settings) -> Void,
                                            _ solve: @escaping @Sendable (Settings, ArrangementRequest) throws(ArrangementError) -> Void)
        -> @Sendable (ArrangementRequest) throws(ArrangementError) -> Void {
        { request throws(ArrangementError) in
            var changed = settings
            change(&changed)
            try solve(changed, request)
        }
    }

    static func split(_ change: @escaping @Sendable (inout SplitArrangement) -> Void) -> @Sendable (ArrangementRequest) throws(ArrangementError) -> Void {
        solving(SplitArrangement(), change) { (style, request) throws(ArrangementError) in _ = try style.solve(request) }
    }

    static func overlay(_ change: @escaping @Sendable (inout OverlayArrangement) -> Void) -> @Sendable (ArrangementRequest) throws(ArrangementError) -> Void {
        solving(OverlayArrangement(), change) { (style, request) throws(ArrangementError) in _ = try style.solve(request) }
    }

    static func listDetail(_ change: @escaping @Sendable (inout ListDetailStyle) -> Void) -> @Sendable (ArrangementRequest) throws(ArrangementError) -> Void {
        solving(ListDetailStyle(), change) { (rule, request) throws(ArrangementError) in _ = try rule.solve(request) }
    }

    static func splitView(_ change: @escaping @Sendable (inout SplitViewStyle) -> Void) -> @Sendable (ArrangementRequest) throws(ArrangementError) -> Void {
        solving(SplitViewStyle(), change) { (layout, request) throws(ArrangementError) in _ = try layout.solve(request) }
    }

    static let settingCases: [SettingCase] = [
        SettingCase(id: "split ratio NaN", solve: split { $0.ratio = .nan }, expected: "ratio must be strictly between 0 and 1, got nan"),
        SettingCase(id: "split ratio +inf", solve: split { $0.ratio = .infinity }, expected: "ratio must be strictly between 0 and 1, got inf"),
        SettingCase(id: "split ratio -inf", solve: split { $0.ratio = -.infinity }, expected: "ratio must be strictly between 0 and 1, got -inf"),
        SettingCase(id: "split ratio 0", solve: split { $0.ratio = 0 }, expected: "ratio must be strictly between 0 and 1, got 0"),
        SettingCase(id: "split ratio 1.5", solve: split { $0.ratio = 1.5 }, expected: "ratio must be strictly between 0 and 1, got 1.5"),
        SettingCase(id: "split ratio -0.5", solve: split { $0.ratio = -0.5 }, expected: "ratio must be strictly between 0 and 1, got -0.5"),
        SettingCase(id: "split spacing NaN", solve: split { $0.spacing = .nan }, expected: "spacing must be a finite number ≥ 0, got nan"),
        SettingCase(id: "split spacing -1", solve: split { $0.spacing = -1 }, expected: "spacing must be a finite number ≥ 0, got -1"),
        SettingCase(id: "split spacing 0 (valid)", solve: split { $0.spacing = 0 }, expected: nil),
        SettingCase(id: "split width NaN points", solve: split { $0.primary.width.preferred = .absolute(.nan) },
                    expected: "primary width must be points ≥ 0 or a percentage from 0% to 100%, got nan"),
        SettingCase(id: "split width +inf points", solve: split { $0.secondary.width.maximum = .absolute(.infinity) },
                    expected: "secondary width must be points ≥ 0 or a percentage from 0% to 100%, got inf"),
        SettingCase(id: "split height -1 points", solve: split { $0.primary.height.minimum = .absolute(-1) },
                    expected: "primary height must be points ≥ 0 or a percentage from 0% to 100%, got -1"),
        SettingCase(id: "split width 150 %", solve: split { $0.primary.width.preferred = .fractional(1.5) },
                    expected: "primary width must be points ≥ 0 or a percentage from 0% to 100%, got 150%"),
        SettingCase(id: "split width 0 (valid)", solve: split { $0.primary.width.preferred = .absolute(0) }, expected: nil),
        SettingCase(id: "split priority NaN", solve: split { $0.primary.layoutPriority = .nan }, expected: "primary priority must be finite, got nan"),
        SettingCase(id: "split priority -inf", solve: split { $0.secondary.layoutPriority = -.infinity }, expected: "secondary priority must be finite, got -inf"),
        SettingCase(id: "split priority negative (valid)", solve: split { $0.secondary.layoutPriority = -5 }, expected: nil),
        SettingCase(id: "split ideal NaN", solve: split { $0.primary.idealSize = CGSize(width: CGFloat.nan, height: 1) },
                    expected: "primary ideal size must be finite and ≥ 0, got nan × 1"),
        SettingCase(id: "overlay spacing +inf", solve: overlay { $0.spacing = .infinity }, expected: "spacing must be a finite number ≥ 0, got inf"),
        SettingCase(id: "overlay ideal negative", solve: overlay { $0.primary.idealSize = CGSize(width: 300, height: -120) },
                    expected: "primary ideal size must be finite and ≥ 0, got 300 × -120"),
        SettingCase(id: "overlay ideal zero (valid)", solve: overlay { $0.primary.idealSize = .zero }, expected: nil),
        SettingCase(id: "list–detail list minimum NaN", solve: listDetail { $0.listMinimumWidth = .nan },
                    expected: "list–detail listMinimumWidth must be a finite number of points ≥ 0, got nan"),
        SettingCase(id: "list–detail detail minimum -1", solve: listDetail { $0.detailMinimumWidth = -1 },
                    expected: "list–detail detailMinimumWidth must be a finite number of points ≥ 0, got -1"),
        SettingCase(id: "list–detail maximum +inf", solve: listDetail { $0.listMaximumWidth = .infinity },
                    expected: "list–detail listMaximumWidth must be a finite number of points ≥ listMinimumWidth, got inf"),
        SettingCase(id: "list–detail maximum below minimum", solve: listDetail { $0.listMaximumWidth = 300 },
                    expected: "list–detail listMaximumWidth must be a finite number of points ≥ listMinimumWidth, got 300"),
        SettingCase(id: "list–detail fraction 1.5", solve: listDetail { $0.listFraction = 1.5 },
                    expected: "list–detail listFraction must be a finite fraction from 0 to 1, got 1.5"),
        SettingCase(id: "list–detail fraction -inf", solve: listDetail { $0.listFraction = -.infinity },
                    expected: "list–detail listFraction must be a finite fraction from 0 to 1, got -inf"),
        SettingCase(id: "list–detail zero minimums (valid)", solve: listDetail { $0.listMinimumWidth = 0; $0.detailMinimumWidth = 0 }, expected: nil),
        SettingCase(id: "split view preferred NaN", solve: splitView { $0.preferredPrimaryWidth = .absolute(.nan) },
                    expected: "primary width must be points ≥ 0 or a percentage from 0% to 100%, got nan"),
        SettingCase(id: "split view preferred 200 %", solve: splitView { $0.preferredPrimaryWidth = .fractional(2) },
                    expected: "primary width must be points ≥ 0 or a percentage from 0% to 100%, got 200%"),
        SettingCase(id: "split view minimum -inf", solve: splitView { $0.minimumPrimaryWidth = .absolute(-.infinity) },
                    expected: "primary width must be points ≥ 0 or a percentage from 0% to 100%, got -inf"),
        SettingCase(id: "split view minimum above maximum", solve: splitView { $0.minimumPrimaryWidth = .absolute(400); $0.maximumPrimaryWidth = .absolute(300) },
                    expected: "primary width minimum 400 exceeds its maximum 300"),
        SettingCase(id: "split view preferred 0 (valid)", solve: splitView { $0.preferredPrimaryWidth = .absolute(0) }, expected: nil),
    ]

    @Test("an invalid setting is thrown, named with its value; valid edge values solve",
          arguments: settingCases, [PosturePreset.flat, .book])
    func setting(_ c: SettingCase, _ preset: PosturePreset) throws {
        let space = Builtins.space("iphone-duo", preset)
        let request = ArrangementRequest(space: space, bounds: space.safeAreaFrame)
        try expectFault(c.expected, message: \ArrangementError.message) { () throws(ArrangementError) in try c.solve(request) }
    }

    @Test("the split view reports a minimum above a maximum of the other kind in its container")
    func splitViewMinimumBeatsMaximum() throws {
        let space = Builtins.space("iphone-duo", .flat)
        let request = ArrangementRequest(space: space, bounds: space.safeAreaFrame)
        // 400 pt against 40 % of 895 = 358 pt: the minimum wins, reported.
        let layout = SplitViewStyle(minimumPrimaryWidth: .absolute(400), maximumPrimaryWidth: .fractional(0.4))
        let result = try layout.solve(request)
        #expect(result.primary.width == DuoNumbers.grid.snap(400) && result.adjustments == .minimumBeatsMaximum)
        #expect(splitViewViolations(result, in: request).isEmpty)
    }
}
