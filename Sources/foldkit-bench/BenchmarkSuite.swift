/// Every benchmark case, in report order (issue 7: regions, arrangements, list–detail, grid,
/// placement, displacement, scenes, storyboard, lint, floor).
enum BenchmarkSuite {
    static func all() throws -> [BenchmarkCase] {
        try RegionCases.all() + ArrangementCases.all() + GridCases.all() + PlacementCases.all() + SceneCases.all() + LintCases.all()
            + FloorCases.all() + TransitionCases.all()
    }
}
