/// `locales.<code>.queues: {<queue id>: {popups: {<popup name>: {banner: TEXT}}}}`: the texts of a queue's banner
/// popups in one locale. The ids and names are checked once every file is read (`SpecBuilder.checkQueueText`).
extension DocumentParser {
    func readQueueTexts(_ code: String, _ node: SpecNode, into locale: inout SpecLocale) {
        guard let entries = pairs(node, "'queues'") else { return }
        for entry in entries {
            guard let id = keyText(entry.key),
                builder.define(
                    id, in: "locales.\(code).queues", at: location(entry.key), what: "translation of queue"),
                let f = fields(entry.value, "the '\(code)' text of queue '\(id)'", allowed: SpecKeys.queueText)
            else { continue }
            builder.references.locales.append(
                .init(code: code, kind: .queue, id: id, location: location(entry.key), keys: keyLocations(f)))
            var text = QueueText()
            if let popups = f["popups"], let list = pairs(popups, "'popups'") {
                for popup in list {
                    guard let name = keyText(popup.key),
                        let p = fields(
                            popup.value, "the '\(code)' text of popup '\(name)'", allowed: SpecKeys.popupText)
                    else { continue }
                    if let banner = string(p, "banner") { text.banners[name] = banner }
                    builder.references.locales.append(
                        .init(
                            code: code, kind: .popup(queue: id), id: name, location: location(popup.key),
                            keys: keyLocations(p)))
                }
            }
            locale.queues[id] = text
        }
    }
}
