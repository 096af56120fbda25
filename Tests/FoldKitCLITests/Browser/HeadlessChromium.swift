import Foundation

/// Debian's Chromium run headless on a page from `file://`: the DOM after load (`--dump-dom`) and
/// the page's console messages (`--enable-logging=stderr --v=0` logs each as an `INFO:CONSOLE`
/// line, uncaught exceptions included, from every frame).
///
/// A test drives a page with ``driving``: a wrapper page beside it loads it in an `<iframe>`, and
/// the wrapper's script clicks and presses keys in the frame after its load, writing what it saw
/// into its own DOM, which the dump returns.
enum HeadlessChromium {
    /// The arguments that let a wrapper page from `file://` drive a page in an `<iframe>`: file
    /// pages may reach each other's documents, and the dump waits up to 5 s of virtual time for
    /// the wrapper's timers (a hash change, a second step) before it is taken.
    static let driving = ["--allow-file-access-from-files", "--virtual-time-budget=5000"]

    /// What `make test` says when the browser is missing (`scripts/install-deps.sh
    /// --with-test-tools` installs it).
    static let missing = "chromium not found on PATH (or in FOLDKIT_CHROMIUM): the fold view's browser test needs Debian's "
        + "chromium; run `scripts/install-deps.sh --with-test-tools` (or `apt-get install chromium`)"

    /// The browser: `FOLDKIT_CHROMIUM` when set, else the first of `chromium`, `chromium-browser`
    /// on `PATH`; nil when there is none.
    static let path: String? = {
        if let given = ProcessInfo.processInfo.environment["FOLDKIT_CHROMIUM"], FileManager.default.isExecutableFile(atPath: given) {
            return given
        }
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser"] {
            for directory in directories where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        return nil
    }()

    /// One page load.
    struct Load: Sendable {
        /// The serialised DOM after the load event and the page's scripts.
        var dom: String
        /// The console messages, one log line each.
        var console: [String]
        /// The browser's exit status.
        var exitCode: Int32
        /// Whether it was killed for running longer than the timeout.
        var timedOut: Bool
        /// The browser's whole stderr, for failure messages.
        var log: String
    }

    /// Loads `url` in a fresh profile under `scratch` and returns the DOM and console; kills the
    /// browser after `timeout` seconds. `arguments` go before the URL (e.g. ``driving``). Output
    /// goes to files, not pipes, so a helper process the browser leaves behind cannot hold the test.
    static func load(_ url: String, browser: String, scratch: String, arguments: [String] = [], timeout: TimeInterval = 60) throws -> Load {
        let id = UUID().uuidString
        let domPath = scratch + "/dom-\(id).html", logPath = scratch + "/log-\(id).txt"
        _ = FileManager.default.createFile(atPath: domPath, contents: nil)
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        let dom = try FileHandle(forWritingTo: URL(fileURLWithPath: domPath)), log = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        defer { try? dom.close(); try? log.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--user-data-dir=\(scratch)/profile-\(id)", "--enable-logging=stderr", "--v=0",
        ] + arguments + ["--dump-dom", url]
        process.standardOutput = dom
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        let timedOut = process.isRunning
        if timedOut { process.terminate() }
        process.waitUntilExit()
        let text = String(decoding: FileManager.default.contents(atPath: logPath) ?? Data(), as: UTF8.self)
        return Load(dom: String(decoding: FileManager.default.contents(atPath: domPath) ?? Data(), as: UTF8.self),
                    console: text.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init),
                    exitCode: process.terminationStatus, timedOut: timedOut, log: text)
    }
}
