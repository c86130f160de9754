/// One alert as the DUX alert view describes it: header (icon + title), body (message + custom view), actions.
public struct AlertSpec: Sendable, Hashable, Identifiable {
    public var id: String
    public var title: String?
    public var message: String?
    public var icon: ImageSource?
    public var custom: CustomView?
    /// The custom view's look (`custom.font`, `custom.borderWidth`, …; for an input, also inside `input`).
    public var customStyle = CustomStyle()
    public var preset: AlertPreset
    /// Only for the `slide` preset: the slide-to-confirm text and the checkbox label (nil hides it).
    public var slide: SlideOptions?
    /// The preset's appearance with the spec's `appearance:` keys applied on top.
    public var appearance: AlertAppearance
    public var actions: [ActionSpec]
    /// DUX `DUXBetaAlertView.shouldHideOnTap` as the spec writes it (nil when it does not). The release declares it and
    /// never reads it, so it changes nothing drawn or done (`hidesOnMaskTap`); lint reports it.
    public var shouldHideOnTap: Bool?
    /// DUX `dismissCompletion`, the closure a mask-tap close runs: here a URL the window opens after that close
    /// (a `flare://` link or a spec route), and a line in the log.
    public var dismissCompletion: String?
    /// Where `alerts.<id>` is written, for diagnostics and "go to definition".
    public var location: SourceLocation?
    /// Where each key the spec wrote is, by path (`title`, `appearance.titleColor`, `custom.text`): lint and layout
    /// findings point at the key to change, the inspector says where a value comes from.
    public var keys: [String: SourceLocation] = [:]

    public init(
        id: String, title: String? = nil, message: String? = nil, icon: ImageSource? = nil,
        custom: CustomView? = nil, preset: AlertPreset = .default, slide: SlideOptions? = nil,
        appearance: AlertAppearance? = nil, actions: [ActionSpec] = [], location: SourceLocation? = nil
    ) {
        self.id = id
        self.title = title
        self.message = message
        self.icon = icon
        self.custom = custom
        self.preset = preset
        self.slide = slide ?? (preset == .slide ? SlideOptions() : nil)
        self.appearance = appearance ?? preset.appearance
        self.actions = actions
        self.location = location
    }
}

/// An image a spec names: a file (absolute path once loaded) or one of Flare's built-in icons.
public enum ImageSource: Sendable, Hashable, Codable {
    case file(String)
    case builtin(BuiltinIcon)
}

public enum BuiltinIcon: String, Sendable, Hashable, Codable, CaseIterable {
    case warning, success, error, info
}

/// The DUX `customizedView`, drawn under the message: a text field, an image, a label, or one of the UIKit
/// controls designers put there (`CustomControl`).
public enum CustomView: Sendable, Hashable, Codable {
    case input(placeholder: String?, text: String?)
    case image(ImageSource, height: Double?)
    case text(String)
    /// A `UISwitch`, on or off, with an optional label before it (the spec's `switch`).
    case toggle(on: Bool, label: String?)
    /// A `UISlider`'s value, 0–1.
    case slider(Double)
    /// A `UIProgressView`'s progress, 0–1.
    case progress(Double)
    /// A `UISegmentedControl`'s titles and its selected index.
    case segments([String], selected: Int)
    case rows([CustomRow])
}

public struct SlideOptions: Sendable, Hashable, Codable {
    /// `DUXBetaSlideAlertViewAppearance` (UXSDK 5.0-b4, `UI/Alert/Slide/DUXBetaSlideAlertView.swift`):
    /// `slideMessageText` (:74), `checkboxText` (:52).
    public static let defaultText = "Slide to Take Off"
    public static let defaultCheckbox = "Precisely record takeoff point"

    public var text: String
    /// The checkbox label; nil hides the checkbox (the seed shows it by default).
    public var checkbox: String?
    /// The rest of `slideAppearance`: colours, fonts, spacings (`PropertyCatalog.slideAppearance`).
    public var appearance = SlideAppearance()

    public init(text: String = SlideOptions.defaultText, checkbox: String? = SlideOptions.defaultCheckbox) {
        self.text = text
        self.checkbox = checkbox
    }
}

extension AlertSpec {
    /// Whether a tap on the mask closes the alert: the appearance's `shouldDismissOnTap`, the only switch the mask
    /// reads (`DUXBetaAlertViewMask.swift:94-97`, set from the appearance at `DUXBetaAlertView.swift:410`).
    /// `shouldHideOnTap` is declared (`DUXBetaAlertView.swift:136`) and read nowhere in the release: the preview
    /// ignores it as the app does, and lint's `ignored-by-release` says so at its key.
    public var hidesOnMaskTap: Bool { appearance.shouldDismissOnTap }

    /// The key that decides `hidesOnMaskTap`, as a message names it.
    public var maskTapKey: String { PropertyCatalog.alertAppearance[\.shouldDismissOnTap].key }
}

/// One button of the actions section (`DUXBetaAlertAction`).
public struct ActionSpec: Sendable, Hashable {
    /// `DUXBetaAlertActionType`: what a tap runs before the alert closes. `closure` (Flare's default, as the
    /// seed's examples write) runs the completion closure, `selector` a target's selector, `none` nothing.
    public enum ActionType: String, Sendable, Hashable, Codable, CaseIterable {
        case none, closure, selector
    }

    /// Stored as in the seed; the seed does not render it, and neither does Flare.
    public enum Style: String, Sendable, Hashable, Codable, CaseIterable {
        case `default`, cancel, destructive
    }

    public var title: String
    public var style: Style
    public var actionType: ActionType = .closure
    public var appearance: ActionAppearance
    /// A URL opened when the action is tapped (`flare://…` or a spec route pattern), before the alert closes.
    public var route: String?
    public var location: SourceLocation?
    /// Where each key the spec wrote is (`title`, `appearance.actionColor`).
    public var keys: [String: SourceLocation] = [:]

    public init(
        title: String, style: Style = .default, appearance: ActionAppearance = ActionAppearance(),
        route: String? = nil, location: SourceLocation? = nil
    ) {
        self.title = title
        self.style = style
        self.appearance = appearance
        self.route = route
        self.location = location
    }

    /// An empty (or blank) title and no background image: DUX draws an empty, invisible button. An image with no
    /// title is an icon-only button, which is legitimate.
    public var isInvisible: Bool {
        title.allSatisfy(\.isWhitespace) && !appearance.hasImage
    }

    /// What `flare check` says of an invisible action, and why the editor refuses to make one.
    public static let invisibleMessage =
        "an action with an empty title and no image: DUX draws an empty, invisible button; "
        + "give it a title (or appearance.\(ActionAppearance.imageKey) for an icon-only button)"
}

extension AlertSpec {
    /// The fonts the alert's texts are drawn in, in drawing order: the title, the message, the custom text or
    /// input, each action, the slide control. What the export lists in its manifest.
    public var drawnFonts: [FontSpec] {
        var fonts: [FontSpec] = []
        if title != nil { fonts.append(appearance.titleFont) }
        if message != nil { fonts.append(appearance.messageFont) }
        switch custom {
        case .text: fonts.append(customTextFont)
        case .input: fonts.append(InputLook(customStyle).font)
        case let view? where !view.controlTexts.isEmpty:
            fonts.append(ControlLook(view.control!, in: self).font)
        default: break
        }
        fonts += actions.map(\.appearance.actionFont)
        if let slide { fonts += [slide.appearance.slideMessageFont, checkboxFont] }
        return fonts
    }

    /// A custom text follows the message's font and color where its style gives none.
    public var customTextFont: FontSpec { customStyle.font ?? appearance.messageFont }
    public var customTextColor: Color { customStyle.textColor ?? appearance.messageColor }

    /// The slide preset's checkbox label: `checkboxTextFont`, system 17 (DUXBetaSlideAlertView.swift:56).
    public var checkboxFont: FontSpec { slide?.appearance.checkboxTextFont ?? SlideAppearance().checkboxTextFont }
}
