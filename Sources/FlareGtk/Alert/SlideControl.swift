import CFlareShim
import CGtk
import FlareCore

/// DUX's slide-to-confirm control (`DUXBetaSlideView`): a rounded track with its text and a thumb the user
/// drags; released past 60 % of the track's width it completes (the thumb stays at the end), otherwise
/// it snaps back. Either way `onCompleted` reports the outcome.
@MainActor
public final class SlideControl {
    /// DUX's `kScrollThreshold`.
    public static let threshold = 0.6
    static let height = 44.0
    static let thumbSize = 36.0
    static let inset = 4.0

    public let widget: UnsafeMutablePointer<GtkWidget>
    public let thumb: UnsafeMutablePointer<GtkWidget>
    /// The drag gesture on the track (tests emit its signals).
    public let gesture: OpaquePointer
    public var onCompleted: (@MainActor (Bool) -> Void)?
    /// The thumb's travel from the start, in points.
    public private(set) var offset: Double = 0
    public private(set) var isCompleted = false
    private var dragStart: Double = 0

    init(text: String) {
        widget = gtk_overlay_new()!
        gtk_widget_add_css_class(widget, "flare-slide")
        gtk_widget_set_size_request(widget, -1, gint(Self.height))
        let label = gtk_label_new(text)!
        gtk_widget_add_css_class(label, "flare-slide-text")
        gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
        // The text sits right of the thumb's resting place, centred in the rest of the track.
        gtk_widget_set_margin_start(label, gint(Self.thumbSize + 2 * Self.inset))
        gtk_widget_set_margin_end(label, gint(Self.inset * 3))
        gtk_overlay_set_child(flare_overlay(widget), label)

        thumb = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(thumb, "flare-slide-thumb")
        gtk_widget_set_size_request(thumb, gint(Self.thumbSize), gint(Self.thumbSize))
        gtk_widget_set_halign(thumb, GTK_ALIGN_START)
        gtk_widget_set_valign(thumb, GTK_ALIGN_CENTER)
        let arrow = gtk_label_new("→")!
        gtk_widget_add_css_class(arrow, "flare-slide-arrow")
        gtk_widget_set_hexpand(arrow, 1)
        gtk_box_append(flare_box(thumb), arrow)
        gtk_overlay_add_overlay(flare_overlay(widget), thumb)

        gesture = gtk_gesture_drag_new()!
        Signals.connectPoint(UnsafeMutableRawPointer(gesture), "drag-begin") { [weak self] _, _ in
            guard let self, !self.isCompleted else { return }
            self.dragStart = self.offset
        }
        Signals.connectPoint(UnsafeMutableRawPointer(gesture), "drag-update") { [weak self] dx, _ in
            guard let self, !self.isCompleted else { return }
            self.move(to: self.dragStart + dx)
        }
        Signals.connectPoint(UnsafeMutableRawPointer(gesture), "drag-end") { [weak self] dx, _ in
            guard let self, !self.isCompleted else { return }
            self.move(to: self.dragStart + dx)
            self.release()
        }
        gtk_widget_add_controller(widget, flare_event_controller(UnsafeMutableRawPointer(gesture)))
        place()
    }

    /// The track's width in points (its allocation; 0 before layout).
    public var trackWidth: Double { Double(gtk_widget_get_width(widget)) }
    private var maxOffset: Double { max(0, trackWidth - Self.thumbSize - 2 * Self.inset) }

    private func move(to value: Double) {
        offset = min(max(0, value), maxOffset)
        place()
    }

    /// Completes past `threshold` of the track's width, else snaps back.
    private func release() {
        if trackWidth > 0, offset >= Self.threshold * trackWidth {
            isCompleted = true
            offset = maxOffset
        } else {
            offset = 0
        }
        place()
        onCompleted?(isCompleted)
    }

    private func place() {
        gtk_widget_set_margin_start(thumb, gint((Self.inset + offset).rounded()))
    }
}
