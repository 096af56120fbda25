import Foundation
import _CAllocCounter

/// One benchmark case: a name, a size `n` (items per operation, 1 when it has none) and an
/// operation to time. The operation returns a value that is kept alive so it is not optimised away.
struct BenchmarkCase {
    var name: String
    var n: Int
    var operation: () -> Int
}

/// One measured result (the `--format json` document's `cases` entries).
struct BenchmarkResult: Encodable {
    var name: String
    var n: Int
    var nsPerOp: Double
    var nsPerItem: Double
    var allocationsPerOp: Double
}

/// Times cases: each over enough repetitions that a round lasts ≥ `roundSeconds`, the median of
/// `rounds` rounds, after a warm-up; counts heap allocations per operation over one extra round.
///
/// Time is the benchmark thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), not wall time: on a
/// shared 2-core machine a round in which the thread is descheduled would otherwise count the
/// other processes' time. Caches and memory bandwidth are still shared, so measure when idle.
struct Harness {
    var rounds = 7
    var roundSeconds = 0.02

    func measure(_ benchmark: BenchmarkCase) -> BenchmarkResult {
        var sink = 0
        // Warm up and find the repetition count.
        var repetitions = 1
        while true {
            let start = threadNanoseconds()
            for _ in 0..<repetitions { sink &+= benchmark.operation() }
            let elapsed = Double(threadNanoseconds() - start) / 1e9
            if elapsed >= roundSeconds || repetitions >= 1 << 26 { break }
            repetitions *= elapsed < roundSeconds / 10 ? 10 : 2
        }
        var samples: [Double] = []
        for _ in 0..<rounds {
            let start = threadNanoseconds()
            for _ in 0..<repetitions { sink &+= benchmark.operation() }
            samples.append(Double(threadNanoseconds() - start) / Double(repetitions))
        }
        let before = foldkit_allocation_count()
        for _ in 0..<repetitions { sink &+= benchmark.operation() }
        let allocations = Double(foldkit_allocation_count() - before) / Double(repetitions)
        blackHole(sink)
        samples.sort()
        let median = samples[samples.count / 2]
        return BenchmarkResult(name: benchmark.name, n: benchmark.n, nsPerOp: median, nsPerItem: median / Double(max(1, benchmark.n)),
                               allocationsPerOp: allocations)
    }
}

/// Keeps a value observable so the optimiser cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// The calling thread's CPU time, nanoseconds.
func threadNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
