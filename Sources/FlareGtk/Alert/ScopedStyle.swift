import FlareCore

/// A view's hold on its shared, scoped CSS provider (`StyleProviders.add`): the class that scopes it, given back
/// once (`release()`, idempotent) when the view is torn down.
@MainActor
final class ScopedStyle {
    /// The class to put on the view's root.
    let scope: String
    private var provider: CssProvider?

    /// Adds (or shares) the provider of `rules(scope)` (`StyleProviders.add(prefix:_:)`).
    init(prefix: String, _ rules: (String) -> String) {
        let style = StyleProviders.add(prefix: prefix, rules)
        scope = style.scope
        provider = style.provider
    }

    /// Gives the provider back (`StyleProviders.remove`); later calls do nothing.
    func release() {
        guard let provider else { return }
        StyleProviders.remove(provider)
        self.provider = nil
    }
}
