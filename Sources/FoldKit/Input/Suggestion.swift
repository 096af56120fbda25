/// Finds the near miss for a mistyped name ("did you mean 'tabletop'?").
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a typo
    /// (distance ≤ max(1, length / 3)); ties go to the first in sorted order.
    /// - Complexity: O(*c*·*m*·*n*) for *c* candidates of length *n* and a word of length *m*.
    public static func nearest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        let target = Array(word.lowercased())
        var best: (String, Int)?
        for candidate in candidates.sorted() {
            let d = distance(target, Array(candidate.lowercased()))
            if d <= max(1, target.count / 3), best == nil || d < best!.1 { best = (candidate, d) }
        }
        return best?.0
    }

    /// The Levenshtein distance between two character arrays.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
