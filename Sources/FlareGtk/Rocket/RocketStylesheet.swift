import FlareCore

/// The CSS of one Rocket panel, every rule scoped by the panel's unique class (`.flare-rocket-N`), as the seed
/// draws it: white cards (radius 6, soft #E0E0E0 shadow, `RocketCell.swift:75-88`), the close header's white card
/// (radius 6, #E0E0E0 shadow of radius 10, `CloseButtonView.swift:36-47`), text padding 16/16/16/12, the 2 pt
/// #F2F2F2 separator of double buttons, the input's #FCFCFC text area (system 16 light), and one class per
/// RocketFont used (`system` → the bundled Inter at the preset's weight).
struct RocketStylesheet {
    let scope: String
    let rocket: RocketSpec
    let theme: Theme

    /// The separator and input colours of the seed.
    static let separator = RGBA(hex: 0xF2F2F2)
    static let shadow = RGBA(hex: 0xE0E0E0)
    static let inputBackground = RGBA(hex: 0xFCFCFC)

    /// Every RocketFont the rocket uses, in a stable order: a block's font is `.rocket-font-<index>`.
    static func fonts(of rocket: RocketSpec) -> [RocketFont] {
        var fonts: [RocketFont] = []
        func add(_ f: RocketFont) { if !fonts.contains(f) { fonts.append(f) } }
        if let close = rocket.closeButton { add(close.font) }
        // Each text's font, an image block's (the `text` preset) even when it has no text.
        for block in rocket.blocks { block.faces.forEach { add($0.font) } }
        return fonts
    }

    func rgba(_ c: Color) -> String { CSS.color(c.resolved(for: theme)) }

    var css: String {
        let s = "." + scope
        var out = """
            \(s) label { all: unset; }
            \(s) .rocket-card { background-color: rgba(255, 255, 255, 1); border-radius: 6px; \
            box-shadow: 0 1px 6px 1px \(CSS.color(Self.shadow)); }
            \(s) .rocket-text { margin: 16px 16px 12px 16px; }
            \(s) .rocket-image-text { margin: 16px 10px 0 10px; }
            \(s) .rocket-input-text { margin-bottom: 6px; }
            \(s) button.rocket-button { all: unset; padding: 14px 8px; }
            \(s) button.rocket-button:active { opacity: 0.55; }
            \(s) .rocket-separator { background-color: \(CSS.color(Self.separator)); min-width: 2px; }
            \(s) .rocket-textarea, \(s) textview.rocket-textarea text, \(s) .rocket-textarea-text { \
            background-color: \(CSS.color(Self.inputBackground)); color: rgba(41, 59, 77, 1); \
            \(FontRegistry.css(.system(16, .light))) }
            \(s) .rocket-textarea { margin: 0 16px; padding: 8px 5px; caret-color: rgba(49, 156, 247, 1); }
            \(s) .rocket-textarea-text { background: none; }
            \(s) button.rocket-send { all: unset; margin: 10px 16px 16px 16px; min-height: 30px; }
            \(s) button.rocket-close { all: unset; padding: 0 6px; }
            \(s) .rocket-avatar-circular { border-radius: 30px; }
            \(s) .rocket-avatar-round { border-radius: 6px; }
            \(s) .rocket-avatar-square { border-radius: 0; }
            \(s) scrolledwindow.rocket-map { background-color: rgba(248, 249, 251, 1); }
            \(s) .rocket-map-card { background-color: rgba(255, 255, 255, 1); border-radius: 6px; padding: 8px 10px; \
            border: 1px solid rgba(210, 214, 220, 1); }
            \(s) .rocket-map-card.rocket-map-shown { border: 2px solid rgba(49, 156, 247, 1); }
            \(s) .rocket-map-card.rocket-map-current { background-color: rgba(228, 241, 254, 1); }
            \(s) .rocket-map label { \(FontRegistry.css(.system(12))) color: rgba(41, 59, 77, 1); }
            \(s) .rocket-map .rocket-map-title { \(FontRegistry.css(.system(13, .bold))) }
            \(s) .rocket-map .rocket-map-heading { \(FontRegistry.css(.system(12, .semibold))) }
            \(s) .rocket-map .rocket-map-muted { color: rgba(107, 114, 128, 1); }
            \(s) .rocket-map .rocket-map-warning { color: rgba(236, 94, 97, 1); }
            \(s) .rocket-map .rocket-map-end { color: rgba(236, 94, 97, 1); }
            \(s) .rocket-map .rocket-map-next { color: rgba(49, 156, 247, 1); }
            \(s) .rocket-map .rocket-map-line.rocket-map-next { background-color: rgba(49, 156, 247, 0.7); }
            \(s) .rocket-map .rocket-map-line.rocket-map-end { background-color: rgba(236, 94, 97, 0.7); }
            \(s) .rocket-map .rocket-map-label { \
            background-color: rgba(248, 249, 251, 1); border-radius: 4px; padding: 0 4px; \
            \(FontRegistry.css(.system(11))) }
            \(s) .rocket-map .rocket-map-terminal { color: rgba(236, 94, 97, 1); \
            border: 2px solid rgba(236, 94, 97, 1); }
            \(s) .rocket-header { background-color: rgba(255, 255, 255, 1); border-radius: 6px; \
            box-shadow: 0 0 10px 2px \(CSS.color(Self.shadow)); }
            \(StageKeyboard.css("\(s) .rocket-keyboard-layer >", theme: theme))
            \(s) .rocket-image-circular { border-radius: 0; }   /* ImageCell.swift:25: height / 2 of a zero frame */
            \(s) .rocket-image-round { border-radius: 6px; }
            \(s) .rocket-image-square { border-radius: 0; }

            """
        for (i, font) in Self.fonts(of: rocket).enumerated() {
            out += "\(s) .rocket-font-\(i) { \(FontRegistry.css(font.font)) color: \(rgba(font.color)); }\n"
            // An input's typed text takes its block's font colour (TextInputCell.swift:57).
            let ink = ".rocket-ink-\(i)"
            out += "\(s) \(ink), \(s) textview\(ink) text, \(s) \(ink) .rocket-textarea-text "
            out += "{ color: \(rgba(font.color)); }\n"
        }
        return out
    }
}
