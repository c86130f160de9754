import FlareCore
import PropertyBased
import Testing

/// A root that records where routes took it, like Scotty's test view controller.
private final class Recorder {
    var visits: [String] = []
    var lastOptions: RouteOptions?
}

private func route(_ id: String, suspendable: Bool = true, reaches: Bool = true) -> Route<Recorder> {
    Route(identifier: RouteIdentifier(id), isSuspendable: suspendable) { root, options in
        root.visits.append(id)
        root.lastOptions = options
        return reaches
    }
}

@Suite struct RouteControllerTests {
    // Scotty's own cases (Tests/Tests.swift).
    @Test func nilRouteReturnsFalse() {
        let controller = RouteController(root: Recorder())
        var events: [RouteEvent] = []
        controller.onEvent = { events.append($0) }
        #expect(controller.open(nil) == false)
        #expect(controller.root.visits.isEmpty)
        #expect(events == [.unresolved(reason: "nothing to open")])
    }

    @Test func readyControllerRunsTheNavigatorSynchronouslyAndReturnsItsResult() {
        let controller = RouteController(root: Recorder())
        #expect(controller.open(route("a"), options: ["theme": "dark"]) == true)
        #expect(controller.root.visits == ["a"])
        #expect(controller.root.lastOptions == ["theme": "dark"])
        #expect(controller.open(route("b", reaches: false)) == false)
        #expect(controller.root.visits == ["a", "b"])
    }

    @Test func suspendedOpenStoresAndReturnsFalse() {
        let controller = RouteController(root: Recorder(), ready: false)
        #expect(controller.open(route("a")) == false)
        #expect(controller.root.visits.isEmpty)
        #expect(controller.isPendingRouteExecution)
        #expect(controller.pendingRoute == RouteIdentifier("a"))
    }

    @Test func policyNoneKeepsThePendingRoute() {
        let controller = RouteController(root: Recorder(), ready: false)
        controller.open(route("a"))
        controller.resumeHandlingRoutes(with: .none)
        #expect(controller.isPreparedForRouting)
        #expect(controller.isPendingRouteExecution)
        #expect(controller.root.visits.isEmpty)
    }

    @Test func policyClearDropsIt() {
        let controller = RouteController(root: Recorder(), ready: false)
        var events: [RouteEvent] = []
        controller.onEvent = { events.append($0) }
        controller.open(route("a"))
        controller.resumeHandlingRoutes(with: .clear)
        #expect(!controller.isPendingRouteExecution)
        #expect(controller.root.visits.isEmpty)
        #expect(events.last == .dropped(RouteIdentifier("a")))
    }

    @Test func policyExecuteRunsItWithItsOptionsAndClears() {
        let controller = RouteController(root: Recorder(), ready: false)
        controller.open(route("a"), options: ["scale": "2"])
        controller.resumeHandlingRoutes()
        #expect(controller.root.visits == ["a"])
        #expect(controller.root.lastOptions == ["scale": "2"])
        #expect(!controller.isPendingRouteExecution)
        controller.resumeHandlingRoutes()
        #expect(controller.root.visits == ["a"], "executed once only")
    }

    // Added by Flare's rules: the single slot, transform dropping options, non-suspendable routes.
    @Test func aLaterSuspendedRouteReplacesTheEarlierOne() {
        let controller = RouteController(root: Recorder(), ready: false)
        var events: [RouteEvent] = []
        controller.onEvent = { events.append($0) }
        controller.open(route("a"), options: ["theme": "dark"])
        controller.open(route("b"))
        #expect(
            events == [
                .stored(RouteIdentifier("a"), replaced: nil),
                .stored(RouteIdentifier("b"), replaced: RouteIdentifier("a")),
            ])
        controller.resumeHandlingRoutes()
        #expect(controller.root.visits == ["b"])
        #expect(controller.root.lastOptions == nil, "the replaced route's options went with it")
    }

    @Test func nonSuspendableRoutesRunEvenWhileSuspended() {
        let controller = RouteController(root: Recorder(), ready: false)
        controller.open(route("a"))
        #expect(controller.open(route("urgent", suspendable: false)) == true)
        #expect(controller.root.visits == ["urgent"])
        #expect(controller.pendingRoute == RouteIdentifier("a"), "the pending slot is untouched")
    }

    @Test func copyingARouteResetsSuspendabilityUnlessPassed() {
        let original = route("a", suspendable: false)
        #expect(Route(route: original).isSuspendable)
        #expect(!Route(route: original, isSuspendable: false).isSuspendable)
        #expect(RouteIdentifier("a") ~= original)
        #expect(!(RouteIdentifier("b") ~= original))
        #expect(RouteIdentifier(rawValue: "a") == RouteIdentifier("a"))
    }

    @Test func transformReplacesTheStoredRouteWithoutOptionsAndNilClears() {
        let controller = RouteController(root: Recorder(), ready: false)
        controller.open(route("a"), options: ["theme": "dark"])
        controller.resumeHandlingRoutes(with: .transform { _ in route("b") })
        #expect(controller.root.visits == ["b"])
        #expect(controller.root.lastOptions == nil)

        controller.suspendHandlingRoutes()
        controller.open(route("c"))
        controller.resumeHandlingRoutes(with: .transform { _ in nil })
        #expect(controller.root.visits == ["b"])
        #expect(!controller.isPendingRouteExecution)

        var calls = 0
        controller.resumeHandlingRoutes(
            with: .transform { _ in
                calls += 1; return route("d")
            })
        #expect(calls == 0, "no-op when nothing is stored")
    }

    @Test func customIsCalledEvenWhenNothingWasStored() {
        let controller = RouteController(root: Recorder())
        var seen: [String?] = []
        controller.resumeHandlingRoutes(
            with: .custom { stored, c in
                seen.append(stored?.identifier.rawValue)
                #expect(!c.isPendingRouteExecution, "the slot is cleared before the handler runs")
            })
        controller.suspendHandlingRoutes()
        controller.open(route("a"))
        controller.resumeHandlingRoutes(with: .custom { stored, _ in seen.append(stored?.identifier.rawValue) })
        #expect(seen == [nil, "a"])
        #expect(controller.root.visits.isEmpty)
    }

    @Test func setRouteHandlingSuspendsAndResumesWithExecute() {
        let controller = RouteController(root: Recorder())
        controller.setRouteHandling(enabled: false)
        controller.open(route("a"))
        #expect(controller.root.visits.isEmpty)
        controller.setRouteHandling(enabled: true)
        #expect(controller.root.visits == ["a"])
    }

    @Test func anUnresolvedURLReportsItsReason() {
        let controller = RouteController(root: Recorder())
        var events: [RouteEvent] = []
        controller.onEvent = { events.append($0) }
        let failure: Result<(Route<Recorder>, RouteOptions?), RouteFailure> = .failure(
            RouteFailure("the spec has no alert 'x'"))
        #expect(controller.open(failure) == false)
        #expect(events == [.unresolved(reason: "the spec has no alert 'x'")])
        #expect(events[0].description == "no route: the spec has no alert 'x'")
    }

    // A random operation sequence against a reference model: a flag, one optional slot, and a list of visits.
    enum Op: Sendable, Hashable {
        case open(id: Int, suspendable: Bool, reaches: Bool)
        case openNil
        case suspend
        case resume(policy: Int)  // 0 execute, 1 clear, 2 none, 3 transform to id+100, 4 transform to nil
    }

    /// Decodes one random integer into an operation (digits pick the kind, the id and the flags).
    static func op(_ n: Int) -> Op {
        let id = (n / 10) % 5, suspendable = (n / 50) % 2 == 0, reaches = (n / 100) % 2 == 0
        switch n % 10 {
        case 0...3: return .open(id: id, suspendable: suspendable, reaches: reaches)
        case 4: return .openNil
        case 5, 6: return .suspend
        default: return .resume(policy: id)
        }
    }

    @Test func matchesAReferenceModel() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...999).array(of: 0...40), Gen.bool) { codes, ready in
            let controller = RouteController(root: Recorder(), ready: ready)
            var modelReady = ready
            var modelSlot: (id: Int, reaches: Bool)?
            var modelVisits: [String] = []

            for op in codes.map(Self.op) {
                switch op {
                case .open(let id, let suspendable, let reaches):
                    let got = controller.open(route("r\(id)", suspendable: suspendable, reaches: reaches))
                    if !modelReady && suspendable {
                        modelSlot = (id, reaches)
                        #expect(got == false)
                    } else {
                        modelVisits.append("r\(id)")
                        #expect(got == reaches)
                    }
                case .openNil:
                    #expect(controller.open(nil) == false)
                case .suspend:
                    controller.suspendHandlingRoutes()
                    modelReady = false
                case .resume(let policy):
                    let transformed: StoredRoutePolicy<Recorder>
                    switch policy {
                    case 0: transformed = .execute
                    case 1: transformed = .clear
                    case 2: transformed = .none
                    case 3: transformed = .transform { r in route(r.identifier.rawValue + "+") }
                    default: transformed = .transform { _ in nil }
                    }
                    controller.resumeHandlingRoutes(with: transformed)
                    modelReady = true
                    if let slot = modelSlot {
                        switch policy {
                        case 0: modelVisits.append("r\(slot.id)"); modelSlot = nil
                        case 1, 4: modelSlot = nil
                        case 2: break
                        default: modelVisits.append("r\(slot.id)+"); modelSlot = nil
                        }
                    }
                }
                #expect(controller.isPreparedForRouting == modelReady)
                #expect(controller.pendingRoute?.rawValue == modelSlot.map { "r\($0.id)" })
                #expect(controller.root.visits == modelVisits)
            }
        }
    }
}
