import FlareCore

/// The Wi-Fi glyph of an iPad's status bar: a 90° fan pointing up, a filled wedge and two arcs around one centre,
/// 15.5 × 11 points. Each part is a circle whose top border alone is inked: GTK splits a rounded box's borders at
/// the diagonals, so the top border of a circle is its upper quarter (from 45° to 135°), a ring as thick as the
/// border, or a filled wedge when the border is as wide as the radius. The radii and thicknesses are estimates after
/// Apple's Design Resources, as the other status bar glyphs are.
@MainActor
enum StatusBarWiFi {
    /// (radius, thickness) of each part, outside in: the wedge, then the arcs.
    static let parts: [(radius: Double, thickness: Double)] = [(3.5, 3.5), (7.25, 2.25), (11, 2.25)]

    /// Each part's circle: its border as thick as the part, its content what the border leaves of the diameter.
    static func css(scope: String, ink: String) -> String {
        """
        .\(scope) .flare-status-wifi { border-style: solid; border-color: \(ink) transparent transparent transparent;
          border-radius: 9999px; }

        """
            + parts.enumerated().map { i, part in
                let inside = CSS.number(2 * (part.radius - part.thickness))
                return ".\(scope) .flare-status-wifi-\(i) { border-width: \(CSS.number(part.thickness))px; "
                    + "min-width: \(inside)px; min-height: \(inside)px; }"
            }.joined(separator: "\n")
    }

    /// Puts the fan on `layer` with its right edge at `right` and its middle line at `middle`; returns its parts.
    static func add(to layer: Fixed, right: Double, middle: Double) -> [Widget] {
        let outer = parts.last!.radius
        let half = outer * 0.5.squareRoot()  // the fan's half width: the outer radius at 45°
        let centre = (x: right - half, y: middle + outer / 2)
        return parts.enumerated().map { i, part in
            let box = Box(.vertical)
            box.addClasses("flare-status-wifi", "flare-status-wifi-\(i)")
            layer.put(box, x: centre.x - part.radius, y: centre.y - part.radius)
            return box
        }
    }
}
