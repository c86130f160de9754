import FlareCore

/// The CSS of one alert, every rule scoped by the alert's unique class (`.flare-alert-N`), so one
/// `GtkCssProvider` per alert can live on the display next to other alerts' without touching them.
/// `all: unset` first where Adwaita would otherwise add its own look (buttons, entries).
struct AlertStylesheet {
    let scope: String
    let alert: AlertSpec
    let theme: Theme

    /// The default iOS tint (`systemBlue`): what a template image shows when `imageTintColor` is nil.
    static let defaultTint = RGBA(hex: 0x007AFF)

    func rgba(_ c: Color) -> String { CSS.color(c.resolved(for: theme)) }

    var css: String {
        let a = alert.appearance
        let s = "." + scope
        var out = """
        \(s) { background-color: \(rgba(a.backgroundColor)); border-radius: \(CSS.number(a.borderCornerRadius))px; }
        \(s) > .flare-frame { border-radius: \(CSS.number(a.borderCornerRadius))px; }
        \(s) scrolledwindow, \(s) viewport { background: none; }
        \(s) label { all: unset; }
        \(s) .flare-title { \(FontRegistry.css(a.titleFont)) color: \(rgba(a.titleColor)); background-color: \(rgba(a.titleBackgroundColor)); }
        \(s) .flare-message { \(FontRegistry.css(a.messageFont)) color: \(rgba(a.messageColor)); background-color: \(rgba(a.messageBackgroundColor)); }
        \(s) .flare-text { \(FontRegistry.css(a.messageFont)) color: \(rgba(a.messageColor)); }

        """
        if a.borderWidth > 0, let border = a.borderColor {
            out += "\(s) > .flare-frame { border: \(CSS.number(a.borderWidth))px solid \(rgba(border)); }\n"
        }
        // The DUX sample input: white field, 0.5 pt black border, system 14.
        out += """
        \(s) entry.flare-input { all: unset; background-color: rgba(255, 255, 255, 1); color: rgba(0, 0, 0, 1); \
        border: 0.5px solid rgba(0, 0, 0, 1); padding: 0 8px; min-height: 32px; \(FontRegistry.css(.system(14))) }
        \(s) entry.flare-input > text { all: unset; caret-color: rgba(0, 122, 255, 1); }
        \(s) entry.flare-input > text > placeholder { color: rgba(60, 60, 67, 0.3); }   /* iOS placeholderText */
        \(s) entry.flare-input > text > selection { background-color: rgba(0, 122, 255, 0.3); }

        """
        for (i, action) in alert.actions.enumerated() {
            let b = "\(s) button.flare-action-\(i)"
            let ap = action.appearance
            var button = "all: unset; padding: 8px 12px; min-height: 24px; border-radius: \(CSS.number(ap.actionCornerRadius))px;"
            if ap.actionBorderWidth > 0, let color = ap.actionBorderColor {
                button += " border: \(CSS.number(ap.actionBorderWidth))px solid \(rgba(color));"
            }
            out += "\(b) { \(button) }\n"
            out += "\(b) .flare-action-title { \(FontRegistry.css(ap.actionFont)) color: \(rgba(ap.actionColor)); "
                + "background-color: \(ap.actionBackgroundColor.map(rgba) ?? "transparent"); }\n"
            // With background images the images cover the whole button: the padding moves to the title's margin.
            out += "\(b).flare-action-imaged { padding: 0; }\n"
            out += "\(b).flare-action-imaged .flare-action-title { margin: 8px 12px; }\n"
            out += "\(b) .flare-action-image { border-radius: \(CSS.number(ap.actionCornerRadius))px; }\n"
            if ap.actionSelectedBackgroundImage != nil {
                // The selected image replaces the normal one while the button is pressed.
                out += "\(b) .flare-action-selected { opacity: 0; }\n"
                out += "\(b):active .flare-action-selected { opacity: 1; }\n"
                if ap.actionNormalBackgroundImage != nil { out += "\(b):active .flare-action-normal { opacity: 0; }\n" }
            } else {
                out += "\(b):active .flare-action-title { opacity: 0.55; }\n"
            }
        }
        if alert.slide != nil {
            let tint = a.imageTintColor.map(rgba) ?? CSS.color(Self.defaultTint)
            out += """
            \(s) .flare-slide { background-color: rgba(255, 255, 255, 0.14); border-radius: 22px; }
            \(s) .flare-slide-text { \(FontRegistry.css(.system(15, .medium))) color: \(rgba(a.messageColor)); }
            \(s) .flare-slide-thumb { background-color: \(tint); border-radius: 18px; }
            \(s) .flare-slide-arrow { \(FontRegistry.css(.system(20, .bold))) color: rgba(0, 0, 0, 0.85); }
            \(s) checkbutton.flare-slide-check { \(FontRegistry.css(.system((a.messageFont.size * 0.87).rounded()))) color: \(rgba(a.messageColor)); }
            \(s) checkbutton.flare-slide-check { padding: 4px 0; }
            \(s) checkbutton.flare-slide-check > label { margin-left: 8px; }
            \(s) checkbutton.flare-slide-check > check { margin-left: 2px; min-width: 14px; min-height: 14px; border-radius: 4px; \
            border: 1px solid rgba(0, 0, 0, 0.22); background-color: rgba(255, 255, 255, 1); -gtk-icon-size: 14px; }
            \(s) checkbutton.flare-slide-check > check:checked { background-color: \(tint); border-color: \(tint); \
            -gtk-icon-source: url(\(CSS.string(Assets.checkmark.absoluteString))); }

            """
        }
        return out
    }
}
