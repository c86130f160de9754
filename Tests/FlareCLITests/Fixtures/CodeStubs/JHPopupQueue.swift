// A stand-in for PopupQueue's public API (hllGitHub/PopupQueue: README.zh.md; seed-semantics.md "PopupQueue").
// `PopupManager.registered` (recording only) keeps what `register(popup:in:)` was given, in order; it shows
// nothing. Compiled by the tests only.
import UIKit

public enum PopupStatus {
    case ready, willShow, showing, over
}

public enum PopContainer {
    case viewController(container: UIViewController)
    case window
}

public protocol PopupRequirement {
    var popupName: String { get }
    var priority: Int { get }
    var container: PopContainer? { get set }
    var popupStatus: PopupStatus? { get set }
    var selfMaintain: Bool { get }

    mutating func show()
}

public final class PopupManager {
    // The seed's singleton is a plain `static let`; the tests run on one thread.
    nonisolated(unsafe) public static let shared = PopupManager()

    public var autoPollWhenRegistered = true
    /// Recording only.
    public var registered: [PopupRequirement] = []

    public func register(popup: PopupRequirement, in container: PopContainer) {
        var popup = popup
        popup.container = container
        popup.popupStatus = .ready
        registered.append(popup)
    }

    public func show() {}
    public func next() {}
    public func pause() {}
    public func poll() {}
    public func clear() { registered = [] }
}
