import FlareCore

/// The CSS of one alert, every rule scoped by a class named after the CSS itself (`StyleProviders`): alerts
/// that look the same share one `GtkCssProvider`, and no alert's rules touch another's. The isolation sheet under
/// it has already unset every node, so these rules are all that styles the alert.
struct AlertStylesheet {
    let scope: String
    let alert: AlertSpec
    let theme: Theme

    func rgba(_ c: Color) -> String { CSS.color(c.resolved(for: theme)) }

    /// The declarations of `part`'s plain CSS rows (`Styling.css`) in catalog order: `color: …; background-color: …;`,
    /// a font as its `font-*` declarations, an optional color left out as `transparent`.
    func declarations<Model>(_ rows: [Property<Model>], of model: Model, part: String) -> String {
        rows.compactMap { row -> String? in
            guard case .css(part, let property) = row.styles else { return nil }
            switch row.get(model) {
            case .font(let font): return FontRegistry.css(font)
            case .color(let color): return "\(property): \(rgba(color));"
            case .none: return "\(property): transparent;"
            case .number(let points): return "\(property): \(CSS.number(points))px;"
            case .choice, .bool, .image, .edgeInsets, .text, .rocketFont: return nil
            }
        }.joined(separator: " ")
    }

    /// A custom text's or image's box: background, border, corner radius and insets, where the style gives them.
    func boxCSS(_ c: CustomStyle) -> String {
        var out = ""
        if let bg = c.backgroundColor { out += "background-color: \(rgba(bg)); " }
        if let w = c.borderWidth, w > 0 {
            out += "border: \(CSS.number(w))px solid \(rgba(c.borderColor ?? InputLook.sample.borderColor)); "
        }
        if let r = c.cornerRadius { out += "border-radius: \(CSS.number(r))px; " }
        if let i = c.insets {
            out +=
                "padding: \(CSS.number(i.top))px \(CSS.number(i.right))px \(CSS.number(i.bottom))px "
                + "\(CSS.number(i.left))px; "
        }
        if let h = c.height { out += "min-height: \(CSS.number(contentHeight(h, c, c.insets ?? .init(all: 0))))px; " }
        return out
    }

    /// GTK's `min-height` is the content box's: a spec `height` is the whole frame, borders and insets included.
    func contentHeight(
        _ height: Double, _ c: CustomStyle, _ insets: CustomStyle.Insets, border: Double? = nil
    ) -> Double {
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
            \(s) .flare-title { \(declarations(PropertyCatalog.alertAppearance, of: a, part: "flare-title")) }
            \(s) .flare-message { \(declarations(PropertyCatalog.alertAppearance, of: a, part: "flare-message")) }
            \(s) .flare-text { \(FontRegistry.css(alert.customTextFont)) \
            color: \(rgba(alert.customTextColor)); \(boxCSS(alert.customStyle)) }

            """
        if a.borderWidth > 0, let border = a.borderColor {
            out += "\(s) > .flare-frame { border: \(CSS.number(a.borderWidth))px solid \(rgba(border)); }\n"
        }
        // The DUX sample input (`InputLook.sample`), each value overridable by the custom style.
        let c = alert.customStyle, input = InputLook(c)
        let inset = input.insets
        var selection = Color.systemBlue
        selection.light.alpha = 0.3
        selection.dark.alpha = 0.3
        out += """
            \(s) entry.flare-input { all: unset; background-color: \(rgba(input.backgroundColor)); \
            color: \(rgba(input.textColor)); \
            border: \(CSS.number(input.borderWidth))px solid \(rgba(input.borderColor)); \
            border-radius: \(CSS.number(input.cornerRadius))px; \
            padding: \(CSS.number(inset.top))px \(CSS.number(inset.right))px \(CSS.number(inset.bottom))px \
            \(CSS.number(inset.left))px; \
            min-height: \
            \(CSS.number(c.height.map { contentHeight($0, c, inset, border: input.borderWidth) } ?? input.height))px; \
            \(FontRegistry.css(input.font)) }
            \(s) entry.flare-input > text { all: unset; caret-color: \(rgba(.systemBlue)); }
            \(s) entry.flare-input > text > placeholder { color: \(rgba(input.placeholderColor)); \
            }   /* iOS placeholderText */
            \(s) .flare-image-frame, \(s) .flare-control { \(boxCSS(c)) }
            \(s) entry.flare-input > text > selection { background-color: \(rgba(selection)); }

            """
        if let control = alert.custom?.control {
            out += ControlView.css(scope: s, look: ControlLook(control, in: alert), rgba: rgba)
        }
        for (i, action) in alert.actions.enumerated() {
            let b = "\(s) button.flare-action-\(i)"
            let ap = action.appearance
            // DUXBetaAlertAction is a custom UIButton (`init(frame:)`, DUXBetaAlertView.swift:602-605) with no
            // content insets and no size constraint (:617-627): UIKit sizes it as its image, then its title label
            // with 6 pt above and below it and nothing at the sides (`ActionsLayout`). Its `layer.border*` (:623-624)
            // draws inside the bounds, over the content: an inset shadow, which adds nothing to the size.
            var button =
                "all: unset; padding: 0; min-height: 0; min-width: 0; border-radius: "
                + "\(CSS.number(ap.actionCornerRadius))px;"
            if ap.actionBorderWidth > 0, let color = ap.actionBorderColor {
                button += " box-shadow: inset 0 0 0 \(CSS.number(ap.actionBorderWidth))px \(rgba(color));"
            }
            out += "\(b) { \(button) }\n"
            let margin = CSS.number(ActionsLayout.titleVerticalInset)
            out +=
                "\(b) .flare-action-title { margin: \(margin)px 0; "
                + "\(declarations(PropertyCatalog.actionAppearance, of: ap, part: "flare-action-title")) }\n"
            out += "\(b):active .flare-action-title { opacity: 0.55; }\n"
        }
        if let slide = alert.slide {
            // DUXBetaSlideAlertView's `slideAppearance` (`SlideAppearance`): the catalog's CSS rows, then the images'
            // shapes (`DUXSlideGeometry`: the 200 × 36 stadiums, the 36 pt thumb circle).
            let look = slide.appearance, rows = PropertyCatalog.slideAppearance
            func rule(_ part: String) -> String { "\(s) .\(part) { \(declarations(rows, of: look, part: part)) }\n" }
            for part in ["off", "on", "thumb", "text", "separator", "check-label"].map({ "flare-slide-" + $0 }) {
                out += rule(part)
            }
            let radius = CSS.number(DUXSlideGeometry.trackHeight / 2)
            let thumbRadius = CSS.number(DUXSlideGeometry.thumbCircle.diameter / 2)
            out += """
                \(s) .flare-slide-off { border-radius: \(radius)px; }
                \(s) .flare-slide-on { border-radius: \(radius)px 0 0 \(radius)px; }
                \(s) .flare-slide-thumb { border-radius: \(thumbRadius)px; }
                \(s) .flare-slide-thumb.flare-slide-dragged { \
                background-color: \(rgba(look.slideIconSelectedTintColor)); }

                """
        }
        return out
    }
}
