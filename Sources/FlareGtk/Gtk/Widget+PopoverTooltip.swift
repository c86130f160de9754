import CGtk

extension Widget {
    /// No tooltip from this widget while a popover it owns is open (a menu button's menu or popover, a drop-down's
    /// list). A popover is its button's child, so GTK, finding nothing to say under the pointer in the popover, asks
    /// the button, and drew "Main menu" over the open main menu's items. Connected once per widget, before GTK's own
    /// handler (`query-tooltip` runs last): while a popover child is visible it stops the emission, so GTK's handler
    /// never shows the text. Every `tooltip` set installs it.
    func quietTooltipWhilePopoverOpen() {
        guard g_object_get_data(c(), Self.quietKey) == nil else { return }
        g_object_set_data(c(), Self.quietKey, raw)
        let raw = self.raw
        connect(.queryTooltip) {
            if Self.hasOpenPopover(raw) { g_signal_stop_emission_by_name(raw, "query-tooltip") }
            return nil
        }
    }

    /// Whether a popover child of `raw` is visible (open).
    var hasOpenPopover: Bool { Self.hasOpenPopover(raw) }

    private static func hasOpenPopover(_ raw: UnsafeMutableRawPointer) -> Bool {
        var child = gtk_widget_get_first_child(raw.assumingMemoryBound(to: GtkWidget.self))
        while let c = child {
            if g_type_check_instance_is_a(
                UnsafeMutableRawPointer(c).assumingMemoryBound(to: GTypeInstance.self), gtk_popover_get_type()) != 0,
                gtk_widget_get_visible(c) != 0
            {
                return true
            }
            child = gtk_widget_get_next_sibling(c)
        }
        return false
    }

    private static let quietKey = "flare-quiet-tooltip"
}
