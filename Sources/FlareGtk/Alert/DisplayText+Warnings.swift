import FlareCore

extension DisplayText {
    /// `text` as the layout gets it (`prepare`): cut at `limit` characters with a warning to `warn`, and long
    /// unbreakable runs made breakable so wrapping stays linear.
    static func shown(_ text: String, warn: (String) -> Void) -> String {
        let prepared = prepare(text)
        if prepared.cut {
            warn("a text of \(text.count) characters is cut to its first \(limit); shorten it")
        }
        return prepared.text
    }
}
