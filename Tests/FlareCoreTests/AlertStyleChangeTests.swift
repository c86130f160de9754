import FlareCore
import Testing

/// `AlertSpec.withStylesheetValues(of:)`: which values a restyle in place may take (the catalog's `.css` rows), with
/// no display.
@Suite struct AlertStyleChangeTests {
    static let old = AlertSpec(
        id: "a", title: "Title", message: "Message", custom: .text("Custom"),
        actions: [ActionSpec(title: "OK"), ActionSpec(title: "Cancel")],
        location: SourceLocation(file: "a.yaml", line: 1, column: 1))

    @Test func coloursCornerRadiiAndTheAlertsBorderAreStylesheetValues() {
        var new = Self.old
        new.appearance.titleColor = Color(hex: 0xFF0000)
        new.appearance.messageBackgroundColor = Color(hex: 0x202020)
        new.appearance.borderCornerRadius = 14
        new.appearance.borderWidth = 2  // drawn over the content: no size
        new.appearance.borderColor = Color(hex: 0x00FF00)
        new.actions[1].appearance.actionColor = Color(hex: 0xFFCC00)
        new.actions[0].appearance.actionCornerRadius = 8
        new.customStyle.backgroundColor = Color(hex: 0x101010)
        new.customStyle.cornerRadius = 6
        #expect(Self.old.withStylesheetValues(of: new) == new)
        #expect(!Self.old.hasSameStylesheetValues(as: new))
        #expect(Self.old.hasSameStylesheetValues(as: Self.old))
        #expect(new.withStylesheetValues(of: Self.old) == Self.old, "and back")
    }

    @Test func sizesLayoutDrawingBehaviourAndTextsAreNot() {
        var sizes = Self.old
        sizes.appearance.messageFont = .system(22, .bold)
        sizes.actions[0].appearance.actionBorderWidth = 2
        sizes.customStyle.insets = .init(all: 6)
        sizes.customStyle.height = 60
        #expect(Self.old.withStylesheetValues(of: sizes) == Self.old, "fonts, borders, insets and heights are sizes")
        var layout = Self.old
        layout.appearance.alertLayoutSpacing += 4
        #expect(Self.old.withStylesheetValues(of: layout) == Self.old, "a spacing is the layout's")
        var drawn = Self.old
        drawn.appearance.maskViewColor = Color(hex: 0xFF0000)
        drawn.appearance.imageTintColor = Color(hex: 0x00FF00)
        #expect(Self.old.withStylesheetValues(of: drawn) == Self.old, "the mask and the icon's tint are drawn")
        var behaviour = Self.old
        behaviour.appearance.animationDuration = 1
        #expect(Self.old.withStylesheetValues(of: behaviour) == Self.old)
        var text = Self.old
        text.title = "Another"
        #expect(Self.old.withStylesheetValues(of: text) == Self.old, "texts are not stylesheet values")
        var fewer = Self.old
        fewer.actions.removeLast()
        #expect(Self.old.withStylesheetValues(of: fewer) == nil, "another number of actions")
    }

    @Test func withSizesFontsAndBordersAreStylesheetValuesToo() {
        var sizes = Self.old
        sizes.appearance.titleFont = .system(26, .bold)
        sizes.appearance.messageFont = .system(22, .bold)
        sizes.actions[0].appearance.actionBorderWidth = 2
        sizes.actions[1].appearance.actionFont = .system(20, .regular)
        #expect(Self.old.withStylesheetValues(of: sizes, sizes: true) == sizes)
        #expect(Self.old.withStylesheetValues(of: sizes) == Self.old, "without sizes: only what changes no size")
        // A custom text's insets and height set the width it wraps in: not the stylesheet's alone.
        var text = Self.old
        text.customStyle.insets = .init(all: 6)
        text.customStyle.height = 60
        #expect(Self.old.withStylesheetValues(of: text, sizes: true) == Self.old)
        // An input's are: they are its CSS padding and min-height.
        var input = Self.old
        input.custom = .input(placeholder: "Name", text: nil)
        var padded = input
        padded.customStyle.insets = .init(all: 6)
        padded.customStyle.height = 60
        padded.customStyle.borderWidth = 2
        #expect(input.withStylesheetValues(of: padded, sizes: true) == padded)
        #expect(input.withStylesheetValues(of: padded) == input)
        var layout = Self.old
        layout.appearance.alertLayoutSpacing += 4
        #expect(Self.old.withStylesheetValues(of: layout, sizes: true) == Self.old, "a spacing is the layout's")
    }

    @Test func aCustomControlsStyleIsNotTheStylesheetsAlone() {
        var control = Self.old
        control.custom = .toggle(on: true, label: "Wi-Fi")
        var styled = control
        styled.customStyle.insets = .init(all: 12)  // the control's width
        #expect(control.withStylesheetValues(of: styled) == control)
        styled.appearance.titleColor = Color(hex: 0xFF0000)
        #expect(control.withStylesheetValues(of: styled)?.appearance.titleColor == Color(hex: 0xFF0000))
    }
}
