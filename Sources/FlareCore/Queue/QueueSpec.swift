/// A PopupQueue setup: containers, popups that may be registered, and a script to play.
public struct QueueSpec: Sendable, Hashable, Identifiable {
    public static let window = "window"

    public var id: String
    /// View names; `window` is always among them.
    public var containers: [String]
    /// The container on top (popups in other containers wait).
    public var top: String
    public var autoPoll: Bool
    public var popups: [PopupSpec]
    public var script: [QueueStep]
    public var location: SourceLocation?

    public init(
        id: String, containers: [String] = [QueueSpec.window], top: String = QueueSpec.window,
        autoPoll: Bool = true, popups: [PopupSpec] = [], script: [QueueStep] = [], location: SourceLocation? = nil
    ) {
        self.id = id
        self.containers = containers.contains(QueueSpec.window) ? containers : [QueueSpec.window] + containers
        self.top = top
        self.autoPoll = autoPoll
        self.popups = popups
        self.script = script
        self.location = location
    }

    public func popup(_ name: String) -> PopupSpec? { popups.first { $0.name == name } }
}

public struct PopupSpec: Sendable, Hashable {
    public var name: String
    /// What it puts on the stage: an alert or rocket (`show:`) or a custom view of its own (`view:`).
    public var target: PopupTarget
    /// The alert or rocket it shows (nil for a custom view).
    public var show: SpecItem? { target.item }
    /// The custom view it is (nil for an alert or a rocket).
    public var view: PopupView? { if case .view(_, let view) = target { view } else { nil } }
    /// Higher first.
    public var priority: Int
    public var container: String
    public var selfMaintain: Bool

    public init(
        name: String, show: SpecItem, priority: Int = 0, container: String = QueueSpec.window,
        selfMaintain: Bool = false
    ) {
        self.init(name: name, target: .item(show), priority: priority, container: container, selfMaintain: selfMaintain)
    }

    public init(
        name: String, view: PopupView, priority: Int = 0, container: String = QueueSpec.window,
        selfMaintain: Bool = false
    ) {
        self.init(
            name: name, target: .view(name: name, view), priority: priority, container: container,
            selfMaintain: selfMaintain)
    }

    public init(
        name: String, target: PopupTarget, priority: Int = 0, container: String = QueueSpec.window,
        selfMaintain: Bool = false
    ) {
        self.name = name
        self.target = target
        self.priority = priority
        self.container = container
        self.selfMaintain = selfMaintain
    }
}

/// One step of a queue `script`.
public enum QueueStep: Sendable, Hashable {
    case register(String)
    /// `show()`: the front popup is shown if it is `ready` (or `selfMaintain`); how a queue without
    /// `autoPoll` starts.
    case show
    /// The stage reports the current popup is on screen (`showing`).
    case present
    /// The popup on screen is dismissed (→ `next()`).
    case dismiss
    /// A tap on the mask behind the popup on screen: an alert whose mask tap hides it (`hidesOnMaskTap`) is
    /// dismissed, and its `dismissCompletion` noted; an image popup is dismissed; otherwise it stays.
    case tapMask
    case poll
    case pause
    case next
    case clear
    case top(String)
}
