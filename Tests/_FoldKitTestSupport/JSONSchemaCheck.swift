import Foundation

/// Validates JSON files against a JSON Schema with Python's `jsonschema` (draft 2020-12), in one
/// `python3` process for all files: the shipped schemas (`schema/*.schema.json`) checked by the
/// well-kept validator.
public enum JSONSchemaCheck {
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
    public static func validate(_ files: [URL], against schema: URL) throws -> [String: String?] {
        let data = try PythonCheck.run(script, arguments: [schema.path] + files.map(\.path), module: "jsonschema")
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw PythonCheck.Unavailable(description: "unexpected validator output: \(String(decoding: data, as: UTF8.self))")
        }
        return object.mapValues { $0 as? String }
    }
}
