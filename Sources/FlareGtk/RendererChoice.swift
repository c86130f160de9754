import Foundation

/// Which GSK renderer Flare's windows use, chosen on purpose before GTK starts (GTK reads `GSK_RENDERER` once,
/// in `gtk_init`). The rule, cheapest check first, no GL context made (that alone costs llvmpipe's start-up):
/// 1. `GSK_RENDERER` set by the user wins, whatever it says.
/// 2. `LIBGL_ALWAYS_SOFTWARE` set (to anything but empty, `0` or `false`): Mesa draws GL in software, so Cairo.
/// 3. No DRM render node (`/dev/dri/renderD*`): no GPU is reachable, GL would be Mesa's llvmpipe/softpipe, so Cairo.
/// 4. Otherwise GTK's default (GL where a GPU draws).
/// A GPU whose driver is itself software (a render node of a virtual GPU without 3D) keeps GL: `GSK_RENDERER=cairo` then.
public struct RendererChoice: Sendable, Equatable, CustomStringConvertible {
    /// `cairo`, or `default` (GTK's own choice, GL), or the user's `GSK_RENDERER` value.
    public let renderer: String
    /// Why, in words for `bench` output and logs.
    public let reason: String

    /// The rule above, on the given environment and `/dev/dri` listing (nil: no such folder).
    public static func decide(environment: [String: String], driNodes: [String]?) -> RendererChoice {
        if let user = environment["GSK_RENDERER"], !user.isEmpty {
            return RendererChoice(renderer: user, reason: "GSK_RENDERER=\(user) set by the user")
        }
        if let soft = environment["LIBGL_ALWAYS_SOFTWARE"], !["", "0", "false"].contains(soft.lowercased()) {
            return RendererChoice(renderer: "cairo", reason: "LIBGL_ALWAYS_SOFTWARE=\(soft): GL would be software")
        }
        guard let nodes = driNodes, nodes.contains(where: { $0.hasPrefix("renderD") }) else {
            return RendererChoice(renderer: "cairo", reason: "no GPU render node in /dev/dri: GL would be software (llvmpipe)")
        }
        return RendererChoice(renderer: "default", reason: "a GPU render node (/dev/dri/\(nodes.sorted().first { $0.hasPrefix("renderD") } ?? "")): GTK's GL")
    }

    /// This process's choice (from its environment and `/dev/dri`).
    public static func current() -> RendererChoice {
        decide(environment: ProcessInfo.processInfo.environment,
               driNodes: try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri"))
    }

    /// Applies the choice to this process: sets `GSK_RENDERER=cairo` when the rule says so (never overriding the
    /// user). Call before GTK starts; returns what was chosen.
    @discardableResult
    public static func apply() -> RendererChoice {
        let choice = current()
        if choice.renderer == "cairo" { setenv("GSK_RENDERER", "cairo", 0) }
        return choice
    }

    public var description: String { "\(renderer) (\(reason))" }
}
