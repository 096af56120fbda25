import Foundation
import FoldKit

/// Lists on the command line — comma-separated flag values (`--posture book,tabletop`), repeated
/// flags (`--window … --window …`) and scene paths — and the one rule for a repeat: an item given
/// twice is an error naming the item and where it came from (CLI.md "Exit status").
///
/// Two items are the same when they mean the same: equal words in a list, equal rects
/// (`470` and `470.0`), profiles with one id (`iphone-duo` and `./iphone-duo.json`), scenes with
/// one id (`a.json` and `./a.json`).
enum ListValue {
    /// Where a list comes from, for the message.
    enum Source {
        /// The value or values of a flag, with its placeholder.
        case flag(String, placeholder: String)
        /// Positional arguments (scene files and directories).
        case arguments
    }

    /// The items of the comma-separated list `text`, trimmed, in order.
    /// - Parameter acceptsAll: whether the list takes `all` (alone); when false, `all` is left to
    ///   the caller to refuse as an unknown item.
    /// - Throws: ``CLIError`` naming `flag` for an empty item, `all` combined with other items, or
    ///   an item listed twice (``requireUnique(_:key:text:noun:source:)``).
    static func items(_ text: String, flag: String, placeholder: String, noun: String, acceptsAll: Bool = true) throws(CLIError) -> [String] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if items.contains("") {
            throw .invalidValue(flag: flag, placeholder: placeholder, value: text, reason: "empty \(noun) name in the list")
        }
        if acceptsAll, items.contains("all") {
            throw .invalidValue(flag: flag, placeholder: placeholder, value: text, reason: "'all' must be given alone, got")
        }
        try requireUnique(items, key: { $0 }, text: { $0 }, noun: noun, source: .flag(flag, placeholder: placeholder))
        return items
    }

    /// The items of the comma-separated list `text` (``items(_:flag:placeholder:noun:acceptsAll:)``),
    /// each one of `names`.
    /// - Parameter choices: the values the message for an unknown item lists (default: `names`).
    /// - Throws: ``CLIError`` naming `flag` as ``items(_:flag:placeholder:noun:acceptsAll:)`` does,
    ///   or for the first item not in `names` (with a near miss).
    static func items(_ text: String, flag: String, placeholder: String, noun: String, among names: [String], choices: [String]? = nil,
                      acceptsAll: Bool = true) throws(CLIError) -> [String] {
        let items = try items(text, flag: flag, placeholder: placeholder, noun: noun, acceptsAll: acceptsAll)
        for item in items where !names.contains(item) {
            throw .invalidValue(flag: flag, placeholder: placeholder, value: item, reason: "unknown \(noun)",
                                suggestion: Suggestion.nearest(to: item, in: names), choices: choices ?? names)
        }
        return items
    }

    /// Throws when two of `items` have the same `key`: `<noun> listed twice: '<second>' for
    /// '<flag> <placeholder>'`, or for arguments `<noun> '<key>' listed twice: '<first>' and '<second>'`.
    /// - Complexity: O(*n*) hashes for *n* items.
    static func requireUnique<Item, Key: Hashable>(_ items: [Item], key: (Item) -> Key, text: (Item) -> String,
                                                   noun: String, source: Source) throws(CLIError) {
        var seen: [Key: Item] = [:]
        for item in items {
            guard let earlier = seen.updateValue(item, forKey: key(item)) else { continue }
            switch source {
            case .flag(let flag, let placeholder):
                throw .invalidValue(flag: flag, placeholder: placeholder, value: text(item), reason: "\(noun) listed twice:")
            case .arguments:
                throw .conflict("\(noun) '\(CLIError.excerpt("\(key(item))"))' listed twice: '\(CLIError.excerpt(text(earlier)))' and '\(CLIError.excerpt(text(item)))'")
            }
        }
    }
}
