import Foundation
import Testing

/// Expects `body` to throw an `E` whose message is `expected`; with `expected` nil, expects it to
/// succeed (a valid edge value) and rethrows anything it throws, so the test fails naming it.
func expectFault<E: Error>(_ expected: String?, message: (E) -> String, sourceLocation: SourceLocation = #_sourceLocation,
                           _ body: () throws(E) -> Void) throws {
    guard let expected else { return try body() }
    do {
        try body()
        Issue.record("expected the error \"\(expected)\", nothing was thrown", sourceLocation: sourceLocation)
    } catch {
        #expect(message(error) == expected, sourceLocation: sourceLocation)
    }
}
