/// RocketAlert's table when the keyboard comes up for an input block (`peppesapienza/RocketAlert` 1.0-beta.4,
/// `UI/Table View/TableView.swift:29-30,50-77`; docs/fidelity.md has a row per rule):
/// - on `keyboardWillShow` the table's bottom, pinned to the avatar's (`:136`), moves `keyboardHeight − 30` up
///   (`:58`): it ends on the keyboard's top, since the avatar's bottom is 30 above the screen's (the avatar itself
///   is under the keyboard). `tabBarHeight` is computed and only printed (`:56-57`);
/// - the constant is set outside an animation block and nothing calls `layoutIfNeeded`, so UIKit applies it at the
///   next layout pass, at once: the table jumps while the keyboard slides. A table taller than its new room keeps
///   its content offset (`UIScrollView`), so its top stays and its bottom is cut; 0.5 s later
///   `scrollToLastVisibleCell` scrolls the last cell to the bottom, animated (`:59,73-77`);
/// - on `keyboardWillHide` the bottom goes to −10 (`:64`), not back to the 0 it started at (`:136`);
/// - the input's Send never resigns the text view (`TextInputCell.swift:45-51`); only a typed return does
///   (`:97-100`): the keyboard stays up after Send, until the rocket is gone.
///
/// Times are seconds on any one clock. Figures UIKit does not publish: the keyboard's slide (`slide`, UIKit's
/// `keyboardAnimationDurationUserInfoKey` as apps read it; Flare eases it in-out, UIKit's curve 7 is private) and
/// an animated `scrollToRow` (`scroll`); the keyboard's height per device (`height(_:)`).
public struct RocketKeyboard: Sendable, Hashable {
    /// The table's bottom ends this far below the keyboard's height above the avatar's bottom (`TableView.swift:58`).
    public static let gap = 30.0
    /// Where `keyboardWillHide` leaves the table's bottom, above the avatar's (`TableView.swift:64`).
    public static let liftAfterHide = 10.0
    /// `scrollToLastVisibleCell`'s delay (`TableView.swift:74`).
    public static let scrollDelay = 0.5
    /// The keyboard's slide and an animated scroll (UIKit internals, not published: 0.25 s as apps read the
    /// keyboard's duration; 0.3 s for `scrollToRow(animated: true)`).
    public static let slide = 0.25, scroll = 0.3

    /// The on-screen keyboard's height in points on `device` (with its suggestion bar), as Flare's stage draws it
    /// for DUX's input too: 291 on a portrait phone, 209 on a landscape one, 398 on an iPad, 35 % of a custom
    /// stage's height. Apple publishes no keyboard heights: these are Flare's figures (docs/fidelity.md).
    public static func height(_ device: Stage.Device) -> Double {
        switch device {
        case .phone: 291
        case .phoneLandscape: 209
        case .tablet: 398
        case .custom(_, let h): (h * 0.35).rounded()
        case .model(let m, let landscape): m.family == .iPad ? 398 : landscape ? 209 : 291
        }
    }

    /// The keyboard's height in points.
    public let height: Double
    /// When the keyboard last came up (`keyboardWillShow`) and went down (`keyboardWillHide`); nil: never.
    public var shownAt: Double?
    public var hiddenAt: Double?

    public init(height: Double, shownAt: Double? = nil, hiddenAt: Double? = nil) {
        self.height = height
        self.shownAt = shownAt
        self.hiddenAt = hiddenAt
    }

    /// Whether the keyboard is up (or coming up) at `t`.
    public func isUp(at t: Double) -> Bool {
        guard let shown = shownAt, shown <= t else { return false }
        guard let hidden = hiddenAt, hidden <= t else { return true }
        return hidden < shown
    }

    /// How much of the keyboard shows at `t`, in points: it slides up over `slide` from `shownAt` and down over
    /// `slide` from `hiddenAt`.
    public func visibleHeight(at t: Double) -> Double {
        func eased(_ x: Double) -> Double { CubicBezier.easeInOut.value(at: min(1, max(0, x))) }
        if isUp(at: t), let shown = shownAt { return height * eased((t - shown) / Self.slide) }
        guard let hidden = hiddenAt, hidden <= t else { return 0 }
        return height * (1 - eased((t - hidden) / Self.slide))
    }

    /// How far the table's bottom sits above the avatar's at `t`: `height − 30` while the keyboard is up, 10 once
    /// it went down, 0 before it ever came up.
    public func lift(at t: Double) -> Double {
        if isUp(at: t) { return max(0, height - Self.gap) }
        return hiddenAt.map { $0 <= t } == true ? Self.liftAfterHide : 0
    }

    /// How far the cards (and the close header) move up at `t`, for a table whose content is `content` points tall
    /// with `room` points between its top limit and the avatar's bottom (the stage's height − 20 − 30). At the show
    /// the table moves up by the lift but, when the room left is smaller than its content, keeps its content
    /// offset: the content moves up by the lift less what the table lost at its top. `scrollDelay` later the
    /// scroll to the last cell takes it the rest of the way, over `scroll`, eased in-out.
    public func cardShift(at t: Double, content: Double, room: Double) -> Double {
        let lifted = lift(at: t)
        guard isUp(at: t), let shown = shownAt else { return lifted }
        let before = min(content, room), after = min(content, max(0, room - lifted))
        let jump = lifted - (before - after)
        let x = (t - shown - Self.scrollDelay) / Self.scroll
        return jump + (lifted - jump) * CubicBezier.easeInOut.value(at: min(1, max(0, x)))
    }

    /// When `cardShift` stops changing after the keyboard came up (the scroll's end), or went down.
    public var settlesAt: Double? {
        [shownAt.map { $0 + max(Self.slide, Self.scrollDelay + Self.scroll) }, hiddenAt.map { $0 + Self.slide }]
            .compactMap { $0 }.max()
    }
}
