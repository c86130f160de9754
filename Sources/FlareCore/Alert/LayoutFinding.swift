/// Something the real layout of an alert hides or cuts: text past the stage's edge, an ellipsized action title,
/// an action out of sight, an alert taller than its stage, a cropped image. FlareGtk finds these in GTK's layout
/// (the widgets the window and the export draw); each becomes a warning at the key that draws the part.
public enum LayoutFinding: Sendable, Hashable {
    /// The content (insets included) is `content` points tall but DUX caps the alert at `stage` points (its
    /// `logicHeightLandscape`, `AlertLayout.maxHeight`): the content scrolls, its bottom out of sight (and of an
    /// export).
    case alertTallerThanStage(content: Double, stage: Double)
    /// DUX draws the alert `alert` points wide whatever the screen (`AlertLayout.width`): on a screen only `stage`
    /// points wide (a portrait phone) its sides are off screen.
    case alertWiderThanStage(alert: Double, stage: Double)
    /// A text runs past the bottom of the stage: `hiddenLines` of its `lines` are out of sight.
    case textOffStage(TextPart, lines: Int, hiddenLines: Int)
    /// Action `index`'s title needs `needed` points but its button gives it `given`: GTK ends it with "…".
    case actionTitleCut(index: Int, needed: Double, given: Double)
    /// Action `index` lies wholly or partly outside the visible alert (past the stage's edge).
    case actionOffStage(index: Int)
    /// The custom image (`image` pixels) fills its `frame` (points) by cropping (content mode cover).
    case imageCropped(frame: Size, image: Size)
    /// A part reaches `by` points outside the alert's rounded shape (`RoundedShape`): the corner radius `radius` is
    /// too large for where the part sits, and DUX does not clip (the part is drawn over the curve).
    case outsideRoundedShape(Part, by: Double, radius: Double)

    /// The parts that sit near the alert's corners.
    public enum Part: Sendable, Hashable {
        case icon
        case action(Int)
    }

    /// `part`'s finding when its rectangle (`x, y, width, height` in the alert's coordinates) reaches more than
    /// `tolerance` points outside the rounded shape `alert` draws at `size` (its `borderCornerRadius`).
    public static func outside(
        _ part: Part, x: Double, y: Double, width: Double, height: Double, alert: AlertSpec,
        size: (width: Double, height: Double), tolerance: Double
    ) -> LayoutFinding? {
        let radius = alert.appearance.borderCornerRadius
        let by = RoundedShape(width: size.width, height: size.height, radius: radius)
            .overhang(x: x, y: y, width: width, height: height)
        return by > tolerance ? .outsideRoundedShape(part, by: (by * 10).rounded() / 10, radius: radius) : nil
    }

    /// The texts an alert wraps: the header's title, the body's message and the custom text view.
    public enum TextPart: String, Sendable, Hashable {
        case title, message, text
    }

    public struct Size: Sendable, Hashable {
        public var width: Double
        public var height: Double

        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// The warning at the key that draws the part (`message:`, the action, `custom.image:`, the alert's id for the
    /// whole alert), falling back to the alert's key when the part's key is unknown.
    public func diagnostic(in alert: AlertSpec) -> Diagnostic {
        let fallback = alert.location ?? SourceLocation(file: "<alert '\(alert.id)'>", line: 1, column: 1)
        return Diagnostic(.warning, "alert '\(alert.id)': \(message(in: alert))", at: location(in: alert) ?? fallback)
    }

    /// Where the part is written in the spec.
    public func location(in alert: AlertSpec) -> SourceLocation? {
        switch self {
        case .alertTallerThanStage, .alertWiderThanStage: alert.location
        case .textOffStage(.title, _, _): alert.keys["title"]
        case .textOffStage(.message, _, _): alert.keys["message"]
        case .textOffStage(.text, _, _): alert.keys["custom.text"]
        case .actionTitleCut(let index, _, _), .actionOffStage(let index):
            alert.actions.indices.contains(index) ? alert.actions[index].location : nil
        case .imageCropped: alert.keys["custom.image"]
        case .outsideRoundedShape:
            alert.keys["appearance." + PropertyCatalog.alertAppearance[\.borderCornerRadius].key] ?? alert.location
        }
    }

    /// What is wrong and what to do, in plain words.
    public func message(in alert: AlertSpec) -> String {
        switch self {
        case .alertTallerThanStage(let content, let stage):
            return
                "the alert is \(Self.points(content)) pt tall but DUX makes it at most \(Self.points(stage)) pt on "
                + "this screen (its logicHeightLandscape): its bottom "
                + "\(Self.points(content - stage)) pt are out of sight (users must scroll; an export cuts them off); "
                + "shorten its text, use fewer or side-by-side actions, or preview it on a taller device"
        case .alertWiderThanStage(let width, let stage):
            let side = Self.points((width - stage) / 2)
            return "DUX draws the alert \(Self.points(width)) pt wide on every screen of this class but the stage is "
                + "only \(Self.points(stage)) pt wide: about \(side) pt of each side are off screen, as in the app; "
                + "DUX sizes its alerts for landscape, so preview it on a landscape device"
        case .textOffStage(let part, let lines, let hidden):
            let what = part == .text ? "the custom text" : "the \(part.rawValue)"
            return "\(what) runs past the bottom of the stage: \(hidden) of its \(lines) line\(lines == 1 ? "" : "s") "
                + "\(hidden == 1 ? "is" : "are") out of sight (an export cuts \(hidden == 1 ? "it" : "them") off); "
                + "shorten it"
        case .actionTitleCut(let index, let needed, let given):
            return "\(Self.action(index, in: alert))'s title needs \(Self.points(needed)) pt but its button gives it "
                + "\(Self.points(given)) pt, so it is cut off with '…'; shorten it"
                + (alert.appearance.actionsLayoutType == .horizontal
                    ? ", or stack the actions (appearance: "
                        + "\(PropertyCatalog.alertAppearance[\.actionsLayoutType].key): vertical)"
                    : "")
        case .actionOffStage(let index):
            return "\(Self.action(index, in: alert)) is outside the stage (below the visible part of the alert): users "
                + "must scroll to reach it and an export does not show it; shorten the message or use fewer actions"
        case .imageCropped(let frame, let image):
            let fitted = (frame.width * image.height / image.width).rounded()
            let widthCut = frame.height > fitted
            let shown =
                widthCut
                ? frame.width * image.height / (image.width * frame.height)
                : frame.height * image.width / (frame.width * image.height)
            let cut = Int(((1 - shown) * 100).rounded())
            return "the custom image (\(Self.points(image.width)) × \(Self.points(image.height)) px) is cropped by its "
                + "\(Self.points(frame.width)) × \(Self.points(frame.height)) pt frame: \(cut) % of its "
                + "\(widthCut ? "width" : "height") is cut off; set 'height: "
                + "\(Self.points(fitted))' to show all of it, "
                + "or leave 'height' out"
        case .outsideRoundedShape(let part, let by, let radius):
            let what = if case .action(let index) = part { Self.action(index, in: alert) } else { "the icon" }
            let key = PropertyCatalog.alertAppearance[\.borderCornerRadius].key
            return "\(what) reaches \(Self.points(by)) pt outside the alert's rounded corner (\(key) "
                + "\(Self.points(radius))): DUX does not clip, so it is drawn over the curve; use a smaller \(key)"
        }
    }

    private static func action(_ index: Int, in alert: AlertSpec) -> String {
        guard alert.actions.indices.contains(index) else { return "action \(index + 1)" }
        return "action \(index + 1) ('\(alert.actions[index].title)')"
    }

    private static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
    }
}
