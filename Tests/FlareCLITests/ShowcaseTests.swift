import Foundation
import FlareCore
import Testing
import TestSupport

/// The showcase really uses every feature of the format: checked on the loaded model, not on the text.
@Suite struct ShowcaseTests {
    static func load() throws -> Spec {
        let result = SpecLoader.load(path: Fixtures.examples.appendingPathComponent("showcase.yaml").path)
        #expect(result.diagnostics == [], "\(result.diagnostics)")
        return try #require(result.spec)
    }

    @Test func topLevelFeatures() throws {
        let spec = try Self.load()
        #expect(spec.files.contains { $0.hasSuffix("showcase/rockets.yaml") })
        #expect(spec.files.contains { $0.hasSuffix("showcase/queues.yaml") })
        #expect(spec.fonts.count == 1 && FileManager.default.fileExists(atPath: spec.fonts[0]))
        #expect(spec.palette.values.contains { $0.light != $0.dark }, "a palette color with light/dark variants")
        #expect(spec.stage.device == .phoneLandscape && spec.stage.scale == 2)
        #expect(spec.routes.contains { $0.pattern.contains("{") && $0.target.contains("{") })
        #expect(
            spec.alerts.count >= 8 && spec.rockets.count == 2 && spec.queues.count == 2 && spec.scenarios.count == 4)
        #expect(spec.scenarios.contains { !$0.bindings.isEmpty }, "a flag that follows another scenario")
    }

    @Test func alertFeatures() throws {
        let alerts = try Self.load().alerts
        #expect(
            Set(alerts.map(\.preset)).isSuperset(of: [
                .default, .system, .systemWarning, .systemSuccess, .systemError, .slide,
            ]))
        #expect(Set(alerts.map(\.appearance.animationType)) == Set(AnimationType.allCases))
        let customs = alerts.compactMap(\.custom)
        #expect(customs.contains { if case .input = $0 { true } else { false } })
        #expect(customs.contains { if case .image = $0 { true } else { false } })
        #expect(customs.contains { if case .text = $0 { true } else { false } })
        let icons = alerts.compactMap(\.icon)
        #expect(icons.contains { if case .builtin = $0 { true } else { false } })
        #expect(icons.contains { if case .file(let p) = $0 { p.hasSuffix(".svg") } else { false } })
        #expect(icons.contains { if case .file(let p) = $0 { p.hasSuffix(".png") } else { false } })
        #expect(
            alerts.contains {
                $0.appearance.headerLayoutType == .vertical && $0.appearance.actionsLayoutType == .vertical
            })
        #expect(
            alerts.contains {
                $0.appearance.borderCornerRadius > 0 && $0.appearance.borderWidth > 0
                    && $0.appearance.borderColor != nil
            })
        #expect(alerts.contains { $0.appearance.titleFont.family == "Lobster Two" })
        #expect(alerts.contains { !$0.appearance.shouldDismissOnTap })
        #expect(alerts.contains { $0.slide?.checkbox != nil && $0.slide?.checkbox != SlideOptions.defaultCheckbox })
        let actions = alerts.flatMap(\.actions)
        #expect(Set(actions.map(\.style)) == Set(ActionSpec.Style.allCases))
        #expect(
            actions.contains {
                $0.appearance.actionNormalBackgroundImage != nil && $0.appearance.actionSelectedBackgroundImage != nil
            })
        #expect(actions.contains { $0.route?.hasPrefix("flare://") == true })
        #expect(actions.contains { $0.route.map { !$0.hasPrefix("flare://") } == true })
    }

    @Test func rocketFeatures() throws {
        let rockets = try Self.load().rockets
        var kinds = Set<String>()
        for block in rockets.flatMap(\.blocks) {
            switch block.content {
            case .text(let b): kinds.insert(b.showNextAfter.map { $0 > 0 ? "text-auto" : "text-tap" } ?? "text")
            case .image: kinds.insert("image")
            case .button: kinds.insert("button")
            case .doubleButton: kinds.insert("doubleButton")
            case .input(let b): kinds.insert(b.branches.isEmpty ? "input" : "input-branches")
            }
        }
        #expect(kinds.isSuperset(of: ["text-auto", "text-tap", "image", "button", "doubleButton", "input-branches"]))
        #expect(Set(rockets.map(\.author.style)).count == 2)
        #expect(rockets.allSatisfy { $0.closeButton != nil && !$0.script.isEmpty })
        let steps = rockets.flatMap(\.script)
        #expect(
            steps.contains(.tap) && steps.contains(.close) && steps.contains(.press(.button))
                && steps.contains(.press(.right)))
        #expect(steps.contains { if case .wait = $0 { true } else { false } })
        #expect(steps.contains { if case .input = $0 { true } else { false } })
    }

    @Test func queueFeatures() throws {
        let queues = try Self.load().queues
        let demo = try #require(queues.first { $0.id == "launch-promo" })
        #expect(demo.popups.map(\.priority) == [100, 200, 300])
        #expect(demo.script.prefix(4) == [.register("A1"), .present, .register("A2"), .register("A3")])
        #expect(queues.contains { $0.containers.count > 1 && $0.top != QueueSpec.window && !$0.autoPoll })
        #expect(queues.flatMap(\.popups).contains { $0.selfMaintain })
        let steps = queues.flatMap(\.script)
        for step: QueueStep in [.present, .dismiss, .poll, .pause, .next, .clear, .top("gallery")] {
            #expect(steps.contains(step), "\(step)")
        }
    }

    @Test func scenarioFeatures() throws {
        let scenarios = try Self.load().scenarios
        let rate = try #require(scenarios.first { $0.id == "rate-prompt" })
        #expect(
            rate.minEventsRequired == 5 && rate.maxExecutionsPermitted == 4
                && rate.minSecondsBetweenExecutions == 2 * 86_400)
        #expect(scenarios.contains { !$0.customConditions.isEmpty && !$0.flags.isEmpty })
        #expect(scenarios.contains { $0.minSecondsSinceFirstEvent == 7 * 86_400 && $0.minSecondsSinceLastEvent == 90 })
        let actions = scenarios.flatMap(\.script).map(\.action)
        #expect(actions.contains(.tryExecute) && actions.contains(.reset))
        #expect(actions.contains { if case .event = $0 { true } else { false } })
        #expect(actions.contains { if case .set = $0 { true } else { false } })
    }
}
