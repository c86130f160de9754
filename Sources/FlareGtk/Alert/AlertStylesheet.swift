import FlareCore

/// The CSS of one alert, every rule scoped by a class named after the CSS itself (`StyleProviders`): alerts
/// that look the same share one `GtkCssProvider`, and no alert's rules touch another's. The isolation sheet under
/// it has already unset every node, so these rules are all that styles the alert.
struct AlertStylesheet {
    let scope: String
    let alert: AlertSpec
    let theme: Theme

    /// The default iOS tint (`systemBlue`): what a template image shows when `imageTintColor` is nil.
    static let defaultTint = RGBA(hex: 0x007AFF)

    func rgba(_ c: Color) -> String { CSS.color(c.resolved(for: theme)) }

    /// A custom text's or image's box: background, border, corner radius and insets, where the style gives them.
    func boxCSS(_ c: CustomStyle) -> String {
        var out = ""
        if let bg = c.backgroundColor { out += "background-color: \(rgba(bg)); " }
        if let w = c.borderWidth, w > 0 {
            out += "border: \(CSS.number(w))px solid \(rgba(c.borderColor ?? Color(RGBA(hex: 0x000000)))); "
        }
        if let r = c.cornerRadius { out += "border-radius: \(CSS.number(r))px; " }
        if let i = c.insets {
            out += "padding: \(CSS.number(i.top))px \(CSS.number(i.right))px \(CSS.number(i.bottom))px \(CSS.number(i.left))px; "
        }
        if let h = c.height { out += "min-height: \(CSS.number(contentHeight(h, c, c.insets ?? .init(all: 0))))px; " }
        return out
    }

    /// GTK's `min-height` is the content box's: a spec `height` is the whole frame, borders and insets included.
    func contentHeight(_ height: Double, _ c: CustomStyle, _ insets: CustomStyle.Insets, border: Double? = nil) -> Double {
        max(0, height - 2 * (border ?? c.borderWidth ?? 0) - insets.top - insets.bottom)
    }

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
        \(s) .flare-text { \(FontRegistry.css(alert.customStyle.font ?? a.messageFont)) \
        color: \(rgba(alert.customStyle.textColor ?? a.messageColor)); \(boxCSS(alert.customStyle)) }

        """
        if a.borderWidth > 0, let border = a.borderColor {
            out += "\(s) > .flare-frame { border: \(CSS.number(a.borderWidth))px solid \(rgba(border)); }\n"
        }
        // The DUX sample input: white field, 0.5 pt black border, system 14; each overridable by the custom style.
        let c = alert.customStyle
        let inset = c.insets ?? .init(top: 0, left: 8, bottom: 0, right: 8)
        out += """
        \(s) entry.flare-input { all: unset; background-color: \(rgba(c.backgroundColor ?? Color(RGBA(hex: 0xFFFFFF)))); \
        color: \(rgba(c.textColor ?? Color(RGBA(hex: 0x000000)))); \
        border: \(CSS.number(c.borderWidth ?? 0.5))px solid \(rgba(c.borderColor ?? Color(RGBA(hex: 0x000000)))); \
        border-radius: \(CSS.number(c.cornerRadius ?? 0))px; \
        padding: \(CSS.number(inset.top))px \(CSS.number(inset.right))px \(CSS.number(inset.bottom))px \(CSS.number(inset.left))px; \
        min-height: \(CSS.number(c.height.map { contentHeight($0, c, inset, border: c.borderWidth ?? 0.5) } ?? 32))px; \(FontRegistry.css(c.font ?? .system(14))) }
        \(s) entry.flare-input > text { all: unset; caret-color: rgba(0, 122, 255, 1); }
        \(s) entry.flare-input > text > placeholder { color: \(c.placeholderColor.map(rgba) ?? "rgba(60, 60, 67, 0.3)"); }   /* iOS placeholderText */
        \(s) .flare-image-frame { \(boxCSS(c)) }
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
