import Foundation

/// The storyboard's output directory: the path as the user wrote it (for messages and JSON) and
/// as the file system needs it.
struct StoryboardOutputDirectory: Sendable {
    /// As given to `-o` (default `storyboard`), without a trailing slash.
    var display: String
    /// Absolute: relative paths are resolved against the working directory.
    var path: String

    /// The directory `-o` names.
    /// - Throws: ``CLIError`` for an empty path or one that names an existing file.
    init(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
        let text = arguments.value("--output") ?? StoryboardOptions.defaultOutput
        guard !text.isEmpty else {
            throw .invalidValue(flag: "-o", placeholder: "dir", value: text, reason: "expected a directory path, got")
        }
        var display = text
        while display.count > 1 && display.hasSuffix("/") { display.removeLast() }
        self.display = display
        path = display.hasPrefix("/") ? display : context.workingDirectory + "/" + display
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw .invalidValue(flag: "-o", placeholder: "dir", value: text, reason: "expected a directory, got the file")
        }
    }

    /// `display` joined with a path relative to the directory, as printed and in JSON.
    func shown(_ relative: String) -> String { display == "/" ? "/" + relative : display + "/" + relative }

    /// Creates the directory (and its parents) and checks that it is writable.
    /// - Throws: ``CLIError`` naming `-o` when it cannot be created or written.
    func create() throws(CLIError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .invalidValue(flag: "-o", placeholder: "dir", value: display, reason: "cannot create the directory (\(Self.reason(error))):")
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw .invalidValue(flag: "-o", placeholder: "dir", value: display, reason: "the directory is not writable:")
        }
    }

    /// Creates the directory at `relative` inside this one when it does not exist yet.
    func createSubdirectory(_ relative: String) throws(CLIError) {
        do {
            try FileManager.default.createDirectory(atPath: path + "/" + relative, withIntermediateDirectories: true)
        } catch {
            throw .conflict("cannot create the directory '\(shown(relative))': \(Self.reason(error))")
        }
    }

    /// Writes `data` to `relative` inside this directory, replacing an older file atomically
    /// (``TemporaryFiles``: an interrupted run leaves neither a half-written nor a temporary file).
    func write(_ data: Data, to relative: String) throws(CLIError) {
        do {
            try TemporaryFiles.write(data, to: path + "/" + relative)
        } catch {
            throw .conflict("cannot write '\(shown(relative))': \(Self.reason(error))")
        }
    }

    /// A file at `relative` inside this directory written in pieces (``TemporaryFiles/Stream``);
    /// `part` tells apart several streams for one file.
    /// - Throws: ``CLIError`` when it cannot be created.
    func stream(to relative: String, part: String = "") throws(CLIError) -> TemporaryFiles.Stream {
        do { return try TemporaryFiles.Stream(to: path + "/" + relative, part: part) } catch {
            throw .conflict("cannot write '\(shown(relative))': \(Self.reason(error))")
        }
    }

    /// The run's journal (``StoryboardManifest/journalName``), opened for appending: a stopped
    /// run's lines are kept (the previous runs' files were read before).
    /// - Throws: ``CLIError`` when it cannot be created or opened.
    func journal() throws(CLIError) -> FileHandle {
        let file = path + "/" + StoryboardManifest.journalName
        if !FileManager.default.fileExists(atPath: file) { _ = FileManager.default.createFile(atPath: file, contents: nil) }
        guard let handle = FileHandle(forWritingAtPath: file) else {
            throw .conflict("cannot write '\(shown(StoryboardManifest.journalName))': cannot be opened")
        }
        do { try handle.seekToEnd() } catch { throw .conflict("cannot write '\(shown(StoryboardManifest.journalName))': \(Self.reason(error))") }
        return handle
    }

    /// Runs `step` on a stream of `relative`, mapping a Foundation error to one naming the file.
    func writing(_ relative: String, _ step: () throws -> Void) throws(CLIError) {
        do { try step() } catch {
            throw .conflict("cannot write '\(shown(relative))': \(Self.reason(error))")
        }
    }

    /// A one-phrase reason from a Foundation error (its POSIX description when there is one).
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
            let posix = underlying as NSError
            if posix.domain == NSPOSIXErrorDomain, let message = strerror(Int32(posix.code)) { return String(cString: message) }
        }
        return nsError.localizedDescription
    }
}
