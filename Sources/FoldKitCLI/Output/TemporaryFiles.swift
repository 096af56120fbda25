import Foundation

/// The temporary files FoldKit is writing right now, so an interrupted run can remove them.
///
/// A file is written beside its destination under a temporary name and renamed over it when
/// complete (``write(_:to:)``); while it is being written, its temporary path is registered
/// here. The `foldkit` executable removes every registered file when interrupted (SIGINT,
/// SIGTERM), so Ctrl-C never leaves a half-written file or a temporary one behind.
public enum TemporaryFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: Set<String> = []

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
