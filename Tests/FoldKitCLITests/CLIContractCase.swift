import Foundation
import Testing
import FoldKit
import FoldKitCLI

/// One acceptance case of the CLI contract (contract.json) as a Swift test: arguments and the
/// expected value at each JSON path, written as its derivation.
struct CLIContractCase: CustomTestStringConvertible, Sendable {
    /// An expected JSON value.
    enum Expected: Sendable, CustomStringConvertible {
        case number(Double)
        case string(String)
        case bool(Bool)
        case null
        case rect(x: Double, y: Double, width: Double, height: Double)

        var description: String {
            switch self {
            case .number(let n): return Format.number(n)
            case .string(let s): return "\"\(s)\""
            case .bool(let b): return "\(b)"
            case .null: return "null"
            case .rect(let x, let y, let w, let h): return "{\(x), \(y), \(w), \(h)}"
            }
        }
    }

    /// A path (`primary.frame.x`, `regions[0].id`) and its expected value.
    struct Check: Sendable {
        var path: String
        var expected: Expected
    }

    var name: String
    var arguments: [String]
    var checks: [Check]
    var testDescription: String { name }

    init(_ name: String, _ arguments: [String], _ checks: [(String, Expected)]) {
        self.name = name
        self.arguments = arguments
        self.checks = checks.map { Check(path: $0.0, expected: $0.1) }
    }

    /// Runs `foldkit ARGS --format json` in-process and returns the failed checks, one line each.
    func failures() -> [String] {
        let output = FoldKitCommandLine.run(arguments + ["--format", "json"])
        guard output.exitCode == 0 else { return ["exit \(output.exitCode): \(output.stderr)"] }
        guard let document = try? JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) else { return ["stdout is not JSON"] }
        return checks.compactMap { check in
            guard let actual = CLIJSON.value(at: check.path, in: document) else { return "\(check.path): missing" }
            return CLIJSON.matches(actual, check.expected) ? nil : "\(check.path): expected \(check.expected), got \(actual)"
        }
    }
}

/// Reads CLI JSON documents decoded with `JSONSerialization`.
enum CLIJSON {
    /// The value at `path` (`a.b[2].c`); nil when a member is missing (`NSNull` for JSON null).
    static func value(at path: String, in document: Any) -> Any? {
        var current: Any = document
        for part in path.replacingOccurrences(of: "]", with: "").replacingOccurrences(of: "[", with: ".").split(separator: ".") {
            if let index = Int(part), let array = current as? [Any] {
                guard array.indices.contains(index) else { return nil }
                current = array[index]
            } else if let object = current as? [String: Any], let member = object[String(part)] {
                current = member
            } else {
                return nil
            }
        }
        return current
    }

    /// Whether `actual` is `expected`; numbers must be equal exactly (the output is deterministic).
    static func matches(_ actual: Any, _ expected: CLIContractCase.Expected) -> Bool {
        switch expected {
        case .null: return actual is NSNull
        case .bool(let b): return (actual as? Bool) == b && !(actual is NSNull)
        case .string(let s): return (actual as? String) == s
        case .number(let n): return (actual as? NSNumber)?.doubleValue == n
        case .rect(let x, let y, let w, let h):
            guard let object = actual as? [String: Any] else { return false }
            return [("x", x), ("y", y), ("width", w), ("height", h)].allSatisfy { (object[$0.0] as? NSNumber)?.doubleValue == $0.1 }
        }
    }
}
