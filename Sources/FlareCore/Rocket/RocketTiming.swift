/// How long RocketAlert makes each step of a flow wait before its block appears (or the rocket closes), in
/// seconds, read from the seed's source (`peppesapienza/RocketAlert` @0144e9d, docs/fidelity.md):
/// - the show runs the author's open animation (`UI/Author/AuthorView.swift:85`, 1 s), then the table's
///   (`UI/Table View/TableView.swift:111`, 1 s), and only then shows the first block
///   (`UI/Container/RocketViewController.swift:36-40`): 2 s;
/// - a tapped text or image card, a timer's tap (`UI/Blocks Cell/TapableCell.swift:29`) and a pressed button
///   (`UI/Blocks Cell/ButtonCell.swift:39`) run `smoothBounce` (`View Support/Extension.swift:50-61`, 0.15 s
///   twice) before `next`: 0.3 s;
/// - a double button's half (`UI/Blocks Cell/DoubleButtonCell.swift:53,63`) and the close button
///   (`UI/Table View/CloseButtonView.swift:54`) run `bounce` (`View Support/Extension.swift:27-35`, 0.2 s three
///   times) first: 0.6 s;
/// - an input's Send shows its answer at once (`UI/Blocks Cell/TextInputCell.swift:46-51`, no bounce).
public struct RocketTiming: Sendable, Hashable {
    public let opening, smoothBounce, bounce: Double

    /// The seed's timing: 1 s + 1 s, 0.15 s × 2, 0.2 s × 3.
    public static let library = RocketTiming(opening: 2, smoothBounce: 0.3, bounce: 0.6)

    /// Every step at once (for tests of the flow's logic alone).
    public static let instant = RocketTiming(opening: 0, smoothBounce: 0, bounce: 0)

    /// How long `trigger` waits before the fired block's `next` appears.
    public func delay(after trigger: RocketTrigger) -> Double {
        switch trigger {
        case .tap, .timer, .press(.button): smoothBounce
        case .press: bounce
        case .input: 0
        }
    }
}

/// What a flow will do once a bounce (or the opening) ends.
public struct RocketPending: Sendable, Hashable {
    public enum Outcome: Sendable, Hashable {
        case append(String)
        case dismiss(RocketDismissReason)
    }

    /// Seconds on the flow's clock when it happens.
    public var at: Double
    public var outcome: Outcome
}

extension RocketTrigger {
    /// Whether the fired card itself runs `smoothBounce` (a tap, a timer, a single button: `TapableCell.swift:29`,
    /// `ButtonCell.swift:39`); a double button bounces only its pressed button, an input's Send nothing.
    public var bouncesCard: Bool {
        switch self {
        case .tap, .timer, .press(.button): true
        case .press, .input: false
        }
    }
}
