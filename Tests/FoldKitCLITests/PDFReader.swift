import Foundation

/// Reads a PDF with PyPI's `pypdf` (installed by `scripts/install-deps.sh --with-test-tools`): its
/// page count and each page's text, as a reader other than the one that wrote it sees them.
enum PDFReader {
    /// Why the reader could not run.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    private static let script = """
        import json, sys
        try:
            import pypdf
        except ImportError:
            sys.exit(3)
        reader = pypdf.PdfReader(sys.argv[1], strict=True)
        print(json.dumps([page.extract_text() for page in reader.pages]))
        """

    /// The text of every page of the PDF at `path`, in order.
    /// - Throws: ``Unavailable`` when python3 or pypdf is missing, or the file does not parse.
    static func pages(_ path: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, path]
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        do { try process.run() } catch { throw Unavailable(description: "cannot run python3 (\(error))") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problem = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 3 {
            throw Unavailable(description: "python3 has no pypdf: run `scripts/install-deps.sh --with-test-tools` (or `python3 -m pip install pypdf`)")
        }
        guard process.terminationStatus == 0, let pages = try? JSONDecoder().decode([String].self, from: data) else {
            throw Unavailable(description: "pypdf could not read \(path): \(problem.suffix(500))")
        }
        return pages
    }
}
