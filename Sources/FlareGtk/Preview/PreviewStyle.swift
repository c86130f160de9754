/// The previewer chrome's look: libadwaita's stylesheet (`Adwaita.initialize`: GNOME's widgets, and dark when
/// the desktop prefers it) and Flare's own CSS (banner, canvas, notice), added once per process at application
/// priority, below the scoped providers of stages and alerts (whose isolation sheet unsets both). The CSS names
/// GTK's compatible colors (`@theme_fg_color`), which libadwaita also defines. Where libadwaita 1.2's own text is
/// under 4.5:1 (dim labels, placeholders, white on its #3584e4 accent), Flare's chrome darkens it
/// (`ChromeContrastTests` measures every label). The shortcuts window's page switcher ("1", "2") takes libadwaita's
/// negative label margins off (`margin: 0 -6px` with `padding: 0 6px`, the same box): with them, GTK 4.8 logged
/// "GtkLabel … reported min width -3" each time the window opened.
@MainActor
enum PreviewStyle {
    private static var installed = false

    static func install() {
        guard !installed, CssProvider.hasDisplay else { return }
        installed = true
        Adwaita.initialize()
        let provider = CssProvider(
            css: """
                .flare-banner { background-color: #c01c28; color: #ffffff; padding: 8px 12px; }
                .flare-banner button { color: inherit; padding: 2px 4px; min-height: 0; }
                .flare-banner button:hover { background-color: alpha(#ffffff, 0.15); }
                .flare-banner.warning { background-color: #f6d32d; color: #241f31; }
                .flare-banner.warning button:hover { background-color: alpha(#000000, 0.08); }
                .flare-canvas { background-color: alpha(@theme_fg_color, 0.06); }
                @define-color accent_bg_color #1c71d8;
                entry text placeholder { color: @theme_fg_color; opacity: 0.75; }
                .flare-inspector-tabs button { padding-left: 6px; padding-right: 6px; }
                .flare-inspector-tabs > flowboxchild, .flare-font-size-weight > flowboxchild { padding: 0; }
                .flare-stage-host { box-shadow: 0 0 0 1px alpha(black, 0.12), 0 2px 8px alpha(black, 0.18); }
                .flare-sidebar .dim-label, .flare-inspector .dim-label, .flare-empty .dim-label, headerbar .subtitle { \
                opacity: 0.75; }
                .flare-notice { padding: 10px 16px; }
                .flare-empty { background-color: @window_bg_color; }
                .flare-compare-tile { padding: 0; border-radius: 6px; }
                .flare-compare-label { padding-top: 6px; }
                .flare-compare-picture { box-shadow: 0 1px 3px alpha(black, 0.25); }
                .flare-timeline { padding: 4px 8px; border-top: 1px solid alpha(@theme_fg_color, 0.12); }
                .flare-table { background-color: @theme_base_color; border: 1px solid @borders; border-radius: 8px; }
                .flare-inspector .card { border: 1px solid @borders; border-radius: 8px; \
                background-color: @theme_base_color; }
                .flare-sources button { padding-left: 6px; padding-right: 6px; min-width: 0; }
                .flare-origin, button.flare-origin { padding: 0; min-height: 0; min-width: 0; }
                .flare-check-passed { color: @success_color; }
                .flare-check-failed { color: @error_color; }
                .flare-check-warning { color: @warning_color; }
                .flare-shortcuts stackswitcher > button > label { margin: 0; padding: 0; }
                """)
        // The display keeps the provider for the process.
        provider.addToDisplay(priority: .application)
    }
}
