import FlareCore
import Foundation

/// A RocketAlert flow on a device-sized stage, drawn like the seed (`RocketGeometry`): a column of white cards
/// (0.6 × the stage's width, −180 in landscape or on an iPad, −100 more on an iPad in landscape) 6 pt left of the
/// author's 60×60 avatar at the bottom right (20 from the right, 30 from the bottom), the newest card at the
/// bottom, the close button's white card (40 pt header) above the first card, scrolling with the cards. The panel
/// owns and wires its parts: the cards (`RocketTranscript`, children of a `Fixed`), their motion
/// (`RocketAnimator`, placing them with transforms for `RocketMotion` on the frame clock: the author rising and
/// bouncing, the column fading in, each new card fading in over 0.3 s, a fired card bouncing, dismissal reversing
/// the show), the flow's clock (`RocketFlowClock`, which also wakes the flow when a pending block is due) and the
/// map (`RocketMapToggle`).
///
/// `live` panels play `showNextAfter` timers in real time (`RocketFlowClock`) and take clicks and typing; still
/// panels (export) draw a given `RocketFlow` at rest. Each event of the flow goes to `onEvent`.
@MainActor
public final class RocketPanel {
    public let rocket: RocketSpec
    public let theme: Theme
    public internal(set) var flow: RocketFlow
    public let live: Bool
    /// Every flow event, in order (the window logs them).
    public var onEvent: (@MainActor (RocketEvent) -> Void)?
    /// The dismissal animation ended (the panel is empty now).
    public var onGone: (@MainActor () -> Void)?
    /// True once the dismissal animation ended.
    public internal(set) var isGone = false
    public private(set) static var liveCount = 0

    let root: Overlay
    let transcript: RocketTranscript
    let animator: RocketAnimator
    let map: RocketMapToggle
    let flowClock: RocketFlowClock
    /// The panel's hold on its shared CSS provider (`StyleProviders`).
    private let style: ScopedStyle
    var tornDown = false

    /// Builds the panel for `rocket` on a stage of `device` size. A live panel shows the rocket (the show
    /// animation when `animate`); `flow`, when given, is drawn as it is (a reload resumes it, export draws it).
    /// `clock`: a virtual time for the motion export (`flare export --motion flow`): motion reads it instead of
    /// GLib's monotonic clock, events animate without a live flow, and nothing ticks on the frame clock (the
    /// exporter calls `advanceMotion()` for each frame).
    public init(
        rocket: RocketSpec, device: Stage.Device, theme: Theme, scale: Int = 1,
        flow: RocketFlow? = nil, live: Bool, animate: Bool, clock: VirtualMicroseconds? = nil
    ) {
        self.rocket = rocket
        self.theme = theme
        self.live = live
        self.flow = flow ?? RocketFlow(rocket)
        let size = device.size
        flowClock = RocketFlowClock { clock?.value ?? MainLoop.monotonicTime }
        // One provider per distinct stylesheet, shared (StyleProviders): its class scopes the panel.
        style = ScopedStyle(prefix: "flare-rocket") { RocketStylesheet(scope: $0, rocket: rocket, theme: theme).css }
        RocketPanel.liveCount += 1

        // The stage-sized root: an empty sizer the pointer passes through, and the cards' `Fixed` over it, clipped.
        let (width, height) = (size.width.rounded(.towardZero), size.height.rounded(.towardZero))
        root = Overlay()
        root.addClasses("flare-rocket", style.scope)
        root.overflow = .hidden
        root.setSizeRequest(width: width, height: height)
        let sizer = Box(.vertical)
        sizer.setSizeRequest(width: width, height: height)
        sizer.canTarget = false
        root.child = sizer
        transcript = RocketTranscript(
            rocket: rocket, geometry: RocketGeometry(device: device, hasTabBar: rocket.tabBar), scale: max(1, scale),
            live: live)
        // The cards' layer starts at the table's top, which clips the cards that rise past it (TableView.swift:133).
        transcript.fixed.marginTop = Int(RocketGeometry.tableTop)
        root.addOverlay(transcript.fixed, clip: true)
        animator = RocketAnimator(transcript: transcript, clock: clock, keyboardHeight: RocketKeyboard.height(device))
        map = RocketMapToggle(rocket: rocket, classes: ["flare-rocket", style.scope])
        transcript.panel = self
        animator.onFrame = { [weak self] in self?.advanceMotion() ?? false }

        for (index, id) in self.flow.visible.enumerated() { addCard(index: index, id: id, at: nil) }
        for event in self.flow.events {  // answers already sent show in their text areas
            if case .fired(let index, _, .input(let text)) = event.kind { transcript.fill(index, with: text) }
        }
        root.connect(.map) { [weak self] in self?.layout() }
        if live { addScrollBack() }

        if !self.flow.isShown {
            // The first block appears after the library's opening; without the show's motion, at once.
            if animate { animator.motion.showStart = animator.now() }
            deliver(self.flow.show() + (animate ? [] : self.flow.settle()), animate: animate)
        }
        flowClock.start(at: self.flow.now)
        if live && self.flow.isDismissed { finishDismissal() }  // a reloaded, dismissed flow stays gone
        if live { scheduleTimer() }
        if animator.motion.showStart != nil && clock == nil { animator.startTicking(on: root) }
        layout()
    }

    isolated deinit { teardown() }

    /// Stops timers and ticks, removes the CSS provider and takes the widget tree off its parent (idempotent).
    public func teardown() {
        guard !tornDown else { return }
        tornDown = true
        RocketPanel.liveCount -= 1
        flowClock.cancel()
        animator.stopTicking()
        style.release()
        root.unparent()
    }

    // MARK: The parts, for the window, the exporter, lint and tests

    /// The panel's root widget, a stage-sized overlay (what the stage shows).
    var widget: Widget { root }
    public var scale: Int { transcript.scale }
    public var size: (width: Double, height: Double) { (transcript.geometry.width, transcript.geometry.height) }
    public var scope: String { style.scope }
    /// Problems met while building (missing images).
    public var warnings: [String] { transcript.warnings }
    /// One card per visible block, in order; the avatar; the close header and button.
    var cards: [Box] { transcript.cards }
    var avatar: Overlay { transcript.avatar }
    var header: Box? { transcript.header }
    var closeButton: Button? { transcript.closeButton }
    /// The buttons of each card (button: [button]; double: [left, right]; input: [send]).
    var buttons: [[Button]] { transcript.buttons }
    /// The text area of each input card (nil for other cards).
    var textAreas: [RocketTextArea?] { transcript.textAreas }
    /// Where `layout()` last put each card (top and height, in stage points) and the close header's top.
    public var cardFrames: [(y: Double, height: Double)] { animator.cardFrames }
    public var headerTop: Double? { animator.headerTop }
    /// How far the transcript is scrolled back (points, ≥ 0): a live panel's cards move down by it, so earlier
    /// cards that rose past the top come back into sight (`scrollBack(by:)`); a new card scrolls to it (0).
    public var scrollBack: Double { animator.scrollBack }
    /// Whether the show, a fade, a bounce or the dismissal is under way.
    public var isAnimating: Bool { animator.isTicking }

    /// Geometry in points (the seed's constants, `RocketGeometry`).
    public static let avatarSize = RocketGeometry.avatarSize, avatarRight = RocketGeometry.avatarRight,
        avatarBottom = RocketGeometry.avatarBottom
    public static let inset = RocketGeometry.inset, headerHeight = RocketGeometry.headerHeight,
        imageHeight = RocketGeometry.imageHeight
    /// The motion's durations in seconds (`RocketMotion`).
    public static let fadeIn = RocketMotion.fadeIn, bounce = RocketMotion.bounce, slide = RocketMotion.slide,
        columnFade = RocketMotion.columnFade
    /// The column (`RocketGeometry.columnFrame`).
    public var columnFrame: (x: Double, width: Double) { transcript.geometry.columnFrame }
    public var avatarFrame: (x: Double, y: Double) { transcript.geometry.avatarFrame }
    public var cardWidth: Double { transcript.geometry.cardWidth }

    // MARK: Actions (clicks, the window, tests)

    /// A tap on card `index` (the last when nil).
    public func tap(_ index: Int? = nil) { act { $0.tap(index) } }
    /// Presses `button` on card `index` (the last when nil).
    public func press(_ button: RocketStep.Button, _ index: Int? = nil) { act { $0.press(button, index) } }
    /// Sends `text` from the input card `index` (the last when nil).
    public func input(_ text: String, _ index: Int? = nil) { act { $0.input(text, index) } }
    /// The close button: it `bounce`s, then the rocket dismisses (`CloseButtonView.swift:53-57`).
    public func close() {
        let wasClosing = flow.isClosing || flow.isDismissed
        act { $0.close() }
        guard live || animator.clock != nil, !wasClosing, flow.isClosing || flow.isDismissed else { return }
        animator.motion.closeStart = animator.now()
        animator.startTicking(on: root)
    }
    /// Dismisses from outside the flow (logged with `reason`).
    public func dismiss(because reason: String) { act { $0.dismiss(because: reason) } }
    /// Plays one script step (`wait` moves the flow's clock without waiting: a still panel's storyboard).
    public func apply(_ step: RocketStep) {
        if case .wait(let seconds) = step {
            flowClock.skip(max(0, seconds))
            act { $0.advance(to: $0.now + max(0, seconds)) }
        } else if case .close = step {
            close()
        } else {
            act { $0.apply(step) }
        }
    }

    /// Whether card `index` is still fading in (a click on it then is the second of a double click).
    func isFadingIn(_ index: Int) -> Bool { animator.motion.isFadingIn(index, at: animator.now()) }

    /// Seconds on the flow's clock now: real time since the panel started, for live panels.
    func clockNow() -> Double { live ? flowClock.now : flow.now }

    func act(_ body: (inout RocketFlow) -> [RocketEvent]) {
        guard !tornDown else { return }
        var events = flow.advance(to: clockNow())  // timers due first
        events += body(&flow)
        deliver(events, animate: live || animator.clock != nil)
        if live { scheduleTimer() }
    }

    /// Wakes the flow when it next acts by itself (a block appearing after the opening or a bounce, a timer
    /// block's `showNextAfter`), as if on time.
    func scheduleTimer() {
        flowClock.wake(at: flow.wake) { [weak self] deadline in
            guard let self else { return }
            // A timeout may wake a millisecond early: it stands for its deadline.
            self.deliver(self.flow.advance(to: max(self.clockNow(), deadline)), animate: true)
            self.scheduleTimer()
        }
    }

    /// Builds card `index` for block `id` (fading in from `time`, when given) and lets only the last card take input.
    func addCard(index: Int, id: String, at time: Int64?) {
        guard transcript.addCard(index: index, id: id) else { return }
        if let time { animator.motion.cardStart[index] = time }
        setInteractive()
    }

    /// Builds cards for added blocks and starts the motion the events call for.
    func deliver(_ events: [RocketEvent], animate: Bool) {
        let now = animator.now()
        for event in events {
            switch event.kind {
            case .blockAdded(let index, let id):
                addCard(index: index, id: id, at: animate ? now : nil)
                animator.scrollBack = 0
            case .fired(let index, _, let by):
                // The card bounces for a tap, a timer or a single button; a double button's half and an input's
                // Send leave it still (`RocketMotion`).
                if animate, by.bouncesCard {
                    animator.motion.bounceStart[index] = now
                }
                // A double button's pressed half bounces alone (`DoubleButtonCell.swift:53,63`).
                if animate, case .press(let side) = by, side != .button {
                    animator.motion.pressStart[index] = (side == .left ? 0 : 1, now)
                }
                if case .input(let text) = by { transcript.fill(index, with: text) }
                setInteractive()
            case .dismissed:
                setInteractive()
                if animate { animator.motion.dismissStart = now }  // a still panel keeps drawing the last state
            case .ignored:
                break
            }
            onEvent?(event)
        }
        if animate && !events.isEmpty && animator.clock == nil { animator.startTicking(on: root) }
        map.view?.highlight(flow)
        layout()
    }

    func finishDismissal() {
        guard !isGone else { return }
        isGone = true
        animator.stopTicking()
        // The text view leaves the screen with the rocket: the keyboard goes (TextInputCell.swift:45-51 never
        // resigns it before).
        animator.motion.keyboard = nil
        animator.keyboardView?.show(0)
        transcript.fixed.visible = false
        onGone?()
    }

    /// Only the last card, not yet fired, takes input (GTK's sensitivity greys nothing: the CSS unsets looks).
    func setInteractive() {
        for (i, card) in cards.enumerated() {
            card.canTarget = !flow.isDismissed && i == cards.count - 1 && !flow.fired.contains(i)
        }
        closeButton?.canTarget = !flow.isDismissed
    }
}
