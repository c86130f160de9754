import FlareCore
import Foundation

/// The panel's motion on screen: the avatar, header and cards of the transcript laid out for `RocketMotion` at the
/// motion clock's time, on every frame of the frame clock (or of a motion export's virtual clock), and how far the
/// transcript is scrolled back.
@MainActor
final class RocketAnimator {
    let transcript: RocketTranscript
    /// Motion state: when the show / dismissal started, when each card appeared or fired.
    var motion = RocketMotion()
    /// A motion export's virtual clock; nil: GLib's monotonic clock.
    let clock: VirtualMicroseconds?
    /// Where `layout()` last put each card (top and height, in stage points) and the close header's top.
    var cardFrames: [(y: Double, height: Double)] = []
    var headerTop: Double?
    /// How far the transcript is scrolled back (points, ≥ 0): the cards move down by it.
    var scrollBack = 0.0
    /// How far the keyboard lifted the cards at the last `layout()` (`RocketKeyboard.cardShift`).
    var keyboardShift = 0.0
    /// The keyboard drawn over the panel (built when it first comes up), and the device's keyboard height.
    var keyboardView: RocketKeyboardView?
    let keyboardHeight: Double
    /// Called on every frame while ticking: whether motion continues (the panel's `advanceMotion`).
    var onFrame: (@MainActor () -> Bool)?
    private var tick: TickCallback?

    init(transcript: RocketTranscript, clock: VirtualMicroseconds?, keyboardHeight: Double) {
        self.transcript = transcript
        self.clock = clock
        self.keyboardHeight = keyboardHeight
    }

    /// Whether the frame clock is ticking (the show, a fade, a bounce or the dismissal is under way).
    var isTicking: Bool { tick != nil }

    /// Places the avatar, header and cards (bottom up from the avatar's bottom edge, moved down by `scrollBack`)
    /// for the current motion. `cardFrames` are where the cards rest unscrolled. Each card sits in a cell 10 pt
    /// larger on every side (`RocketCell.swift:64-67`); the close header is the table's section header above the
    /// first cell and scrolls with the cards (a grouped table's headers do not float, `TableView.swift:16`).
    func layout() {
        let now = now()
        let p = motion.presentation(at: now)
        let geometry = transcript.geometry
        let (ax, ay) = geometry.avatarFrame
        let size = RocketGeometry.avatarSize
        place(transcript.avatar, x: ax, y: ay + p.avatarOffset, width: size, height: size, scale: p.avatarScale)
        let x = geometry.columnFrame.x + RocketGeometry.inset
        let cardWidth = geometry.cardWidth
        var bottom = geometry.height - geometry.avatarInset
        let cards = transcript.cards
        cardFrames = Array(repeating: (0, 0), count: cards.count)
        let heights = cards.map { Double(max($0.measure(.vertical, forSize: Int(cardWidth)).natural, 1)) }
        keyboardShift = keyboardLift(heights: heights, at: now)
        let down = scrollBack - keyboardShift
        for (i, card) in cards.enumerated().reversed() {
            let h = heights[i]
            let y = bottom - RocketGeometry.inset - h
            card.opacity = p.columnOpacity * motion.cardOpacity(i, at: now)
            place(card, x: x, y: y + down, width: cardWidth, height: h, scale: motion.cardScale(i, at: now))
            for (b, bin) in (transcript.bins.buttons[i] ?? []).enumerated() {
                bin.scale = motion.buttonScale(i, b, at: now)
            }
            cardFrames[i] = (y, h)
            bottom = y - RocketGeometry.inset
        }
        if let header = transcript.header {
            // The header's cell above the first card's; its white card inset 10 at the top (CloseButtonView.swift:78).
            let top = bottom + down - RocketGeometry.headerHeight
            header.opacity = p.columnOpacity
            transcript.bins.close?.scale = motion.closeScale(at: now)
            place(
                header, x: x, y: top + RocketGeometry.inset, width: cardWidth,
                height: RocketGeometry.headerHeight - RocketGeometry.inset, scale: 1)
            headerTop = top
        }
    }

    /// How far the keyboard lifts the table's content at `now` (`RocketKeyboard.cardShift`: the content is the
    /// cells, 10 pt around each card, and the close header; the room is between the table's top limit and the
    /// avatar's bottom), and slides the keyboard's stand-in to where it shows.
    private func keyboardLift(heights: [Double], at now: Int64) -> Double {
        guard let keyboard = motion.keyboard else { return 0 }
        let t = Double(now) / 1_000_000
        keyboardView?.show(keyboard.visibleHeight(at: t))
        let geometry = transcript.geometry
        let content = heights.reduce(0) { $0 + $1 + 2 * RocketGeometry.inset }
            + (transcript.header == nil ? 0 : RocketGeometry.headerHeight)
        let room = geometry.height - RocketGeometry.tableTop - geometry.avatarInset
        return keyboard.cardShift(at: t, content: content, room: room)
    }

    /// Sizes `widget` to `width` × `height` and puts it at `(x, y)`, scaled by `scale` about its centre.
    /// (`x`, `y` are stage points; the cards' layer starts at the table's top, `RocketGeometry.tableTop`.)
    func place(_ widget: Widget, x: Double, y: Double, width: Double, height: Double, scale: Double) {
        widget.setSizeRequest(width: width, height: height)
        let y = y - RocketGeometry.tableTop
        transcript.fixed.setTransform(
            widget, centre: (x + width / 2, y + height / 2), size: (width, height), scale: scale)
    }

    /// Calls `onFrame` on every frame of `host`'s frame clock until it returns false.
    func startTicking(on host: Widget) {
        guard tick == nil else { return }
        tick = host.addTickCallback { [weak self] _ in
            guard let self else { return false }
            if self.onFrame?() ?? false { return true }
            self.tick = nil
            return false
        }
    }

    /// The time motion is drawn at: the virtual clock's, or GLib's monotonic clock (µs).
    func now() -> Int64 { clock?.value ?? MainLoop.monotonicTime }

    func stopTicking() {
        tick?.remove()
        tick = nil
    }
}
