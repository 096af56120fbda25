import Foundation
import Testing
import FoldKit

/// The code in the DocC articles (Sources/FoldKit/FoldKit.docc), compiled and checked against the
/// values their comments state (STYLE 15: only example code that compiles appears in the docs).
@Suite("DocC article examples")
struct DocumentationExampleTests {
    @Test("GettingStarted: the fold, the regions a view sees, the list–detail rule in both directions")
    func gettingStarted() throws {
        let duo = try DeviceProfile.builtIn("iphone-duo")
        let book = try duo.resolve(try duo.state(for: .book))
        let fold = try #require(book.fold())
        #expect(fold.posture == .book && fold.frame == CGRect(x: 455.5, y: 0, width: 40, height: 669))
        let detail = CGRect(x: 475.5, y: 0, width: 475.5, height: 669)
        let seen = book.reservedRegions(in: detail)
        #expect(seen.map(\.id) == ["fold"] && seen.first?.frame == CGRect(x: -20, y: 0, width: 40, height: 669))  // −20 = 455.5 − 475.5
        let garage = try ListDetailStyle().solve(ArrangementRequest(space: book, bounds: book.bounds))
        #expect(garage.kind == .columns && garage.list.frame == CGRect(x: 0, y: 0, width: 475.5, height: 669))  // 475.5 = 455.5 + 40 / 2
        let rtl = try duo.resolve(try duo.state(for: .book), layoutDirection: .rightToLeft)
        let mirrored = try ListDetailStyle().solve(ArrangementRequest(space: rtl, bounds: rtl.bounds))
        #expect(mirrored.list.frame == CGRect(x: 475.5, y: 0, width: 475.5, height: 669))  // 475.5 = 951 − 475.5
    }

    @Test("ReservedRegions: the usable panes either side of the fold")
    func reservedRegions() throws {
        let duo = try DeviceProfile.builtIn("iphone-duo")
        let book = try duo.resolve(try duo.state(for: .book))
        #expect(book.reservedRegions(kind: .division, options: .includeInactive).map(\.id) == ["fold"])
        let panes = UsableRegions(container: book.safeAreaFrame, regions: book.regions).regions
        #expect(panes == [CGRect(x: 0, y: 0, width: 455.5, height: 649), CGRect(x: 495.5, y: 0, width: 399.5, height: 649)])
        var visited: [ReservedRegion] = []
        book.forEachReservedRegion(kind: .division) { visited.append($0) }
        #expect(visited == book.reservedRegions(kind: .division))
    }

    /// README's "Using the library", line for line: every value it makes is used, so the snippet
    /// pasted whole compiles without a warning, and its comments state these values.
    @Test("README: Using the library")
    func readmeUsingTheLibrary() throws {
        let duo = try DeviceProfile.builtIn("iphone-duo")
        let space = try duo.resolve(try duo.state(for: .book))
        let fold = try #require(space.fold())
        #expect("\(fold.posture) \(Format.rect(fold.frame))" == "book (455.5, 0, 40, 669)")
        let divisions = space.reservedRegions(kind: .division, options: .includeInactive)
        #expect(divisions.map(\.id) == ["fold"])
        let trip = try SplitArrangement().solve(ArrangementRequest(space: space, bounds: space.safeAreaFrame))
        let primary = try #require(trip.primary.frame), secondary = try #require(trip.secondary.frame)
        #expect("\(Format.rect(primary)) \(Format.rect(secondary))" == "(0, 0, 455.5, 649) (495.5, 0, 399.5, 649)")
        let rtl = try duo.resolve(try duo.state(for: .book), layoutDirection: .rightToLeft)
        let mirrored = try SplitArrangement().solve(ArrangementRequest(space: rtl, bounds: rtl.safeAreaFrame))
        #expect((mirrored.primary.frame.map(Format.rect) ?? "hidden") == "(495.5, 0, 399.5, 649)")
    }

    @Test("Arrangements: the trip player split at the fold")
    func arrangements() throws {
        let duo = try DeviceProfile.builtIn("iphone-duo")
        let book = try duo.resolve(try duo.state(for: .book))
        let trip = try SplitArrangement().solve(ArrangementRequest(space: book, bounds: book.safeAreaFrame))
        #expect(trip.primary.frame == CGRect(x: 0, y: 0, width: 455.5, height: 649))
        #expect(trip.secondary.frame == CGRect(x: 495.5, y: 0, width: 399.5, height: 649))  // 399.5 = 895 − 495.5
    }

    @Test("DisplacementAndGrids: the refuel button moves to the touch surface")
    func displacement() throws {
        let duo = try DeviceProfile.builtIn("iphone-duo")
        let tabletop = try duo.resolve(try duo.state(for: .tabletop))
        let placed = try Displacement.solve(DisplacementRequest(space: tabletop, frame: CGRect(x: 270, y: 440, width: 130, height: 50),
                                                            purpose: .interactive))
        #expect(placed.frame == CGRect(x: 270, y: 495.5, width: 130, height: 50) && placed.reason == .touchSurface)  // 495.5: the fold's bottom
        let book = try duo.resolve(try duo.state(for: .book))
        let grid = try GridSolver.solve(GridRequest(space: book, itemCount: 12, minItemWidth: 150))
        #expect(grid.columns == 4)
        let flat = try GridSolver.solve(GridRequest(space: try duo.resolve(try duo.state(for: .flat)), itemCount: 12, minItemWidth: 150))
        #expect(flat.columns == grid.columns)
        #expect(grid.itemFrames.prefix(4).filter { $0.maxX <= 455.5 }.count == 2)   // two left of the fold (x 455.5)
    }
}
