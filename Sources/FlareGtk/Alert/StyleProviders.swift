import FlareCore

/// The CSS providers Flare adds to the display (`gtk_style_context_add_provider_for_display`), above the theme
/// and the user's CSS; counted so tests can prove every one is removed again.
///
/// The stage is drawn from the spec alone. GTK looks a property up in the providers by priority first and
/// specificity second, so one isolation sheet at `USER + 1` (`all: unset` on every node under a stage, alert or
/// rocket root, then Flare's own base: font, colour, DPI) beats any theme (Adwaita, dark, HighContrast), the
/// user's `gtk.css`, `gtk-font-name` and hover/focus styles; the views' scoped providers sit at `USER + 2`,
/// above it, and are all that styles those nodes. An alert's provider is its own, on its widgets (`TreeStyle`): an
/// edit restyles the alert in place, and only the alert's widgets are restyled.
///
/// A provider's scope class is named after its CSS, and views whose CSS is the same share one provider.
/// Adding or removing a display provider makes GTK restyle every widget of every window, so a reload that
/// changed only text (same appearance, same CSS) must not touch the display's providers: the new view
/// takes the provider the old one still holds, and the old one's release leaves it in place.
@MainActor
public enum StyleProviders {
    /// Acquisitions not yet released (views holding a provider: here, or their own on their widgets, `TreeStyle`).
    public internal(set) static var live = 0
    /// Providers on the display, by their CSS, with how many views hold each (0: idle, kept by a `batch`).
    private static var shared: [String: (provider: CssProvider, holders: Int)] = [:]
    private static var cssOf: [ObjectIdentifier: String] = [:]

    /// A scope class and the provider of `rules(scope)`: `prefix-<hash of the rules>`, so the same rules
    /// always get the same class and provider. The caller puts the class on the widget the rules scope.
    static func add(prefix: String, _ rules: (String) -> String) -> (scope: String, provider: CssProvider) {
        let scope = scope(prefix: prefix, rules)
        let css = rules(scope)
        live += 1
        if let entry = shared[css] {
            if entry.holders == 0 { idle.removeAll { $0 == css } }
            shared[css] = (entry.provider, entry.holders + 1)
            return (scope, entry.provider)
        }
        isolate()
        let handle = load(css, priority: .user + 2)
        shared[css] = (handle, 1)
        cssOf[ObjectIdentifier(handle)] = css
        return (scope, handle)
    }

    /// `prefix-<hash of the rules>`: the class that scopes `rules`, the same for the same rules.
    static func scope(prefix: String, _ rules: (String) -> String) -> String {
        "\(prefix)-\(String(stableHash(rules("§")), radix: 36))"
    }

    /// The roots of what the spec draws; nothing of the host's style reaches them or their descendants.
    static let isolatedRoots = ["flare-stage", "flare-alert", "flare-rocket"]

    /// The isolation sheet: every node under a root unset (theme, user CSS, hover and focus looks gone), the roots
    /// given Flare's base text (bundled Inter, 17 px, black) and a fixed DPI instead of the desktop's font
    /// and text scaling. Caret and selection colours are set by the views that show them.
    static var isolationCSS: String {
        let roots = isolatedRoots.map { ".\($0)" }
        let all = (roots + roots.map { "\($0) *" }).joined(separator: ", ")
        return """
            \(all) { all: unset; }
            \(roots.joined(separator: ", ")) { \(FontRegistry.css(.system(17))) color: rgba(0, 0, 0, 1); -gtk-dpi: 96; }
            """
    }

    private static var isolated = false

    /// Adds the isolation sheet to the display once, before any view's provider.
    static func isolate() {
        guard !isolated else { return }
        isolated = true
        _ = load(isolationCSS, priority: .user + 1)
    }

    private static func load(_ css: String, priority: StylePriority) -> CssProvider {
        let provider = CssProvider(css: css)
        provider.addToDisplay(priority: priority)
        return provider
    }

    /// Releases one hold on `provider`; the last one removes it from the display
    /// (`gtk_style_context_remove_provider_for_display`) and drops it.
    static func remove(_ provider: CssProvider) {
        guard let css = cssOf[ObjectIdentifier(provider)], let entry = shared[css] else { return }
        live -= 1
        guard entry.holders == 1 else {
            shared[css] = (provider, entry.holders - 1)
            return
        }
        guard batches > 0 else { return drop(css) }
        shared[css] = (provider, 0)
        idle.append(css)
        if idle.count > idleLimit { drop(idle.removeFirst()) }
    }

    private static func drop(_ css: String) {
        guard let entry = shared.removeValue(forKey: css) else { return }
        cssOf[ObjectIdentifier(entry.provider)] = nil
        entry.provider.removeFromDisplay()
    }

    /// Batches in progress (`batch`), and the providers no view holds that they keep on the display, oldest first.
    private static var batches = 0
    private static var idle: [String] = []
    /// At most this many idle providers stay (each is one more stylesheet GTK consults for every node).
    static let idleLimit = 16

    /// Runs `body` with released providers kept on the display, idle, until it ends: an export draws alert after
    /// alert with the same few stylesheets, and each provider added or removed is parsed again and restyles every
    /// widget. When the outermost batch ends, the idle ones are removed.
    static func batch<T>(_ body: () throws -> T) rethrows -> T {
        batches += 1
        defer {
            batches -= 1
            if batches == 0 {
                idle.forEach(drop)
                idle.removeAll()
            }
        }
        return try body()
    }

    /// Providers on the display now (shared ones counted once).
    public static var onDisplay: Int { shared.count }
}
