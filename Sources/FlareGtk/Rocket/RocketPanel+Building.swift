import CFlareShim
import CGtk
import FlareCore
import Foundation

/// Building the panel: the avatar, the close header, the cards (one per block, by type), their text areas and taps,
/// and the live panel's tools (the map, Dismiss).
extension RocketPanel {
    /// Shows (or hides) the flow as a map of its blocks over the stage; the shown blocks are outlined.
    public func setMap(shown: Bool) {
        guard shown != (mapView != nil), !tornDown else { return }
        if let mapView {
            gtk_overlay_remove_overlay(flare_overlay(root), mapView.widget)
            self.mapView = nil
        } else {
            let view = RocketMapView(rocket: rocket)
            view.highlight(flow)
            gtk_overlay_add_overlay(flare_overlay(root), view.widget)
            // Keep the buttons above the map: moved last among the overlay's children (never unparented, which
            // would free them in the middle of their own click).
            if let tools { gtk_widget_insert_before(tools, root, nil) }
            mapView = view
        }
        if let mapToggle, let label = gtk_button_get_child(flare_button(mapToggle)) {
            gtk_label_set_text(flare_label(label), mapView == nil ? "Map" : "Flow")
        }
    }

    /// The live panel's tools at its top left (Flare's, not the rocket's: exports never draw them): the map, and
    /// Dismiss, the app calling RocketAlert's `dismiss()` (logged as a programmatic dismissal).
    func buildTools() {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_halign(box, GTK_ALIGN_START)
        gtk_widget_set_valign(box, GTK_ALIGN_START)
        func tool(_ title: String, _ tooltip: String, _ action: @escaping @MainActor (RocketPanel) -> Void) -> UnsafeMutablePointer<GtkWidget> {
            let button = gtk_button_new()!
            gtk_widget_add_css_class(button, "rocket-map-toggle")
            gtk_button_set_child(flare_button(button), gtk_label_new(title))
            gtk_widget_set_tooltip_text(button, tooltip)
            Signals.connect(button, "clicked") { [weak self] in if let self { action(self) } }
            gtk_box_append(flare_box(box), button)
            return button
        }
        mapToggle = tool("Map", "The flow's blocks and ways out") { $0.setMap(shown: $0.mapView == nil) }
        dismissButton = tool("Dismiss", "The app dismisses the rocket (RocketAlert's dismiss()) (Ctrl+Shift+D)") {
            $0.dismiss(because: "the app's dismiss() (Dismiss button)")
        }
        gtk_overlay_add_overlay(flare_overlay(root), box)
        tools = box
    }

    // MARK: Building

    func warn(_ message: String) { warnings.append("rocket '\(rocket.id)': \(message)") }

    func fontClass(_ font: RocketFont) -> String { fontClasses[font] ?? "rocket-font-0" }

    func buildAvatar() {
        // An author without an image gets the placeholder avatar (a neutral head and shoulders).
        let source = rocket.author.image ?? .file(Assets.avatarPlaceholder.path)
        let image = ImageLoader.load(source, fit: .cover(Self.avatarSize, Self.avatarSize), scale: scale, tint: nil, warn: warn)
        let content = Gtk.picture(image.texture, fit: image.isPlaceholder ? GTK_CONTENT_FIT_FILL : GTK_CONTENT_FIT_COVER)
        Gtk.unref(image.texture)
        if rocket.author.image == nil { gtk_widget_add_css_class(content, "rocket-avatar-blank") }
        let frame = Gtk.sized(content, width: Self.avatarSize, height: Self.avatarSize)
        Gtk.addClasses(frame, "rocket-avatar", "rocket-avatar-\(rocket.author.style.rawValue)")
        gtk_widget_set_overflow(frame, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_size_request(frame, gint(Self.avatarSize), gint(Self.avatarSize))
        gtk_fixed_put(flare_fixed(fixed), frame, 0, 0)
        avatar = frame
    }

    func buildHeader() {
        guard let close = rocket.closeButton else { return }
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(box, "rocket-header")
        gtk_widget_set_size_request(box, gint(columnFrame.width - 2 * Self.inset), gint(Self.headerHeight))
        let button = gtk_button_new()!
        gtk_widget_add_css_class(button, "rocket-close")
        let label = gtk_label_new(Gtk.displayed(close.title, warn: warn))!
        gtk_widget_add_css_class(label, fontClass(close.font))
        gtk_button_set_child(flare_button(button), label)
        gtk_widget_set_hexpand(button, 1)
        gtk_widget_set_halign(button, GTK_ALIGN_END)
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        Signals.connect(button, "clicked") { [weak self] in self?.close() }
        gtk_box_append(flare_box(box), button)
        gtk_fixed_put(flare_fixed(fixed), box, 0, 0)
        header = box
        closeButton = button
    }

    func label(_ text: String, _ font: RocketFont) -> UnsafeMutablePointer<GtkWidget> {
        let label = Gtk.wrappingLabel(text, alignment: .left, warn: warn)
        Gtk.addClasses(label, "rocket-text", fontClass(font))
        return label
    }

    func button(_ b: RocketBlock.ButtonBlock, width: Double, _ action: @escaping @MainActor () -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new()!
        gtk_widget_add_css_class(button, "rocket-button")
        let title = gtk_label_new(Gtk.displayed(b.title, warn: warn))!
        gtk_widget_add_css_class(title, fontClass(b.font))
        gtk_label_set_ellipsize(OpaquePointer(title), PANGO_ELLIPSIZE_END)
        gtk_button_set_child(flare_button(button), title)
        if width > 0 { gtk_widget_set_size_request(button, gint(width.rounded()), -1) } else { gtk_widget_set_hexpand(button, 1) }
        Signals.connect(button, "clicked", action)
        return button
    }

    func addCard(index: Int, id: String, at time: Int64?) {
        guard let block = rocket.block(id), index == cards.count else { return }
        let card = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        Gtk.addClasses(card, "rocket-card", "rocket-card-\(index)")
        gtk_widget_set_overflow(card, GTK_OVERFLOW_HIDDEN)
        var cardButtons: [UnsafeMutablePointer<GtkWidget>] = []
        var textArea: UnsafeMutablePointer<GtkWidget>?
        let width = cardWidth
        switch block.content {
        case .text(let b):
            gtk_box_append(flare_box(card), label(b.text, b.font))
            addTap(card, index)
        case .image(let b):
            if !b.text.isEmpty { gtk_box_append(flare_box(card), label(b.text, .text)) }
            let w = max(1, width - b.paddingLeft - b.paddingRight)
            let image = ImageLoader.load(b.image, fit: .cover(w, Self.imageHeight), scale: scale, tint: nil, warn: warn)
            let picture = Gtk.picture(image.texture, fit: image.isPlaceholder ? GTK_CONTENT_FIT_FILL : GTK_CONTENT_FIT_COVER)
            Gtk.unref(image.texture)
            let frame = Gtk.sized(picture, width: w, height: Self.imageHeight)
            Gtk.addClasses(frame, "rocket-image", "rocket-image-\(b.imageStyle.rawValue)")
            gtk_widget_set_overflow(frame, GTK_OVERFLOW_HIDDEN)
            gtk_widget_set_margin_start(frame, gint(b.paddingLeft.rounded()))
            gtk_widget_set_margin_end(frame, gint(b.paddingRight.rounded()))
            if b.text.isEmpty { gtk_widget_set_margin_top(frame, gint(Self.inset)) }
            gtk_box_append(flare_box(card), frame)
            addTap(card, index)
        case .button(let b):
            let button = button(b, width: 0) { [weak self] in self?.press(.button, index) }
            cardButtons = [button]
            gtk_box_append(flare_box(card), button)
        case .doubleButton(let l, let r):
            let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
            gtk_widget_set_halign(row, GTK_ALIGN_CENTER)
            let left = button(l, width: width * 0.45) { [weak self] in self?.press(.left, index) }
            let right = button(r, width: width * 0.45) { [weak self] in self?.press(.right, index) }
            let separator = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_widget_add_css_class(separator, "rocket-separator")
            gtk_widget_set_size_request(separator, 2, -1)
            gtk_widget_set_margin_top(separator, 8)
            gtk_widget_set_margin_bottom(separator, 8)
            gtk_box_append(flare_box(row), left)
            gtk_box_append(flare_box(row), separator)
            gtk_box_append(flare_box(row), right)
            cardButtons = [left, right]
            gtk_box_append(flare_box(card), row)
        case .input(let b):
            gtk_box_append(flare_box(card), label(b.text, b.font))
            let area = live ? Self.editableArea() : Self.stillArea()
            gtk_widget_set_size_request(area, -1, 100)
            textArea = area
            gtk_box_append(flare_box(card), area)
            let send = button(.init(title: b.buttonTitle, font: b.buttonStyle), width: -1) { [weak self] in
                // `area` lives as long as the card that holds this button.
                guard let self else { return }
                self.input(Self.text(of: area), index)
            }
            gtk_widget_remove_css_class(send, "rocket-button")
            gtk_widget_add_css_class(send, "rocket-send")
            gtk_widget_set_hexpand(send, 0)
            gtk_widget_set_halign(send, GTK_ALIGN_END)
            cardButtons = [send]
            gtk_box_append(flare_box(card), send)
        }
        gtk_fixed_put(flare_fixed(fixed), card, 0, 0)
        cards.append(card)
        buttons.append(cardButtons)
        textAreas.append(textArea)
        if let time { cardStart[index] = time }
        setInteractive()
    }

    /// Shows a sent answer in card `index`'s text area when it is empty (a scripted answer, as if typed).
    func fill(_ index: Int, with text: String) {
        guard textAreas.indices.contains(index), let area = textAreas[index], Self.text(of: area).isEmpty else { return }
        if live, let buffer = gtk_text_view_get_buffer(flare_text_view(area)) {
            gtk_text_buffer_set_text(buffer, text, -1)
        } else if let label = gtk_widget_get_first_child(area) {
            gtk_label_set_text(flare_label(label), text)
        }
    }

    /// A live panel's text area: a `GtkTextView` the user types into.
    static func editableArea() -> UnsafeMutablePointer<GtkWidget> {
        let area = gtk_text_view_new()!
        gtk_widget_add_css_class(area, "rocket-textarea")
        gtk_text_view_set_wrap_mode(flare_text_view(area), GTK_WRAP_WORD_CHAR)
        return area
    }

    /// A still panel's (export's) text area: the same box and text as a label. A text view lays its text out with
    /// the style it had when the text was set, which in an export can be before the panel's style reached it.
    static func stillArea() -> UnsafeMutablePointer<GtkWidget> {
        let area = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_add_css_class(area, "rocket-textarea")
        let text = gtk_label_new("")!
        gtk_widget_add_css_class(text, "rocket-textarea-text")
        gtk_label_set_wrap(flare_label(text), 1)
        gtk_label_set_wrap_mode(flare_label(text), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_xalign(flare_label(text), 0)
        gtk_widget_set_valign(text, GTK_ALIGN_START)
        gtk_box_append(flare_box(area), text)
        return area
    }

    /// Whether card `index` is still in its 0.3 s fade-in.
    func isFadingIn(_ index: Int) -> Bool {
        guard let start = cardStart[index] else { return false }
        return Double(now() - start) / 1_000_000 < Self.fadeIn
    }

    /// The whole text of a `GtkTextView` (`gtk_text_buffer_get_text` between its bounds).
    static func text(of area: UnsafeMutablePointer<GtkWidget>) -> String {
        if let label = gtk_widget_get_first_child(area), gtk_widget_has_css_class(label, "rocket-textarea-text") != 0 {
            return String(cString: gtk_label_get_text(flare_label(label)))
        }
        guard let buffer = gtk_text_view_get_buffer(flare_text_view(area)) else { return "" }
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
        defer { g_free(chars) }
        return String(cString: chars)
    }

    func addTap(_ card: UnsafeMutablePointer<GtkWidget>, _ index: Int) {
        let click = gtk_gesture_click_new()!
        Signals.connectClick(UnsafeMutableRawPointer(click), "released") { [weak self] _, _, _ in
            // The new card appears where the old one was: the second click of a double click must not fire it
            // while it is still fading in.
            guard let self, !self.isFadingIn(index) else { return }
            self.tap(index)
        }
        gtk_widget_add_controller(card, flare_event_controller(UnsafeMutableRawPointer(click)))
    }
}
