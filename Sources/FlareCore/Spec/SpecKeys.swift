/// Every key the version-1 format accepts, by where it may appear: the parser's one source of truth,
/// public so the JSON Schema and the docs can be checked against it by a test.
public enum SpecKeys {
    public static let topLevel = [
        "flare", "include", "fonts", "tokens", "palette", "stage",
        "alerts", "rockets", "queues", "scenarios", "routes", "routing", "lint",
        "locales", "strings", "variants", "screens",
    ]
    /// A screen written as a map instead of its image alone.
    public static let screen = ["image"]
    /// `routing: {suspended, resume, script}`; its steps: `suspend`, `{open: url}`, `{resume: policy}`.
    public static let routing = ["suspended", "resume", "script"]
    public static let routingSteps = ["open", "shortcut", "activity", "notification", "suspend", "resume"]
    public static let paletteColor = ["light", "dark"]
    /// A route written as a map instead of its target alone.
    public static let route = ["target", "suspendable", "action"]
    /// A named route's source (exactly one): `RouteSource`'s words.
    public static let routeSources = ["url", "shortcut", "activity", "notification"]
    public static let routeAction = ["show", "script", "after"]
    /// `PropertyCatalog.stage`'s keys.
    public static let stage = PropertyCatalog.stage.map(\.key)
    public static let stageDevice = ["width", "height"]
    public static let font = ["family", "size", "weight", "italic"]
    public static let rocketFont = ["font", "color"]

    public static let alert = [
        "title", "message", "icon", "custom", "preset", "slide", "appearance", "actions",
        "shouldHideOnTap", "dismissCompletion",
    ]
    /// The view (one of `input`, `image`, `text` or a control) beside its style (`PropertyCatalog.customStyle`).
    public static let custom = customViews + customStyle
    public static let customViews = ["input", "image", "text"] + CustomControl.allCases.map(\.rawValue)
    /// `switch: {isOn, label}` (UIKit's name: YAML 1.1 reads a bare `on` key as true), `segments: {items, selected}`,
    /// a row `{title, detail, accessory}`.
    public static let customSwitch = ["isOn", "label"]
    public static let customSegments = ["items", "selected"]
    public static let customRow = ["title", "detail", "accessory"]
    /// Inside `input`: its texts and the style, but an image's `contentMode`.
    public static let customInput =
        ["placeholder", "text"]
        + PropertyCatalog.customStyle
        .filter { CustomView.input(placeholder: nil, text: nil).isStyled(by: $0.keyPath) }.map(\.key)
    static let customStyle = PropertyCatalog.customStyle.map(\.key)
    public static let customInsets = ["top", "left", "bottom", "right"]
    /// An alert's `slide:`: its texts (`slideText`, which a locale may translate) and its `slideAppearance` rows.
    public static let slideText = ["text", "checkbox"]
    public static let slide = slideText + PropertyCatalog.slideAppearance.map(\.key)
    /// Every `DUXBetaAlertViewAppearance` property, under its seed name (`PropertyCatalog.alertAppearance`).
    public static let appearance = PropertyCatalog.alertAppearance.map(\.key)
    /// The seed's misspelling of `horizontalOffset`, accepted with a warning.
    public static let deprecatedAppearance = PropertyCatalog.alertAppearance.flatMap(\.aliases)
    public static let action = ["title", "style", "actionType", "appearance", "route"]
    /// Every `DUXBetaAlertActionAppearance` property, under its seed name (`PropertyCatalog.actionAppearance`).
    public static let actionAppearance = PropertyCatalog.actionAppearance.map(\.key)

    /// Its structure around its one property (`PropertyCatalog.rocket`: `start`); `tabBar` is the app's screen, not
    /// a RocketAlert setting (the library reads it from the presenting view controller, `Rocket.swift:28`).
    public static let rocket =
        ["author", "closeButton"] + PropertyCatalog.rocket.map(\.key) + ["tabBar", "blocks", "script"]
    /// `PropertyCatalog.rocketAuthor`'s and `rocketCloseButton`'s keys.
    public static let rocketAuthor = PropertyCatalog.rocketAuthor.map(\.key)
    public static let rocketCloseButton = PropertyCatalog.rocketCloseButton.map(\.key)
    public static let blockTypes = ["text", "image", "button", "doubleButton", "input"]
    /// The keys each block type takes (`type` included): its catalog rows (`PropertyCatalog.textBlock`, …) and its
    /// structure (a double button's sides, an input's `branches`, written before its `next`).
    public static let block: [String: [String]] = {
        let rows = PropertyCatalog.blockProperties
        let input = rows["input"]!.filter { $0 != "next" } + ["branches", "next"]
        return [
            "text": ["type"] + rows["text"]!, "image": ["type"] + rows["image"]!,
            "button": ["type"] + rows["button"]!, "doubleButton": ["type"] + RocketBlock.sides,
            "input": ["type"] + input,
        ]
    }()
    /// Every key of some block type, in first use by `blockTypes` order (the parser's allowed list before a block's
    /// type is known).
    public static let anyBlock = blockTypes.flatMap { block[$0] ?? [] }.reduce(into: [String]()) { keys, key in
        if !keys.contains(key) { keys.append(key) }
    }
    /// A double button's side: a button block's keys (`PropertyCatalog.buttonBlock`).
    public static let doubleButtonSide = PropertyCatalog.buttonBlock.map(\.key)
    public static let branch = ["match", "next"]
    /// Rocket script steps: bare words, then one-key maps.
    public static let rocketBareSteps = ["tap", "close", "dismiss"]
    public static let rocketSteps = ["tap", "close", "dismiss", "wait", "press", "input"]

    public static let queue = ["containers", "top", "autoPoll", "popups", "script"]
    public static let popup = ["name", "show", "view", "priority", "container", "selfMaintain"]
    /// `queues.<id>.popups[].view`: a custom view popup, `banner` (its text) or `image` (a file or built-in icon).
    public static let popupView = ["banner", "image", "height"] + PropertyCatalog.popupView.map(\.key)
    public static let queueBareSteps = ["show", "present", "dismiss", "tapMask", "poll", "pause", "next", "clear"]
    public static let queueSteps = [
        "register", "show", "present", "dismiss", "tapMask", "poll", "pause", "next", "clear", "top",
    ]

    public static let scenario = [
        "show", "minEventsRequired", "maxEventsPermitted", "maxExecutionsPermitted",
        "minSecondsSinceFirstEvent", "minSecondsSinceLastEvent", "minSecondsBetweenExecutions",
        "customConditions", "flags", "values", "script",
    ]
    /// A flag bound to another scenario: `{scenario, executions}` or `{scenario, events}`.
    public static let scenarioBinding = ["scenario", "executions", "events"]
    /// A numeric custom condition: `{value, below, above, atMost, atLeast}`.
    public static let valueCondition = ["value", "below", "above", "atMost", "atLeast"]
    /// `lint:` takes one key per rule; each is a level (`error`, `warning`, `off`) or a map of these keys.
    public static let lint = LintRule.allCases.map(\.rawValue)
    public static let lintRule: [String: [String]] = [
        "contrast": ["level", "body", "large", "graphics"],
        "target-size": ["level", "min", "recommended"],
        "font-size": ["level", "min"],
        "reading-time": ["level", "wordsPerMinute", "base"],
        "overflow": ["level"],
        "font-fallback": ["level"],
        "ignored-by-release": ["level"],
        "invisible-action": ["level"],
        "translation": ["level"],
    ]

    /// `locales.<code>`: per-locale text, by section and id.
    public static let locale = ["alerts", "rockets", "queues"]
    /// `locales.<code>.queues.<id>`: the texts of the queue's custom view popups, by popup name.
    public static let queueText = ["popups"]
    /// `locales.<code>.queues.<id>.popups.<name>`: a banner popup's text.
    public static let popupText = ["banner"]
    /// `locales.<code>.alerts.<id>`: the alert's texts (`custom` takes one of `customText`).
    public static let alertText = ["title", "message", "actions", "custom", "slide"]
    /// `locales.<code>.alerts.<id>.custom`: one per kind of custom view that shows text (`switch`: its label,
    /// `segments`: titles, `rows`: titles or `{title, detail}`).
    public static let customText = ["input", "text", "switch", "segments", "rows"]
    /// `locales.<code>.alerts.<id>.custom.rows[]`, when a row is a map.
    public static let rowText = ["title", "detail"]
    /// `locales.<code>.alerts.<id>.custom.input`: the input's texts only (its look stays the alert's).
    public static let inputText = ["placeholder", "text"]
    /// `locales.<code>.rockets.<id>`.
    public static let rocketText = ["closeButton", "blocks"]
    /// `locales.<code>.rockets.<id>.blocks.<block>`: the texts of every block type (`PropertyCatalog.blockTexts`).
    public static let blockText = blockTypes.flatMap { PropertyCatalog.blockTexts[$0] ?? [] }
        .reduce(into: [String]()) { keys, key in if !keys.contains(key) { keys.append(key) } }
    /// `variants:`: the review axes.
    public static let variants = ["themes", "scales", "devices", "texts", "locales"]
    /// A scenario step is `{at, <one action>}`, or the bare word `reset`.
    public static let scenarioStep = ["at", "event", "try", "set", "reset", "scenario"]
}
