import Foundation
import _CAllocCounter

/// One benchmark case: a name, a size `n` (items per operation, 1 when it has none) and an
/// operation to time. The operation returns a value that is kept alive so it is not optimised away.
///
/// A case with costly set-up (e.g. laying out a 100 000-cell grid before linting it) prepares its
/// operation only when it is run, so `--filter` skips that work for the cases it leaves out.
struct BenchmarkCase {
    var name: String
    var n: Int
    var prepare: () throws -> () -> Int

    /// A case whose operation needs no set-up beyond what built it.
    init(name: String, n: Int, operation: @escaping () -> Int) {
        self.init(name: name, n: n, prepare: { operation })
    }

    /// A case whose operation is made by `prepare`, run once just before the case is timed.
    init(name: String, n: Int, prepare: @escaping () throws -> () -> Int) {
        self.name = name
        self.n = n
        self.prepare = prepare
    }
}

/// One measured result (the `--format json` document's `cases` entries).
struct BenchmarkResult: Encodable {
    var name: String
    var n: Int
    var nsPerOp: Double
    var nsPerItem: Double
    var allocationsPerOp: Double
    /// CPU time of the measuring thread per operation, ns: unlike wall time, not inflated while
    /// other processes hold the cores (a shared 2-core machine).
    var cpuNsPerOp: Double
}

/// Times cases: each over enough repetitions that a round lasts ≥ `roundSeconds`, the median of
/// `rounds` rounds, after a warm-up; counts heap allocations per operation over one extra round.
struct Harness {
    var rounds = 7
    var roundSeconds = 0.02

    func measure(_ benchmark: BenchmarkCase) throws -> BenchmarkResult {
        let operation = try benchmark.prepare()
        var sink = 0
        // Warm up and find the repetition count.
        var repetitions = 1
        while true {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<repetitions { sink &+= operation() }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if elapsed >= roundSeconds || repetitions >= 1 << 26 { break }
            repetitions *= elapsed < roundSeconds / 10 ? 10 : 2
        }
        var samples: [Double] = []
        var cpuSamples: [Double] = []
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds, cpuStart = threadCPUNanoseconds()
            for _ in 0..<repetitions { sink &+= operation() }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(repetitions))
            cpuSamples.append(Double(threadCPUNanoseconds() - cpuStart) / Double(repetitions))
        }
        let before = foldkit_allocation_count()
        for _ in 0..<repetitions { sink &+= operation() }
        let allocations = Double(foldkit_allocation_count() - before) / Double(repetitions)
        blackHole(sink)
        samples.sort()
        cpuSamples.sort()
        let median = samples[samples.count / 2]
        return BenchmarkResult(name: benchmark.name, n: benchmark.n, nsPerOp: median, nsPerItem: median / Double(max(1, benchmark.n)),
                               allocationsPerOp: allocations, cpuNsPerOp: cpuSamples[cpuSamples.count / 2])
    }
}

extension Harness {
    /// Runs `benchmark`'s operation exactly `times` times, untimed, after its set-up; returns the
    /// number of runs. A profiler counts what this function does and divides by `times`.
    @inline(never)
    func run(_ benchmark: BenchmarkCase, times: Int) throws -> Int {
        let operation = try benchmark.prepare()
        var sink = 0
        for _ in 0..<times { sink &+= operation() }
        blackHole(sink)
        return times
    }
}

/// Keeps a value observable so the optimiser cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// The calling thread's CPU time, ns (`CLOCK_THREAD_CPUTIME_ID`).
func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
