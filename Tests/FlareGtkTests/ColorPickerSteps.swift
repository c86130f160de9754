import FlareCore
@testable import FlareGtk
import TestSupport
import Testing

/// The designer's steps with a colour picker, as the picker tests take them.
extension ColorPicker {
    /// Opens the picker's popover (its chooser built) and waits until it shows.
    @MainActor func open() {
        let popover = popover
        popover.popup()
        let shown = MainLoop.run(until: { popover.mapped })
        #expect(shown)
    }

    /// Sets the chooser to `hex` and presses "Use".
    @MainActor func choose(_ hex: UInt32) {
        chooser.rgba = RGBA(hex: hex)
        use.emit(.clicked)
    }
}
