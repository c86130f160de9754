import FlareCore
import Foundation
import Testing

/// The pure parts of `flare lint`: WCAG contrast maths, thresholds, reading time, the `lint:` section.
@Suite struct LintRulesTests {
    @Test func contrastRatiosAreWCAGs() {
        #expect(Contrast.ratio(.black, .white) == 21)
        #expect(Contrast.ratio(.white, .white) == 1)
        // #777777 on white is the classic "just fails AA" grey: 4.48:1.
        #expect(Contrast.format(Contrast.ratio(RGBA(hex: 0x777777), .white)) == "4.47:1")
        #expect(abs(Contrast.ratio(RGBA(hex: 0x767676), .white) - 4.54) < 0.01)
        // Order does not matter; luminance of pure green is its coefficient.
        #expect(Contrast.ratio(.white, RGBA(hex: 0x2E9BF0)) == Contrast.ratio(RGBA(hex: 0x2E9BF0), .white))
        #expect(abs(Contrast.luminance(RGBA(hex: 0x00FF00)) - 0.7152) < 1e-9)
    }

    @Test func translucentTextIsCompositedOverWhatIsBehind() {
        let halfBlack = RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)
        let seen = Contrast.over(halfBlack, .white)
        #expect(abs(seen.red - 0.5) < 1e-9 && seen.alpha == 1)
        let worst = Contrast.worst(halfBlack, over: [RGBA.white, RGBA(hex: 0x808080)])
        #expect(worst?.background == RGBA(hex: 0x808080))
        #expect(Contrast.worst(.black, over: [RGBA]()) == nil)
    }

    @Test func formatRoundsDownSoAFailingRatioNeverReadsAsPassing() {
        #expect(Contrast.format(4.4999) == "4.49:1")
        #expect(Contrast.format(21) == "21:1")
        #expect(Contrast.format(3.1) == "3.1:1")
    }

    @Test func largeTextIs18PointOr14PointBold() {
        #expect(LintConfig.isLarge(.system(18)))
        #expect(!LintConfig.isLarge(.system(17)))
        #expect(LintConfig.isLarge(.system(14, .bold)))
        #expect(LintConfig.isLarge(.system(14, .black)))
        #expect(!LintConfig.isLarge(.system(14, .semibold)))
        #expect(!LintConfig.isLarge(.system(13, .bold)))
        #expect(LintConfig().contrastThreshold(for: .system(15)) == 4.5)
        #expect(LintConfig().contrastThreshold(for: .system(20)) == 3)
    }

    @Test func targetSizeHasTwoTiers() throws {
        let config = LintConfig()
        #expect(config.targetShortfall(width: 20, height: 100)?.severity == .error)
        #expect(config.targetShortfall(width: 20, height: 100)?.threshold == 24)
        #expect(config.targetShortfall(width: 300, height: 37)?.severity == .warning)
        #expect(config.targetShortfall(width: 300, height: 37)?.threshold == 44)
        #expect(config.targetShortfall(width: 44, height: 44) == nil)
        var relaxed = config
        relaxed.targetRecommended = 0
        #expect(relaxed.targetShortfall(width: 300, height: 37) == nil)
    }

    @Test func readingTimeIsABaseSecondPlusWordsAt200PerMinute() {
        #expect(ReadingTime.words(in: "Hi! I'm Sky, your flight coach.") == 7)  // Hi, I, m, Sky, your, flight, coach
        #expect(ReadingTime.words(in: "🎉") == 1)
        #expect(ReadingTime.words(in: "  ") == 0)
        #expect(LintConfig().readingSeconds(words: 10) == 4)
        #expect(LintConfig().readingSeconds(words: 0) == 1)
    }

    @Test func levelsCapAndDrop() {
        #expect(LintLevel.error.severity(.warning) == .warning)
        #expect(LintLevel.error.severity(.error) == .error)
        #expect(LintLevel.warning.severity(.error) == .warning)
        #expect(LintLevel.off.severity(.error) == nil)
        #expect(LintConfig().level(.contrast) == .error)
        #expect(LintConfig().level(.fontSize) == .warning)
    }

    @Test func lintSectionParses() throws {
        let result = SpecText.load(
            """
            flare: 1
            lint:
              contrast: warning
              target-size: off
              font-size: {level: error, min: 12}
              reading-time: {wordsPerMinute: 150, base: 2}
            alerts:
              a: {title: Hi}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let lint = try #require(result.spec?.lint)
        #expect(lint.level(.contrast) == .warning)
        #expect(lint.level(.targetSize) == .off)
        #expect(lint.level(.fontSize) == .error)
        #expect(lint.fontMinimum == 12)
        #expect(lint.level(.readingTime) == .warning)
        #expect(lint.wordsPerMinute == 150 && lint.readingBase == 2)
    }

    @Test func lintSectionMistakesAreLocated() {
        let result = SpecText.load(
            """
            flare: 1
            lint:
              contrats: warning
              font-size: {level: loud, minimum: 12}
              contrast: {body: 30}
            """)
        #expect(
            SpecText.lines(result) == [
                "3:3: error: unknown key 'contrats' (did you mean 'contrast'?)",
                "4:22: error: 'loud' is not a valid level (expected error, warning or off)",
                "4:28: error: unknown key 'minimum' (expected level or min)",
                "5:20: error: 'body' must be between 1 and 21, not 30",
            ])
    }

    @Test func fontSizeAndReadingTimeFindingsPointAtTheirKeys() throws {
        let result = SpecText.load(
            """
            flare: 1
            alerts:
              tiny:
                title: Small print
                appearance:
                  titleFont: system 9
            rockets:
              r:
                blocks:
                  hello:
                    text: One two three four five six seven eight nine ten
                    showNextAfter: 2s
            """)
        let spec = try #require(result.spec)
        let findings = SpecLint.findings(spec)
        #expect(findings.map(\.rule) == [.fontSize, .readingTime])
        #expect(findings.map { "\($0.location.line):\($0.location.column)" } == ["6:7", "12:9"])
        #expect(findings[0].measured == 9 && findings[0].threshold == 11)
        #expect(findings[1].measured == 2 && findings[1].threshold == 4)
        #expect(findings[1].message.contains("set 'showNextAfter: 4s' or more"))
        var quiet = spec
        quiet.lint.levels = [.fontSize: .off, .readingTime: .off]
        #expect(SpecLint.findings(quiet).isEmpty)
    }
}

extension LintRulesTests {
    /// Every key of `lint:`, from the every-key fixture (its JSON twin must read the same).
    @Test func everyLintKey() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        let result = SpecLoader.load(path: fixtures.appendingPathComponent("every-key.yaml").path)
        let lint = try #require(result.spec?.lint)
        #expect(
            lint.levels == [
                .contrast: .warning, .targetSize: .error, .fontSize: .error, .readingTime: .warning,
                .overflow: .off, .fontFallback: .error, .ignoredByRelease: .error, .invisibleAction: .warning,
                .translation: .off,
            ])
        #expect(lint.contrastBody == 7 && lint.contrastLarge == 4.5 && lint.contrastGraphics == 3.5)
        #expect(lint.targetMinimum == 20 && lint.targetRecommended == 48)
        #expect(lint.fontMinimum == 12 && lint.wordsPerMinute == 150 && lint.readingBase == 2)
    }
}
