import FlareCore
import Foundation

/// One alert as DUX builds it: a rounded, bordered container holding a vertical scroll view whose content is
/// the header (icon + title on `headerLayoutType`), the body (message, custom view, slide control) and the
/// actions (`actionsLayoutType`), `alertLayoutSpacing` apart and inset by the vertical/horizontal offsets.
/// Styling is one `GtkCssProvider` scoped by a class named after its CSS (`StyleProviders`), on the display
/// while any alert uses it.
@MainActor
public final class AlertView {
    /// The alert shown; a text-only reload replaces it in place (`AlertView+Update.swift`).
    public internal(set) var spec: AlertSpec
    public let theme: Theme
    /// The scale images are rasterised for (1, 2 or 3): the export scale, or the monitor's.
    public let scale: Int
    /// The width DUX's layout controller gives the alert on this device, and the most height it may take.
    public let width: Double
    public let maxHeight: Double

    /// The alert's root widget (a `GtkOverlay`: the content, with the border frame drawn over it as iOS does).
    var widget: Overlay { root }
    /// The index of the tapped action.
    public var onAction: (@MainActor (Int) -> Void)?
    /// The custom input view gained (true) or lost (false) the keyboard focus.
    public var onInputFocus: (@MainActor (Bool) -> Void)?
    /// Slide preset: the slide control was released, past 60 % of its width (true) or not (false).
    public var onSlideCompleted: (@MainActor (Bool) -> Void)?
    /// Problems met while building (an image that cannot be decoded, a text cut to its limit, ...): values the
    /// builder reads; the exporter hands them to its `warn` (`Exporter.printWarning` by default), the window lists
    /// them in its banner.
    public private(set) var warnings: [String] = []
    /// How many alert views are alive (built and not torn down): the leak tests count it.
    public private(set) static var liveCount = 0

    // The parts, for the stage, the exporter and the tests.
    private(set) var scrolledWindow: ScrolledWindow!
    private(set) var headerBox: Box?
    private(set) var iconPicture: Picture?
    private(set) var titleLabel: Label?
    private(set) var bodyBox: Box?
    private(set) var messageLabel: Label?
    private(set) var customWidget: Widget?
    private(set) var inputEntry: Entry?
    private(set) var actionsBox: Box?
    private(set) var actionButtons: [Button] = []
    public private(set) var slideControl: SlideControl?
    private(set) var checkbox: CheckButton?
    /// The custom text view's label, each action's title label, and the custom image with its size in pixels
    /// (nil for a placeholder): what `layoutFindings` inspects.
    private(set) var customTextLabel: Label?
    private(set) var actionTitleLabels: [Label] = []
    private(set) var customImage: (picture: Picture, width: Double, height: Double)?
    /// A custom control's parts, for lint.
    private(set) var controlView: ControlView?
    /// The CSS class scoping this alert's provider, named after its CSS (alerts that look alike share it).
    public let scope: String

    private let root: Overlay
    private var contentBox: Box!
    private var provider: CssProvider?
    private var tornDown = false

    /// Whether the alert is laid out right to left (icon on the right, left and right alignment swapped), as iOS
    /// mirrors it for Arabic or Hebrew.
    public let rightToLeft: Bool

    /// Builds the alert for `device` (which decides its width and height limit) in `theme`, mirrored when
    /// `rightToLeft`.
    public init(alert: AlertSpec, theme: Theme, device: Stage.Device, scale: Int = 1, rightToLeft: Bool = false) {
        self.rightToLeft = rightToLeft
        self.spec = alert
        self.theme = theme
        self.scale = max(1, scale)
        self.width = AlertLayout.width(on: device)
        self.maxHeight = device.size.height
        let style = StyleProviders.add(prefix: "flare-alert") {
            AlertStylesheet(scope: $0, alert: alert, theme: theme).css
        }
        scope = style.scope
        provider = style.provider
        AlertView.liveCount += 1

        root = Overlay()
        root.addClasses("flare-alert", scope)
        root.overflow = .hidden
        root.setSizeRequest(width: width, height: -1)
        build()
        if rightToLeft { root.setDirectionOfTree(.rightToLeft) }
        // Styles apply once the alert is in a window: fit the height again then.
        root.connect(.map) { [weak self] in self?.fitHeight() }
    }

    /// The alert's height: its content's (insets included) for DUX's width, at most the stage's height.
    public private(set) var height: Double = 0
    /// The content's natural height (insets included) for DUX's width; more than `maxHeight` scrolls.
    public private(set) var contentHeight: Double = 0

    /// Measures the content for the alert's width and fixes the scroll view to that height, clamped to the
    /// stage (`AlertLayout.height`); taller content scrolls. `GtkScrolledWindow` does not propagate
    /// height-for-width, so Flare measures the content itself. Call after the alert is in a window.
    @discardableResult
    public func fitHeight() -> Double {
        contentHeight = Double(contentBox.measure(.vertical, forSize: Int(points: width)).natural)
        height = min(contentHeight, maxHeight).rounded(.up)
        scrolledWindow.minContentHeight = -1
        scrolledWindow.maxContentHeight = Int(points: height)
        scrolledWindow.minContentHeight = Int(points: height)
        return height
    }

    isolated deinit { teardown() }

    /// Removes the alert's CSS provider from the display and takes the root widget out of its parent (idempotent).
    /// The widget tree goes with the view's wrappers (the view's release); GTK then releases every signal closure.
    public func teardown() {
        guard !tornDown else { return }
        tornDown = true
        AlertView.liveCount -= 1
        if let provider {
            StyleProviders.remove(provider)
            self.provider = nil
        }
        root.unparent()
    }

    // MARK: Building

    private var appearance: AlertAppearance { spec.appearance }
    /// Content width inside the horizontal insets, in points.
    private var contentWidth: Double { max(1, width - 2 * appearance.horizontalOffset) }

    private func warn(_ message: String) {
        let text = "alert '\(spec.id)': \(message)"
        warnings.append(text)
    }

    private func build() {
        let a = appearance
        let scrolled = ScrolledWindow(horizontal: .never, vertical: .automatic)
        scrolledWindow = scrolled
        scrolled.hasFrame = false
        root.child = scrolled

        let content = Box(.vertical, spacing: a.alertLayoutSpacing)
        content.addClass("flare-content")
        content.marginTop = Int(points: a.verticalOffset)
        content.marginBottom = Int(points: a.verticalOffset)
        content.marginStart = Int(points: a.horizontalOffset)
        content.marginEnd = Int(points: a.horizontalOffset)
        scrolled.child = content
        contentBox = content

        if let header = buildHeader() { content.append(header) }
        if let body = buildBody() { content.append(body) }
        if let actions = buildActions() { content.append(actions) }

        // The border, drawn over the content like a CALayer border; it never takes clicks.
        let frame = Box(.vertical)
        frame.addClass("flare-frame")
        frame.canTarget = false
        root.addOverlay(frame)
    }

    /// The header icon's box in points: DUX shows the asset at its size; Flare fits every icon in 24 × 24.
    static let iconSize = 24.0

    private func buildHeader() -> Box? {
        let a = appearance
        let icon = spec.icon ?? spec.preset.defaultIcon.map(ImageSource.builtin)
        guard icon != nil || spec.title != nil else { return nil }
        let header = Box(Self.orientation(a.headerLayoutType), spacing: a.headerLayoutSpacing)
        header.addClass("flare-header")
        headerBox = header
        if let icon {
            // A template: the image's alpha filled with imageTintColor (iOS's tint when nil).
            let tint = (a.imageTintColor ?? .systemBlue).resolved(for: theme)
            let image = ImageLoader.load(
                icon, fit: .contain(Self.iconSize, Self.iconSize), scale: scale,
                tint: tint, warn: warn)
            let picture = Picture(image.texture, fit: .contain)
            picture.addClass("flare-icon")
            let frame = Overlay(sizing: picture, width: Self.iconSize, height: Self.iconSize)
            if a.headerLayoutType == .horizontal {
                frame.valign = .center
            } else {
                frame.halign = .center
            }
            iconPicture = picture
            header.append(frame)
        }
        if let title = spec.title {
            let beside = icon != nil && a.headerLayoutType == .horizontal ? Self.iconSize + a.headerLayoutSpacing : 0
            let label = wrappingLabel(title, alignment: a.titleTextAlignment, width: contentWidth - beside)
            label.addClass("flare-title")
            titleLabel = label
            header.append(label)
        }
        return header
    }

    private func buildBody() -> Box? {
        let a = appearance
        guard spec.message != nil || spec.custom != nil || spec.slide != nil else { return nil }
        let body = Box(.vertical, spacing: a.bodyLayoutSpacing)
        body.addClass("flare-body")
        bodyBox = body
        if let message = spec.message {
            let label = wrappingLabel(message, alignment: a.messageTextAlignment, width: contentWidth)
            label.addClass("flare-message")
            messageLabel = label
            body.append(label)
        }
        if let custom = spec.custom {
            let view = buildCustom(custom)
            customWidget = view
            body.append(view)
        }
        if let slide = spec.slide {
            let control = SlideControl(text: slide.text)
            control.onCompleted = { [weak self] done in self?.onSlideCompleted?(done) }
            slideControl = control
            body.append(control.widget)
            if let label = slide.checkbox {
                let check = CheckButton(label: label)
                check.addClass("flare-slide-check")
                check.halign = .start
                checkbox = check
                body.append(check)
            }
        }
        return body
    }

    private func buildCustom(_ custom: CustomView) -> Widget {
        switch custom {
        case .input(let placeholder, let text):
            let entry = Entry()
            entry.addClass("flare-input")
            if let placeholder { entry.placeholder = placeholder }
            if let text { entry.text = text }
            let focus = FocusController()
            focus.connect(.enter) { [weak self] in self?.onInputFocus?(true) }
            focus.connect(.leave) { [weak self] in self?.onInputFocus?(false) }
            entry.add(focus)
            inputEntry = entry
            return entry
        case .image(let source, let height):
            let aspect = ImageLoader.naturalSize(source).map { $0.height / $0.width } ?? 0.5
            let boxHeight = (height ?? contentWidth * aspect).rounded()
            let mode = spec.customStyle.contentMode ?? .fill
            let fit: ImageLoader.Fit =
                mode == .fit ? .contain(contentWidth, boxHeight) : .cover(contentWidth, boxHeight)
            let image = ImageLoader.load(source, fit: fit, scale: scale, tint: nil, warn: warn)
            let content: ContentFit =
                image.isPlaceholder || mode == .stretch
                ? .fill
                : mode == .fit ? .contain : .cover
            let picture = Picture(image.texture, fit: content)
            picture.addClass("flare-image")
            if !image.isPlaceholder && mode == .fill {
                customImage = (picture, image.naturalWidth, image.naturalHeight)
            }
            let frame = Overlay(sizing: picture, width: -1, height: boxHeight)
            frame.addClass("flare-image-frame")
            frame.overflow = .hidden  // the corner radius clips the image
            return frame
        case .text(let text):
            let label = wrappingLabel(text, alignment: appearance.messageTextAlignment, width: contentWidth)
            label.addClass("flare-text")
            customTextLabel = label
            return label
        default:
            let control = ControlView(
                custom, look: ControlLook(custom.control!, in: spec),
                width: spec.customStyle.innerWidth(contentWidth))
            controlView = control
            return control.widget
        }
    }

    private func buildActions() -> Box? {
        let a = appearance
        guard !spec.actions.isEmpty else { return nil }
        let box = Box(Self.orientation(a.actionsLayoutType), spacing: a.actionLayoutSpacing)
        box.addClass("flare-actions")
        // Equal widths side by side, full width stacked (UIStackView .fillEqually / .fill).
        box.homogeneous = a.actionsLayoutType == .horizontal
        actionsBox = box
        for (index, action) in spec.actions.enumerated() {
            let button = buildAction(action, index: index)
            button.connect(.clicked) { [weak self] in self?.onAction?(index) }
            actionButtons.append(button)
            box.append(button)
        }
        return box
    }

    private func buildAction(_ action: ActionSpec, index: Int) -> Button {
        let ap = action.appearance
        let button = Button()
        button.addClasses("flare-action", "flare-action-\(index)")
        button.hexpand = true
        let title = Label(DisplayText.shown(action.title, warn: warn))
        title.addClass("flare-action-title")
        title.ellipsize = .end
        title.halign = .center
        title.valign = .center
        actionTitleLabels.append(title)
        guard ap.actionNormalBackgroundImage != nil || ap.actionSelectedBackgroundImage != nil else {
            button.child = title
            return button
        }
        // Background images under the title: an empty sizer, the images stretched over it, the title measured on top.
        let overlay = Overlay()
        overlay.child = Box(.horizontal)
        for (source, cls) in [
            (ap.actionNormalBackgroundImage, "flare-action-normal"),
            (ap.actionSelectedBackgroundImage, "flare-action-selected"),
        ] {
            guard let source else { continue }
            // Stretched over the button: never decoded larger than the alert's content is wide.
            let image = ImageLoader.load(
                source, fit: .contain(contentWidth, contentWidth), scale: scale, tint: nil,
                warn: warn)
            let picture = Picture(image.texture, fit: .fill)
            picture.addClasses("flare-action-image", cls)
            picture.overflow = .hidden
            picture.canTarget = false
            overlay.addOverlay(picture)
        }
        overlay.addOverlay(title, measure: true)
        // The images fill the whole button, padding included.
        button.addClass("flare-action-imaged")
        button.child = overlay
        return button
    }

    /// A label wrapping at word boundaries (`Label(wrapping:xalign:justify:)`), aligned as the spec says, its text
    /// as the layout gets it (`DisplayText.shown`), in a box `width` points wide.
    ///
    /// Its `width-chars` is set to what surely fits in half that width. GTK measures a wrapping label's minimum
    /// width by laying its text out at `width-chars` characters, 0 when unset: with character wrapping that is one
    /// character per line, and Pango shapes every line apart, so an alert's texts cost hundreds of HarfBuzz calls
    /// (a quarter of an export's render; BENCHMARKS.md). At half the box the label's minimum stays below the width
    /// the DUX layout gives it, so the layout, and every pixel, is the same. The bound: Pango's approximate
    /// character width is under an em, and the em is at most the larger of the title and message font sizes.
    private func wrappingLabel(_ text: String, alignment: TextAlignment, width: Double) -> Label {
        let (xalign, justify): (Float, Justification) =
            switch alignment {
            case .left, .natural: (0, .left)
            case .center: (0.5, .center)
            case .right: (1, .right)
            case .justified: (0, .fill)
            }
        let label = Label(wrapping: DisplayText.shown(text, warn: warn), xalign: xalign, justify: justify)
        let chars = Int((width / 2 / appearance.em).rounded(.down))
        if chars > 0 { label.widthChars = chars }
        return label
    }

    static func orientation(_ axis: LayoutAxis) -> Orientation {
        axis == .horizontal ? .horizontal : .vertical
    }
}
