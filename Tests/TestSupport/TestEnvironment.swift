import Foundation

/// The environment every process a test starts runs with, and the test process's own GTK.
///
/// GTK's accessibility bridge starts an AT-SPI bus (`at-spi-bus-launcher`, a `dbus-daemon`, `at-spi2-registryd`)
/// when there is none; those daemons outlive the test and inherit its output pipe, so `swift test` never sees the
/// end of the output and waits for good. `make test` exports `GTK_A11Y=none` for that reason; this makes a bare
/// `swift test` (and every child it starts) behave the same.
public enum TestEnvironment {
    /// The variables that keep GTK's accessibility bridge from starting.
    public static let noAccessibilityBus = ["GTK_A11Y": "none", "NO_AT_BRIDGE": "1"]

    /// GLib's criticals fatal in every process a test starts (`make test` exports it too): a GTK critical in a child
    /// window or export fails the test that started it. A test that sets its own `G_DEBUG` keeps it.
    public static let fatalCriticals = ["G_DEBUG": "fatal-criticals"]

    /// `environment` (the test process's when nil) with the accessibility bus turned off and criticals fatal.
    public static func forChild(_ environment: [String: String]?) -> [String: String] {
        (environment ?? ProcessInfo.processInfo.environment).merging(noAccessibilityBus) { _, quiet in quiet }
            .merging(fatalCriticals) { own, _ in own }
    }

    /// Turns the bus off for GTK in the test process itself: call before GTK starts.
    public static func prepareForGtk() {
        for (name, value) in noAccessibilityBus { setenv(name, value, 1) }
    }
}
