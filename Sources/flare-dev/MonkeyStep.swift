import ArgumentParser
import FlareCommands
import FlareCore
import FlareGtk
import FlareGtkCommands
import Foundation

/// One step of real input, as xdotool sends it to the window (`WINDOW`: its id; points in window coordinates).
enum MonkeyStep: CustomStringConvertible, Equatable {
    case click(x: Int, y: Int, button: Int, count: Int)
    case drag(x: Int, y: Int, toX: Int, toY: Int)
    case key(String)
    case type(String)
    case breakSpec
    case restoreSpec
    /// A click on the `pick`-th control that shows on the Properties page (the window shows the page first and says
    /// where it is: `MonkeyAim`), then `then` pressed (a drop-down's or a picker's popover: a row, Enter, Escape).
    case properties(pick: Int, then: String?)
    /// A click in the source pane (Ctrl+E first when it is hidden), `text` typed there, then Ctrl+S (saved); `undo`:
    /// then Ctrl+Z and Ctrl+S (the spec back as it was, so the Properties page is not left on a broken spec).
    case source(String, undo: Bool)

    /// The window's default size, where the points fall.
    static let width = 1280, height = 760

    /// The app's shortcuts in xdotool's syntax, but those that leave the window: quit, GTK's inspector, the file
    /// chooser, and the motion export (seconds of encoding, files written). The child disables those actions, so
    /// a click on their menu items does nothing either.
    static let shortcuts: [String] = PreviewActions.accelerators
        .filter { !PreviewActions.outsideTheWindow.contains($0.action) }
        .map { xdotoolKey($0.accelerator) }
    static let keys = [
        "Escape", "Escape", "Tab", "shift+Tab", "Return", "space", "Up", "Down", "Left", "Right", "BackSpace", "Delete",
    ]
    static let words = ["low", "rocket", "flight", "promo", "é", "🚀", "zz"]
    /// What follows a click on the Properties page: a popover's rows, Enter, Escape, or nothing.
    static let afterProperties: [String?] = [nil, nil, "Down", "Down Return", "Return", "Escape", "Tab space"]
    /// What the source pane is typed: words, a line break, a YAML value that breaks the spec.
    static let sourceTexts = ["x", "Return", "# rocket", "BackSpace", ": [", "é"]

    /// `<Control><Alt>i` as xdotool writes it: `ctrl+alt+i`.
    static func xdotoolKey(_ accelerator: String) -> String {
        var rest = Substring(accelerator), parts: [String] = []
        let modifiers = ["<Control>": "ctrl", "<Alt>": "alt", "<Shift>": "shift", "<Super>": "super"]
        while rest.hasPrefix("<"), let close = rest.firstIndex(of: ">") {
            parts.append(modifiers[String(rest[...close])] ?? "ctrl")
            rest = rest[rest.index(after: close)...]
        }
        return (parts + [String(rest)]).joined(separator: "+")
    }

    /// The steps of `seed`: the same list for the same seed, everywhere (SplitMix64, no platform randomness).
    static func plan(seed: UInt64, count: Int) -> [MonkeyStep] {
        var random = SplitMix64(seed: seed)
        var broken = false
        return (0..<count).map { _ in
            let roll = random.below(120)
            switch roll {
            case 0..<34:
                return .click(
                    x: random.below(width), y: random.below(height), button: random.below(10) == 0 ? 3 : 1, count: 1)
            case 34..<46:
                // A click in the sidebar.
                return .click(x: 10 + random.below(205), y: 100 + random.below(height - 110), button: 1, count: 1)
            case 46..<50: return .click(x: random.below(width), y: random.below(height), button: 1, count: 2)
            case 50..<58:
                return .drag(
                    x: random.below(width), y: random.below(height), toX: random.below(width), toY: random.below(height)
                )
            case 58..<82: return .key(shortcuts[random.below(shortcuts.count)])
            case 82..<94: return .key(keys[random.below(keys.count)])
            case 94..<98: return .type(words[random.below(words.count)])
            case 100..<114:
                return .properties(
                    pick: random.below(200), then: afterProperties[random.below(afterProperties.count)])
            case 114..<120:
                return .source(sourceTexts[random.below(sourceTexts.count)], undo: random.below(3) != 0)
            default:
                broken.toggle()
                return broken ? .breakSpec : .restoreSpec
            }
        }
    }

    var description: String {
        switch self {
        case .click(let x, let y, let button, let count):
            "\(count == 2 ? "double-click" : "click") \(button) at \(x),\(y)"
        case .drag(let x, let y, let toX, let toY): "drag \(x),\(y) → \(toX),\(toY)"
        case .key(let key): "key \(key)"
        case .type(let text): "type '\(text)'"
        case .breakSpec: "break the spec (the error banner)"
        case .restoreSpec: "restore the spec"
        case .properties(let pick, let then): "properties control \(pick)" + (then.map { ", then \($0)" } ?? "")
        case .source(let text, let undo): "source pane: type '\(text)', Ctrl+S" + (undo ? ", Ctrl+Z, Ctrl+S" : "")
        }
    }

    /// xdotool's arguments for the step (nil: a spec edit or an aimed step, done by `MonkeyRun` itself).
    func xdotool(window: String) -> [String]? {
        switch self {
        case .click(let x, let y, let button, let count):
            ["mousemove", "--window", window, "\(x)", "\(y)", "click", "--repeat", "\(count)", "\(button)"]
        case .drag(let x, let y, let toX, let toY):
            [
                "mousemove", "--window", window, "\(x)", "\(y)", "mousedown", "1",
                "mousemove", "--window", window, "\(toX)", "\(toY)", "mouseup", "1",
            ]
        case .key(let key): ["key", key]
        case .type(let text): ["type", "--delay", "0", text]
        case .breakSpec, .restoreSpec, .properties, .source: nil
        }
    }
}
