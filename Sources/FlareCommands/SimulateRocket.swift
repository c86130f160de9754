import FlareCore
import Foundation

/// `flare simulate SPEC ROCKET_ID`: shows the rocket, plays its script on the flow's virtual clock, and prints
/// the transcript (or, with `--json`, one object per step: step 0 is the show).
func simulateRocket(spec: Spec, rocket: RocketSpec, json: Bool) throws {
    let steps = RocketSimulation.run(rocket)
    if json {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        print(String(decoding: try encoder.encode(steps), as: UTF8.self))
    } else {
        print(SimulationTranscript.rocket(rocket, steps))
    }
}
