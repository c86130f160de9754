import FlareCore
import Foundation

/// The inspector's Checks page: what `flare lint` finds in the shown spec (`Linter`, on the window's device),
/// measured again on every reload while the page is shown. Findings are grouped by alert or rocket, errors first
/// (`LintFindingGroup`), narrowed by the filter entry. Clicking a finding selects its alert or rocket on the stage
/// (in the theme it was measured in) and outlines the part for a moment; its open button opens the spec at its key.
@MainActor
final class ChecksPage {
    let widget: ScrolledWindow
    private let content: Box
    private let summary: Label
    private let list: Box
    /// The findings measured (in spec order); those shown, in the page's order, one button per finding and
    /// one open button per finding (tests click them).
    private(set) var findings: [LintFinding] = []
    private(set) var shown: [LintFinding] = []
    private(set) var rows: [Button] = []
    private(set) var openButtons: [Button] = []
    let filterEntry = SearchEntry()
    private weak var inspector: Inspector?
    /// The spec the findings are of (nil: not measured yet, or stale).
    private var measured: Spec?

    init() {
        (widget, content) = InspectorLayout.page()
        summary = Label("", classes: ["dim-label"], wrap: true)
        list = Box(.vertical, spacing: 4)
    }

    func connect(to inspector: Inspector) {
        self.inspector = inspector
        content.append(InspectorLayout.heading("Accessibility and layout checks"))
        content.append(
            Label(
                "As flare lint measures the rendered alerts and rockets. Click a finding to show it.",
                classes: ["caption", "dim-label"], wrap: true))
        content.append(summary)
        filterEntry.setPlaceholder("Filter checks: a rule, an item, a word")
        filterEntry.connect(.searchChanged) { [weak self] in self?.showGroups() }
        content.append(filterEntry)
        content.append(list)
    }

    /// Measures `spec` (the window's, with its device) unless these findings are already of it, and lists them.
    func refresh(_ spec: Spec?) {
        guard let spec else { return }
        guard spec != measured else { return }
        measured = spec
        // The export window the measuring uses is hidden again afterwards: the previewer shows no stray window.
        defer { RenderHost.hide() }
        do {
            findings = try Linter.findings(in: spec)
            show()
        } catch {
            findings = []
            clear()
            summary.text = "Could not render the spec to check it: \(error)"
        }
    }

    /// Forgets the findings, so the next `refresh` measures again.
    func invalidate() { measured = nil }

    private func clear() {
        list.removeAll()
        rows = []
        openButtons = []
        shown = []
    }

    private func show() {
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        summary.text =
            findings.isEmpty
            ? "No findings: every alert and rocket passes."
            : "\(count(errors, "error")), \(count(warnings, "warning"))"
        filterEntry.visible = !findings.isEmpty
        showGroups()
    }

    /// Lists the findings the filter keeps, under one heading per alert or rocket.
    private func showGroups() {
        clear()
        let groups = LintFindingGroup.grouping(findings, filter: filterEntry.text)
        if groups.isEmpty && !findings.isEmpty {
            list.append(Label("No checks match “\(filterEntry.text)”", classes: ["dim-label"], wrap: true))
        }
        for group in groups {
            let counts = [
                group.errors > 0 ? "\(group.errors) error\(group.errors == 1 ? "" : "s")" : nil,
                group.warnings > 0 ? "\(group.warnings) warning\(group.warnings == 1 ? "" : "s")" : nil,
            ]
            let heading = InspectorLayout.heading(
                "\(Sidebar.heading(group.subject.section).dropLast()) “\(group.subject.id)”")
            heading.xalign = 0
            let detail = Label(counts.compactMap { $0 }.joined(separator: ", "), classes: ["caption", "dim-label"])
            detail.hexpand = true
            detail.xalign = 1
            list.append(Box(row: [heading, detail], spacing: 6))
            for finding in group.findings { append(finding) }
        }
    }

    private func append(_ finding: LintFinding) {
        let index = shown.count
        shown.append(finding)
        let button = Button()
        button.addClass("flat")
        button.hexpand = true
        let icon = Image(icon: finding.severity == .error ? "dialog-error-symbolic" : "dialog-warning-symbolic")
        icon.addClass(finding.severity == .error ? "flare-check-failed" : "flare-check-warning")
        icon.valign = .start
        let file = (finding.location.file as NSString).lastPathComponent
        let theme = finding.theme.map { " · \($0.rawValue)" } ?? ""
        let title = Label(LintFindingGroup.message(of: finding), classes: [], wrap: true)
        title.xalign = 0
        let where_ = Label(
            "\(finding.rule.rawValue)\(theme) · \(file):\(finding.location.line)", classes: ["caption", "dim-label"])
        where_.xalign = 0
        let text = Box(column: [title, where_], spacing: 2)
        text.hexpand = true
        button.child = Box(row: [icon, text], spacing: 8)
        button.tooltip = "Show it on the stage: " + finding.diagnostic.description
        button.connect(.clicked) { [weak self] in self?.reveal(index) }
        let open = Button(icon: "document-edit-symbolic")
        open.addClass("flat")
        open.valign = .center
        open.tooltip = "Open \(file) at line \(finding.location.line)"
        open.connect(.clicked) { [weak self] in
            self?.inspector?.host?.openSource(at: finding.location)
        }
        list.append(Box(row: [button, open], spacing: 2))
        rows.append(button)
        openButtons.append(open)
    }

    /// Selects shown finding `index`'s alert or rocket (in its theme) and outlines the part on the stage.
    func reveal(_ index: Int) {
        guard shown.indices.contains(index), let host = inspector?.host else { return }
        let finding = shown[index]
        if let theme = finding.theme, theme != host.theme { host.setTheme(theme) }
        host.select(finding.subject)
        guard let stage = host.stage else { return }
        if let f = finding.frame {
            stage.highlight(x: f.x, y: f.y, width: f.width, height: f.height)
        } else if case .alert = finding.subject {
            let f = stage.alertFrame
            stage.highlight(x: f.x, y: f.y, width: f.width, height: f.height)
        } else {
            let (w, h) = stage.deviceSize
            stage.highlight(x: 0, y: 0, width: w, height: h)
        }
        host.record(.stage, "check: \(finding.diagnostic.description)")
    }
}
