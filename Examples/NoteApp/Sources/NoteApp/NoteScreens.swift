import Foundation

/// NoteApp's screens as FoldKit scenes, one JSON file each in `Screens/`.
public enum NoteScreens {
    /// The note list and the open note (`Screens/notes.json`).
    public static var notes: URL { scene("notes") }

    /// The scene file `name`.json in the target's `Screens` folder.
    static func scene(_ name: String) -> URL {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Screens") else {
            fatalError("Screens/\(name).json is missing from NoteApp's resources")
        }
        return url
    }
}
