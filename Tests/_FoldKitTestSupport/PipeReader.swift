import Foundation

/// Collects a pipe's bytes on a background thread, so a child process that fills one pipe while
/// the reader waits on another cannot stall (``BuiltBinary``, ``PythonCheck``).
final class PipeReader: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `handle` to its end.
    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            let all = handle.readDataToEndOfFile()
            lock.lock()
            data = all
            lock.unlock()
            done.signal()
        }
    }

    /// Everything read, as UTF-8 text; waits for the end of the pipe.
    func text() -> String {
        done.wait()
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}
