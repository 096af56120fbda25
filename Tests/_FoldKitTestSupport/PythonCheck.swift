import Foundation

/// Runs a check written in Python with a library from PyPI (jsonschema, pydantic-sarif, pypdf —
/// installed by `scripts/install-deps.sh --with-test-tools`) as one `python3 -c` process: the
/// well-kept validator reads what FoldKit wrote.
///
/// A script exits 3 when its module is missing; ``run(_:arguments:input:module:)`` then throws
/// ``Unavailable`` naming the module to install.
public enum PythonCheck {
    /// Why a check could not run: no python3, the module missing, or the script failing.
    public struct Unavailable: Error, CustomStringConvertible {
        /// What went wrong and what to install.
        public var description: String

        /// Creates the error with its description.
        public init(description: String) { self.description = description }
    }

    /// Runs `script` with `arguments`, writing `input` to its standard input; returns its
    /// standard output.
    /// - Throws: ``Unavailable`` when python3 cannot run, the script exits 3 (`module` missing)
    ///   or any other non-zero status (with its standard error).
    public static func run(_ script: String, arguments: [String] = [], input: Data? = nil, module: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        process.standardOutput = stdout
        process.standardError = stderr
        do { try process.run() } catch { throw Unavailable(description: "cannot run python3 (\(error))") }
        if let input {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        // Standard error is drained on its own thread so a full pipe cannot stall the script.
        let problem = PipeReader(stderr.fileHandleForReading)
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return data
        case 3:
            throw Unavailable(description: "python3 has no \(module): run `scripts/install-deps.sh --with-test-tools` (or `python3 -m pip install \(module)`)")
        default:
            throw Unavailable(description: "python3 failed with status \(process.terminationStatus): \(problem.text().suffix(800))")
        }
    }
}
