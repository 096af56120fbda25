import Foundation
import _FoldKitTestSupport

/// Validates JSON files against `schema/scene.schema.json` with Python's `jsonschema`
/// (draft 2020-12), in one `python3` process for all files.
enum SchemaValidator {
    /// The repository's root, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The shipped schema.
    static let schemaURL = repositoryRoot.appendingPathComponent("schema/scene.schema.json")

    /// The first schema error of each file (nil: valid), by path.
    /// - Throws: ``PythonCheck/Unavailable`` when python3 or jsonschema is missing or the script fails.
    static func validate(_ files: [URL]) throws -> [String: String?] {
        try JSONSchemaCheck.validate(files, against: schemaURL)
    }

    /// Writes `documents` to a fresh temporary directory, one file each, and returns their URLs.
    static func write(_ documents: [String]) throws -> [URL] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("foldkit-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try documents.enumerated().map { index, text in
            let url = directory.appendingPathComponent("case-\(index).json")
            try Data(text.utf8).write(to: url)
            return url
        }
    }
}
