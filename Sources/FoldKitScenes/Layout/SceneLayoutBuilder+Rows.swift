import Foundation
import FoldKit

extension SceneLayoutBuilder {
    /// Lays out the controls of the list row recorded from `start` on with the fold (SPEC 6): a
    /// row may straddle an active division running top to bottom, the interactive elements in it
    /// may not, so ``ListRowSolver`` moves them to one side of it; the row itself stays.
    ///
    /// Moved controls keep their size; their visible frame and region are recomputed in `env`
    /// (the row's scrolling environment). Rows that no such division touches cost one check.
    /// - Complexity: O(*d*) for *d* divisions, plus O(*c* log *c* + *c*·*r*) for a row with *c*
    ///   controls that one touches.
    mutating func layOutRowControls(from start: Int, env: Environment) {
        guard start < nodes.count, let row = nodes[start].frame, row.width > 0, row.height > 0,
              context.uprightDivisionTouches(row) else { return }
        var indices: [Int] = []
        for index in (start + 1)..<nodes.count where nodes[index].isInteractive && nodes[index].frame != nil {
            if case .element = nodes[index].role { indices.append(index) }
        }
        guard !indices.isEmpty else { return }
        let request = ListRowRequest(row: row, controls: indices.map { nodes[$0].frame! }, regions: context.regions(scrollingThrough: row),
                                     layoutDirection: context.layoutDirection)
        guard let layout = try? ListRowSolver.solve(request) else { return }
        for moved in layout.moved {
            let index = indices[moved], frame = layout.controls[moved]
            let shown = visible(frame, env: env)
            nodes[index].frame = frame
            nodes[index].visibleFrame = shown
            nodes[index].region = context.region(of: shown ?? frame)
        }
    }
}
