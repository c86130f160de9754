import Foundation

/// `strings: Localizable.xcstrings`: an Xcode String Catalog whose every language becomes a locale (beside
/// `locales:`, whose texts win where both give one). Read after the alerts and rockets, so each of their texts can
/// be looked up and what the catalog does not translate reported at the text.
extension SpecLoadSession {
    func readStrings(_ parsers: [DocumentParser], _ tops: [DocumentParser.Fields?]) {
        var first: SourceLocation?
        for (parser, top) in zip(parsers, tops) {
            guard let top, let node = top["strings"], let key = top.key("strings") else { continue }
            if let first {
                parser.error("the string catalog is already named at \(first); a spec reads one", at: key)
                continue
            }
            first = parser.location(key)
            guard let name = parser.scalarText(node, "strings", expected: "a .xcstrings file path") else { continue }
            guard case let (absolute, display)? = parser.referencedFile(name, what: "string catalog", at: node),
                let text = referencedText(display: display, absolute: absolute, what: "string catalog")
            else { continue }
            let (catalog, diagnostics) = StringCatalogReader.read(text, file: display)
            builder.diagnostics += diagnostics
            guard let catalog else { continue }
            apply(catalog)
        }
    }

    /// Every language of `catalog` as a locale, and a warning at each spec text it does not translate.
    private func apply(_ catalog: StringCatalog) {
        let at = SourceLocation(file: catalog.file, line: 1, column: 1)
        for language in catalog.languages {
            let strings = CatalogStrings(language: language, catalog: catalog)
            if let index = builder.locales.firstIndex(where: { $0.code == language }) {
                builder.locales[index].strings = strings
            } else {
                var locale = SpecLocale(code: language, location: at)
                locale.strings = strings
                builder.locales.append(locale)
            }
        }
        builder.diagnostics += CatalogCoverage.warnings(
            ShownText.all(alerts: builder.alerts, rockets: builder.rockets), catalog)
    }
}
