import CFlareShim
import CGtk

extension Image {
    /// `gtk_image_set_from_icon_name`: shows another themed icon.
    func setIcon(_ name: String) { gtk_image_set_from_icon_name(opaque, name) }
}
