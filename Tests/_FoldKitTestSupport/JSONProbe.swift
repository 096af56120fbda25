import Foundation

/// Reads values out of a JSON document by dotted path (`regions[0].frame.x`), for CLI tests.
public struct JSONProbe: Sendable {
    /// The parsed document (JSONSerialization objects), boxed as `Sendable`.
    private let text: String

    /// Parses `text`; a document that is not JSON yields a probe whose lookups are nil.
    public init(_ text: String) { self.text = text }

    /// The value at `path`, nil when missing; JSON null comes back as `NSNull`.
    public func value(_ path: String) -> Any? {
        guard var current = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) else { return nil }
        for part in path.replacingOccurrences(of: "]", with: "").replacingOccurrences(of: "[", with: ".").split(separator: ".") {
            if let array = current as? [Any], let index = Int(part), array.indices.contains(index) {
                current = array[index]
            } else if let object = current as? [String: Any], let next = object[String(part)] {
                current = next
            } else {
                return nil
            }
        }
        return current
    }

    /// The number at `path`.
    public func number(_ path: String) -> Double? { (value(path) as? NSNumber)?.doubleValue }
    /// The string at `path`.
    public func string(_ path: String) -> String? { value(path) as? String }
    /// The boolean at `path`.
    public func bool(_ path: String) -> Bool? { (value(path) as? NSNumber)?.boolValue }
    /// The array length at `path`.
    public func count(_ path: String) -> Int? { (value(path) as? [Any])?.count }
    /// Whether `path` holds JSON null.
    public func isNull(_ path: String) -> Bool { value(path) is NSNull }
    /// The rect `{"x","y","width","height"}` at `path`.
    public func rect(_ path: String) -> CGRect? {
        guard let x = number("\(path).x"), let y = number("\(path).y"), let w = number("\(path).width"), let h = number("\(path).height") else { return nil }
        return CGRect(x: x, y: y, width: w, height: h)
    }
}
