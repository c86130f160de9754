import CFlareShim
import CGtk

/// An empty state in GNOME's status-page look (a large dim icon, a title, a description, and an optional
/// button), built from the typed wrappers: what the canvas shows over the stage when there is nothing to play
/// there yet (a queue or scenario selected, the end of a rocket's flow). A card in the chrome's colours, so it
/// reads over any stage; hidden while empty.
@MainActor
final class StatusPage {
    struct Content {
        var icon: String
        var title: String
        var description: String
        /// The button's label and what it does (nil: no button).
        var button: (title: String, action: @MainActor () -> Void)?
    }

    let widget = Box(GTK_ORIENTATION_VERTICAL, spacing: 12)
    private let icon = Image(icon: "dialog-information-symbolic")
    private let title = Label("")
    private let details = Label("")
    private let button = Button(label: "")
    private var action: (@MainActor () -> Void)?
    /// What is shown (nil while hidden), for tests and the log.
    private(set) var shown: (title: String, description: String)?

    init() {
        Self.installStyle()
        widget.addClass("flare-status")
        widget.halign = GTK_ALIGN_CENTER
        widget.valign = GTK_ALIGN_CENTER
        icon.setPixelSize(96)
        icon.addClass("dim-label")
        title.addClass("title-1")
        title.wrap = true
        title.justify = GTK_JUSTIFY_CENTER
        details.wrap = true
        details.justify = GTK_JUSTIFY_CENTER
        details.maxWidthChars = 40
        button.halign = GTK_ALIGN_CENTER
        button.addClasses("suggested-action", "flare-pill")
        button.connect(.clicked) { [weak self] in self?.action?() }
        [icon, title, details, button].forEach(widget.append)
        widget.visible = false
    }

    var isShown: Bool { widget.visible }
    /// The button (tests click it); hidden when the content has none.
    var actionButton: Button { button }

    func show(_ content: Content) {
        icon.setIcon(content.icon)
        title.text = content.title
        details.text = content.description
        if let (label, run) = content.button {
            button.label = label
            action = run
            button.visible = true
        } else {
            action = nil
            button.visible = false
        }
        shown = (content.title, content.description)
        widget.visible = true
    }

    func hide() {
        shown = nil
        action = nil
        widget.visible = false
    }

    private static var styled = false

    /// The card's look, once per process at application priority (GTK's own theme colours only).
    private static func installStyle() {
        guard !styled, CssProvider.hasDisplay else { return }
        styled = true
        CssProvider(css: """
        .flare-status { background-color: @theme_bg_color; color: @theme_fg_color; border-radius: 12px;
                        padding: 36px 48px; margin: 24px; box-shadow: 0 2px 12px alpha(black, 0.25); }
        .flare-status .title-1 { font-size: 20pt; font-weight: 800; }
        .flare-status image.dim-label { opacity: 0.45; }
        .flare-pill { border-radius: 9999px; padding: 8px 24px; }
        """).addToDisplay(priority: UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }
}
