import Testing
@testable import FoldKitRender

/// Text from scene files must never break the SVG or HTML.
struct XMLEscapeTests {
    @Test func escapesMarkup() {
        #expect(XMLEscape.escaped("<a & \"b\" 'c'>") == "&lt;a &amp; &quot;b&quot; &#39;c&#39;&gt;")
    }

    @Test func replacesCharactersXMLForbids() {
        #expect(XMLEscape.escaped("a\u{0}b\u{1B}c\u{FFFF}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
        #expect(XMLEscape.escaped("tab\tline\n") == "tab\tline\n")
    }

    @Test func textPrimitivesHoldOneLineOfPrintableText() {
        let text = DrawingPrimitive.Text("a\nb\u{7}c", at: .zero, size: 9, color: PanelPalette.ink)
        #expect(text.string == "a b\u{FFFD}c")
    }
}
