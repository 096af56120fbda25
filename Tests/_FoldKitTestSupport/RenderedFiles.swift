import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Readers for rendered storyboard files in tests: PNG headers and XML well-formedness.
public enum RenderedFiles {
    /// The pixel width and height in a PNG's IHDR chunk, nil when `data` is not a PNG.
    ///
    /// Layout: 8-byte signature, then the IHDR chunk: length (4), type `IHDR` (4), width (4,
    /// big-endian), height (4, big-endian).
    public static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    /// Why `data` is not well-formed XML (the parser's error and line), nil when it is.
    public static func xmlProblem(_ data: Data) -> String? {
        let parser = XMLParser(data: data)
        if parser.parse() { return nil }
        return "line \(parser.lineNumber), column \(parser.columnNumber): \(parser.parserError.map { "\($0)" } ?? "not well-formed")"
    }

    /// Every `<text>` of an SVG document with its baseline `y` (viewBox points) and its content,
    /// entities left as written, in document order.
    public static func svgTexts(_ svg: String) -> [(string: String, y: Double)] {
        let pattern = #/<text[^>]* y="(?<y>-?[0-9.]+)"[^>]*>(?<body>[^<]*)</text>/#
        return svg.matches(of: pattern).map { (String($0.output.body), Double($0.output.y) ?? .nan) }
    }

    /// The root element's name and the number of elements of a well-formed document.
    public static func xmlSummary(_ data: Data) -> (root: String?, elements: Int) {
        let parser = XMLParser(data: data)
        let counter = ElementCounter()
        parser.delegate = counter
        _ = parser.parse()
        return (counter.root, counter.count)
    }
}

/// Counts elements while parsing.
final class ElementCounter: NSObject, XMLParserDelegate {
    var root: String?
    var count = 0

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        if root == nil { root = elementName }
        count += 1
    }
}
