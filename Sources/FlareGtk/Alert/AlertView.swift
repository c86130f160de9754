import CFlareShim
import CGtk
import FlareCore
import Foundation

/// One alert as DUX builds it: a rounded, bordered container holding a vertical scroll view whose content is
/// the header (icon + title on `headerLayoutType`), the body (message, custom view, slide control) and the
/// actions (`actionsLayoutType`), `alertLayoutSpacing` apart and inset by the vertical/horizontal offsets.
/// Styling is one `GtkCssProvider` scoped by a class named after its CSS (`StyleProviders`), on the display
/// while any alert uses it.
@MainActor
public final class AlertView {
    public let spec: AlertSpec
    public let theme: Theme
    /// The scale images are rasterised for (1, 2 or 3): the export scale, or the monitor's.
    public let scale: Int
    /// The width DUX's layout controller gives the alert on this device, and the most height it may take.
    public let width: Double
    public let maxHeight: Double

    /// The alert's root widget (a `GtkOverlay`: the content, with the border frame drawn over it as iOS does).
    public var widget: UnsafeMutablePointer<GtkWidget> { root }
    /// The index of the tapped action.
    public var onAction: (@MainActor (Int) -> Void)?
    /// The custom input view gained (true) or lost (false) the keyboard focus.
    public var onInputFocus: (@MainActor (Bool) -> Void)?
    /// Slide preset: the slide control was released, past 60 % of its width (true) or not (false).
    public var onSlideCompleted: (@MainActor (Bool) -> Void)?
    /// Problems met while building (an image that cannot be decoded, a text cut to its limit, ...); the exporter
    /// prints them (`AlertView.warningHandler`), the window lists them in its banner.
    public private(set) var warnings: [String] = []

    /// Where exports print render warnings by default (standard error).
    public static var warningHandler: @MainActor (String) -> Void = { message in
        FileHandle.standardError.write(Data("flare: warning: \(TerminalText.escaped(message))\n".utf8))
    }
    /// How many alert views are alive (built and not torn down): the leak tests count it.
    public private(set) static var liveCount = 0

    // The parts, for the stage, the exporter and the tests.
    public private(set) var scrolledWindow: UnsafeMutablePointer<GtkWidget>!
    public private(set) var headerBox: UnsafeMutablePointer<GtkWidget>?
    public private(set) var iconPicture: UnsafeMutablePointer<GtkWidget>?
    public private(set) var titleLabel: UnsafeMutablePointer<GtkWidget>?
    public private(set) var bodyBox: UnsafeMutablePointer<GtkWidget>?
    public private(set) var messageLabel: UnsafeMutablePointer<GtkWidget>?
    public private(set) var customWidget: UnsafeMutablePointer<GtkWidget>?
    public private(set) var inputEntry: UnsafeMutablePointer<GtkWidget>?
    public private(set) var actionsBox: UnsafeMutablePointer<GtkWidget>?
    public private(set) var actionButtons: [UnsafeMutablePointer<GtkWidget>] = []
    public private(set) var slideControl: SlideControl?
    public private(set) var checkbox: UnsafeMutablePointer<GtkWidget>?
    /// The custom text view's label, each action's title label, and the custom image with its size in pixels
    /// (nil for a placeholder): what `layoutFindings` inspects.
    public private(set) var customTextLabel: UnsafeMutablePointer<GtkWidget>?
    public private(set) var actionTitleLabels: [UnsafeMutablePointer<GtkWidget>] = []
    public private(set) var customImage: (picture: UnsafeMutablePointer<GtkWidget>, width: Double, height: Double)?
    /// The CSS class scoping this alert's provider, named after its CSS (alerts that look alike share it).
    public let scope: String

    private let root: UnsafeMutablePointer<GtkWidget>
    private var contentBox: UnsafeMutablePointer<GtkWidget>!
    private var provider: OpaquePointer?
    private var tornDown = false

    /// Builds the alert for `device` (which decides its width and height limit) in `theme`.
    public init(alert: AlertSpec, theme: Theme, device: Stage.Device, scale: Int = 1) {
        self.spec = alert
        self.theme = theme
        self.scale = max(1, scale)
        self.width = AlertLayout.width(on: device)
        self.maxHeight = device.size.height
        let style = StyleProviders.add(prefix: "flare-alert") { AlertStylesheet(scope: $0, alert: alert, theme: theme).css }
        scope = style.scope
        provider = style.provider
        AlertView.liveCount += 1

        root = gtk_overlay_new()!
        g_object_ref_sink(root)
        Gtk.addClasses(root, "flare-alert", scope)
        gtk_widget_set_overflow(root, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_size_request(root, gint(points: width), -1)
        build()
        // Styles apply once the alert is in a window: fit the height again then.
        Signals.connect(root, "map") { [weak self] in self?.fitHeight() }
    }

    /// The alert's height: its content's (insets included) for DUX's width, at most the stage's height.
    public private(set) var height: Double = 0
    /// The content's natural height (insets included) for DUX's width; more than `maxHeight` scrolls.
    public private(set) var contentHeight: Double = 0

    /// Measures the content for the alert's width and fixes the scroll view to that height, clamped to the
    /// stage (`AlertLayout.height`); taller content scrolls. `GtkScrolledWindow` does not propagate
    /// height-for-width, so Flare measures the content itself. Call after the alert is in a window.
    @discardableResult
    public func fitHeight() -> Double {
        var minimum: gint = 0, natural: gint = 0
        gtk_widget_measure(contentBox, GTK_ORIENTATION_VERTICAL, gint(points: width), &minimum, &natural, nil, nil)
        contentHeight = Double(natural)
        height = min(contentHeight, maxHeight).rounded(.up)
        let sw = flare_scrolled_window(scrolledWindow)
        gtk_scrolled_window_set_min_content_height(sw, -1)
        gtk_scrolled_window_set_max_content_height(sw, gint(points: height))
        gtk_scrolled_window_set_min_content_height(sw, gint(points: height))
        return height
    }

    isolated deinit { teardown() }

    /// Removes the alert's CSS provider from the display and drops the root widget (idempotent).
    /// The owner unparents the widget first; GTK then frees the tree and releases every signal closure.
    public func teardown() {
        guard !tornDown else { return }
        tornDown = true
        AlertView.liveCount -= 1
        if let provider {
            StyleProviders.remove(provider)
            self.provider = nil
        }
        if gtk_widget_get_parent(root) != nil { gtk_widget_unparent(root) }
        Gtk.unref(root)
    }

    // MARK: Building

    private var appearance: AlertAppearance { spec.appearance }
    /// Content width inside the horizontal insets, in points.
    private var contentWidth: Double { max(1, width - 2 * appearance.horizontalOffset) }

    private func warn(_ message: String) {
        let text = "alert '\(spec.id)': \(message)"
        warnings.append(text)
    }

    private func build() {
        let a = appearance
        let scrolled = gtk_scrolled_window_new()!
        scrolledWindow = scrolled
        let sw = flare_scrolled_window(scrolled)
        gtk_scrolled_window_set_policy(sw, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_has_frame(sw, 0)
        gtk_overlay_set_child(flare_overlay(root), scrolled)

        let content = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: a.alertLayoutSpacing)
        gtk_widget_add_css_class(content, "flare-content")
        gtk_widget_set_margin_top(content, gint(points: a.verticalOffset))
        gtk_widget_set_margin_bottom(content, gint(points: a.verticalOffset))
        gtk_widget_set_margin_start(content, gint(points: a.horizontalOffset))
        gtk_widget_set_margin_end(content, gint(points: a.horizontalOffset))
        gtk_scrolled_window_set_child(sw, content)
        contentBox = content

        if let header = buildHeader() { gtk_box_append(flare_box(content), header) }
        if let body = buildBody() { gtk_box_append(flare_box(content), body) }
        if let actions = buildActions() { gtk_box_append(flare_box(content), actions) }

        // The border, drawn over the content like a CALayer border; it never takes clicks.
        let frame = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_add_css_class(frame, "flare-frame")
        gtk_widget_set_can_target(frame, 0)
        gtk_overlay_add_overlay(flare_overlay(root), frame)
    }

    /// The header icon's box in points: DUX shows the asset at its size; Flare fits every icon in 24 × 24.
    static let iconSize = 24.0

    private func buildHeader() -> UnsafeMutablePointer<GtkWidget>? {
        let a = appearance
        let icon = spec.icon ?? spec.preset.defaultIcon.map(ImageSource.builtin)
        guard icon != nil || spec.title != nil else { return nil }
        let header = Gtk.box(Gtk.orientation(a.headerLayoutType), spacing: a.headerLayoutSpacing)
        gtk_widget_add_css_class(header, "flare-header")
        headerBox = header
        if let icon {
            // A template: the image's alpha filled with imageTintColor (iOS's tint when nil).
            let tint = a.imageTintColor?.resolved(for: theme) ?? AlertStylesheet.defaultTint
            let image = ImageLoader.load(icon, fit: .contain(Self.iconSize, Self.iconSize), scale: scale,
                                         tint: tint, warn: warn)
            let picture = Gtk.picture(image.texture, fit: GTK_CONTENT_FIT_CONTAIN)
            Gtk.unref(image.texture)
            gtk_widget_add_css_class(picture, "flare-icon")
            let frame = Gtk.sized(picture, width: Self.iconSize, height: Self.iconSize)
            if a.headerLayoutType == .horizontal {
                gtk_widget_set_valign(frame, GTK_ALIGN_CENTER)
            } else {
                gtk_widget_set_halign(frame, GTK_ALIGN_CENTER)
            }
            iconPicture = picture
            gtk_box_append(flare_box(header), frame)
        }
        if let title = spec.title {
            let label = Gtk.wrappingLabel(title, alignment: a.titleTextAlignment, warn: warn)
            gtk_widget_add_css_class(label, "flare-title")
            titleLabel = label
            gtk_box_append(flare_box(header), label)
        }
        return header
    }

    private func buildBody() -> UnsafeMutablePointer<GtkWidget>? {
        let a = appearance
        guard spec.message != nil || spec.custom != nil || spec.slide != nil else { return nil }
        let body = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: a.bodyLayoutSpacing)
        gtk_widget_add_css_class(body, "flare-body")
        bodyBox = body
        if let message = spec.message {
            let label = Gtk.wrappingLabel(message, alignment: a.messageTextAlignment, warn: warn)
            gtk_widget_add_css_class(label, "flare-message")
            messageLabel = label
            gtk_box_append(flare_box(body), label)
        }
        if let custom = spec.custom {
            let view = buildCustom(custom)
            customWidget = view
            gtk_box_append(flare_box(body), view)
        }
        if let slide = spec.slide {
            let control = SlideControl(text: slide.text)
            control.onCompleted = { [weak self] done in self?.onSlideCompleted?(done) }
            slideControl = control
            gtk_box_append(flare_box(body), control.widget)
            if let label = slide.checkbox {
                let check = gtk_check_button_new_with_label(label)!
                gtk_widget_add_css_class(check, "flare-slide-check")
                gtk_widget_set_halign(check, GTK_ALIGN_START)
                checkbox = check
                gtk_box_append(flare_box(body), check)
            }
        }
        return body
    }

    private func buildCustom(_ custom: CustomView) -> UnsafeMutablePointer<GtkWidget> {
        switch custom {
        case .input(let placeholder, let text):
            let entry = gtk_entry_new()!
            gtk_widget_add_css_class(entry, "flare-input")
            if let placeholder { gtk_entry_set_placeholder_text(flare_entry(entry), placeholder) }
            if let text { gtk_editable_set_text(flare_editable(entry), text) }
            let focus = gtk_event_controller_focus_new()!
            Signals.connect(UnsafeMutableRawPointer(focus), "enter") { [weak self] in self?.onInputFocus?(true) }
            Signals.connect(UnsafeMutableRawPointer(focus), "leave") { [weak self] in self?.onInputFocus?(false) }
            gtk_widget_add_controller(entry, focus)
            inputEntry = entry
            return entry
        case .image(let source, let height):
            let aspect = ImageLoader.naturalSize(source).map { $0.height / $0.width } ?? 0.5
            let boxHeight = (height ?? contentWidth * aspect).rounded()
            let mode = spec.customStyle.contentMode ?? .fill
            let fit: ImageLoader.Fit = mode == .fit ? .contain(contentWidth, boxHeight) : .cover(contentWidth, boxHeight)
            let image = ImageLoader.load(source, fit: fit, scale: scale, tint: nil, warn: warn)
            let content: GtkContentFit = image.isPlaceholder || mode == .stretch ? GTK_CONTENT_FIT_FILL
                : mode == .fit ? GTK_CONTENT_FIT_CONTAIN : GTK_CONTENT_FIT_COVER
            let picture = Gtk.picture(image.texture, fit: content)
            Gtk.unref(image.texture)
            gtk_widget_add_css_class(picture, "flare-image")
            if !image.isPlaceholder && mode == .fill { customImage = (picture, image.naturalWidth, image.naturalHeight) }
            let frame = Gtk.sized(picture, width: -1, height: boxHeight)
            gtk_widget_add_css_class(frame, "flare-image-frame")
            gtk_widget_set_overflow(frame, GTK_OVERFLOW_HIDDEN)   // the corner radius clips the image
            return frame
        case .text(let text):
            let label = Gtk.wrappingLabel(text, alignment: appearance.messageTextAlignment, warn: warn)
            gtk_widget_add_css_class(label, "flare-text")
            customTextLabel = label
            return label
        }
    }

    private func buildActions() -> UnsafeMutablePointer<GtkWidget>? {
        let a = appearance
        guard !spec.actions.isEmpty else { return nil }
        let box = Gtk.box(Gtk.orientation(a.actionsLayoutType), spacing: a.actionLayoutSpacing)
        gtk_widget_add_css_class(box, "flare-actions")
        // Equal widths side by side, full width stacked (UIStackView .fillEqually / .fill).
        gtk_box_set_homogeneous(flare_box(box), a.actionsLayoutType == .horizontal ? 1 : 0)
        actionsBox = box
        for (index, action) in spec.actions.enumerated() {
            let button = buildAction(action, index: index)
            Signals.connect(button, "clicked") { [weak self] in self?.onAction?(index) }
            actionButtons.append(button)
            gtk_box_append(flare_box(box), button)
        }
        return box
    }

    private func buildAction(_ action: ActionSpec, index: Int) -> UnsafeMutablePointer<GtkWidget> {
        let ap = action.appearance
        let button = gtk_button_new()!
        Gtk.addClasses(button, "flare-action", "flare-action-\(index)")
        gtk_widget_set_hexpand(button, 1)
        let title = gtk_label_new(Gtk.displayed(action.title, warn: warn))!
        gtk_widget_add_css_class(title, "flare-action-title")
        gtk_label_set_ellipsize(OpaquePointer(title), PANGO_ELLIPSIZE_END)
        gtk_widget_set_halign(title, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(title, GTK_ALIGN_CENTER)
        actionTitleLabels.append(title)
        guard ap.actionNormalBackgroundImage != nil || ap.actionSelectedBackgroundImage != nil else {
            gtk_button_set_child(flare_button(button), title)
            return button
        }
        // Background images under the title: an empty sizer, the images stretched over it, the title measured on top.
        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(flare_overlay(overlay), gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
        for (source, cls) in [(ap.actionNormalBackgroundImage, "flare-action-normal"),
                              (ap.actionSelectedBackgroundImage, "flare-action-selected")] {
            guard let source else { continue }
            // Stretched over the button: never decoded larger than the alert's content is wide.
            let image = ImageLoader.load(source, fit: .contain(contentWidth, contentWidth), scale: scale, tint: nil,
                                         warn: warn)
            let picture = Gtk.picture(image.texture, fit: GTK_CONTENT_FIT_FILL)
            Gtk.unref(image.texture)
            Gtk.addClasses(picture, "flare-action-image", cls)
            gtk_widget_set_overflow(picture, GTK_OVERFLOW_HIDDEN)
            gtk_widget_set_can_target(picture, 0)
            gtk_overlay_add_overlay(flare_overlay(overlay), picture)
        }
        gtk_overlay_add_overlay(flare_overlay(overlay), title)
        gtk_overlay_set_measure_overlay(flare_overlay(overlay), title, 1)
        // The images fill the whole button, padding included.
        gtk_widget_add_css_class(button, "flare-action-imaged")
        gtk_button_set_child(flare_button(button), overlay)
        return button
    }
}
