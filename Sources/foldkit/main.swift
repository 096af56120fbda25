import Foundation
import FoldKitCLI

// The `foldkit` executable: nothing but a call into FoldKitCLI, and writing what it returns.
// Writes never trap: a closed or full stream (`> /dev/full`, `>&-`) loses the text; standard
// error says so in every case, and the exit status says so (2) unless the command already failed
// (lint's 1 stays 1); a reader that stopped early (`| head`) is not an error.
signal(SIGPIPE, SIG_IGN)
// Ctrl-C (or a TERM) removes the files being written before exiting as the signal would: a run
// never leaves a temporary or half-written file behind.
var interrupts: [DispatchSourceSignal] = []
for number in [SIGINT, SIGTERM] {
    signal(number, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
    source.setEventHandler {
        TemporaryFiles.removeAll()
        _exit(128 + number)
    }
    source.resume()
    interrupts.append(source)
}
let output = FoldKitCommandLine.run(Array(CommandLine.arguments.dropFirst()),
                                    context: CommandContext(workingDirectory: FileManager.default.currentDirectoryPath,
                                                            stderrIsTerminal: isatty(STDERR_FILENO) != 0))

/// Writes all of `text` to `descriptor`; false when the stream is closed or full.
func write(_ text: String, to descriptor: Int32) -> Bool {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return false }
        bytes = bytes.dropFirst(written)
    }
    return true
}

var status = output.exitCode
if !write(output.stdout, to: STDOUT_FILENO) && errno != EPIPE {
    if status == 0 { status = 2 }
    _ = write("error: cannot write to standard output\n", to: STDERR_FILENO)
}
if !write(output.stderr, to: STDERR_FILENO) && status == 0 { status = 2 }
exit(status)
