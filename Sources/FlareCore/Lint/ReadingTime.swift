/// How long a text takes to read: the reading-time rule's count of words.
public enum ReadingTime {
    /// Words as a reader counts them: runs of letters or digits (an emoji alone counts as one word, so a
    /// block showing only "🎉" still needs its base second).
    public static func words(in text: String) -> Int {
        var count = 0
        var inWord = false
        var symbols = 0
        for scalar in text.unicodeScalars {
            let isWordChar = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            if isWordChar && !inWord { count += 1 }
            inWord = isWordChar
            if !isWordChar && scalar.properties.isEmojiPresentation { symbols += 1 }
        }
        return count == 0 && symbols > 0 ? 1 : count
    }
}
