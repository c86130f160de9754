// Compiled with the generated code into the recording run (CodeCommandTests): reads back what a generated
// scenario's config() sets, what a queue's register function hands PopupQueue, and where each generated Scotty route
// leads, as strings the test compares with the spec.
import Foundation
import JHPopupQueue
import Scotty
import UIKit
import WaitForIt

/// A scenario's rules as `config()` sets them, and its flags' values as the given functions answer.
@MainActor
func record<S: ScenarioProtocol>(_ scenario: S.Type, flags: [String: Bool]) -> [String: String] {
    let c = scenario.configured()
    func text<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "none" }
    var out = [
        "minEventsRequired": text(c.minEventsRequired), "maxEventsPermitted": text(c.maxEventsPermitted),
        "maxExecutionsPermitted": text(c.maxExecutionsPermitted),
        "minSecondsSinceFirstEvent": text(c.minSecondsSinceFirstEvent),
        "minSecondsSinceLastEvent": text(c.minSecondsSinceLastEvent),
        "minSecondsBetweenExecutions": text(c.minSecondsBetweenExecutions),
        "customConditions": text(c.customConditions.map { $0() }),
    ]
    for (name, value) in flags { out["flag." + name] = "\(value)" }
    return out
}

/// A view controller standing for the app's, named after the spec's container.
@MainActor
func container(_ name: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = name
    return controller
}

/// What a queue's register function hands `PopupManager.shared`, in order.
@MainActor
func recordQueue(_ register: () -> Void) -> [String: Any] {
    PopupManager.shared.clear()
    PopupManager.shared.autoPollWhenRegistered = true
    register()
    let popups = PopupManager.shared.registered.map { popup -> [String: String] in
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

/// For each URL: the route's identifier, whether it is suspendable, and the destination its navigator reached
/// (`none`: no route).
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
        _ = found.navigator(root, nil)
        out[url] = "\(found.identifier.rawValue) \(found.isSuspendable) \(root.reached)"
    }
    return out
}
