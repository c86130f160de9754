/// A straight-alpha sRGB color, each channel in 0...1.
public struct RGBA: Sendable, Hashable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `0xRRGGBB` with an optional alpha in 0...1.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha)
    }

    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    public static let white = RGBA(hex: 0xFFFFFF)
    public static let black = RGBA(hex: 0x000000)

    /// `#RRGGBB` when opaque, `#RRGGBBAA` otherwise.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            let s = String(b, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha)
    }
}

/// The stage's appearance; palette colors may differ between the two.
public enum Theme: String, Sendable, Hashable, Codable, CaseIterable {
    case light, dark
}

/// A spec color: the same in both themes unless a palette entry gives `{light, dark}`.
public struct Color: Sendable, Hashable, Codable {
    public var light: RGBA
    public var dark: RGBA

    public init(_ both: RGBA) {
        self.light = both
        self.dark = both
    }

    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    public init(hex: UInt32, alpha: Double = 1) {
        self.init(RGBA(hex: hex, alpha: alpha))
    }

    public func resolved(for theme: Theme) -> RGBA {
        theme == .light ? light : dark
    }

    public static let clear = Color(RGBA.clear)
    public static let white = Color(RGBA.white)
    public static let black = Color(RGBA.black)
    /// iOS `systemBlue`: the tint of a template image whose `imageTintColor` is none, a text field's caret and
    /// selection, the slide control's thumb.
    public static let systemBlue = Color(hex: 0x007AFF)
}
