import FlareCore
import Foundation

/// What the Routes page reads and asks of the window: Scotty's single slot and the suspension the page controls.
@MainActor
protocol RoutingControls: AnyObject {
    var spec: Spec? { get }
    var routingSuspendedByUser: Bool { get }
    var pendingRoute: String? { get }
    func open(url: String)
    func suspendRouting()
    func resumeRouting(_ policy: RoutingSpec.Policy)
}

/// The inspector's routes page: the spec's URL patterns and what they open, an entry to open a URL as a
/// deep link would (`WindowRoutes.open(url:)`), with what it resolved to or why it did not, and Scotty's routing
/// controls: suspend, the URL waiting in the single slot, resume with a policy (execute, clear, none).
@MainActor
final class RoutesPage {
    let widget: ScrolledWindow
    let urlEntry: Entry
    let openButton: Button
    let result: Label
    let suspendButton: Button
    let resumeButton: Button
    /// execute, clear, none.
    let policyChooser: DropDown
    let routingStatus: Label
    let patterns = InspectorTable(
        columns: ["Pattern", "Opens"], placeholder: "No routes: flare:// URLs still work.", expanding: 1, wraps: true)
    private let content: Box

    init() {
        (widget, content) = InspectorLayout.page()
        urlEntry = Entry(placeholder: "flare://alert/low-battery?theme=dark")
        urlEntry.hexpand = true
        openButton = Button(label: "Open")
        openButton.addClass("suggested-action")
        result = Label("", classes: [], wrap: true)
        result.selectable = true
        suspendButton = Button(label: "Suspend")
        resumeButton = Button(label: "Resume")
        policyChooser = DropDown(RoutingSpec.Policy.allCases.map(\.rawValue))
        policyChooser.tooltip =
            "What resuming does with the waiting URL: execute opens it, clear drops it, none keeps it waiting"
        routingStatus = Label("", classes: ["caption"], wrap: true)
    }

    func connect(to inspector: Inspector) {
        content.append(InspectorLayout.heading("Open a URL"))
        content.append(InspectorLayout.linked([urlEntry, openButton]))
        content.append(result)
        content.append(InspectorLayout.heading("Routing"))
        content.append(Box(row: [suspendButton, resumeButton, policyChooser], spacing: 6))
        content.append(routingStatus)
        content.append(InspectorLayout.heading("Route patterns"))
        content.append(
            Label(
                "{param} placeholders carry over; the first matching pattern wins.", classes: ["caption", "dim-label"],
                wrap: true))
        content.append(patterns.widget)
        openButton.connect(.clicked) { [weak self, weak inspector] in
            guard let self, let window = inspector?.host?.routing else { return }
            open(urlEntry.text, in: window)
        }
        urlEntry.connect(.activate) { [weak self] in self?.openButton.emit(.clicked) }
        suspendButton.connect(.clicked) { [weak self, weak inspector] in
            guard let self, let window = inspector?.host?.routing else { return }
            window.suspendRouting()
            showRouting(window)
        }
        resumeButton.connect(.clicked) { [weak self, weak inspector] in
            guard let self, let window = inspector?.host?.routing else { return }
            let policies = RoutingSpec.Policy.allCases
            let index = policyChooser.selected ?? -1
            window.resumeRouting(policies.indices.contains(index) ? policies[index] : .execute)
            showRouting(window)
        }
    }

    /// The spec's resume policy is the chooser's default.
    func show(_ routing: RoutingSpec) {
        policyChooser.selected = RoutingSpec.Policy.allCases.firstIndex(of: routing.resumePolicy) ?? 0
    }

    func show(_ routes: [RouteSpec]) {
        patterns.show(
            routes.map { route in
                [
                    route.pattern,
                    ([route.target] + (route.suspendable ? [] : ["never waits"])
                        + (route.action.map { ["\($0)"] } ?? []))
                        .joined(separator: "; "),
                ]
            })
    }

    /// Whether routing is suspended, and the URL waiting in the slot.
    func showRouting(_ window: any RoutingControls) {
        let state =
            window.routingSuspendedByUser
            ? "Routing is suspended: URLs wait (a newer one replaces the waiting one)."
            : "Routing is on."
        routingStatus.text = state + (window.pendingRoute.map { " Waiting: \($0)" } ?? " Nothing is waiting.")
        suspendButton.sensitive = !window.routingSuspendedByUser
        resumeButton.sensitive = window.routingSuspendedByUser || window.pendingRoute != nil
    }

    /// Opens `url` in the window and says what it resolved to.
    private func open(_ url: String, in window: any RoutingControls) {
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        switch RouteResolver(spec: window.spec).resolve(trimmed) {
        case .success(let resolution):
            result.removeClass("error")
            result.text = "→ \(resolution)"
        case .failure(let failure):
            result.addClass("error")
            result.text = "Does not resolve: \(failure.message)"
        }
        window.open(url: trimmed)
        if let pending = window.pendingRoute {
            result.text =
                window.routingSuspendedByUser
                ? "Waiting until routing resumes: \(pending)"
                : "Waiting for the spec to load: \(pending)"
        }
        showRouting(window)
    }
}
