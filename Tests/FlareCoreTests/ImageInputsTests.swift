import FlareCore
import Foundation
import Testing

/// `ImageInputs`, what `flare test` hashes to skip rendering an image: every input changes the text that is hashed,
/// where a value is written does not; and the words a run says about images compared by their inputs.
struct ImageInputsTests {
    static let renderer = RendererFingerprint(
        flare: "1", gtk: "4.8.3", pango: "1.50", cairo: "1.16", harfbuzz: "6",
        freetype: "2.12", fontconfig: "2.14", renderer: "cairo",
        fonts: ["Inter.ttf": "aa"])
    static let inputs = ImageInputs(
        renderer: renderer, frame: "alert",
        variant: Variant(theme: .light, scale: 2, device: .phone), rightToLeft: false,
        values: [
            ResolvedValue(key: "title", value: "Battery low", at: "a.yaml:3:5"),
            ResolvedValue(key: "appearance.backgroundColor", value: "#262626"),
        ],
        images: ["assets/battery.svg": "11"])

    @Test func everyInputChangesTheText() {
        let base = Self.inputs.canonicalText
        var edits: [(String, (inout ImageInputs) -> Void)] = [
            ("a value", { $0.values[1].value = "#262627" }),
            ("a value's key", { $0.values[0].key = "message" }),
            ("a value added", { $0.values.append(ResolvedValue(key: "actions[0].title", value: "OK")) }),
            ("an image's bytes", { $0.images["assets/battery.svg"] = "12" }),
            ("an image added", { $0.images["assets/drone.svg"] = "11" }),
            ("a font's bytes", { $0.renderer.fonts["Inter.ttf"] = "ab" }),
            ("a library", { $0.renderer.pango = "1.51" }),
            ("the frame", { $0.frame = "stage" }),
            ("the direction", { $0.rightToLeft = true }),
        ]
        for (name, variant) in [
            ("theme", Variant(theme: .dark, scale: 2, device: .phone)),
            ("scale", Variant(theme: .light, scale: 3, device: .phone)),
            ("device", Variant(theme: .light, scale: 2, device: .tablet)),
            ("text fill", Variant(theme: .light, scale: 2, device: .phone, text: .long)),
            ("locale", Variant(theme: .light, scale: 2, device: .phone, locale: "de")),
        ] {
            edits.append(("the variant's \(name)", { $0.variant = variant }))
        }
        var seen: Set<String> = [base]
        for (name, edit) in edits {
            var changed = Self.inputs
            edit(&changed)
            #expect(seen.insert(changed.canonicalText).inserted, "\(name) changes the inputs")
        }
    }

    @Test func whereAValueIsWrittenAndNoValueCanForgeALine() {
        var moved = Self.inputs
        moved.values[0].at = "a.yaml:9:5"
        #expect(moved.canonicalText == Self.inputs.canonicalText, "moving a key renders nothing again")
        var forged = Self.inputs
        forged.values = [ResolvedValue(key: "title", value: "x\nvalue appearance.backgroundColor=#262626")]
        var plain = Self.inputs
        plain.values = [
            ResolvedValue(key: "title", value: "x"), ResolvedValue(key: "appearance.backgroundColor", value: "#262626"),
        ]
        #expect(forged.canonicalText != plain.canonicalText)
        var equals = Self.inputs
        equals.values = [ResolvedValue(key: "a=b", value: "c")]
        var shifted = Self.inputs
        shifted.values = [ResolvedValue(key: "a", value: "b=c")]
        #expect(equals.canonicalText != shifted.canonicalText)
    }

    /// A Windows line end is one Swift `Character` ("\r\n"), equal to neither "\r" nor "\n": the escaping looks at
    /// bytes, so a value written with CRLF cannot forge a line either.
    @Test func aValueWithAWindowsLineEndIsEscapedToo() {
        var forged = Self.inputs
        forged.values = [ResolvedValue(key: "title", value: "x\r\nvalue message")]
        let text = forged.canonicalText
        let lines = text.utf8.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        #expect(lines.filter { $0.hasPrefix("value ") } == ["value title=x\\r\\nvalue message"], "\(text)")
        #expect(!text.utf8.contains(UInt8(ascii: "\r")))
    }

    /// The hashed text byte for byte, escapes and all: a baseline's recorded inputs stay valid while the text is
    /// written the same.
    @Test func theTextIsPinned() {
        var inputs = Self.inputs
        inputs.values.append(ResolvedValue(key: "k=\\", value: "a=b\\c\r\nd é ✓"))
        #expect(
            inputs.canonicalText == """
                flare-inputs 1
                renderer \(Self.renderer.id)
                frame alert
                variant theme=light scale=2 device=phone text=default locale=- rtl=false
                value title=Battery low
                value appearance.backgroundColor=#262626
                value k\\=\\\\=a\\=b\\\\c\\r\\nd é ✓
                image assets/battery.svg=11

                """)
        #expect(inputs.canonicalBytes == Array(inputs.canonicalText.utf8))
    }

    @Test func theSummaryAndJUnitCountImagesComparedByTheirInputs() {
        var skipped = ReviewResult(
            id: "a", file: "a.png", status: .unchanged, detail: "the same inputs as the baseline (not rendered)")
        skipped.comparedByInputs = true
        var rendered = ReviewResult(
            id: "b", file: "b.png", status: .unchanged, detail: "the same pixels as the baseline")
        rendered.differingPixels = 0
        let changed = ReviewResult(id: "c", file: "c.png", status: .changed, detail: "3 pixels differ")
        #expect(
            RunSummary.test([skipped, rendered, changed])
                == "3 images: 2 unchanged (1 compared by their inputs only), 1 changed")
        #expect(RunSummary.test([rendered]) == "1 image: 1 unchanged")
        let xml = JUnitReport.xml([skipped, rendered, changed], suite: "s.yaml")
        #expect(xml.contains("<property name=\"flare.comparedByInputs\" value=\"1\"/>"))
        #expect(
            xml.contains(
                "name=\"a.png\"><system-out>compared by its inputs only (not rendered)</system-out></testcase>"))
        #expect(xml.contains("name=\"b.png\"/>"))
    }
}
