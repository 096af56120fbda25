import Foundation

extension DeviceProfile {
    /// The ids of the built-in profiles, in listing order.
    public static let builtInIDs = ["iphone-duo", "iphone", "ipad", "book-foldable", "flip-foldable", "dual-screen", "tri-fold"]

    /// The built-in profile `id`, loaded from the package's JSON resources (SPEC 2.2, 2.3).
    /// - Throws: ``JSONInputError`` if the resource is missing or invalid (a packaging fault).
    public static func builtIn(_ id: String) throws(JSONInputError) -> DeviceProfile {
        guard builtInIDs.contains(id) else { throw JSONInputError(path: "", message: "no built-in profile \"\(id)\"") }
        guard let url = Bundle.module.url(forResource: id, withExtension: "json", subdirectory: "Profiles"),
              let data = try? Data(contentsOf: url) else {
            throw JSONInputError(path: "", message: "built-in profile \"\(id)\" is missing from the package resources")
        }
        return try decode(data)
    }

    /// Every built-in profile, in ``builtInIDs`` order.
    /// - Throws: ``JSONInputError`` if a resource is missing or invalid.
    public static func allBuiltIn() throws(JSONInputError) -> [DeviceProfile] {
        var profiles: [DeviceProfile] = []
        for id in builtInIDs { profiles.append(try builtIn(id)) }
        return profiles
    }
}
