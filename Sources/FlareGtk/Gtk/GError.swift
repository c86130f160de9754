import CFlareShim
import CGtk

/// Calls a GLib function that reports failure through a `GError **` (`body` gets the out-parameter): returns its
/// result, or throws `RenderError` with `context` and the error's message.
func withGError<T>(_ context: String, _ body: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> T?) throws -> T {
    var error: UnsafeMutablePointer<GError>?
    let result = body(&error)
    if error != nil { throw RenderError(gerror: error, context: context) }
    guard let result else { throw RenderError(gerror: nil, context: context) }
    return result
}

extension RenderError {
    /// Copies and frees a `GError` (`g_error_free`; nil: "unknown error"): the one place Flare reads a `GError`.
    /// Any thread (the PNG encoder's too).
    init(gerror: UnsafeMutablePointer<GError>?, context: String) {
        if let gerror {
            self.init("\(context): \(String(cString: gerror.pointee.message))")
            g_error_free(gerror)
        } else {
            self.init("\(context): unknown error")
        }
    }
}
