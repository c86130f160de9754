import Testing

@testable import FlareCore

/// A Rocket block's catalogue-driven accessors: `faces` (each text row with its font row), `set` (a value written
/// through its row) and `timer` (`showNextAfter` when positive).
@Suite struct RocketBlockRowsTests {
    /// `RocketBlock.faces` pairs each text row with its font row by name: the name must be a font row of its table.
    @Test func everyBlockTextNamesAFontOfItsTable() {
        func check<M>(_ rows: [Property<M>]) {
            for row in rows {
                guard case .text(let font?, _) = row.lint else { continue }
                #expect(rows.contains { $0.key == font && $0.kind == .rocketFont }, "\(row.key)'s font '\(font)'")
            }
        }
        check(PropertyCatalog.textBlock)
        check(PropertyCatalog.imageBlock)
        check(PropertyCatalog.buttonBlock)
        check(PropertyCatalog.inputBlock)
    }

    @Test func facesPairEachTextWithItsFont() {
        let input = RocketBlock(
            id: "ask",
            content: .input(.init(text: "Why?", buttonTitle: "Go", font: .textBold, buttonStyle: .cancel)))
        #expect(
            input.faces == [
                .init(key: "text", fontKey: "font", text: "Why?", font: .textBold),
                .init(
                    key: "buttonTitle", fontKey: "buttonStyle", text: "Go", font: .cancel, button: 0,
                    buttonName: "send button"),
            ])
        let double = RocketBlock(
            id: "pick", content: .doubleButton(left: .init(title: "Yes", font: .emoji), right: .init(title: "No")))
        #expect(double.faces.map(\.textKey) == ["left", "right"])
        #expect(double.faces.map(\.fontKey) == ["left.font", "right.font"])
        #expect(double.faces.map(\.button) == [0, 1])
        #expect(double.faces.map(\.buttonName) == ["left button", "right button"])
        #expect(double.faces.map(\.font) == [.emoji, .button])
        let image = RocketBlock(id: "pic", content: .image(.init(image: .builtin(.info))))
        #expect(image.faces.map(\.font) == [.text])
        #expect(image.faces.map(\.isDrawn) == [false])
    }

    @Test func setWritesThroughTheRow() {
        var double = RocketBlock(
            id: "pick", content: .doubleButton(left: .init(title: "Yes"), right: .init(title: "No")))
        double.set("right.title", .text("Nein"))
        double.set("left.nothing", .text("x"))
        #expect(double.content == .doubleButton(left: .init(title: "Yes"), right: .init(title: "Nein")))
        var input = RocketBlock(id: "ask", content: .input(.init(text: "Why?")))
        input.set("buttonTitle", .text("Go"))
        input.set("buttonTitle", .number(3))
        #expect(input.content == .input(.init(text: "Why?", buttonTitle: "Go")))
    }

    @Test func timerIsAPositiveShowNextAfter() {
        func block(_ after: Double?) -> RocketBlock {
            RocketBlock(id: "b", content: .text(.init(text: "Hi", showNextAfter: after)))
        }
        #expect(block(2).timer == 2)
        #expect(block(0).timer == nil)
        #expect(block(-1).timer == nil)
        #expect(block(nil).timer == nil)
        #expect(RocketBlock(id: "b", content: .button(.init(title: "Go"))).timer == nil)
    }
}
