/// Every benchmark case, in report order (issue 7: regions, arrangements, list–detail, grid,
/// placement, displacement, scenes, storyboard, the storyboard at scale (issue 20), lint, floor).
enum BenchmarkSuite {
    static func all() throws -> [BenchmarkCase] {
        try RegionCases.all() + ArrangementCases.all() + GridCases.all() + PlacementCases.all() + SceneCases.all() + StoryboardCases.all() + LintCases.all()
            + FloorCases.all() + TransitionCases.all()
    }
}
