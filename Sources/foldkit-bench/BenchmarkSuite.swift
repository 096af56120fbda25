/// Every benchmark case, in report order (issue: regions, arrangements, list–detail, grid,
/// placement, displacement, scenes, storyboard, floor).
enum BenchmarkSuite {
    static func all() throws -> [BenchmarkCase] {
        try EngineCases.all() + PlacementCases.all() + SceneCases.all() + LintCases.all()
    }
}
