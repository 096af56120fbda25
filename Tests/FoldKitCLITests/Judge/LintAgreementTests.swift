import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// Lint and the pictures agree (SPEC 8.4: lint is the judge of the storyboard): every problem the
/// independent judge (``LayoutJudge``) finds in a screen written with deliberate flaws
/// (`docs/lint/flawed/`, written for this check, not taken from the tests) is a lint finding on
/// the same node, device and posture; and every flawed screen has findings. The built-in scenes
/// give the judge nothing to find (``LayoutJudgeTests``).
struct LintAgreementTests {
    static let folder = LintCommandTests.root + "/docs/lint/flawed"

    static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    static func json(_ arguments: [String]) -> [String: Any] {
        let output = FoldKitCommandLine.run(arguments, context: CommandContext(workingDirectory: folder))
        return (try? JSONSerialization.jsonObject(with: Data(output.stdout.utf8))) as? [String: Any] ?? [:]
    }

    /// The node ids a judge problem names: `division: interactive send …`, `overlap: a … and b …`.
    static func nodes(of problem: String) -> [String] {
        let words = problem.split(separator: " ").map(String.init)
        guard let kind = words.first else { return [] }
        switch kind {
        case "division:": return words.count > 2 ? [words[2]] : []
        case "overlap:":
            let and = words.firstIndex(of: "and") ?? words.endIndex
            return [words[1]] + (and + 1 < words.count ? [words[and + 1]] : [])
        default: return words.count > 1 ? [words[1]] : []
        }
    }

    @Test("every judge problem in a flawed screen is a lint finding on its node, device and posture", arguments: files)
    func agree(_ file: String) {
        var disagreements: [String] = []
        var findings = 0, problems = 0
        for (device, postures) in LayoutJudgeTests.devices {
            let lint = Self.json(["lint", file, "--device", device, "--format", "json"])["diagnostics"] as? [[String: Any]] ?? []
            findings += lint.count
            for posture in postures {
                let regions = Self.json(["regions", "--device", device, "--posture", posture, "--format", "json"])
                let layout = Self.json(["layout", file, "--device", device, "--posture", posture, "--format", "json"])
                let here = lint.filter { $0["posture"] as? String == posture && ($0["pushed"] as? [String] ?? []).isEmpty }
                let named = Set(here.flatMap { ($0["nodes"] as? [String] ?? []) + [$0["node"] as? String ?? ""] })
                for problem in LayoutJudge.problems(layout: layout, regions: regions) {
                    problems += 1
                    let ids = Self.nodes(of: problem)
                    if ids.isEmpty || !ids.contains(where: named.contains) {
                        disagreements.append("\(file) \(device)/\(posture): \(problem)")
                    }
                }
            }
        }
        print("LintAgreement: \(file): \(problems) judge problems, \(findings) lint findings on every device")
        #expect(findings > 0, "\(file): a flawed screen with no finding")
        #expect(disagreements.isEmpty, "\(disagreements.count) problems lint does not report:\n\(disagreements.prefix(20).joined(separator: "\n"))")
    }
}
