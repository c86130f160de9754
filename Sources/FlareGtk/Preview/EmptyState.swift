/// An empty state over the stage when there is nothing to play there yet (a queue or scenario selected, the end
/// of a rocket's flow): libadwaita's status page (a large dim icon, a title, a description) with an optional button,
/// over the whole canvas in the window's colours, as GNOME apps show empty states; hidden while there is a stage to
/// look at.
@MainActor
final class EmptyState {
    struct Content {
        var icon: String
        var title: String
        var description: String
        /// The button's label and what it does (nil: no button).
        var button: (title: String, action: @MainActor () -> Void)?
    }

    private let page = StatusPage(icon: nil, title: "")
    var widget: Widget { page }
    private let button = Button(label: "")
    private var action: (@MainActor () -> Void)?
    /// What is shown (nil while hidden), for tests and the log.
    private(set) var shown: (title: String, description: String)?

    init() {
        page.addClass("flare-empty")
        button.halign = .center
        button.addClasses("suggested-action", "pill")
        button.connect(.clicked) { [weak self] in self?.action?() }
        page.setChild(button)
        page.visible = false
    }

    var isShown: Bool { widget.visible }
    /// The button (tests click it); hidden when the content has none.
    var actionButton: Button { button }

    func show(_ content: Content) {
        page.icon = content.icon
        page.title = content.title
        page.details = content.description
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
}
