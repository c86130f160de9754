import FlareCore
import Foundation
import PropertyBased
import Testing

/// The previewer window's state machine with no display: loads (the last good spec kept on errors), the selection
/// across reloads, DUX's stack and its close reasons, the view's choices and the painted generation.
@Suite struct PreviewerStateTests {
    static func spec(
        alerts: [String], rockets: [String] = [], queues: [String] = [], theme: Theme = .light,
        locales: [String] = []
    ) -> Spec {
        Spec(
            file: "/tmp/spec.yaml", stage: Stage(device: .phone, theme: theme, scale: 2),
            alerts: alerts.map { AlertSpec(id: $0) },
            rockets: rockets.map {
                RocketSpec(id: $0, start: "a", blocks: [RocketBlock(id: "a", content: .text(.init(text: "Hi")))])
            },
            queues: queues.map { QueueSpec(id: $0) }, locales: locales.map { SpecLocale(code: $0) })
    }

    static let warning = Diagnostic(
        .warning, "a warning", at: SourceLocation(file: "/tmp/spec.yaml", line: 1, column: 1))
    static let error = Diagnostic(.error, "an error", at: SourceLocation(file: "/tmp/spec.yaml", line: 2, column: 3))

    static func loaded(_ spec: Spec) -> PreviewerState {
        var state = PreviewerState(specPath: "/tmp/spec.yaml")
        _ = state.loaded(spec, diagnostics: [])
        return state
    }

    @Test func theFirstLoadSelectsTheFirstAlertAndPutsItOnTheStack() {
        var state = PreviewerState(specPath: "/tmp/spec.yaml")
        let loaded = state.loaded(
            Self.spec(alerts: ["a", "b"], rockets: ["r"], theme: .dark), diagnostics: [Self.warning])
        #expect(loaded.first)
        #expect(loaded.reset == .init(closed: [], shown: "a"))
        #expect(state.selection == .alert("a"))
        #expect(state.stack.alerts == ["a"])
        #expect(state.shownAlertID == "a")
        #expect(state.view.theme == .dark, "the spec's theme")
        #expect(state.diagnostics == [Self.warning])
        #expect(state.spec?.alerts.map(\.id) == ["a", "b"])
        #expect(state.shownVariant == Variant(theme: .dark, scale: 2, device: .phone))
    }

    @Test func aSpecWithoutAlertsSelectsItsFirstItem() {
        let state = Self.loaded(Self.spec(alerts: [], rockets: ["r"], queues: ["q"]))
        #expect(state.selection == .rocket("r"))
        #expect(state.stack.isEmpty)
    }

    @Test func anErrorKeepsTheLastGoodSpecAndAMissingFileKeepsItToo() {
        var state = Self.loaded(Self.spec(alerts: ["a"]))
        state.loadFailed([Self.error])
        #expect(state.spec?.alerts.map(\.id) == ["a"], "the last good spec stays")
        #expect(state.diagnostics == [Self.error])
        #expect(state.selection == .alert("a"))
        state.specMissing()
        #expect(!state.specExists)
        #expect(state.diagnostics.isEmpty)
        #expect(state.spec != nil)
        let loaded = state.loaded(Self.spec(alerts: ["a"]), diagnostics: [])
        #expect(state.specExists)
        #expect(!loaded.first, "a good spec was there")
    }

    @Test func aReloadKeepsTheSelectionOrMovesItWhenItsItemIsGone() {
        var state = Self.loaded(Self.spec(alerts: ["a", "b"], rockets: ["r"]))
        let r62 = state.select(.alert("b"))
        #expect(r62)
        _ = state.resetStack()
        var loaded = state.loaded(Self.spec(alerts: ["a", "b", "c"], rockets: ["r"]), diagnostics: [])
        #expect(state.selection == .alert("b"), "still there: kept")
        #expect(loaded.reset == .init(closed: ["b"], shown: "b"))
        loaded = state.loaded(Self.spec(alerts: ["c", "a"], rockets: ["r"]), diagnostics: [])
        #expect(state.selection == .alert("c"), "gone: the first alert")
        #expect(loaded.reset == .init(closed: ["b"], shown: "c"))
        let r70 = state.select(.rocket("r"))
        #expect(r70)
        loaded = state.loaded(Self.spec(alerts: [], rockets: ["r"]), diagnostics: [])
        #expect(state.selection == .rocket("r"))
        #expect(loaded.reset.shown == nil)
        let r74 = state.select(.alert("zz"))
        #expect(!r74, "not in the spec: nothing changes")
        #expect(state.selection == .rocket("r"))
    }

    @Test func theUsersThemeAndAValidLocaleOutliveAReload() {
        var state = Self.loaded(Self.spec(alerts: ["a"], theme: .light, locales: ["de", "ar"]))
        let r80 = state.setLocale("de")
        #expect(r80)
        let r81 = state.setLocale("de")
        #expect(!r81, "unchanged")
        let r82 = state.setLocale("fr")
        #expect(r82, "an unknown code shows the spec's own text")
        #expect(state.view.locale == nil)
        let r84 = state.setLocale("de")
        #expect(r84)
        _ = state.loaded(Self.spec(alerts: ["a"], theme: .dark, locales: ["de"]), diagnostics: [])
        #expect(state.view.theme == .dark, "the spec's theme while the user chose none")
        #expect(state.view.locale == "de")
        let r88 = state.setTheme(.light)
        #expect(r88)
        let r89 = state.setTheme(.light)
        #expect(!r89)
        #expect(state.view.themeFromUser)
        _ = state.loaded(Self.spec(alerts: ["a"], theme: .dark, locales: []), diagnostics: [])
        #expect(state.view.theme == .light, "the user's theme stays")
        #expect(state.view.locale == nil, "the locale left the spec")
        state.open(specPath: "/tmp/other.yaml")
        #expect(
            state.spec == nil && state.selection == nil && !state.view.themeFromUser && state.view.deviceOverride == nil
        )
        #expect(state.specPath == "/tmp/other.yaml")
    }

    @Test func aLinkToTheShownThemeLeavesWhoChoseIt() {
        var state = Self.loaded(Self.spec(alerts: ["a"], theme: .dark))
        let r101 = state.applyLinkTheme(.dark)
        #expect(!r101)
        #expect(!state.view.themeFromUser)
        let r103 = state.applyLinkTheme(.light)
        #expect(r103)
        #expect(state.view.themeFromUser)
    }

    @Test func theDeviceAndTheLocaleShapeTheShownSpec() {
        var state = Self.loaded(Self.spec(alerts: ["a"], locales: ["de"]))
        let r109 = state.setDevice(.tablet)
        #expect(r109)
        let r110 = state.setDevice(.tablet)
        #expect(!r110)
        #expect(state.effective(state.spec!).stage.device == .tablet)
        #expect(state.shownVariant?.device == .tablet)
        let r113 = state.setDevice(nil)
        #expect(r113)
        #expect(state.effective(state.spec!).stage.device == .phone)
    }

    /// DUXBetaAlertStackController.swift:60-63 compares instances and DUXBetaTakeOffWidget.swift:350 builds a new
    /// alert per show: showing the alert on top (or one below) again is one more entry, as `--stacked --id a --id a`.
    @Test func aSecondShowOfAnAlertOnTheStackIsASecondEntry() {
        var state = Self.loaded(Self.spec(alerts: ["a", "b"]))
        let r1 = state.showOver("a")
        #expect(r1 == .over(below: ["a"]))
        #expect(state.stack.alerts == ["a", "a"])
        let r2 = state.showOver("b")
        #expect(r2 == .over(below: ["a", "a"]))
        let r3 = state.showOver("a")
        #expect(r3 == .over(below: ["a", "a", "b"]))
        #expect(state.selection == .alert("a"))
        let closed = state.closeShownAlert(byUser: true)
        #expect(closed == "a")
        #expect(state.stack.alerts == ["a", "a", "b"], "the top-most show closes")
        _ = state.closeFinished()
        let revealed = state.revealBelow()
        #expect(revealed == "b")
        _ = state.showOver("b")
        let closedB = state.closeShownAlert(byUser: true)
        #expect(closedB == "b" && state.stack.alerts == ["a", "a", "b"])
        _ = state.closeFinished()
        let again = state.revealBelow()
        #expect(again == "b" && state.shownAlertID == "b")
    }

    @Test func theStackShowsOverClosesAndRevealsBelowWithItsReasons() {
        var state = Self.loaded(Self.spec(alerts: ["a", "b", "c"]))
        let generation = state.generation
        let r120 = state.showOver("b")
        #expect(r120 == .over(below: ["a"]))
        #expect(state.stack.alerts == ["a", "b"])
        #expect(state.selection == .alert("b"))
        #expect(state.generation == generation + 1)
        let r125 = state.showOver("zz")
        #expect(r125 == .notAnAlert)
        #expect(state.presentsOver("c"))
        #expect(state.presentsOver("a"), "on the stack already: a new instance goes over it")

        let r129 = state.closeShownAlert(byUser: true)
        #expect(r129 == "b")
        #expect(state.stack.alerts == ["a"], "the stack forgets it at once")
        #expect(state.closing == .init(id: "b", byUser: true))
        #expect(state.shownAlertID == nil, "b is closing")
        #expect(!state.presentsOver("c"), "while an alert closes, a presented one starts the stage anew")
        let r134 = state.closeFinished()
        #expect(r134 == .init(id: "b", byUser: true))
        #expect(state.closing == nil)
        let r136 = state.revealBelow()
        #expect(r136 == "a")
        #expect(state.selection == .alert("a"))

        let r139 = state.closeShownAlert(byUser: false)
        #expect(r139 == "a")
        let closed = state.closeFinished()
        #expect(closed?.byUser == false, "a session closed it")
        let r142 = state.revealBelow()
        #expect(r142 == nil, "the stack is empty")
        let r143 = state.closeShownAlert(byUser: true)
        #expect(r143 == nil, "nothing shown")
        let r144 = state.showOver("c")
        #expect(r144 == .select, "with nothing shown, it is simply selected")
    }

    @Test func zoomClampsAndSaysWhenTheStageIsDrawnAgain() {
        var state = Self.loaded(Self.spec(alerts: ["a"]))
        let r149 = state.setZoom(1)
        #expect(r149 == nil)
        let r150 = state.setZoom(0.5)
        #expect(r150 == .transform)
        let r151 = state.setZoom(1.5)
        #expect(r151 == .rescale, "scale 1 → 2")
        #expect(state.stageScale == 2)
        let r153 = state.setZoom(100)
        #expect(r153 == .rescale)
        #expect(state.view.zoom == Zoom.range.upperBound)
        #expect(
            state.setZoom(0.15, fits: true) != nil && state.view.zoom == 0.15 && state.view.zoomFits,
            "a fit may go below 25 %")
        _ = state.setZoom(0.15)
        #expect(state.view.zoom == Zoom.range.lowerBound && !state.view.zoomFits, "a zoom the user picks may not")
        let r155 = state.setZoom(1)
        #expect(r155 != nil)
        #expect(state.zoom(by: 1) == 1.1)
        #expect(state.zoom(by: -2) == 0.8)
        #expect(state.zoom(by: 99) == Canvas.steps.last)
    }

    @Test func aFramePaintsTheGenerationOnce() {
        var state = Self.loaded(Self.spec(alerts: ["a"]))
        state.stageChanged()
        let r164 = state.framePainted()
        #expect(r164)
        let r165 = state.framePainted()
        #expect(!r165, "the next frame shows nothing new")
        #expect(state.paintedGeneration == state.generation)
        state.setRoutingSuspendedByUser(true)
        #expect(state.routingSuspendedByUser)
    }

    // MARK: Random sequences

    static let ids = ["a", "b", "c", "d"]
    static let specs: [Spec] = [
        spec(alerts: ["a", "b", "c"], rockets: ["r"], queues: ["q"]),
        spec(alerts: ["b", "d"], rockets: [], queues: ["q"], theme: .dark, locales: ["de"]),
        spec(alerts: [], rockets: ["r"]),
        spec(alerts: ["d", "a"], rockets: ["r"], locales: ["de"]),
    ]

    /// Decodes one random number into a transition the window makes.
    static func step(_ code: Int, _ state: inout PreviewerState) -> String {
        let id = ids[(code / 16) % ids.count]
        switch code % 16 {
        case 0, 1:
            let spec = specs[(code / 16) % specs.count]
            _ = state.loaded(spec, diagnostics: [])
            return "load \(spec.alerts.map(\.id))"
        case 2: state.loadFailed([error]); return "error"
        case 3: state.specMissing(); return "missing"
        case 4:
            let item: SpecItem = (code / 64) % 2 == 0 ? .alert(id) : .rocket("r")
            if state.select(item) { _ = state.resetStack(); state.stageChanged() }
            return "select \(item)"
        case 5: _ = state.showOver(id); return "over \(id)"
        case 6: _ = state.closeShownAlert(byUser: (code / 64) % 2 == 0); return "close"
        case 7: _ = state.closeFinished(); _ = state.revealBelow(); return "closed, reveal"
        case 8:
            _ = state.setTheme((code / 16) % 2 == 0 ? .light : .dark); state.stageChanged(); _ = state.resetStack();
            return "theme"
        case 9: _ = state.setLocale((code / 16) % 2 == 0 ? "de" : nil); return "locale"
        case 10: _ = state.setZoom(Double((code / 16) % 12) / 3); return "zoom"
        case 11: _ = state.framePainted(); return "paint"
        case 12: state.stageChanged(); return "stage changed"
        case 13: _ = state.resetStack(); return "replay"
        case 14: if (code / 16) % 8 == 0 { state.open(specPath: "/tmp/other.yaml") }; return "open?"
        default: _ = state.setDevice((code / 16) % 2 == 0 ? .tablet : nil); return "device"
        }
    }

    @Test func randomTransitionsKeepTheInvariants() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...9_999).array(of: 0...80)) { codes in
            var state = PreviewerState(specPath: "/tmp/spec.yaml")
            var opened = false
            for (i, code) in codes.enumerated() {
                let op = Self.step(code, &state)
                if op.hasPrefix("open") && state.spec == nil { opened = true }
                if op.hasPrefix("load") { opened = false }
                if let spec = state.spec {
                    let items = SpecItem.all(in: spec).map(\.item)
                    #expect(
                        state.selection.map(items.contains) ?? true,
                        "step \(i) \(op): the selection is an item of the spec")
                    if !opened {
                        #expect(
                            state.stack.alerts.allSatisfy { spec.alert($0) != nil },
                            "step \(i) \(op): the stack holds alerts of the spec")
                    }
                } else {
                    #expect(state.selection == nil, "step \(i) \(op): nothing selected without a spec")
                }
                #expect(state.paintedGeneration <= state.generation, "step \(i) \(op): painted ≤ loaded")
                if let id = state.shownAlertID { #expect(state.selection == .alert(id) && state.stack.contains(id)) }
            }
        }
    }
}
