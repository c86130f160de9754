/// The text a variant shows: the spec's, a locale's translation over it, then a text stress fill.
extension Spec {
    public func locale(_ code: String) -> SpecLocale? { locales.first { $0.code == code } }

    /// `alert` in `locale` (nil: the spec's own text) with `stress` applied to every text it shows.
    public func text(of alert: AlertSpec, locale code: String?, stress: TextStress) -> AlertSpec {
        var alert = alert
        if let code, let strings = locale(code)?.strings { alert = alert.mapTexts(strings.translate) }
        if let code, let text = locale(code)?.alerts[alert.id] { alert = alert.translated(text) }
        return stress == .default ? alert : alert.mapTexts(stress.apply)
    }

    /// `rocket` in `locale` (nil: the spec's own text) with `stress` applied to every text it shows.
    public func text(of rocket: RocketSpec, locale code: String?, stress: TextStress) -> RocketSpec {
        var rocket = rocket
        if let code, let strings = locale(code)?.strings { rocket = rocket.mapTexts(strings.translate) }
        if let code, let text = locale(code)?.rockets[rocket.id] { rocket = rocket.translated(text) }
        return stress == .default ? rocket : rocket.mapTexts(stress.apply)
    }

    /// The spec as a variant shows it, the one place a variant is applied to a spec: every alert, rocket and queue
    /// banner in `locale` (nil: the spec's own text) with the `stress` fill, on `device` (nil: its `stage.device`).
    /// The window's stage (`PreviewerState.effective`) and every export draw this spec.
    public func showing(locale code: String?, stress: TextStress, device: Stage.Device?) -> Spec {
        var spec = self
        if (code.flatMap(locale) != nil) || stress != .default {
            spec.alerts = alerts.map { text(of: $0, locale: code, stress: stress) }
            spec.rockets = rockets.map { text(of: $0, locale: code, stress: stress) }
            spec.queues = queues.map { text(of: $0, locale: code, stress: stress) }
        }
        if let device { spec.stage.device = device }
        return spec
    }

    /// The spec as `variant` shows it (`showing(locale:stress:device:)`; its theme and scale are the views').
    public func showing(_ variant: Variant) -> Spec {
        showing(locale: variant.locale, stress: variant.text, device: variant.device)
    }
}

extension AlertSpec {
    /// This alert with `f` applied to every text it shows: title, message, custom input placeholder and text,
    /// custom text, slide text and checkbox, action titles.
    public func mapTexts(_ f: (String) -> String) -> AlertSpec {
        var a = self
        a.title = title.map(f)
        a.message = message.map(f)
        switch custom {
        case .input(let placeholder, let text)?: a.custom = .input(placeholder: placeholder.map(f), text: text.map(f))
        case .text(let text)?: a.custom = .text(f(text))
        case let view?: a.custom = view.mapControlTexts(f)
        case nil: break
        }
        if var slide = a.slide {
            slide.text = f(slide.text)
            slide.checkbox = slide.checkbox.map(f)
            a.slide = slide
        }
        for i in a.actions.indices { a.actions[i].title = f(a.actions[i].title) }
        return a
    }

    /// This alert with a locale's text in place of its own (where the locale gives one).
    public func translated(_ t: AlertText) -> AlertSpec {
        var a = self
        if let v = t.title { a.title = v }
        if let v = t.message { a.message = v }
        switch custom {
        case .input(let placeholder, let text)?:
            a.custom = .input(placeholder: t.inputPlaceholder ?? placeholder, text: t.inputText ?? text)
        case .text(let text)?: a.custom = .text(t.customText ?? text)
        case .toggle(let on, let label)?: a.custom = .toggle(on: on, label: t.switchLabel ?? label)
        case .segments(var items, let selected)?:
            for (i, title) in zip(items.indices, t.segments) { items[i] = title }
            a.custom = .segments(items, selected: selected)
        case .rows(var rows)?:
            for (i, row) in zip(rows.indices, t.rows) {
                if let v = row.title { rows[i].title = v }
                if let v = row.detail { rows[i].detail = v }
            }
            a.custom = .rows(rows)
        default: break
        }
        if let v = t.slideText { a.slide?.text = v }
        if let v = t.slideCheckbox, a.slide?.checkbox != nil { a.slide?.checkbox = v }
        for (i, title) in zip(a.actions.indices, t.actions) { a.actions[i].title = title }
        return a
    }
}

extension RocketSpec {
    /// This rocket with `f` applied to every text it shows: block texts and buttons, the close button.
    public func mapTexts(_ f: (String) -> String) -> RocketSpec {
        var r = self
        if let title = r.closeButton?.title { r.closeButton?.title = f(title) }
        for i in r.blocks.indices {
            for face in r.blocks[i].faces where face.isDrawn { r.blocks[i].set(face.key, .text(f(face.text))) }
        }
        return r
    }

    /// This rocket with a locale's text in place of its own (where the locale gives one).
    public func translated(_ t: RocketText) -> RocketSpec {
        var r = self
        if let v = t.closeButton { r.closeButton?.title = v }
        for i in r.blocks.indices {
            guard let b = t.blocks[r.blocks[i].id] else { continue }
            for face in r.blocks[i].faces {
                if let v = b[face.textKey] { r.blocks[i].set(face.key, .text(v)) }
            }
        }
        return r
    }
}
