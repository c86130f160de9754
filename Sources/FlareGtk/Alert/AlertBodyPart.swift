import FlareCore

/// The alert's body: the message, the custom view (`AlertCustomPart`) and the slide control with its checkbox,
/// `bodyLayoutSpacing` apart, the message label there even without a text. None when the alert has none of them
/// (the view then puts an empty section in its place).
@MainActor
final class AlertBodyPart {
    let box: Box
    private(set) var message: Label?
    private(set) var custom: AlertCustomPart?
    private(set) var slideControl: SlideControl?
    private(set) var checkbox: SlideCheckbox?
    /// The slide alert's custom view (`customizedView`, DUXBetaSlideAlertView.swift:167): checkbox row, slide control
    /// and separator; inspect mode picks it as the custom part.
    private(set) var slideStack: Box?

    init?(_ c: AlertBuildContext, events: AlertEvents) {
        let a = c.appearance
        let spec = c.spec
        guard spec.message != nil || spec.custom != nil || spec.slide != nil else { return nil }
        let body = Box(.vertical, spacing: a.bodyLayoutSpacing)
        body.addClass("flare-body")
        box = body
        if let message = spec.message {
            let label = c.wrappingLabel(message, alignment: a.messageTextAlignment, width: c.contentWidth)
            label.addClass("flare-message")
            self.message = label
            body.append(label)
        } else {
            // DUXBetaAlertView.swift:337: the message label is always the body's first arranged subview; without a
            // text it is 0 pt tall, and `bodyLayoutSpacing` (:415) still separates it from the custom view.
            body.append(Box(.vertical))
        }
        if let custom = spec.custom {
            let part = AlertCustomPart(custom, c, events: events)
            self.custom = part
            body.append(part.widget)
        }
        if let slide = spec.slide {
            // DUXBetaSlideAlertView.swift:146-165: a vertical stack, `.alignment = .center`, `verticalSpacing` apart:
            // the checkbox row, the slide view, a 1 pt separator across the content.
            let look = slide.appearance
            let stack = Box(.vertical, spacing: look.verticalSpacing)
            stack.addClass("flare-slide-stack")
            slideStack = stack
            if let label = slide.checkbox {
                let check = SlideCheckbox(label: label, look: look, theme: c.theme, scale: c.scale, warn: c.warn)
                checkbox = check
                stack.append(check.widget)
            }
            let control = SlideControl(
                text: slide.text, tint: look.slideMessageTintColor.resolved(for: c.theme), scale: c.scale,
                warn: c.warn)
            control.onCompleted = { [weak events] done in events?.onSlideCompleted?(done) }
            slideControl = control
            stack.append(control.widget)
            let separator = Box(.horizontal)
            separator.addClass("flare-slide-separator")
            separator.setSizeRequest(width: -1, height: 1)
            stack.append(separator)
            body.append(stack)
        }
    }
}

/// The alert's custom view: an input field, an image (with its size in pixels, nil for a placeholder, for the
/// crop finding), a text, or a custom control (`ControlView`).
@MainActor
final class AlertCustomPart {
    let widget: Widget
    private(set) var inputEntry: Entry?
    private(set) var textLabel: Label?
    private(set) var image: (picture: Picture, width: Double, height: Double)?
    private(set) var controlView: ControlView?

    init(_ custom: CustomView, _ c: AlertBuildContext, events: AlertEvents) {
        let spec = c.spec
        let contentWidth = c.contentWidth
        switch custom {
        case .input(let placeholder, let text):
            let entry = Entry()
            entry.addClass("flare-input")
            if let placeholder { entry.placeholder = placeholder }
            if let text { entry.text = text }
            let focus = FocusController()
            focus.connect(.enter) { [weak events] in events?.onInputFocus?(true) }
            focus.connect(.leave) { [weak events] in events?.onInputFocus?(false) }
            entry.add(focus)
            inputEntry = entry
            widget = entry
        case .image(let source, let height):
            let aspect = ImageLoader.naturalSize(source).map { $0.height / $0.width } ?? 0.5
            let boxHeight = (height ?? contentWidth * aspect).rounded()
            let mode = spec.customStyle.contentMode ?? .fill
            let fit: ImageLoader.Fit =
                mode == .fit ? .contain(contentWidth, boxHeight) : .cover(contentWidth, boxHeight)
            let image = ImageLoader.load(source, fit: fit, scale: c.scale, tint: nil, warn: c.warn)
            let content: ContentFit =
                image.isPlaceholder || mode == .stretch
                ? .fill
                : mode == .fit ? .contain : .cover
            let picture = Picture(image.texture, fit: content)
            picture.addClass("flare-image")
            if !image.isPlaceholder && mode == .fill {
                self.image = (picture, image.naturalWidth, image.naturalHeight)
            }
            let frame = Overlay(sizing: picture, width: -1, height: boxHeight)
            frame.addClass("flare-image-frame")
            frame.overflow = .hidden  // the corner radius clips the image
            widget = frame
        case .text(let text):
            let label = c.wrappingLabel(text, alignment: c.appearance.messageTextAlignment, width: contentWidth)
            label.addClass("flare-text")
            textLabel = label
            widget = label
        default:
            let control = ControlView(
                custom, look: ControlLook(custom.control!, in: spec),
                width: spec.customStyle.innerWidth(contentWidth))
            controlView = control
            widget = control.widget
        }
    }
}
