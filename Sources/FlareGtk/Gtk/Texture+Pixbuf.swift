import CFlareShim
import CGtk

extension Texture {
    /// `gdk_texture_new_for_pixbuf`: a texture of the pixbuf's pixels.
    convenience init(pixbuf: Pixbuf) { self.init(taking: gdk_texture_new_for_pixbuf(pixbuf.opaque)) }
}
