import FlareCore

/// The keyboard over a rocket panel: the stage's QWERTY stand-in (`StageKeyboard.build`), as tall as the device's
/// keyboard (`RocketKeyboard.height`), in a stage-sized layer over the cards; it slides up from the stage's bottom
/// edge as much as `RocketKeyboard.visibleHeight` says. Built on first use; never a target.
@MainActor
final class RocketKeyboardView {
    let layer = Fixed()
    private let board: Box
    private let stageHeight: Double
    /// How much of it shows (points).
    private(set) var visible = 0.0

    init(width: Double, height stageHeight: Double, keyboard: Double, on root: Overlay) {
        self.stageHeight = stageHeight
        board = StageKeyboard.build(height: keyboard)
        board.setSizeRequest(width: width, height: keyboard)
        board.visible = true
        layer.canTarget = false
        layer.addClass("rocket-keyboard-layer")
        layer.put(board, x: 0, y: stageHeight)
        root.addOverlay(layer, clip: true)
    }

    /// Shows `visible` points of the keyboard at the bottom (0: hidden).
    func show(_ visible: Double) {
        self.visible = visible
        layer.visible = visible > 0
        layer.move(board, x: 0, y: stageHeight - visible)
    }

    /// The keyboard's top on the stage (the stage's height when it is down).
    var top: Double { stageHeight - visible }
}
