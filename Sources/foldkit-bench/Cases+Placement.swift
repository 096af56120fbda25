import Foundation
import FoldKit

/// The placement cases: presentations, displacement of one element and of groups of 2 and 100
/// members, on the Duo in book and tabletop (the contract cases' inputs).
enum PlacementCases {
    static func all() throws -> [BenchmarkCase] {
        let book = try Spaces.duo(.book), tabletop = try Spaces.duo(.tabletop)
        let element = DisplacementRequest(space: book, frame: CGRect(x: 400, y: 300, width: 120, height: 44), purpose: .interactive)
        let clear = DisplacementRequest(space: book, frame: CGRect(x: 100, y: 300, width: 120, height: 44), purpose: .interactive)
        let pair = DisplacementGroupRequest(space: book, frames: [CGRect(x: 300, y: 150, width: 300, height: 300), CGRect(x: 610, y: 150, width: 220, height: 200)],
                                            purpose: .contextual, anchor: CGRect(x: 300, y: 150, width: 300, height: 300))
        // 100 tiles of 30 × 20 in a 10 × 10 block straddling the fold (x 300 … 600).
        let tiles = (0..<100).map { CGRect(x: 300 + CGFloat($0 % 10) * 30, y: 150 + CGFloat($0 / 10) * 20, width: 30, height: 20) }
        let hundred = DisplacementGroupRequest(space: book, frames: tiles, purpose: .contextual, anchor: tiles[0])
        let alert = PresentationRequest(kind: .alert, size: CGSize(width: 270, height: 150), space: tabletop)
        let popover = PresentationRequest(kind: .popover, size: CGSize(width: 300, height: 200), anchor: CGRect(x: 380, y: 200, width: 60, height: 30), space: book)
        return [
            BenchmarkCase(name: "placement.popover", n: 1) { Int((try? Presentation.solve(popover))?.frame.minX ?? 0) },
            BenchmarkCase(name: "placement.alert", n: 1) { Int((try? Presentation.solve(alert))?.frame.minX ?? 0) },
            BenchmarkCase(name: "displacement.element", n: 1) { Int((try? Displacement.solve(element))?.frame.minX ?? 0) },
            BenchmarkCase(name: "displacement.clear", n: 1) { Int((try? Displacement.solve(clear))?.frame.minX ?? 0) },
            BenchmarkCase(name: "displacement.group", n: 2) { (try? Displacement.solve(pair))?.members.count ?? 0 },
            BenchmarkCase(name: "displacement.group", n: 100) { (try? Displacement.solve(hundred))?.members.count ?? 0 },
        ]
    }
}
