/// `%#@name@` in a catalog's text, as iOS formats it (`String(localized:)` through the `.stringsdict` Xcode compiles
/// the catalog to): each reference stands for one argument, chosen by the substitution's `argNum` (else the
/// reference's own `n$`, else the next argument), whose count picks a plural form by the language's CLDR rules; in
/// the form, `%arg` is that argument and `%1$@`, … are the others.
enum CatalogSubstitutions {
    struct Reference: Hashable {
        var range: Range<String.Index>
        var name: String
        var position: Int?
    }

    /// Every `%#@name@` (or `%2$#@name@`) in `text`, in order; `%%` is literal.
    static func references(in text: String) -> [Reference] {
        var found: [Reference] = []
        var i = text.startIndex
        while i < text.endIndex {
            guard text[i] == "%" else {
                i = text.index(after: i)
                continue
            }
            var j = text.index(after: i)
            if j < text.endIndex, text[j] == "%" {
                i = text.index(after: j)
                continue
            }
            var digits = ""
            while j < text.endIndex, text[j].isASCII, text[j].isNumber {
                digits.append(text[j])
                j = text.index(after: j)
            }
            var position: Int?
            if !digits.isEmpty {
                guard j < text.endIndex, text[j] == "$", let n = Int(digits) else {
                    i = j
                    continue
                }
                position = n
                j = text.index(after: j)
            }
            guard text[j...].hasPrefix("#@"), let close = text[text.index(j, offsetBy: 2)...].firstIndex(of: "@")
            else {
                i = j
                continue
            }
            let name = String(text[text.index(j, offsetBy: 2)..<close])
            let end = text.index(after: close)
            if !name.isEmpty { found.append(Reference(range: i..<end, name: name, position: position)) }
            i = end
        }
        return found
    }

    /// `text` with each reference replaced by its substitution's form for the count `values` give it, and the rest
    /// of its specifiers filled with `values`; with the units of the forms used (their states say whether the text
    /// is translated). Nil when the text names an argument the spec's text does not have.
    static func fill(
        _ text: String, _ substitutions: [String: StringCatalog.Substitution], values: [String], language: String
    ) -> (text: String, forms: [StringCatalog.Unit])? {
        var out = "", forms: [StringCatalog.Unit] = []
        var next = 1
        var rest = text.startIndex
        for reference in references(in: text) {
            guard let literal = CatalogFormat.fill(String(text[rest..<reference.range.lowerBound]), with: values,
                next: &next), let substitution = substitutions[reference.name]
            else { return nil }
            let index = substitution.argNum ?? reference.position ?? next
            next = (reference.position ?? next) + 1
            guard values.indices.contains(index - 1) else { return nil }
            let value = values[index - 1]
            let category = Int(value).map { PluralRules.category($0, language: language) } ?? .other
            guard let form = substitution.plural[category] ?? substitution.plural[.other] else { return nil }
            var pieces: [String] = []
            for piece in form.value.components(separatedBy: "%arg") {
                guard let filled = CatalogFormat.fill(piece, with: values) else { return nil }
                pieces.append(filled)
            }
            out += literal + pieces.joined(separator: value)
            forms.append(form)
            rest = reference.range.upperBound
        }
        guard let tail = CatalogFormat.fill(String(text[rest...]), with: values, next: &next) else { return nil }
        return (out + tail, forms)
    }
}
