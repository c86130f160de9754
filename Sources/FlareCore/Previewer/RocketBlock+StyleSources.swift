extension RocketBlock {
    /// The block's type as a spec writes it (`text`, `image`, `button`, `doubleButton`, `input`).
    public var typeName: String {
        switch content {
        case .text: "text"
        case .image: "image"
        case .button: "button"
        case .doubleButton: "doubleButton"
        case .input: "input"
        }
    }

    /// What draws the block, for the inspector: each key of its type (`SpecKeys.block`) with its value in `theme`
    /// and where it comes from (the spec's `file:line:col`, or "default" for a key the spec left out).
    public func styleProperties(theme: Theme) -> [StyleProperty] {
        let format = StyleValue(theme: theme)
        func font(_ f: RocketFont) -> String {
            let preset = RocketFont.presets.first { $0.value == f }?.key
            return (preset.map { "\($0): " } ?? "") + "\(f.font.description), \(format.color(f.color))"
        }
        func seconds(_ v: Double?) -> String { v.map(format.seconds) ?? "on tap" }
        var values: [(String, String)]
        switch content {
        case .text(let b):
            values = [
                ("text", b.text), ("font", font(b.font)), ("next", b.next ?? "end of flow"),
                ("showNextAfter", seconds(b.showNextAfter)),
            ]
        case .image(let b):
            values = [
                ("image", format.image(b.image)), ("text", b.text), ("imageStyle", b.imageStyle.rawValue),
                ("paddingLeft", format.points(b.paddingLeft)), ("paddingRight", format.points(b.paddingRight)),
                ("next", b.next ?? "end of flow"), ("showNextAfter", seconds(b.showNextAfter)),
            ]
        case .button(let b):
            values = [("title", b.title), ("font", font(b.font)), ("next", b.next ?? "end of flow")]
        case .doubleButton(let left, let right):
            values = [("left", left), ("right", right)].flatMap { side, b in
                [("\(side).title", b.title), ("\(side).font", font(b.font)), ("\(side).next", b.next ?? "end of flow")]
            }
        case .input(let b):
            values = [
                ("text", b.text), ("buttonTitle", b.buttonTitle), ("font", font(b.font)),
                ("buttonStyle", font(b.buttonStyle)),
                (
                    "branches",
                    b.branches.isEmpty
                        ? "none" : b.branches.map { "/\($0.match)/ → \($0.next)" }.joined(separator: ", ")
                ),
                ("next", b.next ?? "end of flow"),
            ]
        }
        let type = StyleProperty(
            key: "type", value: typeName,
            origin: keys["type"].map { .spec($0) } ?? location.map { .spec($0) } ?? .default)
        return [type]
            + values.map { key, value in
                StyleProperty(key: key, value: value, origin: keys[key].map { .spec($0) } ?? .default)
            }
    }
}
