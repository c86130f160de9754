/// One story over several scenarios: a script's steps may drive other scenarios of the spec (`scenario: id`),
/// each its own `ScenarioSession` on the same clock and state store, so a flag bound to one follows what the
/// story did to it. The script's own scenario is `main`; the others are made on their first step.
@MainActor
public final class ScenarioStory {
    public let main: ScenarioSession
    private let all: [ScenarioSpec]
    public private(set) var others: [String: ScenarioSession] = [:]

    public init(main: ScenarioSession, scenarios: [ScenarioSpec]) {
        self.main = main
        self.all = scenarios
    }

    /// The session a step drives (nil: a scenario the spec does not have; the parser refuses those).
    public func session(for step: ScenarioStep) -> ScenarioSession? {
        guard let id = step.scenario, id != main.spec.id else { return main }
        if let session = others[id] { return session }
        guard let spec = all.first(where: { $0.id == id }) else { return nil }
        let session = ScenarioSession(spec, clock: main.clock, store: main.store, stage: main.stage)
        others[id] = session
        return session
    }

    /// Plays one step on its scenario (the caller sets the clock first); returns the session it drove.
    @discardableResult
    public func apply(_ step: ScenarioStep) -> ScenarioSession? {
        let session = session(for: step)
        session?.apply(step.action)
        return session
    }
}
