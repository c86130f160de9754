import CFlareShim
import CGtk

/// `FlareScaleBin` (CFlareShim's scale.c): one child, laid out as a `GtkBinLayout` lays it out, drawn scaled about
/// the bin's centre (`gtk_snapshot_scale` around `gtk_widget_snapshot_child`): a transform on one child of a box,
/// as UIKit's `transform` scales a view without moving its neighbours.
@MainActor
final class ScaleBin: Widget {
    override class var gType: GType { flare_scale_bin_get_type() }

    /// `flare_scale_bin_new`, holding `child`.
    convenience init(_ child: Widget) {
        self.init(taking: flare_scale_bin_new())
        defer { withExtendedLifetime(child) {} }
        flare_scale_bin_set_child(widget, child.widget)
    }

    /// `flare_scale_bin_get_scale` / `flare_scale_bin_set_scale`: the child's scale about the centre (1: as laid out).
    var scale: Double {
        get { flare_scale_bin_get_scale(widget) }
        set { flare_scale_bin_set_scale(widget, newValue) }
    }
}
