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

    let widget: Overlay
    let thumb: Box
    /// The drag gesture on the track (tests emit its signals).
    let gesture: GestureDrag
    public var onCompleted: (@MainActor (Bool) -> Void)?
    /// The thumb's travel from the start, in points.
    public private(set) var offset: Double = 0
    public private(set) var isCompleted = false
    private var dragStart: Double = 0

    init(text: String) {
        widget = Overlay()
        widget.addClass("flare-slide")
        widget.setSizeRequest(width: -1, height: Double(Int(Self.height)))
        let label = Label(text)
        label.addClass("flare-slide-text")
        label.ellipsize = .end
        // The text sits right of the thumb's resting place, centred in the rest of the track.
        label.marginStart = Int(Self.thumbSize + 2 * Self.inset)
        label.marginEnd = Int(Self.inset * 3)
        widget.child = label

        thumb = Box(.horizontal)
        thumb.addClass("flare-slide-thumb")
        thumb.setSizeRequest(width: Double(Int(Self.thumbSize)), height: Double(Int(Self.thumbSize)))
        thumb.halign = .start
        thumb.valign = .center
        let arrow = Label("→")
        arrow.addClass("flare-slide-arrow")
        arrow.hexpand = true
        thumb.append(arrow)
        widget.addOverlay(thumb)

        gesture = GestureDrag()
        gesture.connect(.dragBegin) { [weak self] _, _ in
            guard let self, !self.isCompleted else { return }
            self.dragStart = self.offset
        }
        gesture.connect(.dragUpdate) { [weak self] dx, _ in
            guard let self, !self.isCompleted else { return }
            self.move(to: self.dragStart + dx)
        }
        gesture.connect(.dragEnd) { [weak self] dx, _ in
            guard let self, !self.isCompleted else { return }
            self.move(to: self.dragStart + dx)
            self.release()
        }
        widget.add(gesture)
        place()
    }

    /// The track's width in points (its allocation; 0 before layout).
    public var trackWidth: Double { Double(widget.width) }
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
        thumb.marginStart = Int((Self.inset + offset).rounded())
    }
}
