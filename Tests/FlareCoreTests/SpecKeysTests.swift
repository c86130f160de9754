import FlareCore
import Foundation
import Testing

/// Every key of the format, read from `Fixtures/every-key.yaml` into the model.
@Suite struct SpecKeysTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func load() throws -> Spec {
        let result = SpecLoader.load(path: fixtures.appendingPathComponent("every-key.yaml").path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.spec)
    }

    @Test func topLevel() throws {
        let spec = try Self.load()
        let dir = Self.fixtures.path
        #expect(spec.file == dir + "/every-key.yaml")
        #expect(spec.fonts == [dir + "/fonts/Fake.ttf"])
        #expect(
            spec.files == [dir + "/every-key.yaml", dir + "/fonts/Fake.ttf", dir + "/avatar.png", dir + "/pin.png"])
        #expect(spec.palette["brand"] == Color(light: RGBA(hex: 0x0A84FF), dark: RGBA(hex: 0x64D2FF)))
        #expect(spec.palette["ink"] == Color(RGBA(red: 10 / 255, green: 20 / 255, blue: 30 / 255, alpha: 0.5)))
        #expect(spec.stage == Stage(device: .custom(width: 1024, height: 768), theme: .dark, scale: 3))
        #expect(spec.alerts.map(\.id) == ["full", "imaged", "texted"])
        #expect(spec.rockets.map(\.id) == ["flow"])
        #expect(spec.queues.map(\.id) == ["home"])
        #expect(spec.scenarios.map(\.id) == ["rate"])
        #expect(
            spec.routes.map(\.pattern) == ["myapp://promo/{campaign}", "myapp://tour", "myapp://home", "myapp://rate"])
        #expect(
            spec.routes.map(\.target) == [
                "flare://alert/{campaign}", "flare://rocket/flow?block=ask&theme=light&scale=2",
                "flare://queue/home", "flare://scenario/rate",
            ])
    }

    @Test func alertKeys() throws {
        let spec = try Self.load()
        let dir = Self.fixtures.path
        let full = try #require(spec.alert("full"))
        #expect(full.title == "Title" && full.message == "Message")
        #expect(full.icon == .file(dir + "/avatar.png"))
        #expect(full.custom == .input(placeholder: "Name", text: "Bob"))
        #expect(full.preset == .systemError)
        var expected = AlertPreset.systemError.appearance
        expected.titleFont = FontSpec(family: "Inter", size: 19, weight: .bold)
        expected.titleColor = Color(light: RGBA(hex: 0x0A84FF), dark: RGBA(hex: 0x64D2FF))
        expected.titleTextAlignment = .center
        expected.titleBackgroundColor = Color(hex: 0x112233)
        expected.messageFont = FontSpec(family: "Noto Serif", size: 14, weight: .semibold, italic: true)
        expected.messageColor = Color(RGBA(red: 10 / 255, green: 20 / 255, blue: 30 / 255, alpha: 0.5))
        expected.messageTextAlignment = .justified
        expected.messageBackgroundColor = Color(RGBA(red: 1 / 255, green: 2 / 255, blue: 3 / 255))
        expected.imageTintColor = nil  // the preset's red tint, cleared by `null`
        expected.borderColor = Color(hex: 0xFF0000)
        expected.backgroundColor = Color(hex: 0xAABBCC)
        expected.maskViewColor = Color(RGBA(red: 0, green: 0, blue: 0, alpha: 128 / 255))
        expected.borderCornerRadius = 12
        expected.borderWidth = 1.5
        expected.verticalOffset = 24
        expected.horizontalOffset = 16
        expected.animationType = .fade
        expected.animationDuration = 0.5
        expected.headerLayoutType = .vertical
        expected.actionsLayoutType = .vertical
        expected.headerLayoutSpacing = 4
        expected.bodyLayoutSpacing = 5
        expected.actionLayoutSpacing = 6
        expected.alertLayoutSpacing = 7
        expected.shouldDismissOnTap = false
        #expect(full.appearance == expected)
        #expect(AlertPreset.systemError.appearance.imageTintColor != nil)

        #expect(full.actions.count == 2)
        let cancel = full.actions[0]
        #expect(cancel.title == "Cancel" && cancel.style == .cancel && cancel.route == nil)
        var action = ActionAppearance()
        action.actionFont = FontSpec(family: "system", size: 16, weight: .medium)
        action.actionColor = .clear
        action.actionBorderColor = .white
        action.actionBorderWidth = 2
        action.actionCornerRadius = 8
        action.actionBackgroundColor = .black
        action.actionNormalBackgroundImage = .file(dir + "/pin.png")
        action.actionSelectedBackgroundImage = .builtin(.info)
        #expect(cancel.appearance == action)
        #expect(full.actions[1].style == .destructive && full.actions[1].route == "myapp://promo/full")
        #expect(full.actions[1].appearance == ActionAppearance())

        let imaged = try #require(spec.alert("imaged"))
        #expect(imaged.custom == .image(.file(dir + "/pin.png"), height: 80))
        #expect(imaged.slide == SlideOptions(text: "Slide to land", checkbox: nil))
        #expect(imaged.appearance == AlertPreset.slide.appearance)
        let texted = try #require(spec.alert("texted"))
        #expect(texted.custom == .text("Some words"))
        #expect(texted.slide == SlideOptions(text: SlideOptions.defaultText, checkbox: "Remember me"))
    }

    @Test func rocketKeys() throws {
        let spec = try Self.load()
        let dir = Self.fixtures.path
        let flow = try #require(spec.rocket("flow"))
        #expect(flow.author == RocketAuthor(image: .file(dir + "/avatar.png"), style: .round))
        #expect(
            flow.closeButton
                == RocketCloseButton(
                    title: "Close", font: RocketFont(font: .system(15, .bold), color: Color(hex: 0xFF0000))))
        #expect(flow.start == "intro")
        #expect(flow.blocks.map(\.id) == ["intro", "pic", "choose", "go", "ask", "bye"])
        #expect(
            flow.block("intro")?.content == .text(.init(text: "Hello", next: "pic", showNextAfter: 2, font: .textBold)))
        #expect(
            flow.block("pic")?.content
                == .image(
                    .init(
                        text: "Look", image: .file(dir + "/pin.png"), imageStyle: .circular,
                        paddingLeft: 4, paddingRight: 6, next: "choose")))
        #expect(
            flow.block("choose")?.content
                == .doubleButton(
                    left: .init(title: "No", next: "ask"),
                    right: .init(title: "Yes", next: "go", font: .cancel)))
        #expect(flow.block("go")?.content == .button(.init(title: "Go", next: "ask", font: .emoji)))
        #expect(
            flow.block("ask")?.content
                == .input(
                    .init(
                        text: "Your name?", buttonTitle: "Send it", font: .plain,
                        buttonStyle: .button, branches: [.init(match: "^bob$", next: "bye")],
                        next: "bye")))
        #expect(flow.block("bye")?.content == .text(.init(text: "Bye")))
        #expect(flow.script == [.tap, .wait(1.5), .press(.left), .input("bob"), .close])
    }

    @Test func queueAndScenarioKeys() throws {
        let spec = try Self.load()
        let home = try #require(spec.queue("home"))
        #expect(home.containers == ["window", "settings"])
        #expect(home.top == "settings")
        #expect(home.autoPoll == false)
        #expect(
            home.popups == [
                PopupSpec(name: "promo", show: .alert("full"), priority: 10, container: "settings", selfMaintain: true),
                PopupSpec(name: "tour", show: .rocket("flow")),
            ])
        #expect(
            home.script == [
                .register("promo"), .register("tour"), .present, .dismiss, .poll, .pause, .next, .clear, .top("window"),
            ])

        let rate = try #require(spec.scenario("rate"))
        #expect(rate.show == .alert("full"))
        #expect(rate.minEventsRequired == 2 && rate.maxEventsPermitted == 9 && rate.maxExecutionsPermitted == 1)
        #expect(rate.minSecondsSinceFirstEvent == 5400)
        #expect(rate.minSecondsSinceLastEvent == 90)
        #expect(rate.minSecondsBetweenExecutions == 604_800)
        #expect(rate.customConditions == ["loggedIn", "online"])
        #expect(rate.flags == ["loggedIn": true])
        #expect(
            rate.script == [
                ScenarioStep(at: 0, .event(3)), ScenarioStep(at: 10, .tryExecute),
                ScenarioStep(at: 900, .set(["online": true, "loggedIn": false])),
                ScenarioStep(at: 7200, .reset), ScenarioStep(at: 7200, .reset),
            ])
    }

    @Test func absentKeysKeepDefaults() throws {
        let result = SpecText.load(
            """
            flare: 1
            alerts:
              s: {preset: slide}
            rockets:
              r:
                blocks:
                  a: {text: Hi, next: b}
                  b: {buttonTitle: Go, text: Name?}
                  c: {title: Tap}
            queues:
              q: {}
            scenarios:
              w: {show: rocket/r}
            """)
        let spec = try #require(result.spec)
        #expect(spec.alert("s")?.slide == SlideOptions())
        let r = try #require(spec.rocket("r"))
        #expect(r.start == "a")  // the first block when `start` is absent
        #expect(r.author == RocketAuthor() && r.closeButton == nil && r.script.isEmpty)
        #expect(r.block("b")?.content == .input(.init(text: "Name?", buttonTitle: "Go")))
        #expect(r.block("c")?.content == .button(.init(title: "Tap")))
        let q = try #require(spec.queue("q"))
        #expect(q.containers == ["window"] && q.top == "window" && q.autoPoll && q.popups.isEmpty && q.script.isEmpty)
        #expect(spec.scenario("w") == ScenarioSpec(id: "w", show: .rocket("r"), location: spec.scenario("w")?.location))
        #expect(
            SpecText.lines(result) == [
                "9:7: warning: block 'c' of rocket 'r' is never reached from its start block 'a'"
            ])
    }
}

/// `SpecKeys` is what the parser accepts: a key outside it is reported, every key in it is read.
@Suite struct SpecKeysListTests {
    @Test func everyListedAppearanceKeyIsAcceptedAndAnUnlistedOneIsNot() {
        for key in SpecKeys.appearance {
            let value =
                key.hasSuffix("Font")
                ? "bold 12"
                : key.hasSuffix("Color")
                    ? "red"
                    : key.hasSuffix("Type")
                        ? (key == "animationType" ? "fade" : "vertical")
                        : key.hasSuffix("Alignment") ? "center" : key == "shouldDismissOnTap" ? "false" : "3"
            let result = SpecText.load("flare: 1\nalerts:\n  a:\n    appearance: {\(key): \(value)}\n")
            #expect(result.diagnostics.isEmpty, "\(key): \(result.diagnostics)")
        }
        let result = SpecText.load("flare: 1\nalerts:\n  a:\n    appearance: {shadowColor: red}\n")
        #expect(SpecText.lines(result) == ["4:18: error: unknown key 'shadowColor'"])
    }

    @Test func blockKeysAreSubsetsOfTheUnion() {
        for (_, keys) in SpecKeys.block { #expect(Set(keys).isSubset(of: Set(SpecKeys.anyBlock))) }
        #expect(Set(SpecKeys.block.values.flatMap { $0 }) == Set(SpecKeys.anyBlock))
        #expect(Set(SpecKeys.block.keys) == Set(SpecKeys.blockTypes))
    }
}
