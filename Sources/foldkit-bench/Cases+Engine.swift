import Foundation
import FoldKit

/// Region queries on the Duo in book (one view, the whole window): the array form, the
/// allocation-free visitor and the fold (target: < 100 ns).
enum RegionCases {
    static func all() throws -> [BenchmarkCase] {
        let book = try Spaces.duo(.book)
        return [
            BenchmarkCase(name: "regions.query", n: 1) {
                book.reservedRegions(kind: .division).count
            },
            BenchmarkCase(name: "regions.forEach", n: 1) {
                var count = 0
                book.forEachReservedRegion(kind: .division) { _ in count += 1 }
                return count
            },
            BenchmarkCase(name: "regions.fold", n: 1) {
                book.fold() == nil ? 0 : 1
            },
        ]
    }
}

/// The physical floor the grid is compared with: a tight loop that only writes `n` rectangles
/// into a preallocated array.
enum FloorCases {
    static let sizes = [100, 1_000, 10_000, 100_000]

    static func all() -> [BenchmarkCase] {
        sizes.map { n in
            var buffer = [CGRect](repeating: .zero, count: n)
            return BenchmarkCase(name: "floor.rects", n: n) {
                buffer.withUnsafeMutableBufferPointer { rects in
                    for i in 0..<n {
                        rects[i] = CGRect(x: CGFloat(i & 3) * 200, y: CGFloat(i >> 2) * 200, width: 187.75, height: 187.75)
                    }
                }
                return Int(buffer[n - 1].minX)
            }
        }
    }
}
