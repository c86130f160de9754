import CFlareShim
import CGtk
import FlareCore
import Foundation

/// The panel's motion: the show and dismissal slides and fades, cards fading in and bouncing, laid out on every
/// frame of the frame clock (or of a motion export's virtual clock).
extension RocketPanel {
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

    func place(_ w: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double, width: Double, height: Double, scale: Double) {
        gtk_widget_set_size_request(w, gint(width.rounded()), gint(height.rounded()))
        var t = gsk_transform_translate(nil, [graphene_point_t(x: Float(x + width / 2), y: Float(y + height / 2))])
        t = gsk_transform_scale(t, Float(scale), Float(scale))
        t = gsk_transform_translate(t, [graphene_point_t(x: Float(-width / 2), y: Float(-height / 2))])
        gtk_fixed_set_child_transform(flare_fixed(fixed), w, t)
        gsk_transform_unref(t)
    }

    /// Whether any motion is still under way at `now`.
    func moving(at now: Int64) -> Bool {
        func within(_ start: Int64?, _ seconds: Double) -> Bool {
            start.map { Double(now - $0) / 1_000_000 < seconds } ?? false
        }
        return within(showStart, Self.slide + Self.columnFade) || within(dismissStart, Self.slide + Self.columnFade)
            || cardStart.values.contains { within($0, Self.fadeIn) } || bounceStart.values.contains { within($0, Self.bounce) }
    }

    func startTicking() {
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
    func now() -> Int64 { clock?.value ?? Self.monotonic() }

    func stopTicking() {
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
