import Foundation
import Testing
@testable import FoldKit

/// `docs/profile-format.md`, the user's reference for device profiles, names every field the
/// profile decoder reads and every value its enumerations take, so a field added to the format
/// (as `keyboardHeight` was) cannot go undocumented.
@Suite("Profile format documentation")
struct ProfileFormatDocTests {
    /// `docs/profile-format.md`, found from this file's path.
    static let docURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/profile-format.md")

    /// The profile's field names, object by object, as the decoder spells them.
    static let fields: [String] = DeviceProfile.CodingKeys.allCases.map(\.rawValue)
        + HingeSpec.CodingKeys.allCases.map(\.rawValue)
        + DisplaySpec.CodingKeys.allCases.map(\.rawValue)
        + DisplaySpec.OrientationKeys.allCases.map(\.rawValue)
        + ReservedRegionSpec.CodingKeys.allCases.map(\.rawValue)
        + ["horizontal", "vertical", "width", "height", "x", "y", "top", "left", "bottom", "right"]

    /// The values of the profile's enumerations.
    static let values: [String] = DisplaySpec.Role.allCases.map(\.rawValue)
        + HingeSpec.InactiveDivisionFrame.allCases.map(\.rawValue)
        + ReservedRegion.Kind.allCases.map(\.rawValue)
        + ReservedRegionSpec.Activation.allCases.map(\.rawValue)
        + PhysicalSide.allCases.map(\.rawValue)
        + SizeClass.allCases.map(\.rawValue)

    @Test("every field and enumerated value of a profile is named in docs/profile-format.md")
    func everyFieldIsDocumented() throws {
        let doc = try String(contentsOf: Self.docURL, encoding: .utf8)
        let missing = (Self.fields + Self.values).filter { !doc.contains("`\($0)`") && !doc.contains("\"\($0)\"") }
        #expect(missing.isEmpty, "docs/profile-format.md does not name \(missing.joined(separator: ", "))")
        #expect(doc.contains("\"keyboardHeight\": {\"landscape\": 320, \"portrait\": 291}"), "the example is not the built-in iphone-duo profile")
    }
}
