import Foundation

/// Snapshot baselines for deterministic text outputs (SVG, HTML, JSON) (STYLE 12).
///
/// `RECORD_SNAPSHOTS=1 swift test` rewrites the baselines; a missing baseline is recorded and the
/// check fails with "Recorded new baseline", so a new snapshot is never silently accepted.
public enum Snapshot {
    /// Whether `RECORD_SNAPSHOTS=1` is set.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// Compares `actual` with the baseline file `name` in `directory`.
    /// - Returns: nil when they match; otherwise why not — a `-`/`+` line diff of the first
    ///   differences, or that a baseline was (re-)recorded.
    public static func check(_ actual: String, named name: String, in directory: URL) -> String? {
        let url = directory.appendingPathComponent(name)
        let existing = try? String(contentsOf: url, encoding: .utf8)
        if existing == nil || isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                return "cannot record snapshot \(url.path): \(error)"
            }
            return existing == nil ? "Recorded new baseline \(url.path); run again" : (existing == actual ? nil : "Re-recorded \(url.path)")
        }
        guard let expected = existing, expected != actual else { return nil }
        return "snapshot \(name) differs (RECORD_SNAPSHOTS=1 to accept):\n" + diff(expected: expected, actual: actual)
    }

    /// The first `limit` differing lines, `-` expected and `+` actual, with line numbers.
    public static func diff(expected: String, actual: String, limit: Int = 12) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for index in 0..<max(old.count, new.count) where out.count < 2 * limit {
            let a = index < old.count ? String(old[index]) : nil
            let b = index < new.count ? String(new[index]) : nil
            guard a != b else { continue }
            if let a { out.append("\(index + 1) - \(a)") }
            if let b { out.append("\(index + 1) + \(b)") }
        }
        return out.joined(separator: "\n")
    }
}
