import CFlareShim
import CGtk

/// `GtkPicture`: a paintable (a texture) at a size the layout decides.
@MainActor
class Picture: Widget {
    override class var gType: GType { gtk_picture_get_type() }

    /// `gtk_picture_new_for_paintable` of `texture`, shrinkable (`gtk_picture_set_can_shrink`), with `fit`
    /// (`gtk_picture_set_content_fit`, GTK 4.8).
    convenience init(_ texture: Texture?, fit: ContentFit = .contain) {
        defer { withExtendedLifetime(texture) {} }
        self.init(taking: gtk_picture_new_for_paintable(texture?.opaque))
        gtk_picture_set_can_shrink(opaque, 1)
        gtk_picture_set_content_fit(opaque, fit.gtk)
    }
    /// `gtk_picture_set_paintable`.
    func setTexture(_ texture: Texture?) {
        defer { withExtendedLifetime(texture) {} }; gtk_picture_set_paintable(opaque, texture?.opaque)
    }
}

/// `GtkImage`: a themed icon (Flare's chrome).
@MainActor
class Image: Widget {
    override class var gType: GType { gtk_image_get_type() }

    /// `gtk_image_new_from_icon_name`.
    convenience init(icon: String) { self.init(taking: gtk_image_new_from_icon_name(icon)) }
    /// `gtk_image_set_pixel_size`.
    func setPixelSize(_ size: Int) { gtk_image_set_pixel_size(opaque, gint(size)) }
}

/// `GtkSeparator`.
@MainActor
class Separator: Widget {
    override class var gType: GType { gtk_separator_get_type() }

    /// `gtk_separator_new`.
    convenience init(_ orientation: Orientation) { self.init(taking: gtk_separator_new(orientation.gtk)) }
}

extension Image {
    /// `gtk_image_set_from_icon_name`: shows another themed icon.
    func setIcon(_ name: String) { gtk_image_set_from_icon_name(opaque, name) }
}
