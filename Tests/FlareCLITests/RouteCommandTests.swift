import Foundation
import Testing
import TestSupport

/// `flare route` end to end. With `--spec` it needs the parser (issue 2); these cases need no spec.
@Suite struct RouteCommandTests {
    @Test func aBuiltInURLPrintsItsDestination() throws {
        let result = try FlareProcess.run(["route", "flare://alert/low-battery?theme=dark&scale=2"])
        #expect(result.status == 0)
        #expect(
            result.stdout == "flare://alert/low-battery?theme=dark&scale=2: alert low-battery (theme dark, scale 2)\n")
        let rocket = try FlareProcess.run(["route", "flare://rocket/first-flight?block=ask"])
        #expect(rocket.stdout == "flare://rocket/first-flight?block=ask: rocket first-flight (from block ask)\n")
    }

    @Test func aBadURLExitsOneWithTheReason() throws {
        let result = try FlareProcess.run(["route", "flare://alert/low-battery?theme=sepia"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "flare route: theme 'sepia' in 'flare://alert/low-battery?theme=sepia' is not light or dark\n")
        let pattern = try FlareProcess.run(["route", "myapp://promo/summer"])
        #expect(pattern.status == 1)
        #expect(pattern.stderr.contains("pass --spec"))
    }
}
