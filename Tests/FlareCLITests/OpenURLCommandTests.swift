import Foundation
import TestSupport
import Testing

/// `flare open URL` without a session bus: a URL names no spec and cannot reach a running Flare, so Flare says so
/// (rather than route it in the bundled showcase); `--spec SPEC` names the spec to open it in.
@Suite struct OpenURLCommandTests {
    static let noBus = ["DISPLAY": ":987", "DBUS_SESSION_BUS_ADDRESS": "disabled:", "XDG_RUNTIME_DIR": "/nonexistent"]

    @Test func aURLWithoutABusOrASpecIsRefusedClearly() throws {
        let result = try FlareProcess.run(["open", "flare://alert/low-battery"], environment: Self.noBus)
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "there is no session bus, so flare://alert/low-battery cannot reach a running Flare; "
                    + "name the spec to open it in: flare open --spec SPEC 'flare://alert/low-battery'"),
            "\(result.stderr)")
    }

    @Test func specGoesWithAURLAndAFile() throws {
        let alone = try FlareProcess.run(["open", "--spec", "spec.yaml"], environment: Self.noBus)
        #expect(alone.status == 2 && alone.stderr.contains("--spec names the spec a URL routes in"), "\(alone.stderr)")
        let missing = try FlareProcess.run(
            ["open", "--spec", "/nonexistent/spec.yaml", "flare://alert/a"], environment: Self.noBus)
        #expect(
            missing.status == 2 && missing.stderr.contains("/nonexistent/spec.yaml: no such file"), "\(missing.stderr)")
    }
}
