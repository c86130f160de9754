/// The script a rocket is exported and tested with: its own `script:`, or, when it has none, the *tour*: the
/// steps a user takes to go from the first block to the last one the flow reaches, so a storyboard, a plain export
/// and `flare test` show the whole conversation (RocketAlert's README: "After an event `Rocket` could show the
/// next block that has been attached to the interacted block").
///
/// The tour plays the flow's own gestures: a tap on a text or image block (a `wait` for one with
/// `showNextAfter` > 0, which ignores taps), a press on a button block, the first side of a double button that
/// leads on (left, else right), and an input's answer that takes its `next` (else its first branch). It stops
/// on the last block, before the gesture that would dismiss the rocket, so the last step shows every card; a
/// flow that loops back stops once the loop has closed (the block is shown again), and at 64 steps at most.
public enum RocketTour {
    public static let maximumSteps = 64

    /// `rocket.script`, or the tour when it is empty.
    public static func script(_ rocket: RocketSpec) -> [RocketStep] {
        rocket.script.isEmpty ? tour(rocket) : rocket.script
    }

    /// `rocket` with `script(rocket)` as its script.
    public static func played(_ rocket: RocketSpec) -> RocketSpec {
        var copy = rocket
        copy.script = script(rocket)
        return copy
    }

    /// The tour's steps (see the type's comment).
    public static func tour(_ rocket: RocketSpec) -> [RocketStep] {
        var flow = RocketFlow(rocket)
        flow.show()
        flow.settle()
        var steps: [RocketStep] = []
        while steps.count < maximumSteps, !flow.isDismissed, let last = flow.lastIndex,
            let block = rocket.block(flow.visible[last]),
            let (step, next) = gesture(on: block, in: rocket)
        {
            let loops = flow.visible.contains(next)
            steps.append(step)
            flow.apply(step)
            flow.settle()
            if loops { break }
        }
        return steps
    }

    /// The gesture that leads on from `block`, and the block it shows; nil when every way out ends the flow.
    static func gesture(on block: RocketBlock, in rocket: RocketSpec) -> (RocketStep, String)? {
        func exists(_ id: String?) -> String? { id.flatMap { rocket.block($0) == nil ? nil : $0 } }
        switch block.content {
        case .text(let b):
            guard let next = exists(b.next) else { return nil }
            return (block.timer.map(RocketStep.wait) ?? .tap, next)
        case .image(let b):
            guard let next = exists(b.next) else { return nil }
            return (block.timer.map(RocketStep.wait) ?? .tap, next)
        case .button(let b):
            return exists(b.next).map { (.press(.button), $0) }
        case .doubleButton(let left, let right):
            if let next = exists(left.next) { return (.press(.left), next) }
            return exists(right.next).map { (.press(.right), $0) }
        case .input(let b):
            if let next = exists(b.next), let answer = answer(routingTo: next, b) { return (.input(answer), next) }
            for branch in b.branches {
                if let next = exists(branch.next), let answer = answer(routingTo: next, b) {
                    return (.input(answer), next)
                }
            }
            return nil
        }
    }

    /// A typed text that `RocketFlow.route` sends to `next`, from a few ordinary answers.
    static func answer(routingTo next: String, _ block: RocketBlock.InputBlock) -> String? {
        ["Flare", "yes", "no", "42", "", "flare@example.com"].first { RocketFlow.route($0, block) == next }
    }
}
