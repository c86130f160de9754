import CGtk

// GTK's, GDK's and Pango's enums and flags as Swift types, so code outside `Gtk/` says `.center`, not
// `GTK_ALIGN_CENTER`, and does not import CGtk. Each bridges to its C type with `gtk` (or `pango`, `gdk`), and back
// with `init(_:)` for the getters; only the cases Flare uses or GTK returns are here.

/// `GtkOrientation`.
enum Orientation {
    case horizontal, vertical

    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
    init(_ gtk: GtkOrientation) { self = gtk == GTK_ORIENTATION_HORIZONTAL ? .horizontal : .vertical }
}

/// `GtkAlign`: where a widget sits in the space its parent gives it.
enum Align {
    case fill, start, end, center, baseline

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        case .baseline: GTK_ALIGN_BASELINE
        }
    }
    init(_ gtk: GtkAlign) {
        switch gtk {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        case GTK_ALIGN_BASELINE: self = .baseline
        default: self = .fill
        }
    }
}

/// `GtkOverflow`: whether a widget's children may draw outside it.
enum Overflow {
    case visible, hidden

    var gtk: GtkOverflow { self == .visible ? GTK_OVERFLOW_VISIBLE : GTK_OVERFLOW_HIDDEN }
    init(_ gtk: GtkOverflow) { self = gtk == GTK_OVERFLOW_HIDDEN ? .hidden : .visible }
}

/// `GtkTextDirection`.
enum TextDirection {
    case none, leftToRight, rightToLeft

    var gtk: GtkTextDirection {
        switch self {
        case .none: GTK_TEXT_DIR_NONE
        case .leftToRight: GTK_TEXT_DIR_LTR
        case .rightToLeft: GTK_TEXT_DIR_RTL
        }
    }
    init(_ gtk: GtkTextDirection) {
        switch gtk {
        case GTK_TEXT_DIR_LTR: self = .leftToRight
        case GTK_TEXT_DIR_RTL: self = .rightToLeft
        default: self = .none
        }
    }
}

/// `GtkJustification`: how a label lines up its lines.
enum Justification {
    case left, right, center, fill

    var gtk: GtkJustification {
        switch self {
        case .left: GTK_JUSTIFY_LEFT
        case .right: GTK_JUSTIFY_RIGHT
        case .center: GTK_JUSTIFY_CENTER
        case .fill: GTK_JUSTIFY_FILL
        }
    }
    init(_ gtk: GtkJustification) {
        switch gtk {
        case GTK_JUSTIFY_RIGHT: self = .right
        case GTK_JUSTIFY_CENTER: self = .center
        case GTK_JUSTIFY_FILL: self = .fill
        default: self = .left
        }
    }
}

/// `PangoEllipsizeMode`: where a label that does not fit puts its "…".
enum EllipsizeMode {
    case none, start, middle, end

    var pango: PangoEllipsizeMode {
        switch self {
        case .none: PANGO_ELLIPSIZE_NONE
        case .start: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .end: PANGO_ELLIPSIZE_END
        }
    }
    init(_ pango: PangoEllipsizeMode) {
        switch pango {
        case PANGO_ELLIPSIZE_START: self = .start
        case PANGO_ELLIPSIZE_MIDDLE: self = .middle
        case PANGO_ELLIPSIZE_END: self = .end
        default: self = .none
        }
    }
}

/// `PangoWrapMode` (a label's) and `GtkWrapMode` (a text view's): where a line may break.
enum WrapMode {
    case word, char, wordChar

    var pango: PangoWrapMode {
        switch self {
        case .word: PANGO_WRAP_WORD
        case .char: PANGO_WRAP_CHAR
        case .wordChar: PANGO_WRAP_WORD_CHAR
        }
    }
    var gtk: GtkWrapMode {
        switch self {
        case .word: GTK_WRAP_WORD
        case .char: GTK_WRAP_CHAR
        case .wordChar: GTK_WRAP_WORD_CHAR
        }
    }
    init(_ pango: PangoWrapMode) {
        switch pango {
        case PANGO_WRAP_CHAR: self = .char
        case PANGO_WRAP_WORD_CHAR: self = .wordChar
        default: self = .word
        }
    }
    /// nil for `GTK_WRAP_NONE`.
    init?(_ gtk: GtkWrapMode) {
        switch gtk {
        case GTK_WRAP_WORD: self = .word
        case GTK_WRAP_CHAR: self = .char
        case GTK_WRAP_WORD_CHAR: self = .wordChar
        default: return nil
        }
    }
}

/// `GtkNaturalWrapMode`: what a wrapping label asks for as its natural width.
enum NaturalWrapMode {
    case inherit, none, word

    var gtk: GtkNaturalWrapMode {
        switch self {
        case .inherit: GTK_NATURAL_WRAP_INHERIT
        case .none: GTK_NATURAL_WRAP_NONE
        case .word: GTK_NATURAL_WRAP_WORD
        }
    }
    init(_ gtk: GtkNaturalWrapMode) {
        switch gtk {
        case GTK_NATURAL_WRAP_NONE: self = .none
        case GTK_NATURAL_WRAP_WORD: self = .word
        default: self = .inherit
        }
    }
}

/// `GtkPolicyType`: when a scrolled window shows a scrollbar.
enum PolicyType {
    case always, automatic, never, external

    var gtk: GtkPolicyType {
        switch self {
        case .always: GTK_POLICY_ALWAYS
        case .automatic: GTK_POLICY_AUTOMATIC
        case .never: GTK_POLICY_NEVER
        case .external: GTK_POLICY_EXTERNAL
        }
    }
}

/// `GtkContentFit`: how a picture fills its allocation.
enum ContentFit {
    case fill, contain, cover, scaleDown

    var gtk: GtkContentFit {
        switch self {
        case .fill: GTK_CONTENT_FIT_FILL
        case .contain: GTK_CONTENT_FIT_CONTAIN
        case .cover: GTK_CONTENT_FIT_COVER
        case .scaleDown: GTK_CONTENT_FIT_SCALE_DOWN
        }
    }
    init(_ gtk: GtkContentFit) {
        switch gtk {
        case GTK_CONTENT_FIT_FILL: self = .fill
        case GTK_CONTENT_FIT_COVER: self = .cover
        case GTK_CONTENT_FIT_SCALE_DOWN: self = .scaleDown
        default: self = .contain
        }
    }
}

/// `GtkPropagationPhase`: when an event controller sees an event (`.capture`: before the widgets under it).
enum PropagationPhase {
    case none, capture, bubble, target

    var gtk: GtkPropagationPhase {
        switch self {
        case .none: GTK_PHASE_NONE
        case .capture: GTK_PHASE_CAPTURE
        case .bubble: GTK_PHASE_BUBBLE
        case .target: GTK_PHASE_TARGET
        }
    }
    init(_ gtk: GtkPropagationPhase) {
        switch gtk {
        case GTK_PHASE_CAPTURE: self = .capture
        case GTK_PHASE_BUBBLE: self = .bubble
        case GTK_PHASE_TARGET: self = .target
        default: self = .none
        }
    }
}

/// `GtkSelectionMode`: how many rows or children a list or flow box lets the user select.
enum SelectionMode {
    case none, single, browse, multiple

    var gtk: GtkSelectionMode {
        switch self {
        case .none: GTK_SELECTION_NONE
        case .single: GTK_SELECTION_SINGLE
        case .browse: GTK_SELECTION_BROWSE
        case .multiple: GTK_SELECTION_MULTIPLE
        }
    }
    init(_ gtk: GtkSelectionMode) {
        switch gtk {
        case GTK_SELECTION_SINGLE: self = .single
        case GTK_SELECTION_BROWSE: self = .browse
        case GTK_SELECTION_MULTIPLE: self = .multiple
        default: self = .none
        }
    }
}

/// `GtkPositionType`: a side of a widget (a popover's, a scale mark's).
enum PositionType {
    case left, right, top, bottom

    var gtk: GtkPositionType {
        switch self {
        case .left: GTK_POS_LEFT
        case .right: GTK_POS_RIGHT
        case .top: GTK_POS_TOP
        case .bottom: GTK_POS_BOTTOM
        }
    }
    init(_ gtk: GtkPositionType) {
        switch gtk {
        case GTK_POS_LEFT: self = .left
        case GTK_POS_RIGHT: self = .right
        case GTK_POS_TOP: self = .top
        default: self = .bottom
        }
    }
}

/// `GtkShortcutScope`: where a shortcut controller's shortcuts work.
enum ShortcutScope {
    case local, managed, global

    var gtk: GtkShortcutScope {
        switch self {
        case .local: GTK_SHORTCUT_SCOPE_LOCAL
        case .managed: GTK_SHORTCUT_SCOPE_MANAGED
        case .global: GTK_SHORTCUT_SCOPE_GLOBAL
        }
    }
}

/// `GtkFileChooserAction`.
enum FileChooserAction {
    case open, save, selectFolder

    var gtk: GtkFileChooserAction {
        switch self {
        case .open: GTK_FILE_CHOOSER_ACTION_OPEN
        case .save: GTK_FILE_CHOOSER_ACTION_SAVE
        case .selectFolder: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
        }
    }
}

/// `GtkMessageType`: an info bar's kind (its colour).
enum MessageType {
    case info, warning, question, error, other

    var gtk: GtkMessageType {
        switch self {
        case .info: GTK_MESSAGE_INFO
        case .warning: GTK_MESSAGE_WARNING
        case .question: GTK_MESSAGE_QUESTION
        case .error: GTK_MESSAGE_ERROR
        case .other: GTK_MESSAGE_OTHER
        }
    }
}

/// `GtkStackTransitionType`: how a stack changes pages (GTK has ~20; Flare names the ones it uses).
struct StackTransition: Equatable {
    let gtk: GtkStackTransitionType

    static let none = StackTransition(gtk: GTK_STACK_TRANSITION_TYPE_NONE)
    static let crossfade = StackTransition(gtk: GTK_STACK_TRANSITION_TYPE_CROSSFADE)
}

/// `GtkLicense`, the one Flare uses.
enum License {
    case mitX11

    var gtk: GtkLicense { GTK_LICENSE_MIT_X11 }
}

/// `GtkStyleProvider` priorities: which style sheet wins (`gtk_style_context_add_provider_for_display`).
struct StylePriority {
    let value: UInt32

    /// `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`: the application's own style.
    static let application = StylePriority(value: UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    /// `GTK_STYLE_PROVIDER_PRIORITY_USER`: above the theme and the application.
    static let user = StylePriority(value: UInt32(GTK_STYLE_PROVIDER_PRIORITY_USER))

    /// `n` levels above this one.
    static func + (priority: StylePriority, n: UInt32) -> StylePriority { StylePriority(value: priority.value + n) }
}

/// `GdkModifierType`: the modifier keys held.
struct ModifierType: OptionSet {
    let rawValue: UInt32

    static let shift = ModifierType(rawValue: GDK_SHIFT_MASK.rawValue)
    static let control = ModifierType(rawValue: GDK_CONTROL_MASK.rawValue)
    static let alt = ModifierType(rawValue: GDK_ALT_MASK.rawValue)
    static let `super` = ModifierType(rawValue: GDK_SUPER_MASK.rawValue)

    init(rawValue: UInt32) { self.rawValue = rawValue }
    init(_ gdk: GdkModifierType) { rawValue = gdk.rawValue }
}

/// `GtkEventControllerScrollFlags`: which scroll axes a scroll controller reports.
struct ScrollFlags: OptionSet {
    let rawValue: UInt32

    static let vertical = ScrollFlags(rawValue: GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue)
    static let horizontal = ScrollFlags(rawValue: GTK_EVENT_CONTROLLER_SCROLL_HORIZONTAL.rawValue)
    static let bothAxes: ScrollFlags = [.vertical, .horizontal]

    var gtk: GtkEventControllerScrollFlags { GtkEventControllerScrollFlags(rawValue: rawValue) }
}

/// `GApplicationFlags`.
struct ApplicationFlags: OptionSet {
    let rawValue: UInt32

    static let handlesOpen = ApplicationFlags(rawValue: G_APPLICATION_HANDLES_OPEN.rawValue)
    static let nonUnique = ApplicationFlags(rawValue: G_APPLICATION_NON_UNIQUE.rawValue)

    var gtk: GApplicationFlags { GApplicationFlags(rawValue: rawValue) }
}
