/// Every text a spec's alerts and rockets show, in the spec's order, with where it is written and what shows it:
/// the keys a String Catalog gives them (`String(localized:)` keys a text by its source-language text).
public struct ShownText: Sendable, Hashable {
    public var text: String
    /// "alert 'low-battery'", "rocket 'welcome' block 'hello'".
    public var owner: String
    public var location: SourceLocation

    /// The spec's texts; a text shown in several places appears once per place.
    public static func all(alerts: [AlertSpec], rockets: [RocketSpec]) -> [ShownText] {
        var out: [ShownText] = []
        for alert in alerts {
            let owner = "alert '\(alert.id)'"
            let here = alert.location ?? SourceLocation(file: "<\(owner)>", line: 1, column: 1)
            if let t = alert.title { out.append(.init(text: t, owner: owner, location: alert.keys["title"] ?? here)) }
            if let t = alert.message {
                out.append(.init(text: t, owner: owner, location: alert.keys["message"] ?? here))
            }
            var rest = alert
            rest.title = nil
            rest.message = nil
            rest.actions = []
            let at = alert.keys["custom"] ?? alert.keys["slide"] ?? here
            _ = rest.mapTexts { text in
                out.append(.init(text: text, owner: owner, location: at))
                return text
            }
            for action in alert.actions {
                let at = action.keys["title"] ?? action.location ?? here
                out.append(.init(text: action.title, owner: owner, location: at))
            }
        }
        for rocket in rockets {
            let owner = "rocket '\(rocket.id)'"
            let here = rocket.location ?? SourceLocation(file: "<\(owner)>", line: 1, column: 1)
            if let t = rocket.closeButton?.title {
                out.append(.init(text: t, owner: owner, location: rocket.keys["closeButton"] ?? here))
            }
            for block in rocket.blocks {
                for face in block.faces where face.isDrawn {
                    let at = block.keys[face.key] ?? block.location ?? here
                    out.append(.init(text: face.text, owner: "\(owner) block '\(block.id)'", location: at))
                }
            }
        }
        return out.filter { !$0.text.isEmpty }
    }
}
