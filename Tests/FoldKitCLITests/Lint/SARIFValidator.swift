import Foundation

/// Validates SARIF logs against the SARIF 2.1.0 schema with PyPI's `pydantic-sarif` (models
/// generated from OASIS's `sarif-schema-2.1.0.json`, extra members forbidden), installed by
/// `scripts/install-deps.sh --with-test-tools`.
enum SARIFValidator {
    /// Why validation could not run.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    private static let script = """
        import json, sys
        try:
            from pydantic_sarif.model import StaticAnalysisResultsFormatSarifVersion210JsonSchema as Log
        except ImportError:
            sys.exit(3)
        try:
            Log.model_validate(json.loads(sys.stdin.read()))
        except Exception as error:
            print(str(error).replace("\\n", " ")[:2000])
        """

    /// The validator's complaint about `log`, nil when the log is valid SARIF 2.1.0.
    /// - Throws: ``Unavailable`` when python3 or pydantic-sarif is missing.
    static func firstError(of log: String) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        do { try process.run() } catch { throw Unavailable(description: "cannot run python3 (\(error))") }
        input.fileHandleForWriting.write(Data(log.utf8))
        try? input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 3 {
            throw Unavailable(description: "python3 has no pydantic_sarif: run `scripts/install-deps.sh --with-test-tools` (or `python3 -m pip install pydantic-sarif`)")
        }
        guard process.terminationStatus == 0 else { throw Unavailable(description: "python3 failed with status \(process.terminationStatus): \(text)") }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
