import Foundation
import Testing
import _FoldKitTestSupport

/// A result FoldKit cannot write is never lost in silence: with standard output on a full device
/// (`> /dev/full`), the built binary says so on standard error, and its exit status is 2 unless
/// the command already failed (lint's 1 for error findings stays 1). The shell's redirection is
/// what a user types, so these run the built binary under `/bin/sh`.
struct LostOutputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: String
        var exitCode: Int32
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "layout, a success", arguments: "layout Sources/FoldKitScenes/Resources/Scenes/mail.json", exitCode: 2),
        Case(name: "lint, clean", arguments: "lint docs/lint/flawed/small-buttons.json", exitCode: 2),
        Case(name: "lint with error findings", arguments: "lint docs/lint/flawed/button-under-text.json", exitCode: 1),
        Case(name: "lint, SARIF with error findings", arguments: "lint docs/lint/flawed/button-under-text.json --format sarif", exitCode: 1),
        Case(name: "the rule list", arguments: "lint --list-rules", exitCode: 2),
    ]

    @Test(.enabled(if: BuiltBinary.foldkit != nil), arguments: cases)
    func saysSo(_ c: Case) throws {
        let foldkit = try #require(BuiltBinary.foldkit)
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }   // Tests/FoldKitCLITests/LostOutputTests.swift
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\"$0\" \(c.arguments) > /dev/full", foldkit]
        process.currentDirectoryURL = root
        let err = Pipe()
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == c.exitCode)
        #expect(stderr == "error: cannot write to standard output\n")
    }
}
