// A stand-in for the pod JHPopupQueue 0.0.2beta (hllGitHub/PopupQueue@e957260, tag 0.0.2beta), transcribed from
// Source/PopupQueue.swift (PQ) and Source/Queue.swift (Q): the same protocol and manager, deciding the same way.
// `register` ignores a name already queued (PQ:87-90), sets the container and `.ready` on its copy (PQ:92-94),
// keeps the queue sorted by priority, highest first (PQ:46, Q:21-34; behind a front that is showing, PQ:95-96),
// and shows the front at once only if `autoPollWhenRegistered` is true at that call (PQ:105-107). `show` marks
// `.willShow` on its own copy (PQ:56-57): a class popup is marked in the queue, a struct's mark is lost. A popup in a
// view controller is shown only when that controller is the top-most (PQ:63-68, Extension.swift:13-25).
// Recording only: `recordedQueue` (the private queue, read-only) and `recordingTopMost` (the top-most view
// controller, which the release finds through the app's windows). HandoffStubTests checks the API against the
// release. Compiled by the tests only.
import UIKit

public enum PopContainer {
    case viewController(container: UIViewController)
    case window
}

public enum PopupStatus {
    case ready
    case willShow
    case showing
    case over
}

public protocol PopupRequirement {
    var popupName: String { get }
    var priority: Int { get }
    var container: PopContainer? { set get }
    var popupStatus: PopupStatus? { set get }
    var selfMaintain: Bool { get }

    mutating func show()
}

extension UIViewController {
    /// Extension.swift:13-25 walks the app's windows; the recording run says which controller is on top.
    nonisolated(unsafe) public static var recordingTopMost: UIViewController?
    nonisolated public class var topMost: UIViewController? { recordingTopMost }
}

public class PopupManager {
    // PQ:35, a plain static var; the tests run on one thread.
    nonisolated(unsafe) public static var shared = PopupManager()

    public var autoPollWhenRegistered = true

    private var queue: [PopupRequirement] = []
    private var currentPopup: (index: Int, popup: PopupRequirement)?

    /// Recording only: the release's initialiser is internal; the recording run starts each queue afresh.
    public init() {}

    /// Recording only: the queue in its order, as the release keeps it.
    public var recordedQueue: [PopupRequirement] { queue }

    /// Q:21-34: append, then sort by `priority >` (the whole queue, or all but the front).
    private func addQueue(popup: PopupRequirement, exceptFirst: Bool = false) {
        queue.append(popup)
        if exceptFirst && queue.count > 1 {
            queue = [queue[0]] + queue[1...].sorted { $0.priority > $1.priority }
        } else {
            queue.sort { $0.priority > $1.priority }
        }
    }

    /// PQ:49-70.
    private func show(popup: PopupRequirement) {
        guard popup.popupStatus == .ready || popup.selfMaintain else { return }
        var popup = popup
        popup.popupStatus = .willShow
        switch popup.container {
        case .window, .none:
            popup.show()
        case let .viewController(container):
            if UIViewController.topMost === container {
                popup.show()
                return
            }
        }
    }

    /// PQ:72-80.
    private func clearPopup(index: Int) {
        guard index < queue.count else { return }
        var popup = queue[index]
        popup.popupStatus = .over
        queue.remove(at: index)
    }

    /// PQ:84-108.
    public func register(popup: PopupRequirement, in container: PopContainer) {
        for popupItem in queue where popupItem.popupName == popup.popupName { return }
        var popup = popup
        popup.container = container
        popup.popupStatus = .ready
        if queue.first?.popupStatus == .showing || queue.first?.popupStatus == .willShow {
            addQueue(popup: popup, exceptFirst: true)
        } else {
            addQueue(popup: popup)
        }
        if queue.first?.popupStatus == .ready && autoPollWhenRegistered {
            show()
        }
    }

    /// PQ:110-112.
    public func clear() { queue = [] }

    /// PQ:115-123.
    public func show() {
        guard let popup = queue.first else { return }
        currentPopup = (0, popup)
        show(popup: popup)
    }

    /// PQ:125-133.
    public func next() {
        clearPopup(index: currentPopup?.index ?? 0)
        show()
    }

    /// PQ:136-146.
    public func pause() {
        guard var popup = currentPopup?.popup, !popup.selfMaintain else { return }
        if popup.popupStatus == .willShow { popup.popupStatus = .ready }
    }

    /// PQ:149-186.
    public func poll() {
        guard let current = currentPopup?.popup, current.popupStatus != .showing, current.popupStatus != .willShow
        else { return }
        for (index, popup) in queue.enumerated() {
            var popup = popup
            switch popup.container {
            case .window, .none:
                if popup.popupStatus == .ready || popup.selfMaintain {
                    if popup.popupStatus == .ready { popup.popupStatus = .willShow }
                    currentPopup = (index, popup)
                    popup.show()
                }
                return
            case let .viewController(container):
                if UIViewController.topMost === container {
                    if popup.popupStatus == .ready || popup.selfMaintain {
                        if popup.popupStatus == .ready { popup.popupStatus = .willShow }
                        currentPopup = (index, popup)
                        popup.show()
                    }
                    return
                }
            }
        }
    }
}
