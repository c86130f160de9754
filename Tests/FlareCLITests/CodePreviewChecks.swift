import FlareCore
import Foundation
import Testing

/// The generated `#Preview`s in the recording run. Linux's swiftc has no plugin for Xcode's `#Preview` macro, so
/// each `#Preview(name) {` becomes `let <prefix>N = PreviewStub(name) {` (the UIKit stub's stand-in with the macro's
/// shape: a name and a closure returning the view controller); everything else in the block is compiled as written,
/// with `-D DEBUG`, and the recorder runs each body as Xcode does (made, then on screen).
extension CodeRecordingTests {
    /// The text with its previews rewritten, and the constants they became, in order.
    static func previewsAsStubs(_ text: String, prefix: String) -> (text: String, previews: [String]) {
        var previews: [String] = []
        let lines = text.components(separatedBy: "\n").map { line -> String in
            guard line.hasPrefix("#Preview(") else { return line }
            let name = prefix + String(previews.count + 1)
            previews.append(name)
            return "@MainActor let \(name) = PreviewStub(" + line.dropFirst("#Preview(".count)
        }
        return (lines.joined(separator: "\n"), previews)
    }

    /// Each alert and rocket has a preview per theme the spec draws, which presents it in that theme.
    static func comparePreviews(_ spec: Spec, _ recorded: [String: Any], _ example: String) -> Int {
        let themes = SpecLint.themes(for: spec).sorted { $0 == .light && $1 == .dark }
        var want: [String] = []
        let items =
            spec.alerts.map { ($0.id, "alert:" + ($0.title ?? "none")) }
            + spec.rockets.map { ($0.id, "rocket:" + $0.start) }
        for (id, shown) in items {
            for theme in themes {
                let name = themes.count > 1 ? "\(id), \(theme.rawValue)" : id
                want.append([name, shown, theme.rawValue].joined(separator: " | "))
            }
        }
        let got = (0..<want.count + 1).compactMap { recorded["\(example)/preview:\($0)"] as? String }
        #expect(got == want, "\(example): the previews presented \(got), the spec asks for \(want)")
        return want.count
    }
}
