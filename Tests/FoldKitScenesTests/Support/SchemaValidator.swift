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

    private static let script = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            sys.exit(3)
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        result = {}
        for path in sys.argv[2:]:
            with open(path, encoding="utf-8") as f:
                errors = list(validator.iter_errors(json.load(f)))
            result[path] = errors[0].message if errors else None
        print(json.dumps(result))
        """

    /// The first schema error of each file (nil: valid), by path.
    /// - Throws: ``PythonCheck/Unavailable`` when python3 or jsonschema is missing or the script fails.
    static func validate(_ files: [URL]) throws -> [String: String?] {
        let data = try PythonCheck.run(script, arguments: [schemaURL.path] + files.map(\.path), module: "jsonschema")
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw PythonCheck.Unavailable(description: "unexpected validator output: \(String(decoding: data, as: UTF8.self))")
        }
        return object.mapValues { $0 as? String }
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
