/// The one release of each seed library `flare code` writes for: the module the code imports, the release's name,
/// and the commit its API was read from (docs/handoff.md says why each was chosen). Flare's defaults and presets come
/// from the same releases (docs/fidelity.md).
public struct HandoffRelease: Sendable, Hashable {
    /// The module an app imports (`UXSDKCore`).
    public var module: String
    /// The library and its release (`DJI UXSDK 5.0-b4`).
    public var release: String
    /// The repository and commit the API was read from.
    public var source: String

    /// DUX: the last public beta. 5.0-b4 (d36f840) introduced the module `UXSDKCore`; 5.0-b4.1 and the snapshot's
    /// head b7ad7f6 leave `UXSDKCore/UXSDKCore/UI/Alert/**` byte-identical.
    public static let dux = HandoffRelease(
        module: "UXSDKCore", release: "DJI UXSDK 5.0-b4", source: "dji-sdk/Mobile-UXSDK-Beta-iOS@b7ad7f6")
    /// RocketAlert's last tag; the head after it (0144e9d) only deletes .travis.yml.
    public static let rocketAlert = HandoffRelease(
        module: "RocketAlert", release: "RocketAlert 1.0-beta.4", source: "peppesapienza/RocketAlert@71bccf1")
    /// The pod `JHPopupQueue` 0.0.2beta, whose podspec names the module `JHPopupQueue`; the head after the tag
    /// (7f4abf8) only adds a podspec copy.
    public static let popupQueue = HandoffRelease(
        module: "JHPopupQueue", release: "JHPopupQueue 0.0.2beta", source: "hllGitHub/PopupQueue@e957260")
    /// WaitForIt's last tag; the head after it (7f5e9ec) renames private storage only.
    public static let waitForIt = HandoffRelease(
        module: "WaitForIt", release: "WaitForIt 2.0.0", source: "pawurb/WaitForIt@24d9560")
    /// Scotty's last tag; `Route` and `RouteIdentifier` are the same at the head (41480d2).
    public static let scotty = HandoffRelease(
        module: "Scotty", release: "Scotty 2.2.0", source: "BottleRocketStudios/iOS-Scotty@7bda863")

    /// How the code imports it. RocketAlert's font presets are `public static var`s (ElementStyle.swift:11-16),
    /// which Swift 6 refuses to read from a module not built for strict concurrency unless it is imported
    /// `@preconcurrency`; the attribute changes nothing in Swift 5 mode.
    var importLine: String {
        self == .rocketAlert
            ? "@preconcurrency import \(module)  // its font presets are `static var`s" : "import \(module)"
    }

    /// The header line naming it: `// UXSDKCore: DJI UXSDK 5.0-b4 (dji-sdk/Mobile-UXSDK-Beta-iOS@b7ad7f6).`
    var line: String { "//   \(module): \(release) (\(source))" }
}
