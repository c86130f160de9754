import FlareCore

/// A view's own scoped CSS provider on the style contexts of its widgets (`CssProvider.addToTree`), not on the
/// display: GTK restyles every widget of every window when a display provider comes or goes (the Properties
/// page's hundreds of rows at each edit), while new CSS loaded into this one (`restyle`) restyles only the widgets
/// it was added to. Its rules are scoped by a class named after them and sit at `USER + 2`, above the isolation
/// sheet, as `StyleProviders`' do; a hold counts in `StyleProviders.live` until `release()`.
///
/// Only for a view whose widgets are all built before `attach(to:)`: a widget added under it later is not styled.
@MainActor
final class TreeStyle {
    /// The class to put on the view's root.
    private(set) var scope: String
    private let prefix: String
    private var css: String
    private var provider: CssProvider?
    private var root: Widget?

    /// The provider of `rules(scope)`, with the isolation sheet on the display (`StyleProviders.isolate`).
    init(prefix: String, _ rules: (String) -> String) {
        self.prefix = prefix
        scope = StyleProviders.scope(prefix: prefix, rules)
        css = rules(scope)
        StyleProviders.isolate()
        provider = CssProvider(css: css)
        StyleProviders.live += 1
    }

    /// Adds the provider to `root` and every widget under it.
    func attach(to root: Widget) {
        guard let provider else { return }
        provider.addToTree(of: root, priority: .user + 2)
        self.root = root
    }

    /// Loads `rules(scope)` into the provider, with the scope named after the new rules; GTK restyles the widgets
    /// it was added to. False, with nothing changed, when the CSS is the same.
    func restyle(_ rules: (String) -> String) -> Bool {
        let scope = StyleProviders.scope(prefix: prefix, rules)
        let css = rules(scope)
        guard css != self.css, let provider else { return false }
        provider.load(css)
        (self.scope, self.css) = (scope, css)
        return true
    }

    /// Takes the provider off the widgets and drops it; later calls do nothing.
    func release() {
        guard let provider else { return }
        if let root { provider.removeFromTree(of: root) }
        self.provider = nil
        root = nil
        StyleProviders.live -= 1
    }
}
