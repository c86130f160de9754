import FlareCore
@testable import FlareGtk
import Testing
import TestSupport

/// A title given the width Flare measures for it draws whole (`ActionsLayout.titleWidth`): Pango's ellipsizer counts
/// the tracking after the last glyph, which GTK's natural width leaves out, so "New action" in the template's system
/// 26 pt (tracked +0.22 pt) was drawn "New acti…" at its natural 141 pt. Stacked buttons are at their own width
/// (DUXBetaAlertView.swift:317), side by side in proportion to it (:318); docs/fidelity.md.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct TitleEllipsisRenderTests {
    /// The template's three actions and others, each at its size (system 23.5 pt: a fractional size, its tracking
    /// interpolated, every glyph at a fractional advance; Inter 26 pt: untracked).
    static let fonts: [FontSpec] = [
        .system(26), .system(17), .system(23.5), .system(30), .system(28, .semibold),
        FontSpec(family: "Inter", size: 26, weight: .regular),
    ]
    static let titles = ["Return home", "Not now", "New action", "OK", "Keep flying"]

    @MainActor static func alert(_ font: FontSpec, _ layout: LayoutAxis) -> AlertSpec {
        var alert = RenderFixtures.plain { $0.actionsLayoutType = layout }
        alert.actions = titles.prefix(layout == .vertical ? 5 : 3).map { title in
            var action = ActionSpec(title: title)
            action.appearance.actionFont = font
            return action
        }
        return alert
    }

    @Test func aStackedTitleAtItsMeasuredWidthDrawsWhole() async throws {
        try await onGtk {
            for scale in [1, 2, 3] {
                for font in Self.fonts {
                    try RenderFixtures.withView(Self.alert(font, .vertical), scale: scale) { view, _ in
                        for (index, label) in view.actionTitleLabels.enumerated() {
                            let need = AlertActionsPart.titleWidth(label)
                            #expect(Double(label.width) == need, "\(font) @\(scale)x: '\(label.text)' at its width")
                            #expect(!label.isEllipsized, "\(font) @\(scale)x: '\(label.text)' (\(index)) is whole")
                        }
                        #expect(view.layoutFindings.isEmpty, "\(font) @\(scale)x")
                    }
                }
            }
        }
    }

    /// Three 26 pt titles fit the landscape alert side by side (409 of 418 pt): none is cut.
    @Test func sideBySideTitlesThatFitDrawWhole() async throws {
        try await onGtk {
            for scale in [1, 3] {
                try RenderFixtures.withView(Self.alert(.system(26), .horizontal), scale: scale) { view, _ in
                    for label in view.actionTitleLabels {
                        #expect(!label.isEllipsized && Double(label.width) >= AlertActionsPart.titleWidth(label))
                    }
                    #expect(view.layoutFindings.isEmpty, "@\(scale)x")
                }
            }
        }
    }

    /// Lint's "cut" check reads Pango (`pango_layout_is_ellipsized`); what it says a cut title needs is what the
    /// label draws whole at, so a title given its natural width reads "needs 142 pt but its button gives it 141 pt"
    /// (it read "needs 141 pt but … gives it 141 pt").
    @Test func lintSaysACutTitleNeedsMoreThanItIsGiven() async throws {
        try await onGtk {
            try RenderFixtures.withView(Self.alert(.system(26), .vertical), scale: 1) { view, _ in
                let label = try #require(view.actionTitleLabels.first { $0.text == "New action" })
                label.setSizeRequest(width: -1, height: -1)  // as GTK measures it, without Flare's width
                let natural = label.measure(.horizontal).natural
                label.allocate(width: natural, height: label.measure(.vertical).natural)
                #expect(label.isEllipsized, "Pango cuts it at GTK's natural width")
                let (needed, given) = AlertView.widths(label)
                #expect(given == Double(natural) && needed > given)
                let message = LayoutFinding.actionTitleCut(index: 2, needed: needed, given: given)
                    .message(in: view.spec)
                #expect(message.contains("needs 142 pt but its button gives it 141 pt"), "\(message)")
            }
        }
    }
}
