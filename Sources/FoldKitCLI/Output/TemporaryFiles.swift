import Foundation

/// The temporary files FoldKit is writing right now, so an interrupted run can remove them.
///
/// A file is written beside its destination under a temporary name and renamed over it when
/// complete (``write(_:to:)``); while it is being written, its temporary path is registered
/// here. The `foldkit` executable removes every registered file when interrupted (SIGINT,
/// SIGTERM), so Ctrl-C never leaves a half-written file or a temporary one behind.
public enum TemporaryFiles {
    fileprivate static let lock = NSLock()
    nonisolated(unsafe) fileprivate static var paths: Set<String> = []

    /// Writes `data` to `path` atomically: into `path.foldkit-tmp-PID`, then renamed over `path`.
    /// - Throws: Foundation's error when the file cannot be written or renamed (the temporary
    ///   file is removed).
    public static func write(_ data: Data, to path: String) throws {
        let temporary = path + ".foldkit-tmp-\(getpid())"
        register(temporary)
        defer { unregister(temporary) }
        do {
            try data.write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, path) == 0 else {
                throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno), userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(errno))])
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// A file written in pieces under a temporary name beside `path` (registered, so Ctrl-C
    /// removes it), then renamed over `path` (``commit()``) or removed (``discard()``): for output
    /// too large to hold in memory (the storyboard's page and PDF at scale).
    final class Stream {
        /// The destination.
        let path: String
        /// Where the bytes go until ``commit()``.
        let temporary: String
        private let handle: FileHandle

        /// Creates the temporary file for `path`; `part` tells apart several streams for one path.
        /// - Throws: Foundation's error when the file cannot be created.
        init(to path: String, part: String = "") throws {
            self.path = path
            temporary = path + ".foldkit-tmp\(part.isEmpty ? "" : "-" + part)-\(getpid())"
            TemporaryFiles.register(temporary)
            guard FileManager.default.createFile(atPath: temporary, contents: nil), let handle = FileHandle(forUpdatingAtPath: temporary) else {
                TemporaryFiles.unregister(temporary)
                throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno), userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(errno))])
            }
            self.handle = handle
        }

        deinit { discard() }

        /// Appends `bytes`.
        /// - Throws: Foundation's error when they cannot be written.
        func write<Bytes: DataProtocol>(_ bytes: Bytes) throws { try handle.write(contentsOf: bytes) }

        /// Appends what `other` holds so far, read back a megabyte at a time.
        /// - Throws: Foundation's error when it cannot be read or written.
        func append(contentsOf other: Stream) throws {
            try other.handle.seek(toOffset: 0)
            while let chunk = try other.handle.read(upToCount: 1 << 20), !chunk.isEmpty { try handle.write(contentsOf: chunk) }
        }

        /// Closes the file and renames it over ``path``.
        /// - Throws: Foundation's error when it cannot be closed or renamed (it is removed).
        func commit() throws {
            defer { TemporaryFiles.unregister(temporary) }
            do {
                try handle.close()
                guard rename(temporary, path) == 0 else {
                    throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno), userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(errno))])
                }
            } catch {
                unlink(temporary)
                throw error
            }
        }

        /// Closes and removes the temporary file (nothing after ``commit()``).
        func discard() {
            try? handle.close()
            TemporaryFiles.lock.lock()
            let registered = TemporaryFiles.paths.contains(temporary)
            TemporaryFiles.lock.unlock()
            guard registered else { return }
            unlink(temporary)
            TemporaryFiles.unregister(temporary)
        }
    }

    /// Removes every temporary file being written. Safe to call from a signal-handling queue.
    public static func removeAll() {
        lock.lock()
        let all = paths
        lock.unlock()
        for path in all { unlink(path) }
    }

    static func register(_ path: String) {
        lock.lock()
        paths.insert(path)
        lock.unlock()
    }

    static func unregister(_ path: String) {
        lock.lock()
        paths.remove(path)
        lock.unlock()
    }
}
