import Foundation

// foldkit-bench: times the engine, the scene layout and the storyboard in release builds.
// Usage: foldkit-bench [--format text|json] [--filter SUBSTRING] [--repeat N]
let arguments = Array(CommandLine.arguments.dropFirst())
var format = "text"
var filter: String?
var repeatCount: Int?
var index = 0
while index < arguments.count {
    switch arguments[index] {
    case "--format" where index + 1 < arguments.count: format = arguments[index + 1]; index += 1
    case "--filter" where index + 1 < arguments.count: filter = arguments[index + 1]; index += 1
    case "--repeat" where index + 1 < arguments.count:
        guard let count = Int(arguments[index + 1]), (1...1_000_000).contains(count) else {
            FileHandle.standardError.write(Data("error: '--repeat <count>' takes a whole number 1…1000000, not '\(arguments[index + 1])'\n".utf8))
            exit(2)
        }
        repeatCount = count
        index += 1
    case "--help", "-h":
        print("""
            USAGE: foldkit-bench [--format text|json] [--filter SUBSTRING] [--repeat N]
              --repeat N  run each case's operation exactly N times, untimed (for profilers:
                          scripts/profile-bench.sh divides the instructions by N)
            """)
        exit(0)
    default:
        FileHandle.standardError.write(Data("error: unknown argument '\(arguments[index])' (see 'foldkit-bench --help')\n".utf8))
        exit(2)
    }
    index += 1
}
guard format == "text" || format == "json" else {
    FileHandle.standardError.write(Data("error: unknown format '\(format)' for '--format <text|json>' (values: text, json)\n".utf8))
    exit(2)
}
#if DEBUG
FileHandle.standardError.write(Data("warning: a debug build; measure with 'swift build -c release'\n".utf8))
#endif

do {
    let cases = try BenchmarkSuite.all().filter { filter == nil || $0.name.contains(filter!) }
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
