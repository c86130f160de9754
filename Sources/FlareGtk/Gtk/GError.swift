import CFlareShim
import CGtk

/// Calls a GLib function that reports failure through a `GError **` (`body` gets the out-parameter): returns its
/// result, or throws `RenderError` with `context` and the error's message, the error freed (`g_error_free`).
/// The one place Flare reads a `GError`.
@MainActor
func withGError<T>(_ context: String, _ body: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> T?) throws -> T {
    var error: UnsafeMutablePointer<GError>?
    let result = body(&error)
    if let error {
        let message = String(cString: error.pointee.message)
        g_error_free(error)
        throw RenderError("\(context): \(message)")
    }
    guard let result else { throw RenderError("\(context): unknown error") }
    return result
}
