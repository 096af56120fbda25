import Foundation

// foldkit-bench: times the engine, the scene layout and the storyboard in release builds.
// Usage: foldkit-bench [--format text|json] [--filter SUBSTRING] [--repeat N]
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message) (see 'foldkit-bench --help')\n".utf8))
    exit(2)
}
let options: BenchOptions
do {
    guard let parsed = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
        print(BenchOptions.usage)
        exit(0)
    }
    options = parsed
} catch {
    fail(error.message)
}
let format = options.format, filter = options.filter, repeatCount = options.repeatCount
#if DEBUG
FileHandle.standardError.write(Data("warning: a debug build; measure with 'swift build -c release'\n".utf8))
#endif

do {
    let cases = try BenchmarkSuite.all().filter { filter == nil || $0.name.contains(filter!) }
    if cases.isEmpty, let filter { fail("no case's name contains '\(filter)'") }
    let harness = Harness()
    if let repeatCount {
        for benchmark in cases { print("\(benchmark.name) \(try harness.run(benchmark, times: repeatCount))") }
        exit(0)
    }
    var results: [BenchmarkResult] = []
    for benchmark in cases {
        let result = try harness.measure(benchmark)
        results.append(result)
        if format == "text" {
            let name = benchmark.n > 1 ? "\(result.name) [n=\(result.n)]" : result.name
            print(name.padding(toLength: 44, withPad: " ", startingAt: 0)
                  + String(format: "%12.1f ns/op %10.3f ns/item %8.2f allocs/op %12.1f cpu ns/op", result.nsPerOp, result.nsPerItem,
                           result.allocationsPerOp, result.cpuNsPerOp))
        }
    }
    if format == "json" {
        struct Document: Encodable { var cases: [BenchmarkResult] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(Document(cases: results)), as: UTF8.self))
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
