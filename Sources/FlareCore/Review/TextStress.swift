/// A text stress fill (`--text`): every text an alert or rocket shows is rewritten before rendering, to see
/// how the design holds up in translation. Pure and deterministic: the same text gives the same fill on every
/// run and machine (choices come from `stableHash`, never from a random generator).
public enum TextStress: String, Sendable, Hashable, Codable, CaseIterable {
    /// The spec's own text.
    case `default`
    /// About 50 % longer, with real words (German or Finnish run that much longer than English).
    case long
    /// Arabic text; the views lay it out right to left.
    case rtl
    /// Chinese and Japanese text, drawn with fallback fonts.
    case cjk
    /// Emoji after words: colour glyphs, modifiers, ZWJ sequences and flags.
    case emoji
    /// Pseudo-localisation as Android's en-XA: accented, about 40 % longer, bracketed.
    case pseudo

    /// Whether views lay the text out right to left.
    public var isRightToLeft: Bool { self == .rtl }

    /// `text` with this fill applied.
    public func apply(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        switch self {
        case .default: return text
        case .long: return Self.lengthened(text)
        case .rtl: return Self.replaced(text, words: Self.arabic, ratio: 1, punctuation: ["?": "؟", ",": "،"])
        case .cjk:
            return Self.replaced(
                text, words: Self.cjkPhrases, ratio: 0.6, separator: "", punctuation: ["?": "？", ".": "。", "!": "！"])
        case .emoji: return Self.withEmoji(text)
        case .pseudo: return Self.pseudoLocalized(text)
        }
    }

    // MARK: long

    /// Real words appended, before any closing punctuation, to at least 1.5 times the text's length.
    public static let fillerWords = "and please check the settings again before you continue with this important step"
        .split(separator: " ")

    static func lengthened(_ text: String) -> String {
        let (body, tail) = splitPunctuation(text)
        let target = (text.count * 3 + 1) / 2
        var result = body
        var i = Int(stableHash(text) % UInt64(fillerWords.count))
        repeat {
            result += " " + fillerWords[i % fillerWords.count]
            i += 1
        } while result.count + tail.count < target
        return result + tail
    }

    // MARK: rtl, cjk

    static let arabic = [
        "تنبيه", "البطارية", "منخفضة", "يرجى", "توصيل", "الشاحن", "الآن", "إلغاء", "موافق", "الإعدادات",
        "حفظ", "التغييرات", "رسالة", "جديدة", "متابعة", "تحديث", "الجهاز", "الطيران",
    ]
    static let cjkPhrases = [
        "电池电量低", "请连接充电器", "设置", "取消", "确定", "保存更改", "新消息", "继续",
        "バッテリー残量", "ドローン", "更新しますか", "飛行", "안전", "비행",
    ]

    /// Words of another script, about `ratio` times as many characters as `text` (at least one word), with its
    /// closing punctuation in that script.
    static func replaced(
        _ text: String, words: [String], ratio: Double, separator: String = " ",
        punctuation: [Character: String]
    ) -> String {
        let (body, tail) = splitPunctuation(text)
        let target = max(1, Int((Double(body.count) * ratio).rounded()))
        var result = ""
        var i = Int(stableHash(text) % UInt64(words.count))
        repeat {
            result += (result.isEmpty ? "" : separator) + words[i % words.count]
            i += 1
        } while result.count < target
        return result + tail.map { punctuation[$0] ?? String($0) }.joined()
    }

    // MARK: emoji

    static let emojiGlyphs = ["🔋", "⚡️", "🚀", "👍🏽", "👩‍💻", "🇯🇵", "✨", "🛰️", "❤️", "🙈"]

    /// An emoji after every word (and one in front), so line breaking and fallback fonts meet them everywhere.
    static func withEmoji(_ text: String) -> String {
        var i = Int(stableHash(text) % UInt64(emojiGlyphs.count))
        func next() -> String {
            defer { i += 1 }
            return emojiGlyphs[i % emojiGlyphs.count]
        }
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        return next() + " " + words.map { $0.isEmpty ? "" : $0 + " " + next() }.joined(separator: " ")
    }

    // MARK: pseudo

    static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ", "k": "ķ",
        "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ", "u": "û", "v": "ṽ",
        "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ", "K": "Ķ",
        "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ",
        "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]
    static let pseudoPadding = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// `[Ţĥîš îš ţéẋţ one two]`: every ASCII letter accented, number words appended (as Android's en-XA does) to
    /// at least 1.4 times the length, in brackets so a cut-off end shows.
    static func pseudoLocalized(_ text: String) -> String {
        var result = String(text.map { accents[$0] ?? $0 })
        let target = (text.count * 7 + 4) / 5
        var i = 0
        while result.count < target {
            result += " " + pseudoPadding[i % pseudoPadding.count]
            i += 1
        }
        return "[" + result + "]"
    }

    // MARK: Helpers

    /// The text without its closing punctuation (`.`, `!`, `?`, `…`, `:`), and that punctuation.
    static func splitPunctuation(_ text: String) -> (body: String, tail: String) {
        let closing: Set<Character> = [".", "!", "?", "…", ":", ","]
        var body = Substring(text)
        while let last = body.last, closing.contains(last), body.count > 1 { body = body.dropLast() }
        return (String(body), String(text.dropFirst(body.count)))
    }
}
