import CFlareShim
import CGtk
import FlareCore
import Foundation

/// A RocketAlert flow on a device-sized stage, drawn like the seed: a column of white cards 60 % of the stage's
/// width, left of the author's 60×60 avatar at the bottom right (20 from the right, 30 from the bottom), the newest
/// card at the bottom, the close-button header (40 pt) above the first card. Cards are children of a `GtkFixed`
/// placed by `layout()` with transforms, so motion (the author sliding up, the column fading in, each new card
/// fading in over 0.3 s, a fired card bouncing, dismissal reversing the show) runs on the frame clock.
///
/// `live` panels play `showNextAfter` timers in real time (GLib timeouts) and take clicks and typing; still panels
/// (export) draw a given `RocketFlow` at rest. Each event of the flow goes to `onEvent`.
@MainActor
public final class RocketPanel {
    public let rocket: RocketSpec
    public let theme: Theme
    public let scale: Int
    public let size: (width: Double, height: Double)
    public private(set) var flow: RocketFlow
    public let live: Bool
    /// Every flow event, in order (the window logs them).
    public var onEvent: (@MainActor (RocketEvent) -> Void)?
    /// The dismissal animation ended (the panel is empty now).
    public var onGone: (@MainActor () -> Void)?
    public var widget: UnsafeMutablePointer<GtkWidget> { root }

    /// The parts, for tests: one card per visible block, in order; the avatar; the close button.
    public private(set) var cards: [UnsafeMutablePointer<GtkWidget>] = []
    public private(set) var avatar: UnsafeMutablePointer<GtkWidget>!
    public private(set) var closeButton: UnsafeMutablePointer<GtkWidget>?
    /// The buttons of each card (button: [button]; double: [left, right]; input: [send]).
    public private(set) var buttons: [[UnsafeMutablePointer<GtkWidget>]] = []
    /// The map of the flow's blocks, while it is shown (`setMap(shown:)`, or the panel's Map button).
    public private(set) var mapView: RocketMapView?
    /// The Map button of a live panel (top left of the stage).
    public private(set) var mapToggle: UnsafeMutablePointer<GtkWidget>?
    public private(set) var dismissButton: UnsafeMutablePointer<GtkWidget>?
    private var tools: UnsafeMutablePointer<GtkWidget>?
    /// The text area of each input card (nil for other cards).
    public private(set) var textAreas: [UnsafeMutablePointer<GtkWidget>?] = []
    /// Where `layout()` last put each card (top and height, in stage points) and the close header's top.
    public private(set) var cardFrames: [(y: Double, height: Double)] = []
    public private(set) var headerTop: Double?
    public let scope: String

    /// Geometry in points (the seed's constants).
    public static let avatarSize = 60.0, avatarRight = 20.0, avatarBottom = 30.0
    public static let inset = 10.0, headerHeight = 40.0, imageHeight = 140.0
    public static let fadeIn = 0.3, bounce = 0.6, slide = 1.0, columnFade = 1.0
    /// The column: 60 % of the stage's width, its right edge against the avatar.
    public var columnFrame: (x: Double, width: Double) {
        let w = (size.width * 0.6).rounded()
        return ((size.width - Self.avatarRight - Self.avatarSize - w).rounded(), w)
    }
    public var avatarFrame: (x: Double, y: Double) {
        (size.width - Self.avatarRight - Self.avatarSize, size.height - Self.avatarBottom - Self.avatarSize)
    }
    public var cardWidth: Double { columnFrame.width - 2 * Self.inset }

    /// Whether the show, a fade, a bounce or the dismissal is under way.
    public var isAnimating: Bool { tick != 0 }
    /// True once the dismissal animation ended.
    public private(set) var isGone = false
    /// Problems met while building (missing images).
    public private(set) var warnings: [String] = []
    public private(set) static var liveCount = 0

    private let root: UnsafeMutablePointer<GtkWidget>
    private let fixed: UnsafeMutablePointer<GtkWidget>
    private var header: UnsafeMutablePointer<GtkWidget>?
    private var provider: OpaquePointer?
    private var fontClasses: [RocketFont: String] = [:]
    private var tick: guint = 0
    private let clock: VirtualMicroseconds?
    private var timer: guint = 0
    private var tornDown = false
    /// Monotonic µs when the flow's clock read `clockBase`.
    private var clockOrigin: Int64 = 0
    private var clockBase = 0.0
    /// Motion state (monotonic µs): when the show / dismissal started, when each card appeared or fired.
    private var showStart: Int64?
    private var dismissStart: Int64?
    private var cardStart: [Int: Int64] = [:]
    private var bounceStart: [Int: Int64] = [:]

    /// Builds the panel for `rocket` on a stage of `device` size. A live panel shows the rocket (the show
    /// animation when `animate`); `flow`, when given, is drawn as it is (a reload resumes it, export draws it).
    /// `clock`: a virtual time for the motion export (`flare export --motion flow`): motion reads it instead of
    /// GLib's monotonic clock, events animate without a live flow, and nothing ticks on the frame clock (the
    /// exporter calls `advanceMotion()` for each frame).
    public init(rocket: RocketSpec, device: Stage.Device, theme: Theme, scale: Int = 1,
                flow: RocketFlow? = nil, live: Bool, animate: Bool, clock: VirtualMicroseconds? = nil) {
        self.rocket = rocket
        self.clock = clock
        self.theme = theme
        self.scale = max(1, scale)
        self.size = device.size
        self.live = live
        self.flow = flow ?? RocketFlow(rocket)
        // One provider per distinct stylesheet, shared (StyleProviders): its class scopes the panel.
        let style = StyleProviders.add(prefix: "flare-rocket") { RocketStylesheet(scope: $0, rocket: rocket, theme: theme).css }
        scope = style.scope
        provider = style.provider
        RocketPanel.liveCount += 1

        root = gtk_overlay_new()!
        g_object_ref_sink(root)
        Gtk.addClasses(root, "flare-rocket", scope)
        gtk_widget_set_overflow(root, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_size_request(root, gint(size.width), gint(size.height))
        let sizer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_size_request(sizer, gint(size.width), gint(size.height))
        gtk_widget_set_can_target(sizer, 0)
        gtk_overlay_set_child(flare_overlay(root), sizer)
        fixed = gtk_fixed_new()!
        gtk_overlay_add_overlay(flare_overlay(root), fixed)
        gtk_overlay_set_clip_overlay(flare_overlay(root), fixed, 1)

        for (i, font) in RocketStylesheet.fonts(of: rocket).enumerated() { fontClasses[font] = "rocket-font-\(i)" }
        buildAvatar()
        buildHeader()
        for (index, id) in self.flow.visible.enumerated() { addCard(index: index, id: id, at: nil) }
        for event in self.flow.events {   // answers already sent show in their text areas
            if case .fired(let index, _, .input(let text)) = event.kind { fill(index, with: text) }
        }
        Signals.connect(root, "map") { [weak self] in self?.layout() }
        if live { buildTools() }

        clockOrigin = now()
        clockBase = self.flow.now
        if !self.flow.isShown {
            if animate { showStart = now() }
            deliver(self.flow.show(), animate: animate)
        }
        if live && self.flow.isDismissed { finishDismissal() }   // a reloaded, dismissed flow stays gone
        if live { scheduleTimer() }
        if showStart != nil && clock == nil { startTicking() }
        layout()
    }

    isolated deinit { teardown() }

    /// Stops timers and ticks, removes the CSS provider and drops the widget tree (idempotent).
    public func teardown() {
        guard !tornDown else { return }
        tornDown = true
        RocketPanel.liveCount -= 1
        MainLoop.cancel(timer)
        timer = 0
        stopTicking()
        if let provider {
            StyleProviders.remove(provider)
            self.provider = nil
        }
        if gtk_widget_get_parent(root) != nil { gtk_widget_unparent(root) }
        Gtk.unref(root)
    }

    // MARK: Actions (clicks, the window, tests)

    /// A tap on card `index` (the last when nil).
    public func tap(_ index: Int? = nil) { act { $0.tap(index) } }
    /// Presses `button` on card `index` (the last when nil).
    public func press(_ button: RocketStep.Button, _ index: Int? = nil) { act { $0.press(button, index) } }
    /// Sends `text` from the input card `index` (the last when nil).
    public func input(_ text: String, _ index: Int? = nil) { act { $0.input(text, index) } }
    /// The close button.
    public func close() { act { $0.close() } }
    /// Dismisses from outside the flow (logged with `reason`).
    public func dismiss(because reason: String) { act { $0.dismiss(because: reason) } }
    /// Plays one script step (`wait` moves the flow's clock without waiting: a still panel's storyboard).
    public func apply(_ step: RocketStep) {
        if case .wait(let seconds) = step {
            clockBase += max(0, seconds)
            act { $0.advance(to: $0.now + max(0, seconds)) }
        } else {
            act { $0.apply(step) }
        }
    }

    /// Seconds on the flow's clock now: real time since the panel started, for live panels.
    private func clockNow() -> Double {
        guard live else { return flow.now }
        return clockBase + Double(now() - clockOrigin) / 1_000_000
    }

    private func act(_ body: (inout RocketFlow) -> [RocketEvent]) {
        guard !tornDown else { return }
        var events = flow.advance(to: clockNow())   // timers due first
        events += body(&flow)
        deliver(events, animate: live || clock != nil)
        if live { scheduleTimer() }
    }

    private func scheduleTimer() {
        MainLoop.cancel(timer)
        timer = 0
        guard let deadline = flow.deadline else { return }
        timer = MainLoop.after(max(0, deadline - clockNow())) { [weak self] in
            guard let self else { return }
            self.timer = 0
            // A timeout may wake a millisecond early: it stands for its deadline.
            self.deliver(self.flow.advance(to: max(self.clockNow(), deadline)), animate: true)
            self.scheduleTimer()
        }
    }

    /// Builds cards for added blocks and starts the motion the events call for.
    private func deliver(_ events: [RocketEvent], animate: Bool) {
        let now = now()
        for event in events {
            switch event.kind {
            case .blockAdded(let index, let id):
                addCard(index: index, id: id, at: animate ? now : nil)
            case .fired(let index, _, let by):
                if animate { bounceStart[index] = now }
                if case .input(let text) = by { fill(index, with: text) }
                setInteractive()
            case .dismissed:
                setInteractive()
                if animate { dismissStart = now }   // a still panel keeps drawing the last state
            case .ignored:
                break
            }
            onEvent?(event)
        }
        if animate && !events.isEmpty && clock == nil { startTicking() }
        mapView?.highlight(flow)
        layout()
    }

    private func finishDismissal() {
        guard !isGone else { return }
        isGone = true
        stopTicking()
        gtk_widget_set_visible(fixed, 0)
        onGone?()
    }

    /// Only the last card, not yet fired, takes input (GTK's sensitivity greys nothing: the CSS unsets looks).
    private func setInteractive() {
        for (i, card) in cards.enumerated() {
            let active = !flow.isDismissed && i == cards.count - 1 && !flow.fired.contains(i)
            gtk_widget_set_can_target(card, active ? 1 : 0)
        }
        if let closeButton { gtk_widget_set_can_target(closeButton, flow.isDismissed ? 0 : 1) }
    }

    // MARK: The map

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
    private func buildTools() {
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

    private func warn(_ message: String) { warnings.append("rocket '\(rocket.id)': \(message)") }

    private func fontClass(_ font: RocketFont) -> String { fontClasses[font] ?? "rocket-font-0" }

    private func buildAvatar() {
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

    private func buildHeader() {
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

    private func label(_ text: String, _ font: RocketFont) -> UnsafeMutablePointer<GtkWidget> {
        let label = Gtk.wrappingLabel(text, alignment: .left, warn: warn)
        Gtk.addClasses(label, "rocket-text", fontClass(font))
        return label
    }

    private func button(_ b: RocketBlock.ButtonBlock, width: Double, _ action: @escaping @MainActor () -> Void) -> UnsafeMutablePointer<GtkWidget> {
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

    private func addCard(index: Int, id: String, at time: Int64?) {
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
    private func fill(_ index: Int, with text: String) {
        guard textAreas.indices.contains(index), let area = textAreas[index], Self.text(of: area).isEmpty else { return }
        if live, let buffer = gtk_text_view_get_buffer(flare_text_view(area)) {
            gtk_text_buffer_set_text(buffer, text, -1)
        } else if let label = gtk_widget_get_first_child(area) {
            gtk_label_set_text(flare_label(label), text)
        }
    }

    /// A live panel's text area: a `GtkTextView` the user types into.
    private static func editableArea() -> UnsafeMutablePointer<GtkWidget> {
        let area = gtk_text_view_new()!
        gtk_widget_add_css_class(area, "rocket-textarea")
        gtk_text_view_set_wrap_mode(flare_text_view(area), GTK_WRAP_WORD_CHAR)
        return area
    }

    /// A still panel's (export's) text area: the same box and text as a label. A text view lays its text out with
    /// the style it had when the text was set, which in an export can be before the panel's style reached it.
    private static func stillArea() -> UnsafeMutablePointer<GtkWidget> {
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

    private func addTap(_ card: UnsafeMutablePointer<GtkWidget>, _ index: Int) {
        let click = gtk_gesture_click_new()!
        Signals.connectClick(UnsafeMutableRawPointer(click), "released") { [weak self] _, _, _ in
            // The new card appears where the old one was: the second click of a double click must not fire it
            // while it is still fading in.
            guard let self, !self.isFadingIn(index) else { return }
            self.tap(index)
        }
        gtk_widget_add_controller(card, flare_event_controller(UnsafeMutableRawPointer(click)))
    }

    // MARK: Layout and motion

    /// GLib's monotonic clock in µs (`g_get_monotonic_time`), the frame clock's time base.
    static func monotonic() -> Int64 { Int64(g_get_monotonic_time()) }

    /// Ease-out cubic.
    static func ease(_ t: Double) -> Double { 1 - pow(1 - min(1, max(0, t)), 3) }

    /// The show/dismiss presentation at monotonic time `now`: the avatar's offset below its place and scale,
    /// the column's opacity.
    func presentation(at now: Int64) -> (avatarOffset: Double, avatarScale: Double, columnOpacity: Double) {
        func seconds(_ since: Int64) -> Double { Double(now - since) / 1_000_000 }
        var slide = 1.0, fade = 1.0
        if let start = showStart {
            let t = seconds(start)
            slide = Self.ease(t / Self.slide)
            fade = Self.ease((t - Self.slide) / Self.columnFade)
        }
        if let start = dismissStart {
            let t = seconds(start)
            fade = min(fade, 1 - Self.ease(t / Self.columnFade))
            slide = min(slide, 1 - Self.ease((t - Self.columnFade) / Self.slide))
        }
        let travel = Self.avatarBottom + Self.avatarSize
        return ((1 - slide) * travel, 0.6 + 0.4 * slide, fade)
    }

    /// Places the avatar, header and cards (bottom up from the avatar's bottom edge) for the current motion.
    public func layout() {
        guard !tornDown else { return }
        let now = now()
        let p = presentation(at: now)
        let (ax, ay) = avatarFrame
        place(avatar, x: ax, y: ay + p.avatarOffset, width: Self.avatarSize, height: Self.avatarSize, scale: p.avatarScale)
        let column = columnFrame
        let x = column.x + Self.inset
        var bottom = size.height - Self.avatarBottom
        cardFrames = Array(repeating: (0, 0), count: cards.count)
        for (i, card) in cards.enumerated().reversed() {
            var natural: gint = 0, minimum: gint = 0
            gtk_widget_measure(card, GTK_ORIENTATION_VERTICAL, gint(cardWidth), &minimum, &natural, nil, nil)
            let h = Double(max(natural, 1))
            let y = bottom - Self.inset - h
            var opacity = p.columnOpacity
            if let start = cardStart[i] {
                opacity *= min(1, Double(now - start) / 1_000_000 / Self.fadeIn)
            }
            var s = 1.0
            if let start = bounceStart[i] {
                let t = Double(now - start) / 1_000_000 / Self.bounce
                if t < 1 { s = 1 - 0.06 * sin(t * 3 * .pi) * (1 - t) }   // three damped beats
            }
            gtk_widget_set_opacity(card, opacity)
            place(card, x: x, y: y, width: cardWidth, height: h, scale: s)
            cardFrames[i] = (y, h)
            bottom = y - Self.inset
        }
        if let header {
            gtk_widget_set_opacity(header, p.columnOpacity)
            place(header, x: x, y: bottom - Self.headerHeight, width: cardWidth, height: Self.headerHeight, scale: 1)
            headerTop = bottom - Self.headerHeight
        }
    }

    private func place(_ w: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double, width: Double, height: Double, scale: Double) {
        gtk_widget_set_size_request(w, gint(width.rounded()), gint(height.rounded()))
        var t = gsk_transform_translate(nil, [graphene_point_t(x: Float(x + width / 2), y: Float(y + height / 2))])
        t = gsk_transform_scale(t, Float(scale), Float(scale))
        t = gsk_transform_translate(t, [graphene_point_t(x: Float(-width / 2), y: Float(-height / 2))])
        gtk_fixed_set_child_transform(flare_fixed(fixed), w, t)
        gsk_transform_unref(t)
    }

    /// Whether any motion is still under way at `now`.
    private func moving(at now: Int64) -> Bool {
        func within(_ start: Int64?, _ seconds: Double) -> Bool {
            start.map { Double(now - $0) / 1_000_000 < seconds } ?? false
        }
        return within(showStart, Self.slide + Self.columnFade) || within(dismissStart, Self.slide + Self.columnFade)
            || cardStart.values.contains { within($0, Self.fadeIn) } || bounceStart.values.contains { within($0, Self.bounce) }
    }

    private func startTicking() {
        guard tick == 0 else { return }
        tick = Signals.addTickCallback(root) { [weak self] _ in
            guard let self else { return false }
            if self.advanceMotion() { return true }
            self.tick = 0
            return false
        }
    }

    /// Lays the panel out for the motion at the clock's time now; when no motion is under way any more, ends it
    /// (a finished dismissal hides the panel). Returns whether motion continues. The frame clock calls it on
    /// every frame; a motion export, for each frame of virtual time.
    @discardableResult
    public func advanceMotion() -> Bool {
        let now = now()
        layout()
        if moving(at: now) { return true }
        cardStart = [:]
        bounceStart = [:]
        if dismissStart != nil { finishDismissal() }
        showStart = nil
        layout()
        return false
    }

    /// The time motion is drawn at: the virtual clock's, or GLib's monotonic clock (µs).
    private func now() -> Int64 { clock?.value ?? Self.monotonic() }

    private func stopTicking() {
        if tick != 0 {
            gtk_widget_remove_tick_callback(root, tick)
            tick = 0
        }
    }
}

/// A settable clock in microseconds, for drawing a rocket's motion at chosen instants (the motion export).
@MainActor
public final class VirtualMicroseconds {
    public var value: Int64
    public init(_ value: Int64 = 0) { self.value = value }
}
