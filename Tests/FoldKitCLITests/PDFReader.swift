import Foundation
import _FoldKitTestSupport

/// Reads a PDF with PyPI's `pypdf` (installed by `scripts/install-deps.sh --with-test-tools`): its
/// page count and each page's text, as a reader other than the one that wrote it sees them.
enum PDFReader {
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
    /// - Throws: ``PythonCheck/Unavailable`` when python3 or pypdf is missing, or the file does not parse.
    static func pages(_ path: String) throws -> [String] {
        let data = try PythonCheck.run(script, arguments: [path], module: "pypdf")
        guard let pages = try? JSONDecoder().decode([String].self, from: data) else {
            throw PythonCheck.Unavailable(description: "unexpected pypdf output: \(String(decoding: data, as: UTF8.self).prefix(300))")
        }
        return pages
    }
}
