import Foundation
import FoldKit

/// The engine's cases: region queries and the physical floor the grid is compared with.
enum EngineCases {
    static func all() throws -> [BenchmarkCase] {
        let duo = try DeviceProfile.builtIn("iphone-duo")
        let book = try duo.resolve(try duo.state(for: .book))
        var cases: [BenchmarkCase] = [
            BenchmarkCase(name: "regions.query", n: 1) {
                book.reservedRegions(kind: .division).count
            },
            BenchmarkCase(name: "regions.fold", n: 1) {
                book.fold() == nil ? 0 : 1
            },
        ]
        for n in [100, 1_000, 10_000, 100_000] {
            var buffer = [CGRect](repeating: .zero, count: n)
            cases.append(BenchmarkCase(name: "floor.rects", n: n) {
                buffer.withUnsafeMutableBufferPointer { rects in
                    for i in 0..<n {
                        rects[i] = CGRect(x: CGFloat(i & 3) * 200, y: CGFloat(i >> 2) * 200, width: 187.75, height: 187.75)
                    }
                }
                return Int(buffer[n - 1].minX)
            })
        }
        return cases
    }
}
