/// "Did you mean …?" hints: the closest candidate by edit distance, when it is close enough to help.
public enum Suggestion {
    /// The candidate nearest to `word` (case-insensitive Levenshtein distance at most 1 for words of up to
    /// three letters, else 2, or a third of the word's length up to 3), or nil.
    public static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
        let w = Array(word.lowercased().unicodeScalars)
        guard !w.isEmpty, w.count <= 64 else { return nil }
        let limit = w.count <= 3 ? 1 : max(2, min(3, w.count / 3))
        var best: (String, Int)?
        for candidate in candidates {
            let c = Array(candidate.lowercased().unicodeScalars)
            if abs(c.count - w.count) > limit { continue }
            let d = distance(w, c)
            // Ties go to the alphabetically first candidate, so hints never depend on dictionary order.
            if d <= limit, best.map({ d < $0.1 || (d == $0.1 && candidate < $0.0) }) ?? true { best = (candidate, d) }
        }
        return best?.0
    }

    /// ` (did you mean 'x'?)`, or an empty string.
    public static func hint(for word: String, in candidates: some Sequence<String>) -> String {
        nearest(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
