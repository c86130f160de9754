import CFlareShim
import CGtk

/// `GtkApplication` (a `GApplication`): single instance through D-Bus, `activate` and `open` from the command line.
@MainActor
final class Application: Object {
    override class var gType: GType { gtk_application_get_type() }

    /// `gtk_application_new`.
    convenience init(id: String, flags: ApplicationFlags) { self.init(taking: gtk_application_new(id, flags.gtk)) }

    /// `g_application_run` with `arguments` as `argv` (the program name first); returns the exit status.
    func run(_ arguments: [String]) -> Int32 {
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        return argv.withUnsafeBufferPointer { buffer in
            g_application_run(c(), gint(buffer.count - 1), UnsafeMutablePointer(mutating: buffer.baseAddress))
        }
    }
    /// `g_application_quit`.
    func quit() { g_application_quit(c()) }
}

extension Signal where Owner: Application, Arguments == Void {
    /// `GApplication::activate`: started without files.
    static var activate: Self { .init("activate") }
}

extension Signal where Owner: Application, Arguments == [String] {
    /// `GApplication::open`: started (or reached by a second instance) with files or URLs, as URIs.
    static var open: Self { .init("open") }
}
