/// One entry of the spec's `locales:` section: the text of alerts and rocket blocks in one language.
/// Only what is given replaces the spec's text; everything else (layout, colours, images) stays.
public struct SpecLocale: Sendable, Hashable {
    /// A BCP 47 tag: `de`, `pt-BR`, `zh-Hant`.
    public var code: String
    /// By alert id.
    public var alerts: [String: AlertText]
    /// By rocket id.
    public var rockets: [String: RocketText]
    /// By queue id: its custom view popups' texts (`QueueText`).
    public var queues: [String: QueueText] = [:]
    public var location: SourceLocation?
    /// The `strings:` catalog's text in this language, under the texts above (`locales:` wins where both give one).
    public var strings: CatalogStrings?

    public init(
        code: String, alerts: [String: AlertText] = [:], rockets: [String: RocketText] = [:],
        queues: [String: QueueText] = [:], location: SourceLocation? = nil
    ) {
        self.code = code
        self.alerts = alerts
        self.rockets = rockets
        self.queues = queues
        self.location = location
    }

    /// Scripts written right to left (Arabic, Hebrew, Persian, Urdu, Yiddish, Pashto, Dhivehi, Sorani): their
    /// locales mirror the alert as `--text rtl` does.
    public var isRightToLeft: Bool {
        let language = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? code
        return ["ar", "he", "fa", "ur", "yi", "ps", "dv", "ckb"].contains(language.lowercased())
    }

    /// `ab`, `abc`, then `-`/`_` subtags of 2 to 8 letters or digits; the text fills' names are refused, so a
    /// file name part is never ambiguous.
    public static func isValidCode(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return false }
        guard TextStress(rawValue: code) == nil else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}

/// An alert's text in one locale (`locales.<code>.alerts.<id>`).
public struct AlertText: Sendable, Hashable {
    public var title: String?
    public var message: String?
    /// Action titles in order; an alert's actions past the list keep their text.
    public var actions: [String]
    /// The custom input's placeholder and text, or the custom text view's text.
    public var inputPlaceholder: String?
    public var inputText: String?
    public var customText: String?
    /// The slide preset's slide text and checkbox label.
    public var slideText: String?
    public var slideCheckbox: String?
    /// A custom switch's label.
    public var switchLabel: String?
    /// A custom segmented control's titles in order; later segments keep theirs.
    public var segments: [String] = []
    /// A custom list's rows in order (title and detail); later rows keep theirs.
    public var rows: [RowText] = []

    public init(
        title: String? = nil, message: String? = nil, actions: [String] = [], inputPlaceholder: String? = nil,
        inputText: String? = nil, customText: String? = nil, slideText: String? = nil, slideCheckbox: String? = nil
    ) {
        self.title = title
        self.message = message
        self.actions = actions
        self.inputPlaceholder = inputPlaceholder
        self.inputText = inputText
        self.customText = customText
        self.slideText = slideText
        self.slideCheckbox = slideCheckbox
    }
}

/// One row of a custom list in one locale: what is nil keeps the row's own text.
public struct RowText: Sendable, Hashable {
    public var title: String?
    public var detail: String?

    public init(title: String? = nil, detail: String? = nil) {
        self.title = title
        self.detail = detail
    }
}

/// A rocket's text in one locale (`locales.<code>.rockets.<id>`).
public struct RocketText: Sendable, Hashable {
    public var closeButton: String?
    /// By block id.
    public var blocks: [String: BlockText]

    public init(closeButton: String? = nil, blocks: [String: BlockText] = [:]) {
        self.closeButton = closeButton
        self.blocks = blocks
    }
}

/// A block's text in one locale, by the key the locale writes (`PropertyCatalog.blockTexts`: each text row's key,
/// a double button's sides by name), as `RocketBlock.Face.textKey` names the text it replaces.
public struct BlockText: Sendable, Hashable {
    public var texts: [String: String]

    public init(_ texts: [String: String] = [:]) { self.texts = texts }

    public subscript(key: String) -> String? { texts[key] }
}
