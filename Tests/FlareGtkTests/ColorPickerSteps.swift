import FlareCore
@testable import FlareGtk
import TestSupport
import Testing

/// A picker the tests open as the designer does (`ColorPicker`, `FontPicker`).
@MainActor
protocol OpensPopover {
    var popover: Popover { get }
}

extension OpensPopover {
    /// Opens the picker's popover and waits until it shows.
    func open() {
        let popover = popover
        popover.popup()
        let shown = MainLoop.run(until: { popover.mapped })
        #expect(shown)
    }
}

extension ColorPicker: OpensPopover {
    /// Sets the chooser to `hex` and presses "Use".
    func choose(_ hex: UInt32) {
        chooser.rgba = RGBA(hex: hex)
        use.emit(.clicked)
    }
}

extension FontPicker: OpensPopover {}
