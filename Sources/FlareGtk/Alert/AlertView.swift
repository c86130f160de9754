import FlareCore
import Foundation

/// One alert as DUX builds it: a rounded, bordered container holding a vertical scroll view (`AlertScroller`) whose
/// content is the header (`AlertHeaderPart`: icon + title on `headerLayoutType`), the body (`AlertBodyPart`:
/// message, custom view, slide control) and the actions (`AlertActionsPart`, on `actionsLayoutType`),
/// `alertLayoutSpacing` apart and inset by the vertical/horizontal offsets. The view owns and wires them; what they
/// report goes through `AlertEvents`. Styling is the alert's own `GtkCssProvider`, scoped by a class named after its
/// CSS and added to each of its widgets (`TreeStyle`), so a restyle restyles the alert alone.
@MainActor
public final class AlertView {
    /// The alert shown; a reload of new texts or stylesheet values replaces it in place (`AlertView+Update.swift`).
    public internal(set) var spec: AlertSpec
    public let theme: Theme
    /// The scale images are rasterised for (1, 2 or 3): the export scale, or the monitor's.
    public let scale: Int

    /// The alert's root widget (a `GtkOverlay`: the content, with the border frame drawn over it as iOS does).
    var widget: Overlay { root }
    /// How many alert views are alive (built and not torn down): the leak tests count it.
    public private(set) static var liveCount = 0

    // The parts, each built by its own type.
    let scroller: AlertScroller
    let header: AlertHeaderPart?
    let body: AlertBodyPart?
    let actions: AlertActionsPart?
    private let events = AlertEvents()
    /// What building met (`warnings`), and the wrapping labels (`AlertBuildContext.rewrap`).
    let context: AlertBuildContext
    /// Whether the last `update(to:)` restyled a value that may change the alert's size (a font, a border).
    var restyledSizes = false

    let root: Overlay
    /// The alert's stylesheet; a restyle in place loads new CSS into it (`restyle`).
    private let style: TreeStyle
    private var tornDown = false
    /// The stage's width in points: DUX draws its alert at its own width whatever the screen, so it may be wider.
    let stageWidth: Double

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
        let width = AlertLayout.width(on: device)
        stageWidth = device.size.width
        style = TreeStyle(prefix: "flare-alert") { AlertStylesheet(scope: $0, alert: alert, theme: theme).css }
        AlertView.liveCount += 1

        root = Overlay()
        root.addClasses("flare-alert", style.scope)
        // No clip: DUX rounds `view.layer` (cornerRadius, border; DUXBetaAlertView.swift:390-393) and never sets
        // `clipsToBounds`, so content under a large radius is drawn outside the rounded background, not cut. Only
        // the scroll view (UIScrollView clips to its bounds) cuts content, at the alert's rectangle.
        root.overflow = .visible
        root.setSizeRequest(width: width, height: -1)
        scroller = AlertScroller(
            appearance: alert.appearance, width: width, maxHeight: AlertLayout.maxHeight(on: device))
        root.child = scroller.scrolledWindow
        context = AlertBuildContext(
            spec: alert, theme: theme, scale: self.scale, contentWidth: scroller.contentWidth)
        header = AlertHeaderPart(context)
        body = AlertBodyPart(context, events: events)
        actions = AlertActionsPart(context, events: events)
        // DUXBetaAlertView.swift:344-346: the header, body and actions stack views are always arranged subviews, so
        // `alertLayoutSpacing` (:413) separates them even when one is empty, 0 pt tall (UIStackView skips hidden
        // views only): a section with nothing in it is an empty box, and the spacing around it stays.
        for part in [header?.box, body?.box, actions?.box] { scroller.contentBox.append(part ?? Box(.vertical)) }
        // The border, drawn over the content like a CALayer border; it never takes clicks.
        let frame = Box(.vertical)
        frame.addClass("flare-frame")
        frame.canTarget = false
        root.addOverlay(frame)
        if rightToLeft { root.setDirectionOfTree(.rightToLeft) }
        // Every widget of the alert is built by now.
        style.attach(to: root)
        // Styles apply once the alert is in a window: fit the height again then.
        root.connect(.map) { [weak self] in self?.fitHeight() }
    }

    /// The CSS class scoping this alert's provider, named after its CSS (alerts that look alike have the same).
    public var scope: String { style.scope }
    /// The width DUX gives the alert on this device (`AlertLayout.width`), and the most height it takes before its
    /// content scrolls (`AlertLayout.maxHeight`: DUX's `logicHeightLandscape`, not the stage's height).
    public var width: Double { scroller.width }
    public var maxHeight: Double { scroller.maxHeight }
    /// The alert's height: its content's (insets included) for DUX's width, at most `maxHeight`.
    public var height: Double { scroller.height }
    /// The content's natural height (insets included) for DUX's width; more than `maxHeight` scrolls.
    public var contentHeight: Double { scroller.contentHeight }

    /// Problems met while building (an image that cannot be decoded, a text cut to its limit, ...): values the
    /// builder reads; the exporter hands them to its `warn` (`Exporter.printWarning` by default), the window lists
    /// them in its banner.
    public var warnings: [String] { context.warnings }

    /// The index of the tapped action.
    public var onAction: (@MainActor (Int) -> Void)? {
        get { events.onAction }
        set { events.onAction = newValue }
    }
    /// The custom input view gained (true) or lost (false) the keyboard focus.
    public var onInputFocus: (@MainActor (Bool) -> Void)? {
        get { events.onInputFocus }
        set { events.onInputFocus = newValue }
    }
    /// Slide preset: the slide control was released, past 60 % of its width (true) or not (false).
    public var onSlideCompleted: (@MainActor (Bool) -> Void)? {
        get { events.onSlideCompleted }
        set { events.onSlideCompleted = newValue }
    }

    // The parts' widgets, for the stage, the exporter and the tests.
    var scrolledWindow: ScrolledWindow { scroller.scrolledWindow }
    var headerBox: Box? { header?.box }
    var iconPicture: Picture? { header?.icon }
    var titleLabel: Label? { header?.title }
    var bodyBox: Box? { body?.box }
    var messageLabel: Label? { body?.message }
    var customWidget: Widget? { body?.custom?.widget }
    var inputEntry: Entry? { body?.custom?.inputEntry }
    var actionsBox: Box? { actions?.box }
    var actionButtons: [Button] { actions?.buttons ?? [] }
    public var slideControl: SlideControl? { body?.slideControl }
    var checkbox: SlideCheckbox? { body?.checkbox }
    var slideStack: Box? { body?.slideStack }
    /// The custom text view's label, each action's title label, and the custom image with its size in pixels
    /// (nil for a placeholder): what `layoutFindings` inspects.
    var customTextLabel: Label? { body?.custom?.textLabel }
    var actionTitleLabels: [Label] { actions?.titleLabels ?? [] }
    var customImage: (picture: Picture, width: Double, height: Double)? { body?.custom?.image }
    /// A custom control's parts, for lint.
    var controlView: ControlView? { body?.custom?.controlView }

    /// Shares the action row out as DUX does (`AlertActionsPart.distribute`), measures the content for the alert's
    /// width and fixes the scroll view to that height, at most DUX's cap (`AlertScroller.fitHeight`). Call after the
    /// alert is in a window.
    @discardableResult
    public func fitHeight() -> Double {
        actions?.distribute(width: scroller.contentWidth)
        return scroller.fitHeight()
    }

    isolated deinit { teardown() }

    /// Draws the alert with `alert`'s stylesheet (`AlertStylesheet`) in place of the shown one: the provider takes
    /// the new CSS and the root its new scope class; GTK restyles the alert's widgets, no others. Only for values
    /// the stylesheet alone draws (`AlertSpec.withStylesheetValues`): the caller checks.
    func restyle(_ alert: AlertSpec) {
        let theme = theme, old = style.scope
        guard style.restyle({ AlertStylesheet(scope: $0, alert: alert, theme: theme).css }), style.scope != old
        else { return }
        root.addClass(style.scope)
        root.removeClass(old)
    }

    /// Takes the alert's CSS provider off its widgets and the root widget out of its parent (idempotent).
    /// The widget tree goes with the view's wrappers (the view's release); GTK then releases every signal closure.
    public func teardown() {
        guard !tornDown else { return }
        tornDown = true
        AlertView.liveCount -= 1
        root.unparent()
        style.release()
    }
}
