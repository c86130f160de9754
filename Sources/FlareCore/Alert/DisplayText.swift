/// Text as Flare hands it to the text layout.
///
/// Pango's line breaking is quadratic in the length of a word it cannot break (one 4,096-character word took
/// 5.7 s to lay out, 8,192 took 25 s), and an alert shows a few hundred words at most. So a text longer than
/// `limit` characters is cut (with "…", and the caller warns), and inside a run of more than `longRun`
/// characters with no break opportunity a zero-width space goes between characters: Pango then wraps the run in
/// linear time, at the character boundaries where `PANGO_WRAP_WORD_CHAR` would have broken it anyway (no run that
/// long fits on one line of any stage). Zero-width spaces draw nothing.
public enum DisplayText {
    /// The most characters of one text Flare lays out.
    public static let limit = 10_000
    /// A run of more non-space characters than this gets a break opportunity between characters.
    public static let longRun = 64

    /// `text` ready for layout, and whether it was cut at `limit`.
    public static func prepare(_ text: String, limit: Int = limit) -> (text: String, cut: Bool) {
        let cut = text.count > limit
        let kept = cut ? text.prefix(limit) + "…" : Substring(text)
        guard kept.count > longRun else { return (String(kept), cut) }
        var out = ""
        out.reserveCapacity(kept.utf8.count)
        var run: [Character] = []
        func flush() {
            if run.count > longRun {
                for (index, character) in run.enumerated() {
                    if index > 0 { out.append("\u{200B}") }
                    out.append(character)
                }
            } else {
                out.append(contentsOf: run)
            }
            run.removeAll(keepingCapacity: true)
        }
        for character in kept {
            if character.isWhitespace || character == "\u{200B}" {
                flush()
                out.append(character)
            } else {
                run.append(character)
            }
        }
        flush()
        return (out, cut)
    }
}
