import FlareCore

/// The header's locale picker: the spec's text or one of its `locales:`; shown only when the spec has locales.
@MainActor
final class HeaderLocales {
    let picker = DropDown(["Spec text"])
    /// The locale codes the picker lists after "Spec text", in its order.
    private(set) var codes: [String] = []
    /// True while `show` sets the picker: its changes are not the user's.
    private var updating = false

    init() {
        picker.tooltipWhenClosed("Locale: the text of the spec's locales: section")
        picker.visible = false
    }

    func connect(to window: any HeaderCommands) {
        picker.connect(.selectedChanged) { [weak self, weak window] in
            guard let self, !updating else { return }
            let index = picker.selected ?? -1
            window?.setLocale(index >= 1 && index <= codes.count ? codes[index - 1] : nil)
        }
    }

    /// Lists "Spec text" and `codes`, hidden when there are none, with `selected` (nil: the spec's text) chosen.
    func show(_ codes: [String], selected: String?) {
        updating = true
        defer { updating = false }
        if codes != self.codes {
            picker.items = ["Spec text"] + codes
            self.codes = codes
        }
        picker.visible = !codes.isEmpty
        picker.selected = selected.flatMap { codes.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
    }
}
