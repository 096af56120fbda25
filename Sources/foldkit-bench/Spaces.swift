import FoldKit

/// The spaces the cases run in: the built-in iPhone Duo in a posture preset.
enum Spaces {
    static func duo(_ preset: PosturePreset) throws -> LayoutSpace {
        let duo = try DeviceProfile.builtIn("iphone-duo")
        return try duo.resolve(try duo.state(for: preset))
    }
}
