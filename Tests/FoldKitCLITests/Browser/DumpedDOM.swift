import Foundation

/// Opening tags and their attributes in a DOM that Chromium serialised (`--dump-dom`).
struct DumpedDOM {
    /// The serialised document.
    var html: String

    /// Every opening tag (`<div …>`) after the first occurrence of `anchor`, quotes respected.
    func tags(after anchor: String) -> [String] {
        guard let start = html.range(of: anchor)?.upperBound else { return [] }
        var tags: [String] = []
        var current = "", inTag = false, quote: Character?
        for character in html[start...] {
            if !inTag {
                if character == "<" { inTag = true; current = "<" }
                continue
            }
            current.append(character)
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ">" {
                if !current.hasPrefix("</") { tags.append(current) }
                inTag = false
            }
        }
        return tags
    }

    /// The first tag after `anchor` whose class list holds `className` and whose `data-id` is `id`.
    func element(_ className: String, id: String, after anchor: String) -> String? {
        tags(after: anchor).first { tag in
            guard let classes = Self.attribute("class", in: tag)?.split(separator: " ") else { return false }
            return classes.contains(Substring(className)) && Self.attribute("data-id", in: tag) == id
        }
    }

    /// The value of attribute `name` in `tag` (entities left as they are).
    static func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"")?.upperBound, let end = tag[start...].firstIndex(of: "\"") else { return nil }
        return String(tag[start..<end])
    }

    /// A length in pixels from the tag's inline style (`left: 12.5px`).
    static func pixels(_ property: String, in tag: String) -> Double? {
        guard let style = attribute("style", in: tag), let start = style.range(of: "\(property): ")?.upperBound,
              let end = style[start...].range(of: "px")?.lowerBound else { return nil }
        return Double(style[start..<end])
    }

    /// `data-frame="x,y,w,h"` as numbers; nil when absent or empty (hidden).
    static func frame(in tag: String) -> [Double]? {
        guard let text = attribute("data-frame", in: tag), !text.isEmpty else { return nil }
        let numbers = text.split(separator: ",").compactMap { Double($0) }
        return numbers.count == 4 ? numbers : nil
    }
}
