import FlareCore
import Foundation

/// The panel's motion on screen: the avatar, header and cards laid out for `RocketMotion` at the motion clock's
/// time, on every frame of the frame clock (or of a motion export's virtual clock).
extension RocketPanel {
    /// Places the avatar, header and cards (bottom up from the avatar's bottom edge, moved down by `scrollBack`)
    /// for the current motion. `cardFrames` are where the cards rest unscrolled.
    public func layout() {
        guard !tornDown else { return }
        let now = now()
        let p = motion.presentation(at: now)
        let (ax, ay) = avatarFrame
        place(
            avatar, x: ax, y: ay + p.avatarOffset, width: Self.avatarSize, height: Self.avatarSize, scale: p.avatarScale
        )
        let column = columnFrame
        let x = column.x + Self.inset
        var bottom = size.height - Self.avatarBottom
        cardFrames = Array(repeating: (0, 0), count: cards.count)
        for (i, card) in cards.enumerated().reversed() {
            let h = Double(max(card.measure(.vertical, forSize: Int(cardWidth)).natural, 1))
            let y = bottom - Self.inset - h
            card.opacity = p.columnOpacity * motion.cardOpacity(i, at: now)
            place(card, x: x, y: y + scrollBack, width: cardWidth, height: h, scale: motion.cardScale(i, at: now))
            cardFrames[i] = (y, h)
            bottom = y - Self.inset
        }
        if let header {
            // Above the first card, but pinned at the stage's top once the cards fill it: the close button never
            // scrolls out of reach.
            let top = max(0, bottom + scrollBack - Self.headerHeight)
            header.opacity = p.columnOpacity
            place(header, x: x, y: top, width: cardWidth, height: Self.headerHeight, scale: 1)
            headerTop = top
        }
    }

    /// Sizes `widget` to `width` × `height` and puts it at `(x, y)`, scaled by `scale` about its centre.
    func place(_ widget: Widget, x: Double, y: Double, width: Double, height: Double, scale: Double) {
        widget.setSizeRequest(width: width, height: height)
        fixed.setTransform(widget, centre: (x + width / 2, y + height / 2), size: (width, height), scale: scale)
    }

    func startTicking() {
        guard tick == nil else { return }
        tick = root.addTickCallback { [weak self] _ in
            guard let self else { return false }
            if self.advanceMotion() { return true }
            self.tick = nil
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
        if motion.moving(at: now) { return true }
        motion.cardStart = [:]
        motion.bounceStart = [:]
        if motion.dismissStart != nil { finishDismissal() }
        motion.showStart = nil
        layout()
        return false
    }

    /// The time motion is drawn at: the virtual clock's, or GLib's monotonic clock (µs).
    func now() -> Int64 { clock?.value ?? MainLoop.monotonicTime }

    func stopTicking() {
        tick?.remove()
        tick = nil
    }
}

/// A settable clock in microseconds, for drawing a rocket's motion at chosen instants (the motion export).
@MainActor
public final class VirtualMicroseconds {
    public var value: Int64
    public init(_ value: Int64 = 0) { self.value = value }
}
