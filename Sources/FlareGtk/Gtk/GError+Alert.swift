import CFlareShim
import CGtk

extension RenderError {
    /// Copies and frees a `GError` (nil: "unknown error"); any thread (`withGError` is the main actor's).
    init(gerror: UnsafeMutablePointer<GError>?, context: String) {
        if let gerror {
            self.init("\(context): \(String(cString: gerror.pointee.message))")
            g_error_free(gerror)
        } else {
            self.init("\(context): unknown error")
        }
    }
}
