import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// Invalid grid requests are typed errors, never traps (SPEC 6; CLI.md "never a crash").
@Suite("Grid validation")
struct GridValidationTests {
    /// A valid request on the Duo in book, to break one field at a time.
    static let valid = GridRequest(space: Builtins.space("iphone-duo", .book), itemCount: 12, minItemWidth: 150)

    /// One broken field and the error it must give.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var change: @Sendable (inout GridRequest) -> Void
        var expected: GridError
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "NaN bounds", change: { $0.bounds.origin.x = .nan },
             expected: .invalidValue(.bounds, value: "(nan, 0, 895, 649)", requirement: "a finite rect of positive size")),
        Case(name: "empty bounds", change: { $0.bounds.size.width = 0 },
             expected: .invalidValue(.bounds, value: "(0, 0, 0, 649)", requirement: "a finite rect of positive size")),
        Case(name: "negative item count", change: { $0.itemCount = -1 }, expected: .tooManyItems(-1, limit: 1_000_000)),
        Case(name: "a billion items", change: { $0.itemCount = 1_000_000_000 }, expected: .tooManyItems(1_000_000_000, limit: 1_000_000)),
        Case(name: "zero min width", change: { $0.minItemWidth = 0 },
             expected: .invalidValue(.minItemWidth, value: "0", requirement: "finite and > 0")),
        Case(name: "infinite min width", change: { $0.minItemWidth = .infinity },
             expected: .invalidValue(.minItemWidth, value: "inf", requirement: "finite and > 0")),
        Case(name: "negative aspect", change: { $0.itemAspect = -1 },
             expected: .invalidValue(.itemAspect, value: "-1", requirement: "finite and > 0")),
        Case(name: "NaN aspect", change: { $0.itemAspect = .nan },
             expected: .invalidValue(.itemAspect, value: "nan", requirement: "finite and > 0")),
        Case(name: "negative spacing", change: { $0.spacing = -8 },
             expected: .invalidValue(.spacing, value: "-8", requirement: "finite and ≥ 0")),
        Case(name: "negative margin", change: { $0.margin = -0.5 },
             expected: .invalidValue(.margin, value: "-0.5", requirement: "finite and ≥ 0")),
        Case(name: "negative scale", change: { $0.space.scale = -3 },
             expected: .invalidValue(.scale, value: "-3", requirement: "finite and ≥ 0")),
        Case(name: "NaN division frame", change: { $0.space.regions[0].frame.size.width = .nan },
             expected: .invalidValue(.regionFrame(0), value: "(455.5, 0, nan, 669)", requirement: "a finite rect of size ≥ 0")),
        Case(name: "negative-size division frame", change: { $0.space.regions[0].frame.size.width = -40 },
             expected: .invalidValue(.regionFrame(0), value: "(455.5, 0, -40, 669)", requirement: "a finite rect of size ≥ 0")),
        Case(name: "infinite spacing", change: { $0.spacing = .infinity },
             expected: .invalidValue(.spacing, value: "inf", requirement: "finite and ≥ 0")),
        Case(name: "-inf margin", change: { $0.margin = -.infinity },
             expected: .invalidValue(.margin, value: "-inf", requirement: "finite and ≥ 0")),
        Case(name: "margins wider than the bounds", change: { $0.margin = 500 },
             expected: .noRoom("bounds 895 wide leave no width inside margins of 500")),
        Case(name: "margins taller than a non-scrolling grid", change: { $0.margin = 400; $0.scrolls = false },
             expected: .noRoom("bounds 649 high leave no height inside margins of 400 for a grid that does not scroll")),
        Case(name: "a million rows that do not scroll", change: { $0.itemCount = 1_000_000; $0.scrolls = false },
             expected: .noRoom("250000 rows with spacing 8 do not fit a grid that does not scroll, 617 high inside the margins")),
    ]

    @Test("an invalid field is a typed error naming it", arguments: cases)
    func invalid(_ scenario: Case) {
        var request = Self.valid
        scenario.change(&request)
        #expect(throws: scenario.expected) { try GridSolver.solve(request) }
    }

    @Test("messages are one line naming the field and value")
    func messages() {
        #expect(GridError.invalidValue(.margin, value: "-1", requirement: "finite and ≥ 0").message == "grid margin must be finite and ≥ 0, got -1")
        #expect(GridError.tooManyItems(1_000_000_000, limit: 1_000_000).message == "grid itemCount 1000000000 is out of range 0…1000000")
        #expect(GridError.invalidValue(.regionFrame(2), value: "(nan, 0, 1, 1)", requirement: "a finite rect").message.contains("regions[2].frame"))
    }

    @Test("occlusions are not the grid's business: a broken camera frame is ignored")
    func occlusionIgnored() throws {
        var request = Self.valid
        request.space.regions.append(ReservedRegion(id: "camera", kind: .occlusion, frame: CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4), isActive: true))
        #expect(try GridSolver.solve(request).columns == 4)
    }

    @Test("zero items: no rows, no frames, no content height")
    func empty() throws {
        var request = Self.valid
        request.itemCount = 0
        let layout = try GridSolver.solve(request)
        #expect(layout.rows == 0 && layout.itemFrames.isEmpty && layout.contentSize.height == 0 && layout.columns == 4)
    }

    @Test("extreme but finite values never trap: a layout or a typed error")
    func extremes() {
        let huge = CGFloat.greatestFiniteMagnitude / 4
        let values: [CGFloat] = [0, .leastNonzeroMagnitude, 1e-300, 1e-9, 0.5, 1e9, 1e300, huge]
        var outcomes = 0
        for width in values where width > 0 {
            for spacing in values {
                for minWidth in values where minWidth > 0 {
                    for aspect in [1e-300, 1, 1e300] as [CGFloat] {
                        for scrolls in [true, false] {
                            let bounds = CGRect(x: 0, y: 0, width: width, height: 600)
                            let space = LayoutSpace(scale: 3, window: bounds, regions: Self.valid.space.regions)
                            let request = GridRequest(space: space, bounds: bounds, itemCount: 1000, minItemWidth: minWidth,
                                                      itemAspect: aspect, spacing: spacing, margin: 0, scrolls: scrolls)
                            do throws(GridError) {
                                let layout = try GridSolver.solve(request)
                                #expect(layout.itemFrames.count == 1000)
                                #expect(layout.itemFrames.allSatisfy { $0.isFiniteRect })
                            } catch {
                                let message = error.message
                                #expect(!message.isEmpty)
                            }
                            outcomes += 1
                        }
                    }
                }
            }
        }
        #expect(outcomes == 7 * 8 * 7 * 3 * 2)
    }
}
