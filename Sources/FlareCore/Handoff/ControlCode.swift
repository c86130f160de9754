/// A custom control as the UIKit view it stands for (`flare code`): `UISwitch`, `UISlider`, `UIProgressView`,
/// `UISegmentedControl`, or a vertical `UIStackView` of rows; its state and every color it draws (`ControlLook`,
/// the iOS defaults written out, as the seed's sample input writes its whole look), each under the UIKit property
/// its catalog row names for that control (`Property.controlSeeds`).
extension AlertCode {
    /// The lines that build the control into `name`, and the style fields they set (the generic loop skips them).
    func controlView(
        _ view: CustomView, indent: String,
        palette: inout PaletteUse
    ) -> (name: String, lines: [String], handled: [AnyKeyPath]) {
        let control = view.control!
        let look = CustomStyle(ControlLook(control, in: alert))
        var lines: [String] = []
        let handled = (control.colorFields + (view.controlTexts.isEmpty ? [] : CustomStyle.labelFields)).map {
            $0 as AnyKeyPath
        }
        /// The control's own colors, each by its row's UIKit property for this control.
        func colors(_ name: String) {
            for row in PropertyCatalog.customStyle {
                guard let api = row.controlSeeds[control.rawValue], case .color(let color) = row.get(look) else {
                    continue
                }
                lines += SwiftCode.wrapped(indent, name + "." + api.name, explicitColor(color, palette: &palette))
            }
        }
        /// A label's font and color, by the text rows' seed names (a `UILabel` spells them as `UITextField` does).
        func label(_ name: String, _ text: String, alpha: Double? = nil) {
            lines.append(indent + "let \(name) = UILabel()")
            lines += SwiftCode.wrapped(indent, name + ".text", SwiftLiteral.string(text))
            for row in PropertyCatalog.customStyle
            where CustomStyle.labelFields.contains(where: { ($0 as AnyKeyPath) == row.keyPath }) {
                var rhs = expression(row.get(look), palette: &palette) ?? "nil"
                if case .color(let color) = row.get(look), let alpha {
                    rhs = explicitColor(color, palette: &palette) + ".withAlphaComponent(\(SwiftLiteral.number(alpha)))"
                }
                lines += SwiftCode.wrapped(indent, name + "." + row.seed.name, rhs)
            }
        }
        switch view {
        case .toggle(let on, let text):
            lines.append(indent + "let toggle = UISwitch()")
            lines.append(indent + "toggle.isOn = \(on)")
            colors("toggle")
            // UISwitch has no off-track color: the track is its background, rounded to the switch's height.
            let radius = PropertyCatalog.customStyle[\.cornerRadius].seed.name
            lines.append(indent + "toggle.\(radius) = \(SwiftLiteral.number(ControlLook.switchSize.height / 2))")
            guard let text else { return ("toggle", lines, handled) }
            label("label", text)
            lines.append(indent + "let row = UIStackView(arrangedSubviews: [label, toggle])")
            lines.append(indent + "row.spacing = 8")
            lines.append(indent + "row.alignment = .center")
            return ("row", lines, handled)
        case .slider(let value):
            lines.append(indent + "let slider = UISlider()")
            lines.append(indent + "slider.value = \(SwiftLiteral.number(value))")
            colors("slider")
            return ("slider", lines, handled)
        case .progress(let value):
            lines.append(indent + "let progress = UIProgressView(progressViewStyle: .default)")
            lines.append(indent + "progress.progress = \(SwiftLiteral.number(value))")
            colors("progress")
            return ("progress", lines, handled)
        case .segments(let items, let selected):
            let titles = items.map(SwiftLiteral.string).joined(separator: ", ")
            lines += SwiftCode.wrapped(indent, "let segments", "UISegmentedControl(items: [\(titles)])")
            lines.append(indent + "segments.selectedSegmentIndex = \(selected)")
            colors("segments")
            let ink = ControlLook(control, in: alert)
            lines.append(indent + "segments.setTitleTextAttributes([")
            lines += SwiftCode.wrapped(indent + "    ", "", ".font: \(SwiftLiteral.font(ink.font)),")
            lines += SwiftCode.wrapped(
                indent + "    ", "", ".foregroundColor: \(explicitColor(ink.labelColor, palette: &palette)),")
            lines.append(indent + "], for: .normal)")
            lines.append(
                indent
                    + "// The divider between unselected segments: "
                    + "setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:),"
            )
            lines.append(indent + "// a 1 × 16 image in \(ink.separator.light.hexString).")
            return ("segments", lines, handled)
        case .rows(let rows):
            lines.append(indent + "let rows = UIStackView()")
            lines.append(indent + "rows.axis = .vertical")
            colors("rows")
            for (i, row) in rows.enumerated() {
                let n = i + 1
                label("title\(n)", row.title)
                lines.append(indent + "let row\(n) = UIStackView(arrangedSubviews: [title\(n)])")
                lines.append(indent + "row\(n).spacing = 8")
                lines.append(
                    indent
                        + "row\(n).heightAnchor.constraint(equalToConstant: "
                        + "\(SwiftLiteral.number(ControlLook.rowHeight))).isActive = true"
                )
                if let detail = row.detail {
                    label("detail\(n)", detail, alpha: 0.6)  // iOS's secondaryLabel: the text color at 60 %
                    lines.append(indent + "row\(n).addArrangedSubview(detail\(n))")
                }
                let symbols: [CustomRow.Accessory: String] = [.chevron: "chevron.right", .checkmark: "checkmark"]
                if let symbol = symbols[row.accessory] {
                    lines.append(
                        indent + "row\(n).addArrangedSubview(UIImageView(image: UIImage(systemName: \"\(symbol)\")))")
                }
                lines.append(indent + "rows.addArrangedSubview(row\(n))")
            }
            let separator = ControlLook(control, in: alert).separator.light.hexString
            lines.append(indent + "// Separators: a 0.5-point view in \(separator) under each row but the last.")
            return ("rows", lines, handled)
        case .input, .image, .text:
            return ("", [], [])
        }
    }
}
