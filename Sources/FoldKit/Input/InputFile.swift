import Foundation

/// Reads input files (device profiles, scenes, dumped layouts) with one-line failures, bounded:
/// at most ``maximumBytes``, so `/dev/zero` or a huge file is refused, never read into memory.
public enum InputFile {
    /// The largest input file read, bytes (16 MiB).
    public static let maximumBytes = 16 << 20

    /// Why a file cannot be read: `notes.json: no such file`.
    public struct ReadError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The file as the caller named it.
        public var path: String
        /// What is wrong, one phrase.
        public var reason: String

        /// `path: reason`.
        public var description: String { "\(path): \(reason)" }
    }

    /// The bytes of a file.
    /// - Parameters:
    ///   - display: the file as the user named it, for messages.
    ///   - resolvedPath: the file's path to open (absolute, or relative to the process's directory).
    ///   - expecting: what the file should be, for the message about a directory.
    /// - Throws: ``ReadError`` for a missing file, a directory, an unreadable or oversize file.
    /// - Complexity: O(*b*) for *b* ≤ ``maximumBytes`` bytes.
    public static func read(_ display: String, resolvedPath: String, expecting: String = "a JSON file") throws(ReadError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolvedPath, isDirectory: &isDirectory) else {
            throw ReadError(path: display, reason: "no such file")
        }
        if isDirectory.boolValue { throw ReadError(path: display, reason: "is a directory, expected \(expecting)") }
        if let size = (try? FileManager.default.attributesOfItem(atPath: resolvedPath))?[.size] as? Int, size > maximumBytes {
            throw ReadError(path: display, reason: "file of \(size) bytes exceeds the limit of \(maximumBytes)")
        }
        // Read through a handle, at most one byte past the limit: a device or pipe (/dev/null,
        // /dev/zero) has no size to check beforehand.
        guard let handle = FileHandle(forReadingAtPath: resolvedPath) else {
            throw ReadError(path: display, reason: "cannot be read")
        }
        defer { try? handle.close() }
        let data: Data
        do { data = try handle.read(upToCount: maximumBytes + 1) ?? Data() } catch {
            throw ReadError(path: display, reason: "cannot be read")
        }
        if data.count > maximumBytes {
            throw ReadError(path: display, reason: "more than \(maximumBytes) bytes, the limit")
        }
        return data
    }
}
