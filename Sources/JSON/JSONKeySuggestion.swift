/// "Did you mean …?": the candidate closest to a misspelled key, enum value or name (Spec's
/// `Suggestion` words it).
package enum JSONKeySuggestion {
    /// The candidate closest to `word` when it is close enough to be a likely typo.
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let limit = max(1, min(3, word.count / 3))
        let lowered = word.lowercased()
        let length = lowered.count
        var best: (candidate: String, distance: Int)?
        // A candidate whose length differs by more than the limit is no typo of the word (and a
        // 10 MB key is not compared character by character with every candidate).
        for candidate in candidates where abs(candidate.count - length) <= limit {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        return best.distance <= limit ? best.candidate : nil
    }

    /// Levenshtein distance over characters.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
