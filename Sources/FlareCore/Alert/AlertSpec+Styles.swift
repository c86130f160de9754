extension AlertSpec {
    /// This alert with `other`'s values of every property the alert's stylesheet alone draws and that changes no
    /// size (the catalog's `.css` rows of colours and corner radii, and the alert's border, drawn over its content)
    /// in its look, each action's look (index by index) and its custom view's style. Nil when the two have
    /// different numbers of actions. `sizes`: the `.css` rows that change a size too (fonts, a button's or an
    /// input's border, the input's insets and height), which GTK measures with the new stylesheet only in the next
    /// frame's layout: the caller fits the alert again in that layout (`StageView.updateAlert`). A custom control's
    /// style is left as it is (the control's build reads it), and so are the sizes of a custom text or image (its
    /// insets and border set the width its content is built for).
    public func withStylesheetValues(of other: AlertSpec, sizes: Bool = false) -> AlertSpec? {
        guard actions.count == other.actions.count else { return nil }
        var result = self
        Self.copyCSS(PropertyCatalog.alertAppearance, from: other.appearance, to: &result.appearance, sizes: sizes)
        for index in result.actions.indices {
            Self.copyCSS(
                PropertyCatalog.actionAppearance, from: other.actions[index].appearance,
                to: &result.actions[index].appearance, sizes: sizes)
        }
        if custom?.control == nil {
            let input: Bool
            switch custom {
            case .input?, nil: input = true
            default: input = false
            }
            Self.copyCSS(
                PropertyCatalog.customStyle, from: other.customStyle, to: &result.customStyle, sizes: sizes && input)
        }
        return result
    }

    /// Whether the two alerts draw the same stylesheet-drawn values (what `withStylesheetValues` copies).
    public func hasSameStylesheetValues(as other: AlertSpec) -> Bool {
        withStylesheetValues(of: other) == self
    }

    private static func copyCSS<Model>(
        _ rows: [Property<Model>], from source: Model, to target: inout Model, sizes: Bool
    ) {
        for row in rows {
            guard case .css(let part, let property) = row.styles, sizes || sizeNeutral(part: part, property: property)
            else {
                continue
            }
            row.set(&target, row.get(source))
        }
    }

    /// Whether a CSS property of a part changes no size: a colour, a corner radius, or the alert's frame (an
    /// overlay drawn over the content, its border included).
    static func sizeNeutral(part: String, property: String) -> Bool {
        ["color", "background-color", "border-radius"].contains(property) || part == "flare-frame"
    }
}
