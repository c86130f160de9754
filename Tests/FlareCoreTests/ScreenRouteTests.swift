import FlareCore
import Foundation
import Testing
import TestSupport

/// `screens:`: the app's own screens as route destinations (Scotty's README: a route selects a tab, then its
/// `routeAction` runs on the screen it reached).
struct ScreenRouteTests {
    static func spec() throws -> Spec {
        // A missing image is a warning only (the stage draws a placeholder); the tests read the model.
        return try #require(
            SpecText.load(
                """
                flare: 1
                alerts: {tip: {title: Tip}}
                screens:
                  home: home.png
                  settings: {image: settings.png}
                routes:
                  "myapp://settings/**":
                    target: flare://screen/settings
                    action: {after: 1s, show: alert/tip}
                """
            ).spec)
    }

    @Test func screensAreItemsARouteOpensWithItsAction() throws {
        let spec = try Self.spec()
        #expect(spec.screens.map(\.id) == ["home", "settings"])
        #expect(SpecItem.all(in: spec).map(\.item).suffix(2) == [.screen("home"), .screen("settings")])
        let r = try RouteResolver(spec: spec).resolve("myapp://Settings/battery/").get()
        #expect(r.destination.item == .screen("settings"))
        #expect(r.description.hasSuffix(": screen settings; then, after 1 s: show alert/tip"), "\(r.description)")
        guard case .failure(let f) = RouteResolver(spec: spec).resolve("flare://screen/profile") else {
            Issue.record("opened"); return
        }
        #expect(f.message == "the spec has no screen 'profile' (it has home, settings)")
    }

    @Test func anOpenedScreenIsTheBackdropUntilTheSidebarLeavesIt() throws {
        let spec = try Self.spec()
        var state = PreviewerState(specPath: spec.file)
        _ = state.loaded(spec, diagnostics: [])
        #expect(state.effective(spec).stage.backdrop == nil)
        let onScreen = state.select(.screen("settings"))
        #expect(onScreen)
        guard case .file(let path)? = state.effective(spec).stage.backdrop else { Issue.record("no backdrop"); return }
        #expect(path.hasSuffix("/settings.png"))
        // The route's action presents an alert: the app stays on its screen.
        let alert = state.select(.alert("tip"))
        #expect(alert)
        #expect(state.effective(spec).stage.backdrop != nil)
        let left = state.leaveScreen(), again = state.leaveScreen()
        #expect(left && !again)
        #expect(state.effective(spec).stage.backdrop == nil)
    }

    @Test func screensAreCheckedWhereWritten() {
        let lines = SpecText.lines(
            SpecText.load(
                """
                flare: 1
                screens:
                  home: builtin:warning
                  "bad id": x.png
                  tab: {img: x.png}
                routes:
                  "myapp://x": flare://screen/hom
                """))
        #expect(lines.contains { $0.hasPrefix("3:9: error: screen 'home' must name an image file") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("4:3: error: 'bad id' is not a valid screen id") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("5:9: error: unknown key 'img'") }, "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("7:16: error: route 'myapp://x' opens screen 'hom', which does not exist") },
            "\(lines)")
    }
}
