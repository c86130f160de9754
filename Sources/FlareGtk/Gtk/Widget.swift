import CFlareShim
import CGtk
import FlareCore

/// `GtkWidget`: what every widget has (visibility, size, alignment, margins, CSS classes, the tree).
@MainActor
class Widget: Object {
    override class var gType: GType { gtk_widget_get_type() }

    /// The instance as `GtkWidget *`.
    var widget: UnsafeMutablePointer<GtkWidget> { c() }

    /// `gtk_widget_get_visible` / `gtk_widget_set_visible`.
    var visible: Bool {
        get { gtk_widget_get_visible(widget).bool }
        set { gtk_widget_set_visible(widget, newValue.g) }
    }
    /// `gtk_widget_get_mapped`: shown in a mapped window.
    var mapped: Bool { gtk_widget_get_mapped(widget).bool }
    /// `gtk_widget_get_realized`.
    var realized: Bool { gtk_widget_get_realized(widget).bool }
    /// `gtk_widget_get_sensitive` / `gtk_widget_set_sensitive`.
    var sensitive: Bool {
        get { gtk_widget_get_sensitive(widget).bool }
        set { gtk_widget_set_sensitive(widget, newValue.g) }
    }
    /// `gtk_widget_is_sensitive`: sensitive, and so are all its ancestors.
    var isSensitive: Bool { gtk_widget_is_sensitive(widget).bool }
    /// `gtk_widget_get_can_target` / `gtk_widget_set_can_target`: whether the pointer reaches it.
    var canTarget: Bool {
        get { gtk_widget_get_can_target(widget).bool }
        set { gtk_widget_set_can_target(widget, newValue.g) }
    }
    /// `gtk_widget_set_state_flags` / `gtk_widget_unset_state_flags` with `GTK_STATE_FLAG_ACTIVE`: drawn as held
    /// down (CSS `:active`), as an export of a pressed button draws it.
    func setActive(_ active: Bool) {
        if active {
            gtk_widget_set_state_flags(widget, GTK_STATE_FLAG_ACTIVE, 0)
        } else {
            gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_ACTIVE)
        }
    }
    /// `gtk_widget_get_can_focus` / `gtk_widget_set_can_focus`.
    var canFocus: Bool {
        get { gtk_widget_get_can_focus(widget).bool }
        set { gtk_widget_set_can_focus(widget, newValue.g) }
    }
    /// `gtk_widget_get_focusable` / `gtk_widget_set_focusable`.
    var focusable: Bool {
        get { gtk_widget_get_focusable(widget).bool }
        set { gtk_widget_set_focusable(widget, newValue.g) }
    }
    /// `gtk_widget_has_focus`.
    var hasFocus: Bool { gtk_widget_has_focus(widget).bool }
    /// Focuses the widget, or, when it takes no focus itself (a box of controls), its first focusable descendant
    /// (`gtk_widget_grab_focus`, then `gtk_widget_child_focus` forward). False when neither could.
    @discardableResult
    func focusSelfOrFirstChild() -> Bool {
        gtk_widget_grab_focus(widget).bool || gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD).bool
    }
    /// Whether the keyboard focus is this widget or inside it (a spin button's text, a popover of its own).
    var containsFocus: Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget).bool
    }
    /// `gtk_widget_grab_focus`.
    @discardableResult
    func grabFocus() -> Bool { gtk_widget_grab_focus(widget).bool }

    /// `gtk_widget_get_hexpand` / `gtk_widget_set_hexpand`.
    var hexpand: Bool {
        get { gtk_widget_get_hexpand(widget).bool }
        set { gtk_widget_set_hexpand(widget, newValue.g) }
    }
    /// `gtk_widget_get_vexpand` / `gtk_widget_set_vexpand`.
    var vexpand: Bool {
        get { gtk_widget_get_vexpand(widget).bool }
        set { gtk_widget_set_vexpand(widget, newValue.g) }
    }
    /// `gtk_widget_get_halign` / `gtk_widget_set_halign`.
    var halign: Align {
        get { Align(gtk_widget_get_halign(widget)) }
        set { gtk_widget_set_halign(widget, newValue.gtk) }
    }
    /// `gtk_widget_get_valign` / `gtk_widget_set_valign`.
    var valign: Align {
        get { Align(gtk_widget_get_valign(widget)) }
        set { gtk_widget_set_valign(widget, newValue.gtk) }
    }
    /// `gtk_widget_get_overflow` / `gtk_widget_set_overflow`.
    var overflow: Overflow {
        get { Overflow(gtk_widget_get_overflow(widget)) }
        set { gtk_widget_set_overflow(widget, newValue.gtk) }
    }
    /// `gtk_widget_get_opacity` / `gtk_widget_set_opacity`.
    var opacity: Double {
        get { gtk_widget_get_opacity(widget) }
        set { gtk_widget_set_opacity(widget, newValue) }
    }
    /// `gtk_widget_get_direction` / `gtk_widget_set_direction` (this widget only; see `Gtk.setDirection`).
    var direction: TextDirection {
        get { TextDirection(gtk_widget_get_direction(widget)) }
        set { gtk_widget_set_direction(widget, newValue.gtk) }
    }
    /// `gtk_widget_get_tooltip_text` / `gtk_widget_set_tooltip_text`. Setting the text it has already does nothing:
    /// GTK would query the pointer's position from the display server again (`gtk_widget_trigger_tooltip_query`).
    var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set {
            guard newValue != tooltip else { return }
            if newValue != nil { quietTooltipWhilePopoverOpen() }
            gtk_widget_set_tooltip_text(widget, newValue)
        }
    }

    /// A tooltip whose text `text` gives when GTK is about to show it (`gtk_widget_set_has_tooltip`,
    /// `GtkWidget::query-tooltip`): for a text that changes often, which a `tooltip` set at each change would make GTK
    /// query the pointer for each time.
    func tooltip(_ text: @escaping @MainActor () -> String?) {
        gtk_widget_set_has_tooltip(widget, 1)
        quietTooltipWhilePopoverOpen()
        connect(.queryTooltip, text)
    }

    /// The margins (`gtk_widget_set_margin_top`, `_bottom`, `_start`, `_end`), in logical pixels.
    var marginTop: Int {
        get { Int(gtk_widget_get_margin_top(widget)) }
        set { gtk_widget_set_margin_top(widget, gint(newValue)) }
    }
    var marginBottom: Int {
        get { Int(gtk_widget_get_margin_bottom(widget)) }
        set { gtk_widget_set_margin_bottom(widget, gint(newValue)) }
    }
    var marginStart: Int {
        get { Int(gtk_widget_get_margin_start(widget)) }
        set { gtk_widget_set_margin_start(widget, gint(newValue)) }
    }
    var marginEnd: Int {
        get { Int(gtk_widget_get_margin_end(widget)) }
        set { gtk_widget_set_margin_end(widget, gint(newValue)) }
    }
    /// Sets the four margins at once.
    func setMargins(_ all: Int) {
        marginTop = all; marginBottom = all; marginStart = all; marginEnd = all
    }

    /// `gtk_widget_set_size_request` with points rounded to logical pixels (-1: unset).
    func setSizeRequest(width: Double, height: Double) {
        gtk_widget_set_size_request(
            widget, width < 0 ? -1 : gint(points: width), height < 0 ? -1 : gint(points: height))
    }
    /// `gtk_widget_get_size_request`.
    var sizeRequest: (width: Int, height: Int) {
        var w: gint = 0, h: gint = 0
        gtk_widget_get_size_request(widget, &w, &h)
        return (Int(w), Int(h))
    }
    /// `gtk_widget_get_width` / `gtk_widget_get_height`: the allocated size.
    var width: Int { Int(gtk_widget_get_width(widget)) }
    var height: Int { Int(gtk_widget_get_height(widget)) }

    /// `gtk_widget_measure` along `orientation` for `forSize` (-1: none): the minimum and natural sizes.
    func measure(_ orientation: Orientation, forSize: Int = -1) -> (minimum: Int, natural: Int) {
        var minimum: gint = 0, natural: gint = 0
        gtk_widget_measure(widget, orientation.gtk, gint(forSize), &minimum, &natural, nil, nil)
        return (Int(minimum), Int(natural))
    }
    /// `gtk_widget_size_allocate` at the origin.
    func allocate(width: Int, height: Int, baseline: Int = -1) {
        var allocation = GtkAllocation(x: 0, y: 0, width: gint(width), height: gint(height))
        gtk_widget_size_allocate(widget, &allocation, gint(baseline))
    }
    /// `gtk_widget_compute_bounds` in `target`'s coordinates; nil when the two share no ancestor.
    func bounds(in target: Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
        defer { withExtendedLifetime(target) {} }
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, target.widget, &rect) != 0 else { return nil }
        return (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
    }
    /// `gtk_widget_compute_point`: `(x, y)` in this widget's coordinates, in `target`'s.
    func point(_ x: Double, _ y: Double, in target: Widget) -> (x: Double, y: Double)? {
        defer { withExtendedLifetime(target) {} }
        var from = graphene_point_t(x: Float(x), y: Float(y)), to = graphene_point_t()
        guard gtk_widget_compute_point(widget, target.widget, &from, &to) != 0 else { return nil }
        return (Double(to.x), Double(to.y))
    }
    /// The widget's centre in its toplevel's surface coordinates (what `xdotool mousemove --window` takes); nil
    /// outside a window.
    var surfaceCentre: (x: Double, y: Double)? {
        guard let window, let point = point(Double(width) / 2, Double(height) / 2, in: window) else { return nil }
        let offset = window.surfaceTransform
        return (point.x + offset.x, point.y + offset.y)
    }

    /// `gtk_widget_add_css_class` for each class.
    func addClasses(_ classes: String...) { for c in classes { gtk_widget_add_css_class(widget, c) } }
    /// `gtk_widget_add_css_class`.
    func addClass(_ name: String) { gtk_widget_add_css_class(widget, name) }
    /// `gtk_widget_remove_css_class`.
    func removeClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }
    /// `gtk_widget_has_css_class`.
    func hasClass(_ name: String) -> Bool { gtk_widget_has_css_class(widget, name).bool }
    /// Adds or removes a CSS class.
    func setClass(_ name: String, _ on: Bool) { on ? addClass(name) : removeClass(name) }
    /// `gtk_widget_get_css_name`: the node name (`label`, `button`, ...).
    var cssName: String { String(cString: gtk_widget_get_css_name(widget)) }

    /// `gtk_widget_get_scale_factor`: device pixels per point on the widget's monitor (1 until it is realized).
    var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widget)) }
    /// `gtk_widget_get_parent`.
    var parent: Widget? { gtk_widget_get_parent(widget).map { Widget(borrowing: $0) } }
    /// `gtk_widget_get_first_child`.
    var firstChild: Widget? { gtk_widget_get_first_child(widget).map { Widget(borrowing: $0) } }
    /// `gtk_widget_get_next_sibling`.
    var nextSibling: Widget? { gtk_widget_get_next_sibling(widget).map { Widget(borrowing: $0) } }
    /// The children, first to last (`gtk_widget_get_first_child`, then `gtk_widget_get_next_sibling`).
    var children: [Widget] {
        var result: [Widget] = []
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            result.append(Widget(borrowing: c))
            child = gtk_widget_get_next_sibling(c)
        }
        return result
    }
    /// `gtk_widget_get_root` as a window, when the widget is in one.
    var window: Window? { Window.cast(gtk_widget_get_root(widget).map { UnsafeMutableRawPointer($0) }) }
    /// `gtk_widget_unparent`: removes the widget from a parent that does not take it back any other way.
    func unparent() { if gtk_widget_get_parent(widget) != nil { gtk_widget_unparent(widget) } }
    /// `gtk_widget_insert_before`: makes the widget a child of `parent` before `sibling` (nil: last).
    func insert(into parent: Widget, before sibling: Widget?) {
        defer { withExtendedLifetime((parent, sibling)) {} }
        gtk_widget_insert_before(widget, parent.widget, sibling?.widget)
    }

    /// `gtk_widget_add_controller`. GTK takes a reference (transfer full), so the wrapper's own stays its own.
    func add(_ controller: EventController) {
        defer { withExtendedLifetime(controller) {} }
        g_object_ref(controller.raw)
        gtk_widget_add_controller(widget, controller.opaque)
    }
    /// `gtk_widget_get_frame_clock` (nil until realized).
    var clock: FrameClock? { gtk_widget_get_frame_clock(widget).map { FrameClock(borrowing: $0) } }
    /// `gtk_widget_queue_draw` / `gtk_widget_queue_resize`.
    func queueDraw() { gtk_widget_queue_draw(widget) }
    func queueResize() { gtk_widget_queue_resize(widget) }
    /// `gtk_widget_snapshot_child`.
    func snapshotChild(_ child: Widget, _ snapshot: OpaquePointer) {
        defer { withExtendedLifetime(child) {} }; gtk_widget_snapshot_child(widget, child.widget, snapshot)
    }

    /// `gtk_widget_insert_action_group`: the group's actions as `<prefix>.<name>` for this widget and under it.
    func insert(_ group: SimpleActionGroup, as prefix: String) {
        defer { withExtendedLifetime(group) {} }
        gtk_widget_insert_action_group(widget, prefix, group.opaque)
    }
    /// `gtk_widget_activate_action_variant` with no parameter.
    @discardableResult
    func activateAction(_ name: String) -> Bool { gtk_widget_activate_action_variant(widget, name, nil).bool }

    /// `gtk_widget_set_cursor_from_name` (nil: the parent's cursor): the canvas's `grab` and `grabbing` hands.
    func setCursor(named name: String?) { gtk_widget_set_cursor_from_name(widget, name) }

    /// `gtk_widget_get_cursor` and `gdk_cursor_get_name`: the named cursor set on this widget (nil: none).
    var cursorName: String? {
        gtk_widget_get_cursor(widget).flatMap { gdk_cursor_get_name($0) }.map { String(cString: $0) }
    }

    /// Whether the widget takes typed text (a `GtkEditable` such as an entry, or a `GtkTextView`), so a key such
    /// as Space belongs to it (`g_type_check_instance_is_a`).
    var takesText: Bool {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        return g_type_check_instance_is_a(instance, gtk_editable_get_type()) != 0
            || g_type_check_instance_is_a(instance, gtk_text_view_get_type()) != 0
    }
}

extension Signal where Owner: Widget, Arguments == Void {
    /// `GtkWidget::map`: the widget became visible in a mapped window.
    static var map: Self { .init("map") }
    /// `GtkWidget::unmap`.
    static var unmap: Self { .init("unmap") }
    /// `GtkWidget::realize`: the widget has its surface (the frame clock exists from here).
    static var realize: Self { .init("realize") }
    /// `GtkWidget::unrealize`: the widget loses its surface (and the frame clock with it).
    static var unrealize: Self { .init("unrealize") }
    /// `GtkWidget::destroy`.
    static var destroy: Self { .init("destroy") }
}

extension Signal where Owner: Widget, Arguments == () -> String? {
    /// `GtkWidget::query-tooltip` (with `has-tooltip` set): the text of the tooltip GTK is about to show.
    static var queryTooltip: Self { .init(tooltip: "query-tooltip") }
}

extension gint {
    /// A length in points for GTK, rounded; clamped to ±1,000,000 (and 0 for NaN) where `gint(_:)` would trap.
    /// Spec values are within `SpecRanges`; this keeps values computed in code from crashing the window.
    init(points value: Double) {
        self = value.isFinite ? gint(Swift.min(Swift.max(value.rounded(), -1_000_000), 1_000_000)) : 0
    }
}

extension Int {
    /// A length in points as GTK's whole logical pixels: `gint(points:)`'s rounding and clamping.
    init(points value: Double) { self.init(gint(points: value)) }
}

extension Widget {
    /// `gtk_widget_set_direction` on this widget and every widget under it: a widget's own direction does not
    /// reach its children in GTK 4, and the default direction (`gtk_widget_set_default_direction`) would flip the
    /// whole window. Boxes then lay children out from the right, and labels swap left and right alignment.
    func setDirectionOfTree(_ direction: TextDirection) {
        self.direction = direction
        for child in children { child.setDirectionOfTree(direction) }
    }

    /// Whether the widget is in a toplevel (`gtk_widget_get_root` is not nil): styled by the display's CSS.
    var isInRoot: Bool { gtk_widget_get_root(widget) != nil }

    /// `gtk_widget_has_css_class` on this widget, then on each descendant, depth first: the first with `name`.
    func descendant(withClass name: String) -> Widget? {
        if hasClass(name) { return self }
        for child in children {
            if let found = child.descendant(withClass: name) { return found }
        }
        return nil
    }

    /// The first of this widget and its descendants, depth first, whose CSS node name (`gtk_widget_get_css_name`)
    /// is `name` (`label`; `text`, an entry's text area).
    func descendant(named name: String) -> Widget? {
        if cssName == name { return self }
        for child in children {
            if let found = child.descendant(named: name) { return found }
        }
        return nil
    }
}
