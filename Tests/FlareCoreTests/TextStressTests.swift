import FlareCore
import Foundation
import Testing

/// The `--text` fills: deterministic, the lengths and scripts they promise, and applied to every text an alert
/// or rocket shows.
@Suite struct TextStressTests {
    static let samples = [
        "Battery low", "Connect the charger to keep flying.", "OK", "Cancel",
        "Your drone will return home when the battery reaches 20 %. Continue?", "Ünïcode – déjà vu!",
    ]

    @Test func everyFillIsDeterministicAndDefaultIsTheIdentity() {
        for fill in TextStress.allCases {
            for text in Self.samples {
                #expect(fill.apply(text) == fill.apply(text), "\(fill) of '\(text)'")
                #expect(fill.apply("") == "")
            }
        }
        for text in Self.samples { #expect(TextStress.default.apply(text) == text) }
    }

    @Test func longIsAboutHalfAgainAsLongWithRealWords() {
        for text in Self.samples {
            let long = TextStress.long.apply(text)
            #expect(
                long.hasPrefix(text.trimmingCharacters(in: CharacterSet(charactersIn: ".!?"))),
                "keeps the text: \(long)")
            #expect(Double(long.count) >= Double(text.count) * 1.5, "\(long)")
            // At most one filler word past the target.
            let longestWord = TextStress.fillerWords.map(\.count).max()!
            #expect(long.count <= (text.count * 3 + 1) / 2 + longestWord + 1, "\(long)")
            let added = long.dropFirst(text.count - 1).split(separator: " ").map {
                $0.trimmingCharacters(in: .punctuationCharacters)
            }
            #expect(added.dropFirst().allSatisfy { TextStress.fillerWords.map(String.init).contains($0) }, "\(added)")
        }
        #expect(TextStress.long.apply("Battery low.").hasSuffix("."), "closing punctuation stays last")
    }

    @Test func rtlIsArabicScript() {
        for text in Self.samples {
            let rtl = TextStress.rtl.apply(text)
            let letters = rtl.unicodeScalars.filter { $0.properties.isAlphabetic }
            #expect(!letters.isEmpty && letters.allSatisfy { (0x0600...0x06FF).contains($0.value) }, "\(rtl)")
            #expect(abs(rtl.count - text.count) <= 12, "about as long: \(rtl)")
        }
        #expect(TextStress.rtl.apply("Continue?").hasSuffix("؟"), "Arabic question mark")
        #expect(TextStress.rtl.isRightToLeft && !TextStress.long.isRightToLeft)
    }

    @Test func cjkAndEmojiNeedFallbackFonts() {
        for text in Self.samples {
            let cjk = TextStress.cjk.apply(text)
            #expect(
                cjk.unicodeScalars.filter(\.properties.isAlphabetic).allSatisfy { s in
                    (0x3040...0x30FF).contains(s.value) || (0x4E00...0x9FFF).contains(s.value)
                        || (0xAC00...0xD7AF).contains(s.value)
                }, "\(cjk)")
            let emoji = TextStress.emoji.apply(text)
            let count = emoji.filter {
                $0.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
            }.count
            #expect(count == text.split(separator: " ").count + 1, "one emoji in front and after every word: \(emoji)")
            #expect(emoji.contains(text.split(separator: " ")[0]), "keeps the words")
        }
    }

    @Test func pseudoIsAccentedLengthenedAndBracketed() {
        #expect(TextStress.pseudo.apply("Cancel") == "[Çáñçéļ one]")
        for text in Self.samples {
            let pseudo = TextStress.pseudo.apply(text)
            #expect(pseudo.hasPrefix("[") && pseudo.hasSuffix("]"), "\(pseudo)")
            #expect(Double(pseudo.count - 2) >= Double(text.count) * 1.4, "\(pseudo)")
            let original = pseudo.dropFirst().prefix(text.count)
            #expect(!original.contains { $0.isASCII && $0.isLetter }, "every ASCII letter accented: \(original)")
        }
    }

    @Test func fillsReachEveryTextOfAnAlert() {
        let alert = AlertSpec(
            id: "a", title: "Title", message: "Message", custom: .input(placeholder: "Name", text: "Bob"),
            preset: .slide, actions: [ActionSpec(title: "Cancel"), ActionSpec(title: "OK")])
        let spec = Spec(file: "/s.yaml", alerts: [alert])
        let filled = spec.text(of: alert, locale: nil, stress: .pseudo)
        #expect(filled.title == "[Ţîţļé one]")
        #expect(filled.message == TextStress.pseudo.apply("Message"))
        #expect(
            filled.custom == .input(placeholder: TextStress.pseudo.apply("Name"), text: TextStress.pseudo.apply("Bob")))
        #expect(filled.slide?.text == TextStress.pseudo.apply(SlideOptions.defaultText))
        #expect(filled.slide?.checkbox == TextStress.pseudo.apply(SlideOptions.defaultCheckbox))
        #expect(filled.actions.map(\.title) == ["Cancel", "OK"].map(TextStress.pseudo.apply))
        #expect(filled.appearance == alert.appearance && filled.id == alert.id)
    }

    @Test func fillsReachEveryTextOfARocket() {
        let rocket = RocketSpec(
            id: "r", closeButton: RocketCloseButton(title: "Close"), start: "t",
            blocks: [
                RocketBlock(id: "t", content: .text(.init(text: "Hello", next: "b"))),
                RocketBlock(id: "b", content: .button(.init(title: "Go", next: "d"))),
                RocketBlock(id: "d", content: .doubleButton(left: .init(title: "Yes"), right: .init(title: "No"))),
                RocketBlock(id: "i", content: .input(.init(text: "Name?", buttonTitle: "Send"))),
            ])
        let filled = Spec(file: "/s.yaml").text(of: rocket, locale: nil, stress: .long)
        let long = TextStress.long.apply
        #expect(filled.closeButton?.title == long("Close"))
        #expect(filled.blocks[0].content == .text(.init(text: long("Hello"), next: "b")))
        #expect(filled.blocks[1].content == .button(.init(title: long("Go"), next: "d")))
        #expect(
            filled.blocks[2].content == .doubleButton(left: .init(title: long("Yes")), right: .init(title: long("No"))))
        #expect(filled.blocks[3].content == .input(.init(text: long("Name?"), buttonTitle: long("Send"))))
    }
}
