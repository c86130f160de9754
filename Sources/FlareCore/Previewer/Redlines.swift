/// A rectangle on the stage, in points (origin at the stage's top left).
public struct StageRect: Sendable, Hashable {
    public var x, y, width, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
}

/// Where an alert's parts are drawn, as GTK laid them out (the window reads the widgets' bounds on the stage).
public struct AlertFrames: Sendable, Hashable {
    public var alert: StageRect
    /// The three DUX sections, each nil when the alert has none.
    public var header, body, actions: StageRect?
    public var icon, title, message, custom: StageRect?
    public var actionButtons: [StageRect]

    public init(
        alert: StageRect, header: StageRect? = nil, body: StageRect? = nil, actions: StageRect? = nil,
        icon: StageRect? = nil, title: StageRect? = nil, message: StageRect? = nil, custom: StageRect? = nil,
        actionButtons: [StageRect] = []
    ) {
        self.alert = alert
        (self.header, self.body, self.actions) = (header, body, actions)
        (self.icon, self.title, self.message, self.custom) = (icon, title, message, custom)
        self.actionButtons = actionButtons
    }
}

/// One measurement the inspector draws over the alert on hover, as a designer's redline: a gap between two parts
/// (a line with its length) or a part's size (its outline with width × height), in points, with the appearance key
/// that sets it when there is one.
public struct Redline: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// From `(x, y)` rightwards `length` points.
        case horizontalGap
        /// From `(x, y)` downwards `length` points.
        case verticalGap
        /// The part's frame.
        case size(StageRect)
    }

    public var kind: Kind
    public var x, y, length: Double
    /// `20 pt`, `24 × 24 pt`.
    public var label: String
    /// `appearance.verticalOffset`; nil for sizes.
    public var key: String?

    public init(kind: Kind, x: Double, y: Double, length: Double, label: String, key: String?) {
        self.kind = kind
        (self.x, self.y, self.length) = (x, y, length)
        self.label = label
        self.key = key
    }

    /// The DUX layout of an alert as redlines: the insets (vertical and horizontal offsets), the spacing between its
    /// sections, inside the header (icon to title) and the body (message to custom view) and between action buttons,
    /// and the sizes of the icon and of each action.
    public static func of(_ f: AlertFrames) -> [Redline] {
        var lines: [Redline] = []
        let look = PropertyCatalog.alertAppearance  // each line names the key that sets it
        let sections = [f.header, f.body, f.actions].compactMap { $0 }
        if let first = sections.first, let last = sections.last {
            let midX = first.x + first.width / 2
            lines.append(gap(.verticalGap, x: midX, from: f.alert.y, to: first.y, key: look[\.verticalOffset].id))
            lines.append(gap(.verticalGap, x: midX, from: last.maxY, to: f.alert.maxY, key: look[\.verticalOffset].id))
            let midY = first.y + first.height / 2
            lines.append(gap(.horizontalGap, y: midY, from: f.alert.x, to: first.x, key: look[\.horizontalOffset].id))
            lines.append(
                gap(.horizontalGap, y: midY, from: first.maxX, to: f.alert.maxX, key: look[\.horizontalOffset].id))
        }
        for (a, b) in zip(sections, sections.dropFirst()) {
            lines += between(a, b, key: look[\.alertLayoutSpacing].id)
        }
        if let icon = f.icon, let title = f.title { lines += between(icon, title, key: look[\.headerLayoutSpacing].id) }
        if let message = f.message, let custom = f.custom {
            lines += between(message, custom, key: look[\.bodyLayoutSpacing].id)
        }
        for (a, b) in zip(f.actionButtons, f.actionButtons.dropFirst()) {
            lines += between(a, b, key: look[\.actionLayoutSpacing].id)
        }
        if let icon = f.icon { lines.append(size(icon)) }
        lines += f.actionButtons.map(size)
        return lines.filter { $0.length > 0 || $0.key == nil }
    }

    /// The gap from `a` to `b`: horizontal when `b` starts right of `a`, vertical when below; none when they overlap.
    static func between(_ a: StageRect, _ b: StageRect, key: String) -> [Redline] {
        if b.x >= a.maxX {
            let top = max(a.y, b.y), bottom = min(a.maxY, b.maxY)
            let y = bottom > top ? (top + bottom) / 2 : (a.y + a.height / 2)
            return [gap(.horizontalGap, y: y, from: a.maxX, to: b.x, key: key)]
        }
        if b.y >= a.maxY {
            let left = max(a.x, b.x), right = min(a.maxX, b.maxX)
            let x = right > left ? (left + right) / 2 : (a.x + a.width / 2)
            return [gap(.verticalGap, x: x, from: a.maxY, to: b.y, key: key)]
        }
        return []
    }

    private static func gap(
        _ kind: Kind, x: Double = 0, y: Double = 0, from start: Double, to end: Double,
        key: String
    ) -> Redline {
        let length = max(0, end - start)
        return kind == .horizontalGap
            ? Redline(kind: kind, x: start, y: y, length: length, label: points(length), key: key)
            : Redline(kind: kind, x: x, y: start, length: length, label: points(length), key: key)
    }

    private static func size(_ r: StageRect) -> Redline {
        Redline(
            kind: .size(r), x: r.x, y: r.y, length: 0,
            label: "\(number(r.width)) × \(number(r.height)) pt", key: nil)
    }

    private static func points(_ v: Double) -> String { number(v) + " pt" }

    /// Points as a designer writes them, to a tenth (lint's way: `LintFinding.points`).
    private static func number(_ v: Double) -> String { LintFinding.points(v) }
}
