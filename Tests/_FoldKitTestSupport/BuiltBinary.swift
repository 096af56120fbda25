import Foundation

/// Runs the built `foldkit` executable (not the in-process library) for tests that check what a
/// user's shell sees: exit status, both streams, and that it ends in time within a memory limit.
public enum BuiltBinary {
    /// The debug build's `foldkit` beside the package (`.build/debug/foldkit`), nil when not built.
    public static let foldkit: String? = {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }   // Tests/_FoldKitTestSupport/BuiltBinary.swift
        let path = root.appendingPathComponent(".build/debug/foldkit").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    /// What one run produced.
    public struct Run: Sendable {
        /// The exit status (128 + signal when killed by one).
        public var exitCode: Int32
        /// Standard output.
        public var stdout: String
        /// Standard error.
        public var stderr: String
        /// Whether it was killed for running longer than the timeout.
        public var timedOut: Bool
    }

    /// Runs `foldkit ARGUMENTS` in `directory` under `/bin/sh`'s `ulimit -v` (KiB of address
    /// space) and kills it after `timeout` seconds; nil when the binary is not built.
    public static func run(_ arguments: [String], in directory: String, timeout: TimeInterval, addressSpaceLimitKiB: Int) -> Run? {
        guard let foldkit else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -v \(addressSpaceLimitKiB) && exec \"$0\" \"$@\"", foldkit] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return nil }
        // Read both pipes while it runs, so a full pipe cannot stall it.
        let stdout = PipeReader(out.fileHandleForReading), stderr = PipeReader(err.fileHandleForReading)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        let timedOut = process.isRunning
        if timedOut { process.terminate() }
        process.waitUntilExit()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return Run(exitCode: status, stdout: stdout.text(), stderr: stderr.text(), timedOut: timedOut)
    }
}
