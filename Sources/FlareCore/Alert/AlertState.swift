/// A state of an alert an export can draw that otherwise shows only under a finger (`flare export --state`): an
/// action held down (DUX draws its `actionSelectedBackgroundImage` over the normal one), or the keyboard up for
/// the custom input (DUX's layout controller moves the alert up by the keyboard's height).
public enum AlertState: Sendable, Hashable, CustomStringConvertible {
    /// The action at this index (0-based) pressed.
    case pressed(Int)
    case keyboard

    /// `pressed:N` (1-based, as the window's log counts actions) or `pressed:TITLE`, or `keyboard`, for `alert`.
    public init(parsing text: String, for alert: AlertSpec) throws(AlertStateError) {
        if text == "keyboard" {
            guard case .input? = alert.custom else {
                throw AlertStateError("alert '\(alert.id)' has no custom input: the keyboard comes up for an input")
            }
            self = .keyboard
            return
        }
        guard text.hasPrefix("pressed:") else {
            throw AlertStateError("'\(text)' is not a state: write pressed:ACTION (its number or title) or keyboard")
        }
        let name = String(text.dropFirst("pressed:".count))
        let titles = alert.actions.map(\.title)
        if let n = Int(name), titles.indices.contains(n - 1) {
            self = .pressed(n - 1)
        } else if let index = titles.firstIndex(of: name) {
            self = .pressed(index)
        } else {
            let list = titles.enumerated().map { "\($0.offset + 1) '\($0.element)'" }.joined(separator: ", ")
            throw AlertStateError(
                "alert '\(alert.id)' has no action '\(name)'; its actions: \(list.isEmpty ? "none" : list)")
        }
    }

    /// The file name's suffix: `-pressed-2` (1-based), `-keyboard`.
    public var suffix: String {
        switch self {
        case .pressed(let index): "-pressed-\(index + 1)"
        case .keyboard: "-keyboard"
        }
    }

    public var description: String {
        switch self {
        case .pressed(let index): "pressed:\(index + 1)"
        case .keyboard: "keyboard"
        }
    }
}

public struct AlertStateError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
