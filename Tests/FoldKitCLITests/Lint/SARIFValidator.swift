import Foundation
import _FoldKitTestSupport

/// Validates SARIF logs against the SARIF 2.1.0 schema with PyPI's `pydantic-sarif` (models
/// generated from OASIS's `sarif-schema-2.1.0.json`, extra members forbidden), installed by
/// `scripts/install-deps.sh --with-test-tools`.
enum SARIFValidator {
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
    /// - Throws: ``PythonCheck/Unavailable`` when python3 or pydantic-sarif is missing.
    static func firstError(of log: String) throws -> String? {
        let text = String(decoding: try PythonCheck.run(script, input: Data(log.utf8), module: "pydantic-sarif"), as: UTF8.self)
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
