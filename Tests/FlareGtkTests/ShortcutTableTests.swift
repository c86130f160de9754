@testable import FlareGtk
import Testing

/// The shortcut table against GTK's own key bindings (no display needed: the table is data).
@Suite struct ShortcutTableTests {
    /// `flare monkey --seed 15` and `--seed 9` opened the GTK Inspector with Ctrl+Shift+D on an alert (the rocket's
    /// dismiss action was disabled, so GtkWindow's binding took the key) and then died inside it.
    @Test func noShortcutFallsThroughToTheGtkInspector() {
        let clashes = PreviewActions.accelerators.filter {
            $0.action != "inspector" && PreviewActions.gtkDebuggingKeys.contains($0.accelerator.lowercased())
        }
        #expect(clashes.isEmpty, "\(clashes.map { "\($0.action): \($0.accelerator)" })")
    }

    @Test func everyAcceleratorIsUnique() {
        let all = PreviewActions.accelerators.map { $0.accelerator.lowercased() }
        #expect(Set(all).count == all.count)
    }
}
