import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// Issue 17's done-when check, as a test of ours that stays independent of lint: every built-in
/// scene × every built-in device × every posture it supports × both layout directions, and the
/// pushed screens, judged by ``LayoutJudge`` from the CLI's JSON alone.
struct LayoutJudgeTests {
    static let scenes = LayoutCommandTests.scenes

    static func json(_ arguments: [String]) -> (code: Int32, document: [String: Any]) {
        let output = FoldKitCommandLine.run(arguments, context: CommandContext(workingDirectory: scenes))
        let document = (try? JSONSerialization.jsonObject(with: Data(output.stdout.utf8))) as? [String: Any] ?? [:]
        return (output.exitCode, document)
    }

    /// Every device with the postures it supports, from `foldkit devices --format json`.
    static let devices: [(id: String, postures: [String])] = {
        let devices = json(["devices", "--format", "json"]).document["devices"] as? [[String: Any]] ?? []
        return devices.compactMap { device in
            guard let id = device["id"] as? String, let postures = device["postures"] as? [String] else { return nil }
            return (id, postures)
        }
    }()

    /// The built-in scene files.
    static let sceneFiles: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: scenes)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    /// Every problem the judge finds, as `scene device/posture direction[ pushed]: problem`.
    static func allProblems() -> [String] {
        var problems: [String] = []
        for (device, postures) in devices {
            for posture in postures {
                let regions = json(["regions", "--device", device, "--posture", posture, "--format", "json"]).document
                for file in sceneFiles {
                    for direction in ["ltr", "rtl"] {
                        let base = [file, "--device", device, "--posture", posture, "--layout-direction", direction, "--format", "json"]
                        let name = "\(file.dropLast(5)) \(device)/\(posture) \(direction)"
                        let first = json(["layout"] + base)
                        problems += LayoutJudge.problems(layout: first.document, regions: regions).map { "\(name): \($0)" }
                        let pushed = json(["layout"] + base + ["--pushed"])
                        if pushed.code == 0 {
                            problems += LayoutJudge.problems(layout: pushed.document, regions: regions).map { "\(name) pushed: \($0)" }
                        }
                    }
                }
            }
        }
        return problems
    }

    @Test("every built-in panel, pushed screens included, passes the judge (issue 17)")
    func builtInPanels() {
        #expect(!Self.devices.isEmpty && Self.sceneFiles.count >= 14)
        let problems = Self.allProblems()
        print("LayoutJudge: \(problems.count) problems\n" + problems.joined(separator: "\n"))
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(60).joined(separator: "\n"))")
    }
}
