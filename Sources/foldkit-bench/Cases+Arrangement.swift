import Foundation
import FoldKit

/// The two-view solvers on the Duo: the split style in book and flat, the overlay style in
/// tabletop, the list–detail rule and the split view in book (targets: < 100 ns, 0 allocations).
enum ArrangementCases {
    static func all() throws -> [BenchmarkCase] {
        let book = try Spaces.duo(.book), flat = try Spaces.duo(.flat), tabletop = try Spaces.duo(.tabletop)
        let split = SplitArrangement(), overlay = OverlayArrangement()
        let bookRequest = ArrangementRequest(space: book, bounds: book.safeAreaFrame)
        let flatRequest = ArrangementRequest(space: flat, bounds: flat.safeAreaFrame)
        let tabletopRequest = ArrangementRequest(space: tabletop, bounds: tabletop.safeAreaFrame)
        let listDetailRequest = ArrangementRequest(space: book, bounds: book.bounds)
        let listDetail = ListDetailStyle(), splitView = SplitViewStyle()
        return [
            BenchmarkCase(name: "arrangement.split.book", n: 1) { Int((try? split.solve(bookRequest))?.primary.frame?.maxX ?? 0) },
            BenchmarkCase(name: "arrangement.split.flat", n: 1) { Int((try? split.solve(flatRequest))?.primary.frame?.maxX ?? 0) },
            BenchmarkCase(name: "arrangement.overlay.tabletop", n: 1) { Int((try? overlay.solve(tabletopRequest))?.primary.frame?.maxY ?? 0) },
            BenchmarkCase(name: "listDetail.book", n: 1) { Int((try? listDetail.solve(listDetailRequest))?.list.frame.maxX ?? 0) },
            BenchmarkCase(name: "splitView.book", n: 1) { Int((try? splitView.solve(listDetailRequest))?.primary.maxX ?? 0) },
        ]
    }
}
