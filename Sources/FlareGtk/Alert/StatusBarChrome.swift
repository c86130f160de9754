import FlareCore

/// The status bar a real device draws over the app, as iOS draws it: the time (`9:41`, Apple's marketing time) in the
/// system font, semibold, cell signal bars and a full battery, in black on a light stage and white on a dark one
/// (`UIStatusBarStyle.default` follows the interface style). Its height is the catalogue's (`DeviceModel.statusBar`);
/// none on an iPhone in landscape (iOS hides it). On a notch or Dynamic Island iPhone the time is centred in the
/// ear left of the housing and the glyphs in the ear right of it, both on the housing's middle line; on the iPhone SE
/// the time is centred between the signal (left) and the battery (right); on an iPad, as iPadOS draws it, the time and
/// the date at the left ("9:41 AM  Tue Jan 9") and Wi-Fi and the battery at the right (`StatusBarWiFi`). Glyph
/// sizes and places are estimates after Apple's Design Resources UI kits, not published figures (docs/devices.md).
@MainActor
enum StatusBarChrome {
    /// The time iOS shows in Apple's screenshots.
    static let time = "9:41"

    /// The glyphs' CSS in `theme`'s colour.
    static func css(scope: String, theme: Theme) -> String {
        let ink = theme == .light ? "rgba(0, 0, 0, 1)" : "rgba(255, 255, 255, 1)"
        let dim = theme == .light ? "rgba(0, 0, 0, 0.35)" : "rgba(255, 255, 255, 0.35)"
        return """
            .\(scope) .flare-status-time { \(FontRegistry.css(.system(17, .semibold))) color: \(ink); }
            .\(scope) .flare-status-time.small { \(FontRegistry.css(.system(12, .semibold))) }
            .\(scope) .flare-status-bar-glyph { background-color: \(ink); border-radius: 1px; }
            .\(scope) .flare-status-battery { border: 1px solid \(dim); border-radius: 4px; padding: 1px; }
            .\(scope) .flare-status-battery-level { background-color: \(ink); border-radius: 2px; }
            .\(scope) .flare-status-battery-nub { background-color: \(dim); border-radius: 0 1px 1px 0; }
            \(StatusBarWiFi.css(scope: scope, ink: ink))
            """
    }

    /// Puts the status bar of `model` held `landscape` on `layer`; returns its parts (time first), none when the
    /// device hides it.
    static func add(to layer: Fixed, model: DeviceModel, landscape: Bool) -> [Widget] {
        guard let bar = model.statusBar(landscape: landscape) else { return [] }
        let face = model.family == .iPhone && model.housing != .none
        let timeLabel = Label(time)
        timeLabel.addClass("flare-status-time")
        if !face { timeLabel.addClass("small") }
        let glyphs = Box(row: [battery()], spacing: 6)
        if let housing = model.housingRect(landscape: false), face {
            // The two ears either side of the housing, centred on its middle line.
            glyphs.prepend(signal())
            let height = housing.y * 2 + housing.height
            put(timeLabel, on: layer, x: 0, width: housing.x, height: height)
            put(glyphs, on: layer, x: housing.x + housing.width, width: bar.width - housing.x - housing.width,
                height: height)
            return [timeLabel, glyphs]
        }
        if model.family == .iPhone {  // a home-button iPhone: signal, time in the middle, battery
            let left = signal()
            put(left, on: layer, x: 6, width: -1, height: bar.height, halign: .start)
            put(timeLabel, on: layer, x: 0, width: bar.width, height: bar.height)
            put(glyphs, on: layer, x: bar.width - 6 - 32, width: 32, height: bar.height, halign: .end)
            return [timeLabel, left, glyphs]
        }
        // An iPad: the time and the date at the left, Wi-Fi and the battery at the right, 20 points in.
        let date = Label(Self.date)
        date.addClass("flare-status-time")
        date.addClass("small")
        timeLabel.text = time + " AM"
        let left = Box(row: [timeLabel, date], spacing: 5)
        put(left, on: layer, x: 20, width: -1, height: bar.height, halign: .start)
        put(glyphs, on: layer, x: bar.width - 20 - 32, width: 32, height: bar.height, halign: .end)
        // The battery with its nub is 27 points wide; the Wi-Fi fan 6 points left of it.
        let wifi = StatusBarWiFi.add(to: layer, right: bar.width - 20 - 27 - 6, middle: bar.height / 2)
        return [left, glyphs] + wifi
    }

    /// The date an iPad shows beside the time in Apple's screenshots (9:41 on Tuesday, January 9, 2007).
    static let date = "Tue Jan 9"

    /// `child` in a box `width` × `height` at (x, 0), centred in it vertically and as `halign` says across.
    private static func put(
        _ child: Widget, on layer: Fixed, x: Double, width: Double, height: Double, halign: Align = .center
    ) {
        let cell = Box(.horizontal)
        cell.setSizeRequest(width: width, height: height)
        child.halign = halign
        child.valign = .center
        child.hexpand = true
        cell.append(child)
        layer.put(cell, x: x, y: 0)
    }

    /// Four cell signal bars, 3 points wide, 4 to 10 points tall, bottoms aligned (18 × 10 points).
    static func signal() -> Box {
        let bars = Box(.horizontal, spacing: 2)
        for height in [4.0, 6, 8, 10] {
            let bar = Box(.vertical)
            bar.addClass("flare-status-bar-glyph")
            bar.setSizeRequest(width: 3, height: height)
            bar.valign = .end
            bars.append(bar)
        }
        bars.valign = .center
        return bars
    }

    /// A full battery: a 25 × 12 point outline with its level filling it, and the terminal's nub.
    static func battery() -> Box {
        let body = Box(.horizontal)
        body.addClass("flare-status-battery")
        body.setSizeRequest(width: 25, height: 12)
        let level = Box(.horizontal)
        level.addClass("flare-status-battery-level")
        level.hexpand = true
        body.append(level)
        let nub = Box(.vertical)
        nub.addClass("flare-status-battery-nub")
        nub.setSizeRequest(width: 1, height: 4)
        nub.valign = .center
        return Box(row: [body, nub], spacing: 1)
    }
}
