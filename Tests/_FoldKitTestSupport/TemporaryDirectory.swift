import Foundation

/// A fresh, empty directory under the system's temporary directory for tests that write files;
/// call ``remove()`` when done.
public struct TemporaryDirectory: Sendable {
    /// The directory's absolute path, without a trailing slash.
    public let path: String

    /// Creates the directory, named `foldkit-<label>-<uuid>`.
    public init(_ label: String = "test") {
        var base = NSTemporaryDirectory()
        while base.hasSuffix("/") { base.removeLast() }
        path = base + "/foldkit-\(label)-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Every regular file below the directory, as sorted relative paths.
    public func files() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(relative)
            }
        }
        return files.sorted()
    }

    /// The bytes of the file at `relative`, nil when unreadable.
    public func data(_ relative: String) -> Data? { FileManager.default.contents(atPath: path + "/" + relative) }

    /// Deletes the directory and everything in it.
    public func remove() { try? FileManager.default.removeItem(atPath: path) }
}
