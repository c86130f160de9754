/// Xcode previews of the generated alerts and rockets: a UIKit `#Preview` per item and theme (light and dark when
/// the spec's palette differs between them, else the stage's theme) whose view controller presents the item as the
/// app does (`show()`) once it is on screen, in that theme. Inside `#if DEBUG`, so a release build has none; each
/// `@available(iOS 17.0, *)`, the first iOS with UIKit previews, so an app targeting an older iOS compiles too.
/// docs/handoff.md says why this shape.
struct PreviewCode {
    let spec: Spec

    /// The view controller every preview returns; one, private, per file.
    static let host = """
        /// Presents an alert or a rocket as the app does, once the preview is on screen, in the preview's theme.
        private final class FlarePreview: UIViewController {
            var style = UIUserInterfaceStyle.unspecified
            var present: (@MainActor () -> Void)?

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                view.window?.overrideUserInterfaceStyle = style
                present?()
                present = nil
            }
        }
        """

    /// The themes each item is previewed in.
    var themes: [Theme] { SpecLint.themes(for: spec).sorted { $0 == .light && $1 == .dark } }

    /// The previews of `items` (only alerts and rockets have any), with the host class; nil when there are none.
    func block(for items: [SpecItem]) -> String? {
        var previews: [String] = []
        for item in items {
            let function: String
            switch item {
            case .alert(let id): function = SwiftCode.functionName(alert: id)
            case .rocket(let id): function = RocketCode.functionName(id)
            default: continue
            }
            for theme in themes {
                let name = SwiftLiteral.string(themes.count > 1 ? "\(item.id), \(theme.rawValue)" : item.id)
                previews.append(
                    """
                    @available(iOS 17.0, *)
                    #Preview(\(name)) {
                        let preview = FlarePreview()
                        preview.style = .\(theme.rawValue)
                        preview.present = { \(function)().show() }
                        return preview
                    }
                    """)
            }
        }
        guard !previews.isEmpty else { return nil }
        return (["#if DEBUG", Self.host] + previews + ["#endif"]).joined(separator: "\n\n")
    }
}
