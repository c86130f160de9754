import CFlareShim
import CGtk
import FlareCore

/// The CSS providers Flare adds to the display (`gtk_style_context_add_provider_for_display`), above the theme
/// and the user's CSS; counted so tests can prove every one is removed again.
///
/// A provider's scope class is named after its CSS, and views whose CSS is the same share one provider.
/// Adding or removing a display provider makes GTK restyle every widget of every window, so a reload that
/// changed only text (same appearance, same CSS) must not touch the display's providers: the new view
/// takes the provider the old one still holds, and the old one's release leaves it in place.
@MainActor
public enum StyleProviders {
    /// Acquisitions not yet released (views holding a provider).
    public private(set) static var live = 0
    /// Providers on the display, by their CSS, with how many views hold each.
    private static var shared: [String: (provider: OpaquePointer, holders: Int)] = [:]
    private static var cssOf: [OpaquePointer: String] = [:]

    /// A scope class and the provider of `rules(scope)`: `prefix-<hash of the rules>`, so the same rules
    /// always get the same class and provider. The caller puts the class on the widget the rules scope.
    static func add(prefix: String, _ rules: (String) -> String) -> (scope: String, provider: OpaquePointer) {
        let scope = "\(prefix)-\(String(stableHash(rules("§")), radix: 36))"
        let css = rules(scope)
        live += 1
        if let entry = shared[css] {
            shared[css] = (entry.provider, entry.holders + 1)
            return (scope, entry.provider)
        }
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        if let display = gdk_display_get_default() {
            gtk_style_context_add_provider_for_display(display, flare_style_provider(UnsafeMutableRawPointer(provider)),
                                                       guint(GTK_STYLE_PROVIDER_PRIORITY_USER + 1))
        }
        let handle = OpaquePointer(provider)
        shared[css] = (handle, 1)
        cssOf[handle] = css
        return (scope, handle)
    }

    /// Releases one hold on `provider`; the last one removes it from the display
    /// (`gtk_style_context_remove_provider_for_display`) and drops it.
    static func remove(_ provider: OpaquePointer) {
        guard let css = cssOf[provider], let entry = shared[css] else { return }
        live -= 1
        guard entry.holders == 1 else {
            shared[css] = (provider, entry.holders - 1)
            return
        }
        shared[css] = nil
        cssOf[provider] = nil
        if let display = gdk_display_get_default() {
            gtk_style_context_remove_provider_for_display(display, flare_style_provider(UnsafeMutableRawPointer(provider)))
        }
        g_object_unref(UnsafeMutableRawPointer(provider))
    }

    /// Providers on the display now (shared ones counted once).
    public static var onDisplay: Int { shared.count }
}
