/// What counts as saying nothing, and what a one-line text may not hold, for every text an input
/// file gives (a profile's ids and names, a scene's name, summary, titles, labels and symbols).
extension String {
    /// Whether the text is empty or shows nothing: only whitespace (spaces, tabs, line breaks,
    /// no-break spaces), invisible format characters (zero-width space, joiners, the byte-order
    /// mark, soft hyphens: default-ignorable code points) and marks with nothing to sit on (a lone
    /// combining accent): `""`, `"   "`, `"\u{200B}"`.
    /// - Complexity: O(*n*) in the scalars up to the first that shows.
    package var isBlank: Bool {
        unicodeScalars.allSatisfy { scalar in
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control, .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
            default: return properties.isWhitespace || properties.isDefaultIgnorableCodePoint
            }
        }
    }

    /// The first scalar that a one-line text may not hold — a control character (C0, DEL, C1:
    /// tabs and line breaks included, and the escape that would drive a terminal) or a line or
    /// paragraph separator — with its offset in scalars; nil when there is none.
    /// - Complexity: O(*n*) in the scalars.
    package var firstLineBreakOrControl: (scalar: Unicode.Scalar, offset: Int)? {
        for (offset, scalar) in unicodeScalars.enumerated() {
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: return (scalar, offset)
            default: continue
            }
        }
        return nil
    }
}
