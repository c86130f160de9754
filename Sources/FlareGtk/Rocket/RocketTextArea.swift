/// The text area of an input card. A live panel's is a `TextView` the user types into; a still panel's (export's)
/// is a box holding a label with the same look: a text view lays its text out with the style it had when the text
/// was set, which in an export can be before the panel's style reached it.
@MainActor
final class RocketTextArea {
    let widget: Widget
    private let textView: TextView?
    private let label: Label?
    /// A live text area took the keyboard focus; a return was typed in it (it still goes into the text, as
    /// `TextInputCell.swift:97-103` lets it).
    var onFocus: (@MainActor () -> Void)?
    var onReturn: (@MainActor () -> Void)?

    init(editable: Bool) {
        if editable {
            let view = TextView()
            view.addClass("rocket-textarea")
            view.wrapMode = .wordChar
            (widget, textView, label) = (view, view, nil)
            let focus = FocusController()
            focus.connect(.enter) { [weak self] in self?.onFocus?() }
            view.add(focus)
            let keys = KeyController()
            keys.connect(.keyPressed) { [weak self] keyval, _, _ in
                if Self.returnKeys.contains(keyval) { self?.onReturn?() }
                return false
            }
            view.add(keys)
        } else {
            let box = Box(.vertical)
            box.addClass("rocket-textarea")
            let text = Label("")
            text.addClass("rocket-textarea-text")
            text.wrap = true
            text.wrapMode = .wordChar
            text.xalign = 0
            text.valign = .start
            box.append(text)
            (widget, textView, label) = (box, nil, text)
        }
    }

    /// `GDK_KEY_Return`, `GDK_KEY_KP_Enter`.
    static let returnKeys: Set<UInt> = [0xFF0D, 0xFF8D]

    /// The whole text: typed (or set) in the text view, or shown in the label.
    var text: String {
        get { label?.text ?? textView?.text ?? "" }
        set {
            if let label { label.text = newValue } else { textView?.text = newValue }
        }
    }
}
