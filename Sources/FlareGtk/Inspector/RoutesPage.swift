import CFlareShim
import CGtk
import FlareCore
import Foundation

/// The inspector's routes page: the spec's URL patterns and what they open, an entry to open a URL as a
/// deep link would (`PreviewWindow.open(url:)`), with what it resolved to or why it did not, and Scotty's routing
/// controls: suspend, the URL waiting in the single slot, resume with a policy (execute, clear, none).
@MainActor
final class RoutesPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    let urlEntry: UnsafeMutablePointer<GtkWidget>
    let openButton: UnsafeMutablePointer<GtkWidget>
    let result: UnsafeMutablePointer<GtkWidget>
    let suspendButton: UnsafeMutablePointer<GtkWidget>
    let resumeButton: UnsafeMutablePointer<GtkWidget>
    /// execute, clear, none.
    let policyChooser: UnsafeMutablePointer<GtkWidget>
    let routingStatus: UnsafeMutablePointer<GtkWidget>
    let patterns = InspectorTable(columns: ["Pattern", "Opens"], placeholder: "No routes: flare:// URLs still work.", expanding: 1, wraps: true)
    private let content: UnsafeMutablePointer<GtkWidget>

    init() {
        let (scroller, content) = Gtk.page()
        widget = scroller
        self.content = content
        urlEntry = gtk_entry_new()!
        gtk_entry_set_placeholder_text(flare_entry(urlEntry), "flare://alert/low-battery?theme=dark")
        gtk_widget_set_hexpand(urlEntry, 1)
        openButton = gtk_button_new_with_label("Open")!
        gtk_widget_add_css_class(openButton, "suggested-action")
        result = Gtk.label("", wrap: true)
        gtk_label_set_selectable(flare_label(result), 1)
        suspendButton = gtk_button_new_with_label("Suspend")!
        resumeButton = gtk_button_new_with_label("Resume")!
        policyChooser = Gtk.dropDown(RoutingSpec.Policy.allCases.map(\.rawValue))
        gtk_widget_set_tooltip_text(policyChooser, "What resuming does with the waiting URL: execute opens it, clear drops it, none keeps it waiting")
        routingStatus = Gtk.label("", "caption", wrap: true)
    }

    func connect(to inspector: Inspector) {
        gtk_box_append(flare_box(content), Gtk.heading("Open a URL"))
        gtk_box_append(flare_box(content), Gtk.linked([urlEntry, openButton]))
        gtk_box_append(flare_box(content), result)
        gtk_box_append(flare_box(content), Gtk.heading("Routing"))
        gtk_box_append(flare_box(content), Gtk.row([suspendButton, resumeButton, policyChooser]))
        gtk_box_append(flare_box(content), routingStatus)
        gtk_box_append(flare_box(content), Gtk.heading("Route patterns"))
        gtk_box_append(flare_box(content), Gtk.label("{param} placeholders carry over; the first matching pattern wins.", "caption", "dim-label", wrap: true))
        gtk_box_append(flare_box(content), patterns.widget)
        Signals.connect(openButton, "clicked") { [weak self, weak inspector] in
            guard let self, let window = inspector?.window else { return }
            open(String(cString: gtk_editable_get_text(flare_editable(urlEntry))), in: window)
        }
        Signals.connect(urlEntry, "activate") { [weak self] in
            guard let self else { return }
            flare_signal_emit(openButton, "clicked")
        }
        Signals.connect(suspendButton, "clicked") { [weak self, weak inspector] in
            guard let self, let window = inspector?.window else { return }
            window.suspendRouting()
            showRouting(window)
        }
        Signals.connect(resumeButton, "clicked") { [weak self, weak inspector] in
            guard let self, let window = inspector?.window else { return }
            let policies = RoutingSpec.Policy.allCases
            let index = Int(gtk_drop_down_get_selected(flare_drop_down(policyChooser)))
            window.resumeRouting(policies.indices.contains(index) ? policies[index] : .execute)
            showRouting(window)
        }
    }

    /// The spec's resume policy is the chooser's default.
    func show(_ routing: RoutingSpec) {
        gtk_drop_down_set_selected(flare_drop_down(policyChooser), guint(RoutingSpec.Policy.allCases.firstIndex(of: routing.resume) ?? 0))
    }

    func show(_ routes: [RouteSpec]) {
        patterns.show(routes.map { route in
            [route.pattern, ([route.target] + (route.suspendable ? [] : ["never waits"]) + (route.action.map { ["\($0)"] } ?? []))
                .joined(separator: "; ")]
        })
    }

    /// Whether routing is suspended, and the URL waiting in the slot.
    func showRouting(_ window: PreviewWindow) {
        let state = window.routingSuspendedByUser ? "Routing is suspended: URLs wait (a newer one replaces the waiting one)."
            : "Routing is on."
        Gtk.setText(routingStatus, state + (window.pendingRoute.map { " Waiting: \($0)" } ?? " Nothing is waiting."))
        gtk_widget_set_sensitive(suspendButton, window.routingSuspendedByUser ? 0 : 1)
        gtk_widget_set_sensitive(resumeButton, window.routingSuspendedByUser || window.pendingRoute != nil ? 1 : 0)
    }

    /// Opens `url` in the window and says what it resolved to.
    private func open(_ url: String, in window: PreviewWindow) {
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        switch RouteResolver(spec: window.spec).resolve(trimmed) {
        case .success(let resolution):
            gtk_widget_remove_css_class(result, "error")
            Gtk.setText(result, "→ \(resolution)")
        case .failure(let failure):
            gtk_widget_add_css_class(result, "error")
            Gtk.setText(result, "Does not resolve: \(failure.message)")
        }
        window.open(url: trimmed)
        if let pending = window.pendingRoute {
            Gtk.setText(result, window.routingSuspendedByUser ? "Waiting until routing resumes: \(pending)"
                        : "Waiting for the spec to load: \(pending)")
        }
        showRouting(window)
    }
}
