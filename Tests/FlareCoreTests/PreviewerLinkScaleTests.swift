import Testing
@testable import FlareCore

/// A deep link's `scale=`: screenshots at that scale, the stage rasterised at least at it, until another spec opens.
@Suite struct PreviewerLinkScaleTests {
    @Test func aLinkScaleSetsTheScreenshotAndStageScaleUntilAnotherSpecOpens() {
        var state = PreviewerState(specPath: "/tmp/spec.yaml")
        _ = state.loaded(PreviewerStateTests.spec(alerts: ["a"], rockets: [], theme: .light), diagnostics: [])
        #expect(state.shownVariant?.scale == 2 && state.stageScale == 1)
        var changed = state.applyLinkScale(3)
        #expect(changed)
        changed = state.applyLinkScale(3)
        #expect(!changed, "unchanged")
        #expect(state.shownVariant?.scale == 3 && state.stageScale == 3)
        changed = state.applyLinkScale(7)
        #expect(!changed && state.view.linkScale == 3, "clamped to 1...3: unchanged")
        changed = state.applyLinkScale(1)
        #expect(changed)
        #expect(state.shownVariant?.scale == 1 && state.stageScale == 1)
        state.open(specPath: "/tmp/other.yaml")
        #expect(state.view.linkScale == nil)
    }
}
