// Compiled with the generated code into the recording run's executable (CodeRecordingTests): runs one generated
// `#Preview` (rewritten as a `PreviewStub`) as Xcode does, its view controller made and put on screen, and says what
// it presented and in which theme: `name | alert:<title> | dark`.
import RocketAlert
import UIKit
import UXSDKCore

@MainActor
func recordPreview(_ preview: PreviewStub) -> String {
    let alerts = DUXBetaAlertView.recordedShown.count, rockets = Rocket.recordedShown.count
    UIWindow.recording.overrideUserInterfaceStyle = .unspecified
    let host = preview.body()
    host.loadViewIfNeeded()
    host.viewDidAppear(false)
    let styles: [UIUserInterfaceStyle: String] = [.unspecified: "unspecified", .light: "light", .dark: "dark"]
    let style = styles[UIWindow.recording.overrideUserInterfaceStyle] ?? "?"
    var shown: [String] = DUXBetaAlertView.recordedShown.dropFirst(alerts).map { "alert:" + ($0.titleText ?? "none") }
    shown += Rocket.recordedShown.dropFirst(rockets).map { "rocket:" + ($0.recordedCells.first?.blockID ?? "none") }
    return [preview.name, shown.joined(separator: ", "), style].joined(separator: " | ")
}
