import Foundation
import FoldKit

/// The fold-aware grid on the Duo in book at 100 … 100 000 items (target: linear, within 4× of
/// `floor.rects` per item at 10 000 and 100 000).
enum GridCases {
    static func all() throws -> [BenchmarkCase] {
        let book = try Spaces.duo(.book)
        return FloorCases.sizes.map { n in
            let request = GridRequest(space: book, itemCount: n, minItemWidth: 120)
            return BenchmarkCase(name: "grid.book", n: n) { (try? GridSolver.solve(request))?.itemFrames.count ?? 0 }
        }
    }
}
