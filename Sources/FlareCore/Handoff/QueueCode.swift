/// One queue as PopupQueue code: a `PopupRequirement` class per popup (name, priority, `selfMaintain`; the
/// container is given at registration) and a function registering them with `PopupManager.shared` in the order the
/// spec's script registers them, each in its container (`.window`, or the app's view controller named after it).
struct QueueCode {
    let queue: QueueSpec
    let options: SwiftCode.Options

    /// `CameraFlowBatteryPopup` for popup `battery` of queue `camera-flow`.
    static func typeName(queue: String, popup: String) -> String {
        SwiftLiteral.typeName(queue) + SwiftLiteral.typeName(popup) + "Popup"
    }

    /// `registerCameraFlowQueue` for queue `camera-flow`.
    static func registerName(_ queue: String) -> String { "register" + SwiftLiteral.typeName(queue) + "Queue" }

    /// The parameter a container is passed as (`camera: UIViewController`).
    static func containerParameter(_ container: String, index: Int) -> String {
        SwiftLiteral.variableName(container) ?? "container\(index + 1)"
    }

    /// The popups in the order they are registered: as the script first registers them, then the others in the
    /// spec's order.
    var registrationOrder: (scripted: [PopupSpec], rest: [PopupSpec]) {
        var names: [String] = []
        for case .register(let name) in queue.script where !names.contains(name) { names.append(name) }
        let scripted = names.compactMap { queue.popup($0) }
        return (scripted, queue.popups.filter { !names.contains($0.name) })
    }

    /// The containers the popups use other than the window, in the queue's order.
    var viewContainers: [String] {
        queue.containers.filter { c in c != QueueSpec.window && queue.popups.contains { $0.container == c } }
    }

    func code() -> String {
        var parts = queue.popups.map(popupType)
        parts.append(register())
        return parts.joined(separator: "\n\n")
    }

    func popupType(_ popup: PopupSpec) -> String {
        let (what, how) =
            switch popup.target {
            case .item(let item): ("\(item.section) `\(item.id)`", presenter(item))
            case .view(_, let view):
                ("a custom \(view.kind) view", "add your \(view.kind) view over the top-most view controller")
            }
        return """
            /// Popup `\(popup.name)` of the spec's queue `\(queue.id)`: shows \(what).
            final class \(Self.typeName(queue: queue.id, popup: popup.name)): PopupRequirement {
                var popupName: String { \(SwiftLiteral.string(popup.name)) }
                var priority: Int { \(popup.priority) }
                var container: PopContainer?
                var popupStatus: PopupStatus?
                var selfMaintain: Bool { \(popup.selfMaintain) }

                func show() {
                    guard popupStatus == .willShow else { return }
                    // Present \(what): \(how).
                    // Once it is on screen, set `popupStatus = .showing`; when it is dismissed, \
            call `PopupManager.shared.next()`.
                }
            }
            """
    }

    func presenter(_ item: SpecItem) -> String {
        switch item {
        case .alert(let id): "`" + SwiftCode.functionName(alert: id) + "().show()`"
        case .rocket(let id): "`" + RocketCode.functionName(id) + "().show()`"
        case .queue, .scenario, .screen: "the app's own code"
        }
    }

    func register() -> String {
        let containers = viewContainers
        let parameters = containers.enumerated().map { Self.containerParameter($0.element, index: $0.offset) }
        var lines = [
            "/// Registers the popups of the spec's queue `\(queue.id)` in the order its script does.",
            "/// PopupQueue shows the higher priority first, equal priorities in the order registered.",
        ]
        if !containers.isEmpty {
            let top = queue.top == QueueSpec.window ? "" : " (Flare's preview puts `\(queue.top)` on top)"
            lines.append("/// A popup in a view controller waits until it is the top-most one\(top).")
        }
        lines.append("@MainActor")
        lines += SwiftCode.call(
            "", "", "func \(Self.registerName(queue.id))",
            parameters.map { "\($0): UIViewController" })
        lines[lines.count - 1] += " {"
        if !queue.autoPoll {
            lines.append("    // The spec's autoPoll is off: nothing shows until `PopupManager.shared.show()`.")
            lines.append("    PopupManager.shared.autoPollWhenRegistered = false")
        } else if options.includeDefaults {
            lines.append("    PopupManager.shared.autoPollWhenRegistered = true")
        }
        let (scripted, rest) = registrationOrder
        for popup in scripted { lines += registration(popup, parameters) }
        if !rest.isEmpty {
            if !scripted.isEmpty {
                lines.append("    // Popups the spec's script does not register, in the spec's order:")
            }
            for popup in rest { lines += registration(popup, parameters) }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    func registration(_ popup: PopupSpec, _ parameters: [String]) -> [String] {
        let type = Self.typeName(queue: queue.id, popup: popup.name)
        var container = ".window"
        if let index = viewContainers.firstIndex(of: popup.container) {
            container = ".viewController(container: \(parameters[index]))"
        }
        return SwiftCode.call("    ", "", "PopupManager.shared.register", ["popup: \(type)()", "in: \(container)"])
    }
}
