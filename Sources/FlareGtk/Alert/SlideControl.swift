import FlareCore
import Foundation

/// DUX's slide-to-confirm control (`DUXBetaSlideView`) as it builds it from its images (`DUXSlideGeometry`): a
/// 200 × 37 pt view, clipped to its bounds (:154); the off track (`SlideOff`, tinted `slideOffTintColor`) with the
/// text right-aligned before the chevron (`SliderChevron`, `slideMessageTintColor`); the on track (`SlideOn`,
/// `slideOnTintColor`) from the leading edge to the thumb's centre; the thumb (`Slider`, `slideIconTintColor`,
/// `slideIconSelectedTintColor` while dragged). Released past 60 % of the width it completes (the thumb stays at the
/// end), otherwise it returns to rest; either way `onCompleted` reports the outcome. The stadium and the circle are
/// CSS boxes of the images' exact shapes (`AlertStylesheet`); the chevron is its PDF's path
/// (`Assets/icons/slider-chevron.svg`).
@MainActor
public final class SlideControl {
    typealias G = DUXSlideGeometry

    let widget: Overlay
    let thumb: Box
    private let on: Box
    /// The drag gesture on the control (tests emit its signals).
    let gesture: GestureDrag
    public var onCompleted: (@MainActor (Bool) -> Void)?
    /// The thumb's centre from the leading edge, in points (`DUXSlideGeometry.restCentre` at rest).
    public private(set) var centre = G.restCentre
    public private(set) var isCompleted = false
    private var dragStart = G.restCentre

    init(text: String, tint: RGBA, scale: Int, warn: @escaping (String) -> Void) {
        widget = Overlay()
        widget.addClass("flare-slide")
        widget.setSizeRequest(width: G.width, height: G.height)
        widget.halign = .center
        widget.overflow = .hidden  // clipsToBounds (:154)
        let off = Box(.horizontal)
        off.addClass("flare-slide-off")
        off.setSizeRequest(width: G.width, height: G.trackHeight)
        off.marginTop = Int(G.trackTop)
        widget.child = off

        on = Box(.horizontal)
        on.addClass("flare-slide-on")
        on.overflow = .hidden
        on.halign = .start
        on.valign = .start
        on.marginTop = Int(G.trackTop)
        widget.addOverlay(on)

        // The label and the chevron, centred on the off track: valign centre in the 36 pt below `trackTop`.
        let chevron = Picture(
            ImageLoader.load(
                .file(Assets.root.appendingPathComponent("icons/slider-chevron.svg").path),
                fit: .contain(G.chevronWidth, G.chevronHeight), scale: scale, tint: tint, warn: warn
            ).texture, fit: .contain)
        chevron.addClass("flare-slide-chevron")
        chevron.canTarget = false
        let chevronFrame = Overlay(sizing: chevron, width: G.chevronWidth, height: G.chevronHeight)
        let label = Label(text)
        label.addClass("flare-slide-text")
        label.xalign = 1
        let row = Box(.horizontal)
        row.append(label)
        row.append(chevronFrame)
        row.halign = .end
        row.valign = .center
        row.marginTop = Int(G.trackTop)
        for part in [label, chevronFrame] as [Widget] { part.valign = .center }
        widget.addOverlay(row)

        thumb = Box(.horizontal)
        thumb.addClass("flare-slide-thumb")
        thumb.setSizeRequest(width: G.thumbCircle.diameter, height: G.thumbCircle.diameter)
        thumb.halign = .start
        thumb.valign = .start
        thumb.marginTop = Int(G.thumbCircle.y.rounded())
        widget.addOverlay(thumb)

        gesture = GestureDrag()
        gesture.connect(.dragBegin) { [weak self] _, _ in
            guard let self, !self.isCompleted else { return }
            self.dragStart = self.centre
            self.thumb.addClass("flare-slide-dragged")
        }
        gesture.connect(.dragUpdate) { [weak self] dx, _ in
            guard let self, !self.isCompleted else { return }
            self.centre = G.dragged(from: self.dragStart, by: dx)
            self.place()
        }
        gesture.connect(.dragEnd) { [weak self] dx, _ in
            guard let self, !self.isCompleted else { return }
            self.thumb.removeClass("flare-slide-dragged")
            let end = G.released(at: G.dragged(from: self.dragStart, by: dx))
            (self.centre, self.isCompleted) = (end.centre, end.completed)
            self.place()
            self.onCompleted?(end.completed)
        }
        widget.add(gesture)
        place()
    }

    /// The control's width in points (its allocation; 0 before layout).
    public var trackWidth: Double { Double(widget.width) }

    /// The on track to the thumb's centre; the thumb's circle where its image puts it (whole points: GTK margins).
    private func place() {
        on.setSizeRequest(width: max(0, centre.rounded()), height: G.trackHeight)
        thumb.marginStart = max(0, Int((centre - G.thumbSide / 2 + G.thumbCircle.x).rounded()))
    }
}
