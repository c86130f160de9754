/// One alert as a function building its `DUXBetaAlertView`: texts, image, the appearance properties the spec sets
/// or its preset implies (the catalog's rows, under their seed names), and its actions in order.
struct AlertCode {
    /// The DUX release the code is written for: its module and where its alert sources are.
    static let module = HandoffRelease.dux.module
    static let release = HandoffRelease.dux.release
    /// The names the release misspells, and the comment beside each use.
    /// The appearance's only one is `horizaontalOffset`, declared at DUXBetaAlertView.swift:90.
    static let spelling = Dictionary(
        uniqueKeysWithValues: PropertyCatalog.alertAppearance.filter { $0.seed.name != $0.key }.map {
            ($0.seed.name, "\($0.seed.name) (sic): \(release) spells it so (DUXBetaAlertView.swift:90).")
        })
    /// The appearance key the mask reads.
    static let maskTapKey = PropertyCatalog.alertAppearance[\.shouldDismissOnTap].key
    /// What docs/handoff.md's table adds beside a row of the appearance (by its key).
    static let tableNotes: [String: String] = [
        PropertyCatalog.alertAppearance[\.animationType].key: "; `none` left out (the release has no `none`)",
    ]

    let alert: AlertSpec
    let spec: Spec
    let options: SwiftCode.Options

    func function(palette: inout PaletteUse) -> String {
        let indent = "    "
        var lines: [String] = []
        let preset = alert.preset == .default ? "" : " (preset `\(alert.preset.rawValue)`)"
        lines.append("/// The spec's alert `\(alert.id)`\(preset).")
        lines.append("@MainActor")
        lines.append("func \(SwiftCode.functionName(alert: alert.id))() -> DUXBetaAlertView {")
        let factory = Self.factory(alert.preset)
        if let factory {
            lines += factoryCall(factory, indent: indent)
        } else {
            lines.append(indent + "let alert = DUXBetaAlertView()")
            if let title = alert.title {
                lines += SwiftCode.wrapped(indent, "alert.titleText", SwiftLiteral.string(title))
            }
            if let message = alert.message {
                lines += SwiftCode.wrapped(indent, "alert.message", SwiftLiteral.string(message))
            }
        }
        // A factory's alert has its preset's icon (DUX's own asset) unless the spec names another.
        if let icon = alert.icon ?? (factory == nil ? alert.preset.defaultIcon.map(ImageSource.builtin) : nil),
            factory == nil || icon != alert.preset.defaultIcon.map(ImageSource.builtin)
        {
            lines += SwiftCode.wrapped(indent, "alert.image", image(icon))
        }
        lines += customView(indent: indent, palette: &palette)
        // The appearance is set in place, before the view loads: DUXBetaAlertView applies it in viewDidLoad.
        // Assigning a new one would load the view at once (its didSet reads `view`), before `customizedView`.
        // A factory's alert starts from its preset's appearance (the factory sets `imageTintColor`).
        let appearance = properties(
            PropertyCatalog.alertAppearance, of: alert.appearance,
            default: factory == nil ? AlertAppearance() : alert.preset.appearance,
            target: "alert.appearance", indent: indent, palette: &palette)
        if !appearance.isEmpty {
            lines.append(
                indent + "// Read when the alert's view loads (DUXBetaAlertView.viewDidLoad → applyAppearance).")
        }
        lines += appearance
        if let hide = alert.shouldHideOnTap {
            lines.append(
                indent + "// shouldHideOnTap: \(hide) left out: \(Self.release) declares it but never reads it; "
                    + "the mask")
            lines.append(indent + "// reads appearance.\(Self.maskTapKey) (so does the preview).")
        }
        if let url = alert.dismissCompletion {
            lines.append(
                indent + "// dissmissCompletion (sic): \(Self.module) spells it so; it runs when a tap on the mask "
                    + "closes the alert.")
            lines.append(indent + "alert.dissmissCompletion = {")
            lines.append(indent + "    // Open \(url) (the spec's dismissCompletion).")
            lines.append(indent + "}")
        }
        lines += leftOut(indent: indent)
        var names: Set<String> = []
        for (index, action) in alert.actions.enumerated() {
            var name = (SwiftLiteral.variableName(action.title) ?? "") + "Action"
            if name == "Action" || names.contains(name) { name = "action\(index + 1)" }
            names.insert(name)
            lines.append(indent + "let \(name) = DUXBetaAlertAction.action(")
            let title = SwiftLiteral.string(action.title)
            lines.append(
                indent
                    + "    actionTitle: \(title), style: .\(action.style.rawValue), actionType: "
                    + ".\(action.actionType.rawValue),"
            )
            switch action.actionType {
            case .closure:
                lines.append(indent + "    completionAction: {")
                if let route = action.route {
                    lines.append(indent + "        // Open \(route) (the spec's route for this action).")
                } else {
                    let words = action.title.split(whereSeparator: \.isNewline).joined(separator: " ")
                    lines.append(indent + "        // Perform any operations on \(words)")
                }
                lines.append(indent + "    })")
            case .none:
                lines.append(indent + "    completionAction: nil)   // actionType none: the tap only closes the alert")
            case .selector:
                lines.append(indent + "    completionAction: nil)")
                lines.append(
                    indent
                        + "// actionType selector: build it with "
                        + "action(actionTitle:style:actionType:target:selector:completionAction:),"
                )
                lines.append(
                    indent + "// passing the object and the @objc method a tap calls"
                        + (action.route.map { " (the spec's route: \($0))." } ?? "."))
            }
            // The action applies its appearance in init, in action(…) and in appearance's didSet (5.0-b4): a field
            // changed in place afterwards never reaches the button, so the appearance is built and assigned whole.
            let look = (name.hasSuffix("Action") ? String(name.dropLast("Action".count)) : name) + "Appearance"
            let fields = properties(
                PropertyCatalog.actionAppearance, of: action.appearance, default: ActionAppearance(),
                target: look, indent: indent, palette: &palette)
            if !fields.isEmpty {
                lines.append(indent + "let \(look) = DUXBetaAlertActionAppearance()")
                lines += fields
                lines.append(indent + "\(name).appearance = \(look)  // applied by appearance's didSet")
            }
            lines.append(indent + "alert.add(\(name))")
        }
        lines.append(indent + "return alert")
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The factory the release builds a preset's alert with, as its API spells it (nil for the other presets):
    /// `DUXBetaAlertView+SystemStatus.swift:89-125`.
    static func factory(_ preset: AlertPreset) -> String? {
        switch preset {
        case .warningAlert: "warningAlert"
        case .successAlert: "successAlert"
        case .failAlert: "failAlert"
        default: nil
        }
    }

    /// `DUXBetaAlertView.<factory>(title:message:)`: `defaultAlert` (init, `titleText`, `message`; :129-134), DUX's
    /// icon from its own bundle and the preset's `imageTintColor` (:89-125). Its title and message are `String`s:
    /// a text the spec leaves out is passed empty, then set back to nil as the spec has it.
    func factoryCall(_ factory: String, indent: String) -> [String] {
        var lines = [indent + "let alert = DUXBetaAlertView.\(factory)("]
        let title = SwiftLiteral.string(alert.title ?? ""), message = SwiftLiteral.string(alert.message ?? "")
        let inner = indent + "    "
        if (inner + "title: \(title), message: \(message))").count <= 120 {
            lines.append(inner + "title: \(title), message: \(message))")
        } else {
            lines += [inner + "title: \(title),", inner + "message: \(message))"]
        }
        if alert.title == nil { lines.append(indent + "alert.titleText = nil  // the spec has no title") }
        if alert.message == nil { lines.append(indent + "alert.message = nil  // the spec has no message") }
        return lines
    }

    /// One statement per catalog row whose value differs from the seed's default (every row with
    /// `includeDefaults`); a value the seed's type cannot hold is a comment.
    func properties<Model>(
        _ rows: [Property<Model>], of model: Model, default seed: Model, target: String,
        indent: String, palette: inout PaletteUse
    ) -> [String] {
        var lines: [String] = []
        for row in rows {
            let value = row.get(model)
            guard options.includeDefaults || value != row.get(seed) else { continue }
            let lhs = target + "." + row.seed.name
            if let note = Self.spelling[row.seed.name] { lines.append(indent + "// " + note) }
            guard let rhs = expression(value, palette: &palette) else {
                lines.append(indent + "// \(row.id): \(describe(value)) has no \(row.seed) equivalent; left out.")
                continue
            }
            lines += SwiftCode.wrapped(indent, lhs, rhs)
        }
        return lines
    }

    /// The Swift for a value; nil when the seed's API has no spelling for it (`animationType: none`).
    func expression(_ value: PropertyValue, palette: inout PaletteUse) -> String? {
        switch value {
        case .color(let color): return self.color(color, palette: &palette)
        case .font(let font): return SwiftLiteral.font(font)
        case .number(let n): return SwiftLiteral.number(n)
        case .choice(let word):
            // NSTextAlignment, DUXBetaAlertViewLayout and DUXBetaAlertViewAnimation spell their cases as the spec
            // does; the seed's animation has no `none`.
            return word == AnimationType.none.rawValue ? nil : "." + word
        case .bool(let b): return b ? "true" : "false"
        case .image(let source): return image(source)
        case .edgeInsets, .rocketFont: return nil
        case .text(let text): return SwiftLiteral.string(text)
        case .none: return "nil"
        }
    }

    /// A palette color by its shared name, any other as a literal.
    func color(_ color: Color, palette: inout PaletteUse) -> String {
        if let name = spec.palette.keys.sorted().first(where: { spec.palette[$0] == color }) {
            palette.use(name)
            return "." + SwiftCode.colorMember(name)
        }
        if color.light != color.dark {
            return SwiftLiteral.dynamicColor(light: color.light, dark: color.dark, indent: "    ")
        }
        return SwiftLiteral.color(color.light)
    }

    /// A color where no contextual type names `UIColor` (a dictionary of `Any`, before `.cgColor`).
    func explicitColor(_ color: Color, palette: inout PaletteUse) -> String {
        let expression = self.color(color, palette: &palette)
        return expression.hasPrefix(".") ? "UIColor" + expression : expression
    }

    func image(_ source: ImageSource) -> String {
        "UIImage(named: \(SwiftLiteral.string(SwiftLiteral.assetName(source))))"
    }

    func describe(_ value: PropertyValue) -> String {
        switch value {
        case .choice(let word): "'\(word)'"
        case .edgeInsets(let i): "(top, left, bottom, right) \(i.top), \(i.left), \(i.bottom), \(i.right)"
        default: "this value"
        }
    }

    /// What the alert's spec says that DUXBetaAlertView's API cannot: a comment each, never silence.
    func leftOut(indent: String) -> [String] {
        var lines: [String] = []
        if let slide = alert.slide {
            let text = SwiftLiteral.string(slide.text)
            lines.append(indent + "// Left out: the slide preset's control \(text) and checkbox;")
            lines.append(indent + "// DUXBetaAlertView's documented API has neither.")
        }
        return lines
    }

    /// The custom view as the UIKit view it stands for, set as `customizedView`: an input is the seed's sample
    /// `UITextField` (its look written out whole, as the sample sets it), a text a `UILabel`, an image a
    /// `UIImageView`; each with the `custom.*` keys the spec writes, by the catalog's seed names.
    func customView(indent: String, palette: inout PaletteUse) -> [String] {
        guard let custom = alert.custom else { return [] }
        var lines: [String] = []
        let (style, inapplicable) = alert.uiKitCustomStyle
        let name: String
        var handled: [AnyKeyPath] = []
        switch custom {
        case .input(let placeholder, let text):
            name = "input"
            lines.append(indent + "let input = UITextField()")
            if let placeholder {
                lines += SwiftCode.wrapped(indent, "input.placeholder", SwiftLiteral.string(placeholder))
            }
            if let text { lines += SwiftCode.wrapped(indent, "input.text", SwiftLiteral.string(text)) }
        case .text(let text):
            name = "label"
            lines.append(indent + "let label = UILabel()")
            lines += SwiftCode.wrapped(indent, "label.text", SwiftLiteral.string(text))
            lines.append(indent + "label.numberOfLines = 0")
        case .image(let source, _):
            name = "imageView"
            lines.append(indent + "let imageView = UIImageView(image: \(image(source)))")
            lines.append(indent + "imageView.clipsToBounds = true")
        default:
            let built = controlView(custom, indent: indent, palette: &palette)
            (name, handled) = (built.name, built.handled)
            lines += built.lines
        }
        for id in inapplicable {
            let view = custom.control.map { "custom \($0.rawValue)" } ?? (name == "label" ? "UILabel" : "UIImageView")
            lines.append(indent + "// \(id) does not apply to a \(view); left out.")
        }
        for row in PropertyCatalog.customStyle where !handled.contains(row.keyPath) {
            let value = row.get(style)
            let lhs = name + "." + row.seed.name
            // The seed names say how UIKit takes a value: a placeholder colour through an attributed string, a
            // layer's colour as a CGColor, a frame's height as a constraint; insets have no property at all.
            switch value {
            case .none:
                continue
            case .color(let color) where row.seed.name == "attributedPlaceholder":
                guard case .input(let placeholder?, _) = custom else { continue }
                lines.append(indent + "input.attributedPlaceholder = NSAttributedString(")
                lines.append(indent + "    string: \(SwiftLiteral.string(placeholder)),")
                let color = explicitColor(color, palette: &palette)
                lines += SwiftCode.wrapped(indent + "    ", "", "attributes: [.foregroundColor: \(color)])")
            case .color(let color) where row.seed.name.hasPrefix("layer."):
                lines += SwiftCode.wrapped(indent, lhs, explicitColor(color, palette: &palette) + ".cgColor")
            case .number(let height) where row.seed.name.hasPrefix("frame."):
                lines.append(
                    indent + "\(name).heightAnchor.constraint(equalToConstant: \(SwiftLiteral.number(height)))"
                        + ".isActive = true")
            case .edgeInsets(let i):
                let sides = [i.top, i.left, i.bottom, i.right].map(SwiftLiteral.number).joined(separator: ", ")
                lines.append(indent + "// \(row.id) (top, left, bottom, right: \(sides)): UIKit has no property;")
                lines.append(
                    indent
                        + (name == "input"
                            ? "// inset textRect(forBounds:) and editingRect(forBounds:) in a UITextField subclass."
                            : "// inset drawText(in:) in a UILabel subclass."))
            case .choice(let word):
                let mode = ["fill": ".scaleAspectFill", "fit": ".scaleAspectFit", "stretch": ".scaleToFill"][word]
                lines.append(indent + "\(lhs) = \(mode ?? ".scaleAspectFill")")
            default:
                guard let rhs = expression(value, palette: &palette) else { continue }
                lines += SwiftCode.wrapped(indent, lhs, rhs)
            }
        }
        lines.append(indent + "alert.customizedView = \(name)")
        return lines
    }
}
