import CFlareShim
import CGtk

/// A GLib `GError` as a Swift value: its domain (the quark's name, e.g. `g-file-error-quark`), code and message,
/// copied when the error is read, so the `GError` itself is freed at once.
public struct GLibError: Error, Hashable, Sendable, CustomStringConvertible {
    public let domain: String
    public let code: Int
    public let message: String

    public var description: String { message }

    /// Copies and frees (`g_error_free`) the error a `GError **` call set: the one place Flare reads a `GError`.
    /// nil (a call that failed without setting one): "unknown error". Any thread (the PNG encoder's too).
    init(taking error: UnsafeMutablePointer<GError>?) {
        guard let error else {
            (domain, code, message) = ("", 0, "unknown error")
            return
        }
        domain = g_quark_to_string(error.pointee.domain).map { String(cString: $0) } ?? ""
        code = Int(error.pointee.code)
        message = String(cString: error.pointee.message)
        g_error_free(error)
    }
}

/// Calls a GLib function that reports failure through a `GError **` (`body` gets the out-parameter): returns its
/// result, or throws the `GLibError` it set (also when it returns nil without setting one).
func withGError<T>(_ body: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> T?) throws(GLibError) -> T {
    var error: UnsafeMutablePointer<GError>?
    let result = body(&error)
    if error != nil { throw GLibError(taking: error) }
    guard let result else { throw GLibError(taking: nil) }
    return result
}
