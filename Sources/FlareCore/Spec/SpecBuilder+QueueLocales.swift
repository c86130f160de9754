/// Checks of `locales.<code>.queues` once every file is read: the queue and its popups exist (an error with a
/// did-you-mean hint, as for an alert), and a text for a popup that shows no banner is ignored with a warning (as
/// text for a part an alert lacks is).
extension SpecBuilder {
    func checkQueueText(_ check: LocaleCheck) {
        switch check.kind {
        case .queue:
            guard sections.queues.contains(where: { $0.id == check.id }) else {
                error(
                    "locale '\(check.code)' translates queue '\(check.id)', which does not exist"
                        + Suggestion.hint(for: check.id, in: sections.queues.map(\.id)), at: check.location)
                return
            }
        case .popup(let queueId):
            guard let queue = sections.queues.first(where: { $0.id == queueId }) else { return }
            guard let popup = queue.popup(check.id) else {
                error(
                    "locale '\(check.code)' translates popup '\(check.id)', which queue '\(queueId)' does not have"
                        + Suggestion.hint(for: check.id, in: queue.popups.map(\.name)), at: check.location)
                return
            }
            guard let at = check.keys["banner"] else { return }
            if let view = popup.view, case .banner = view.content { return }
            let what =
                popup.view != nil
                ? "an image view"
                : popup.show.map { "\($0.section) '\($0.id)' (translate it there)" }
                    ?? "no banner"
            warning(
                "popup '\(check.id)' of queue '\(queueId)' shows \(what), not a banner; this 'banner' text is ignored",
                at: at)
        case .alert, .rocket, .block: return
        }
    }
}
