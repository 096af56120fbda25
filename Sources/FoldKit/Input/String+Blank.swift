/// What counts as saying nothing, for every text an input file must give (a profile's ids and
/// names, a scene's name, titles and symbols).
extension String {
    /// Whether the text is empty or only whitespace (spaces, tabs, line breaks, no-break spaces):
    /// `""`, `"   "`.
    /// - Complexity: O(*n*) in the characters up to the first that is not whitespace.
    package var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
