import CFlareShim
import CGtk

/// `GtkPicture`: a paintable (a texture) at a size the layout decides.
@MainActor
class Picture: Widget {
    override class var gType: GType { gtk_picture_get_type() }

    /// `gtk_picture_new_for_paintable` of `texture`, shrinkable (`gtk_picture_set_can_shrink`), with `fit`
    /// (`gtk_picture_set_content_fit`, GTK 4.8).
    convenience init(_ texture: Texture?, fit: GtkContentFit = GTK_CONTENT_FIT_CONTAIN) {
        self.init(taking: gtk_picture_new_for_paintable(texture?.opaque))
        gtk_picture_set_can_shrink(opaque, 1)
        gtk_picture_set_content_fit(opaque, fit)
    }
    /// `gtk_picture_set_paintable`.
    func setTexture(_ texture: Texture?) { gtk_picture_set_paintable(opaque, texture?.opaque) }
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
    convenience init(_ orientation: GtkOrientation) { self.init(taking: gtk_separator_new(orientation)) }
}

/// `GdkTexture`: decoded pixels GTK can draw.
@MainActor
class Texture: Object {
    override class var gType: GType { gdk_texture_get_type() }

    /// `gdk_texture_get_width` / `gdk_texture_get_height`, in pixels.
    var width: Int { Int(gdk_texture_get_width(opaque)) }
    var height: Int { Int(gdk_texture_get_height(opaque)) }
}

extension Texture {
    /// `gdk_texture_new_from_bytes`: a texture decoded from image file data (PNG, JPEG, ...).
    convenience init(fileData data: [UInt8]) throws {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count))! }
        defer { g_bytes_unref(bytes) }
        let texture = try withGError("decoding an image") { gdk_texture_new_from_bytes(bytes, $0) }
        self.init(taking: texture)
    }
}
