import FlareCore

/// The stage's simulated on-screen keyboard: a QWERTY board at the bottom of the stage, built on first use, and the
/// height the alert moves up by while it is up.
@MainActor
final class StageKeyboard {
    private(set) var board: Box?
    /// The keyboard's height in points while it is up (0 when down).
    private(set) var offset: Double = 0

    /// The on-screen keyboard's height on `device` (`RocketKeyboard.height`, one table for DUX and RocketAlert).
    static func height(_ device: Stage.Device) -> Double { RocketKeyboard.height(device) }

    /// The keyboard's CSS under `prefix` (`.scope >` on the stage, `.scope` in a rocket panel): the board and its
    /// keys in `theme`'s colours.
    nonisolated static func css(_ prefix: String, theme: Theme) -> String {
        let (board, key, label) =
            theme == .light
            ? (RGBA(hex: 0xD1D3D9), RGBA(hex: 0xFFFFFF), RGBA(hex: 0x000000))
            : (RGBA(hex: 0x2C2C2E), RGBA(hex: 0x6B6B6B), RGBA(hex: 0xFFFFFF))
        return """
            \(prefix) .flare-keyboard { background-color: \(CSS.color(board)); padding: 8px 3px; }
            \(prefix) .flare-keyboard .flare-key { background-color: \(CSS.color(key)); color: \(CSS.color(label));
              border-radius: 5px; font-family: Inter; font-size: 18px; min-height: 38px; }
            """
    }

    /// Raises (true) or lowers the keyboard of `device`, drawn over `root`.
    func set(visible: Bool, device: Stage.Device, on root: Overlay) {
        offset = visible ? Self.height(device) : 0
        if visible && board == nil {
            // Built on first use: ~30 labels that most stages (and every reload) never show.
            let board = Self.build(height: Self.height(device))
            root.addOverlay(board)
            self.board = board
        }
        board?.visible = visible
    }

    /// A QWERTY keyboard in three rows plus a space bar, as tall as the device's keyboard; hidden at first.
    static func build(height: Double) -> Box {
        let board = Box(.vertical, spacing: 10)
        board.addClass("flare-keyboard")
        board.valign = .end
        board.setSizeRequest(width: -1, height: StageView.whole(height))
        board.canTarget = false
        for row in ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM", " "] {
            let line = Box(.horizontal, spacing: 6)
            line.halign = .center
            line.vexpand = true
            for letter in row {
                let key = Label(letter == " " ? "space" : String(letter))
                key.addClass("flare-key")
                key.setSizeRequest(width: letter == " " ? 220 : 32, height: -1)
                line.append(key)
            }
            board.append(line)
        }
        board.visible = false
        return board
    }
}
