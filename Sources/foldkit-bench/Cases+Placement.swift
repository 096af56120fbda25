import Foundation
import FoldKit

/// The placement cases: displacement of one element and of a group, and presentations, on the
/// Duo in book and tabletop (the contract cases' inputs).
enum PlacementCases {
    static func all() throws -> [BenchmarkCase] {
        let duo = try DeviceProfile.builtIn("iphone-duo")
        let book = try duo.resolve(try duo.state(for: .book))
        let tabletop = try duo.resolve(try duo.state(for: .tabletop))
        let element = DisplacementRequest(space: book, frame: CGRect(x: 400, y: 300, width: 120, height: 44), purpose: .interactive)
        let clear = DisplacementRequest(space: book, frame: CGRect(x: 100, y: 300, width: 120, height: 44), purpose: .interactive)
        let group = DisplacementGroupRequest(space: book, frames: [CGRect(x: 300, y: 150, width: 300, height: 300), CGRect(x: 610, y: 150, width: 220, height: 200)],
                                             purpose: .contextual, anchor: CGRect(x: 300, y: 150, width: 300, height: 300))
        let alert = PresentationRequest(kind: .alert, size: CGSize(width: 270, height: 150), space: tabletop)
        let popover = PresentationRequest(kind: .popover, size: CGSize(width: 300, height: 200), anchor: CGRect(x: 380, y: 200, width: 60, height: 30), space: book)
        return [
            BenchmarkCase(name: "displacement.element", n: 1) { Int(Displacement.solve(element).frame.minX) },
            BenchmarkCase(name: "displacement.clear", n: 1) { Int(Displacement.solve(clear).frame.minX) },
            BenchmarkCase(name: "displacement.group", n: 2) { Displacement.solve(group).members.count },
            BenchmarkCase(name: "placement.alert", n: 1) { Int(Presentation.place(alert).frame.minX) },
            BenchmarkCase(name: "placement.popover", n: 1) { Int(Presentation.place(popover).frame.minX) },
        ]
    }
}
