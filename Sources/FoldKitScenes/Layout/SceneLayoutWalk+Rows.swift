import Foundation
import FoldKit

extension SceneLayoutWalk {
    /// Lays out the controls of the list row at position `start` with the fold (SPEC 6): a
    /// row may straddle an active division running top to bottom, the interactive elements in it
    /// may not, so ``ListRowSolver`` moves them to one side of it; the row itself stays, and its
    /// other nodes make room for a control moved onto them (those that hold a control excepted).
    ///
    /// Moved controls keep their size; their visible frame and region are recomputed in `env`
    /// (the row's scrolling environment), as are those of the nodes that made room. Rows that no
    /// such division touches cost one check.
    /// - Complexity: O(*d*) for *d* divisions, plus O(*c* log *c* + *c*·*r* + *n*·*c*) for a row of
    ///   *n* nodes with *c* controls that one touches.
    mutating func layOutRowControls(at start: Int, slot: CGRect, env: Environment) {
        guard mode == .place, let frame = nodes[start].frame, frame.width > 0, frame.height > 0 else { return }
        let end = next(after: start)
        // A row that is itself a control narrower than its row (a template that is one button) is
        // moved within its row's slot, as a control inside a row is; a row-wide tap target is a
        // row, which may straddle.
        if end == start + 1, nodes[start].isInteractive, case .element = nodes[start].role {
            guard frame.width < slot.width - 1e-9, context.uprightDivisionTouches(frame) else { return }
            let request = ListRowRequest(space: context.space(scrollingThrough: slot), row: slot, controls: [frame], content: [])
            if let layout = try? ListRowSolver.solve(request), !layout.moved.isEmpty, !context.uprightDivisionTouches(layout.controls[0]) {
                reframe(start, layout.controls[0], env: env)
            }
            return
        }
        let row = frame
        guard context.uprightDivisionTouches(row) else { return }
        var controls: [Int] = []
        for index in (start + 1)..<end where nodes[index].isInteractive && nodes[index].frame != nil {
            if case .element = nodes[index].role { controls.append(index) }
        }
        guard !controls.isEmpty else { return }
        let holders = ancestors(of: controls, from: start)
        let content = ((start + 1)..<end).filter { nodes[$0].frame != nil && !holders.contains($0) && !controls.contains($0) }
        let request = ListRowRequest(space: context.space(scrollingThrough: row), row: row,
                                     controls: controls.map { nodes[$0].frame! }, content: content.map { nodes[$0].frame! })
        guard let layout = try? ListRowSolver.solve(request) else { return }
        for moved in layout.moved { reframe(controls[moved], layout.controls[moved], env: env) }
        for (position, index) in content.enumerated() where layout.content[position] != nodes[index].frame {
            reframe(index, layout.content[position], env: env)
        }
    }

    /// The positions of the nodes of the row at `start` that hold one of `controls` (its parent,
    /// its parent's parent, …, the row included), by the outline's parents.
    private func ancestors(of controls: [Int], from start: Int) -> Set<Int> {
        var holders = Set<Int>()
        for control in controls {
            var parent = outline.entries[control].parent
            while parent >= start, holders.insert(parent).inserted { parent = outline.entries[parent].parent }
        }
        return holders
    }

    /// Moves node `index` to `frame`, its visible frame and region recomputed in `env`.
    private mutating func reframe(_ index: Int, _ frame: CGRect, env: Environment) {
        let shown = visible(frame, env: env)
        nodes[index].frame = frame
        nodes[index].visibleFrame = shown
        nodes[index].region = context.region(of: shown ?? frame)
    }
}
