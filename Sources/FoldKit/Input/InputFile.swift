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
            // A link that leads nowhere exists as a link (a loop said "no such file").
            var link = stat()
            if lstat(resolvedPath, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
                throw ReadError(path: display, reason: "is a symbolic link that leads to no file (a loop, or its target is missing)")
            }
            throw ReadError(path: display, reason: "no such file")
        }
        if isDirectory.boolValue { throw ReadError(path: display, reason: "is a directory, expected \(expecting)") }
        if let size = (try? FileManager.default.attributesOfItem(atPath: resolvedPath))?[.size] as? Int, size > maximumBytes {
            throw ReadError(path: display, reason: "file of \(size) bytes exceeds the limit of \(maximumBytes)")
        }
        // Opened without waiting: a named pipe that no one writes to would block the open for
        // ever (as `cat` does). Then read blocking, at most one byte past the limit: a pipe with a
        // writer is read to its end, one without reads as empty; a device (/dev/null, /dev/zero)
        // has no size to check beforehand.
        let descriptor = open(resolvedPath, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(path: display, reason: "cannot be read") }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? handle.close() }
        let data: Data
        do { data = try handle.read(upToCount: maximumBytes + 1) ?? Data() } catch {
            throw ReadError(path: display, reason: "cannot be read")
        }
        if data.isEmpty, isNamedPipe(descriptor) {
            throw ReadError(path: display, reason: "is a named pipe that no one writes to: nothing to read")
        }
        if data.count > maximumBytes {
            throw ReadError(path: display, reason: "more than \(maximumBytes) bytes, the limit")
        }
        return data
    }

    /// Whether the open file `descriptor` is a named pipe (FIFO).
    static func isNamedPipe(_ descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO
    }
}
