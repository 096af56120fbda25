import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// The seeds' displacement examples that are not covered elsewhere [S1][S4].
@Suite("Displacement: seed examples")
struct DisplacementSeedTests {
    @Test("A focused search bar stays above the view it searches; its width follows the fold [S1][S4]",
          arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func focusedSearchBar(direction: LayoutDirection) throws {
        let book = Builtins.space("iphone-duo", .book)
        let searchBar = CGRect(x: 16, y: 8, width: 895 - 32, height: 44)
        // The results list is the leading column: left in LTR, right in RTL.
        let results = direction == .leftToRight ? CGRect(x: 0, y: 60, width: 455.5, height: 589) : CGRect(x: 495.5, y: 60, width: 399.5, height: 589)
        let request = DisplacementRequest(space: book.with(layoutDirection: direction), frame: searchBar, purpose: .contextual, anchor: results)
        let result = try Displacement.solve(request)
        #expect(result.frame == CGRect(x: results.minX, y: 8, width: results.width, height: 44))   // the region's width
        #expect(result.frame.maxY <= results.minY)                                                // still above it
        #expect(result.fit == .shrunk)
        #expect(DisplacementInvariants.violations(result, for: request).isEmpty)
        let flat = try Displacement.solve(DisplacementRequest(space: Builtins.space("iphone-duo", .flat).with(layoutDirection: direction), frame: searchBar, purpose: .contextual,
                                                          anchor: CGRect(x: 0, y: 60, width: 895, height: 589)))
        #expect(flat.frame == searchBar)   // open flat: the whole width again
    }

    @Test("An element moved in every posture stays reachable: never removed, never outside the safe area [S1]",
          arguments: PosturePreset.allCases)
    func neverRemoved(preset: PosturePreset) throws {
        let space = Builtins.space("iphone-duo", preset)
        let centred = CGRect(x: space.safeAreaFrame.midX - 150, y: space.safeAreaFrame.midY - 30, width: 300, height: 60)
        for purpose in DisplacementPurpose.allCases {
            let request = DisplacementRequest(space: space, frame: centred, purpose: purpose, anchor: space.safeAreaFrame)
            let result = try Displacement.solve(request)
            #expect(DisplacementInvariants.violations(result, for: request).isEmpty, "\(purpose)")
            #expect(purpose == .scrolling || space.safeAreaFrame.containsRect(result.frame))
        }
    }
}
