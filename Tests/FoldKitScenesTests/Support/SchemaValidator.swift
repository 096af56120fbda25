import Foundation

/// Validates JSON files against `schema/scene.schema.json` with Python's `jsonschema`
/// (draft 2020-12), in one `python3` process for all files.
enum SchemaValidator {
    /// The repository's root, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The shipped schema.
    static let schemaURL = repositoryRoot.appendingPathComponent("schema/scene.schema.json")

    /// Why validation could not run.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

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
    /// - Throws: ``Unavailable`` when python3 or jsonschema is missing or the script fails.
    static func validate(_ files: [URL]) throws -> [String: String?] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schemaURL.path] + files.map(\.path)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch {
            throw Unavailable(description: "cannot run python3 (\(error)); the schema test needs python3 with jsonschema")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: break
        case 3: throw Unavailable(description: "python3 has no jsonschema module: run `python3 -m pip install jsonschema`")
        default: throw Unavailable(description: "python3 failed with status \(process.terminationStatus): \(message)")
        }
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Unavailable(description: "unexpected validator output: \(String(decoding: data, as: UTF8.self))")
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
