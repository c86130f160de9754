// Compiled with the generated code into the recording run (CodeRecordingTests): reads back what a generated
// scenario's config() sets, what a queue's register function hands PopupQueue, and where each generated Scotty route
// leads, as strings the test compares with the spec.
import Foundation
import JHPopupQueue
import Scotty
import UIKit
import WaitForIt

/// A scenario as WaitForIt runs it: its rules as they stand after `reset()` (which runs `config()`), its flags'
/// values as the given functions answer, and `probe`'s steps (`event@t`, `try@t`, seconds from 0) replayed through
/// `triggerEvent(timeNow:)` and `tryToExecute(timeNow:)`, each try's answer after it (`try@t:true`).
@MainActor
func record<S: ScenarioProtocol>(_ scenario: S.Type, flags: [String: Bool], probe: [String]) -> [String: String] {
    scenario.reset()
    func text<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "none" }
    var out = [
        "minEventsRequired": text(scenario.minEventsRequired), "maxEventsPermitted": text(scenario.maxEventsPermitted),
        "maxExecutionsPermitted": text(scenario.maxExecutionsPermitted),
        "minSecondsSinceFirstEvent": text(scenario.minSecondsSinceFirstEvent),
        "minSecondsSinceLastEvent": text(scenario.minSecondsSinceLastEvent),
        "minSecondsBetweenExecutions": text(scenario.minSecondsBetweenExecutions),
        "customConditions": text(scenario.customConditions.map { $0() }),
    ]
    for (name, value) in flags { out["flag." + name] = "\(value)" }
    var steps: [String] = []
    for step in probe {
        let parts = step.split(separator: "@")
        let now = Date(timeIntervalSince1970: Double(parts[1])!)
        if parts[0] == "event" {
            scenario.triggerEvent(timeNow: now)
            steps.append(step)
        } else {
            scenario.tryToExecute(timeNow: now) { steps.append(step + ":\($0)") }
        }
    }
    out["probe"] = steps.joined(separator: " ")
    return out
}

/// The app's view controllers, one per container name of the spec (the same object each time it is asked for).
@MainActor
var containers: [String: UIViewController] = [:]

/// A view controller standing for the app's, named after the spec's container.
@MainActor
func container(_ name: String) -> UIViewController {
    if let controller = containers[name] { return controller }
    let controller = UIViewController()
    controller.title = name
    containers[name] = controller
    return controller
}

/// A queue as a fresh `PopupManager.shared` holds it after the queue's register function ran, with `top` (a
/// container name, or `window`) as the top-most view controller: each popup in the manager's order with its name,
/// priority, container, selfMaintain and status (a popup `show()` started is `willShow`).
@MainActor
func recordQueue(top: String, _ register: () -> Void) -> [String: Any] {
    PopupManager.shared = PopupManager()
    UIViewController.recordingTopMost = top == "window" ? nil : container(top)
    register()
    let popups = PopupManager.shared.recordedQueue.map { popup -> [String: String] in
        var where_ = "none"
        switch popup.container {
        case .window?: where_ = "window"
        case .viewController(let controller)?: where_ = controller.title ?? "?"
        case nil: break
        }
        return ["name": popup.popupName, "priority": "\(popup.priority)", "container": where_,
                "selfMaintain": "\(popup.selfMaintain)", "status": popup.popupStatus.map { "\($0)" } ?? "none"]
    }
    return ["autoPoll": "\(PopupManager.shared.autoPollWhenRegistered)", "popups": popups]
}

/// The root a probe route travels from: keeps the destination it was given.
final class ProbeRoot {
    var reached = "nothing"
}

/// For each URL: the route's identifier, whether Scotty held it (opened on a suspended `RouteController`, it ran only
/// at `resumeHandlingRoutes()`: suspendable), and the destination its navigator reached (`none`: no route).
@MainActor
func recordRoutes<D>(_ urls: [String], _ route: (URL, @escaping (ProbeRoot, D) -> Bool) -> Route<ProbeRoot>?)
    -> [String: String]
{
    var out: [String: String] = [:]
    for url in urls {
        guard let link = URL(string: url), let found = route(link, { root, d in
            root.reached = "\(d)"
            return true
        }) else {
            out[url] = "none"
            continue
        }
        let root = ProbeRoot()
        let controller = RouteController(root: root, ready: false)
        let atOnce = controller.open(found)
        let held = !atOnce && root.reached == "nothing"
        controller.resumeHandlingRoutes()
        out[url] = "\(found.identifier.rawValue) \(held) \(root.reached)"
    }
    return out
}
