import Foundation
import Testing
import FoldKitCLI

/// Every flag value is checked before a command opens a file (CLI.md "Exit status"): each option
/// that takes a value declares its ``ValueCheck``, and a value is never taken from an option.
@Suite("Option values: checked before files, never an option")
struct OptionValueCheckTests {
    /// Options whose value only the command can judge, with why.
    static let uncheckedOptions: [String: String] = [
        "--device": "a built-in id or a profile file: judging it reads the file (storyboard and lint check the list's form)",
        "--output": "a directory, created by the command",
        "--baseline": "a file: judging it reads the file",
        "--frames": "a frames document: judging it reads the file",
        "--uiautomator": "a uiautomator dump: judging it reads the file",
    ]

    @Test("every option that takes a value has a check, or a reason it has none", arguments: FoldKitCommandLine.commands.map(\.name))
    func everyValueIsChecked(_ command: String) throws {
        let options = try #require(FoldKitCommandLine.commands.first { $0.name == command }).options
        for option in options where option.placeholder != nil && option.check == nil {
            #expect(Self.uncheckedOptions[option.name] != nil, "\(command) \(option.name) has no value check")
        }
    }

    @Test("what is written as an option", arguments: [
        ("-o", true), ("-h", true), ("--format", true), ("--", true), ("--5", true),
        ("-5", false), ("-0.5,0,10,10", false), ("-inf", false), ("-o2", false), ("-", false), ("o", false), ("book", false),
    ])
    func looksLikeOption(_ word: String, _ expected: Bool) {
        #expect(ParsedArguments.looksLikeOption(word) == expected)
    }

    @Test("a value written inline may start with '-'")
    func inlineValue() throws {
        let parsed = try ParsedArguments(["--view=-10,0,100,100", "--posture", "book"], specs: RegionsCommand().options, command: "regions")
        #expect(parsed.value("--view") == "-10,0,100,100")
        #expect(parsed.value("--posture") == "book")
    }

    @Test("checks run in the order the flags are given")
    func checkOrder() {
        let output = FoldKitCommandLine.run(["regions", "--view", "0,0,0,1", "--kind", "divison"], context: CommandContext(workingDirectory: "/"))
        #expect(output.stderr.contains("'--view <x,y,w,h>'"))
        let reversed = FoldKitCommandLine.run(["regions", "--kind", "divison", "--view", "0,0,0,1"], context: CommandContext(workingDirectory: "/"))
        #expect(reversed.stderr.contains("'--kind <division|occlusion|all>'"))
    }
}
