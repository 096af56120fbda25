import Foundation

/// foldkit-bench's command line: `[--format text|json] [--filter SUBSTRING] [--repeat N]`.
struct BenchOptions {
    var format = "text"
    var filter: String?
    var repeatCount: Int?

    static let usage = """
        USAGE: foldkit-bench [--format text|json] [--filter SUBSTRING] [--repeat N]
          --format    text (a table, the default) or json
          --filter    only the cases whose name contains SUBSTRING
          --repeat N  run each case's operation exactly N times (1…1000000), untimed, for profilers
                      (scripts/profile-bench.sh divides the instructions by N)
        """

    /// A one-line message for a bad command line (exit 2).
    struct Failure: Error {
        var message: String
    }

    /// Parses `arguments` (without the program name); nil for `--help`.
    /// - Throws: ``Failure`` for an unknown argument, a missing or flag-like value, a repeated
    ///   option or a value out of range.
    static func parse(_ arguments: [String]) throws(Failure) -> BenchOptions? {
        var options = BenchOptions()
        var seen = Set<String>()
        var index = 0
        func value(of option: String) throws(Failure) -> String {
            guard seen.insert(option).inserted else { throw Failure(message: "'\(option)' given twice") }
            guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
                throw Failure(message: "missing value for '\(option)'")
            }
            index += 1
            return arguments[index]
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--help", "-h": return nil
            case "--format":
                options.format = try value(of: "--format")
                guard ["text", "json"].contains(options.format) else {
                    throw Failure(message: "unknown format '\(options.format)' for '--format' (values: text, json)")
                }
            case "--filter": options.filter = try value(of: "--filter")
            case "--repeat":
                let text = try value(of: "--repeat")
                guard let count = Int(text), (1...1_000_000).contains(count) else {
                    throw Failure(message: "'--repeat <count>' takes a whole number 1…1000000, not '\(text)'")
                }
                options.repeatCount = count
            default: throw Failure(message: "unknown argument '\(arguments[index])'")
            }
            index += 1
        }
        return options
    }
}
