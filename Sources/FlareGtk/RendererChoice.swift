import Foundation

/// Which GSK renderer Flare's windows use, chosen on purpose before GTK starts (GTK reads `GSK_RENDERER` once,
/// in `gtk_init`). The rule, cheapest check first, no GL context made (that alone costs llvmpipe's start-up):
/// 1. `GSK_RENDERER` set by the user wins, whatever it says.
/// 2. `LIBGL_ALWAYS_SOFTWARE` set (to anything but empty, `0` or `false`): Mesa draws GL in software, so Cairo.
/// 3. No DRM render node (`/dev/dri/renderD*`): no GPU is reachable, GL would be Mesa's llvmpipe/softpipe, so Cairo.
/// 4. Every render node belongs to a kernel driver without 3D (`vgem`, `vkms`, an emulated card: `bochs-drm`,
///    `cirrus`, `qxl`, …; read from `/sys/class/drm/<node>/device/driver`): Mesa would fall back to llvmpipe, so Cairo.
/// 5. Otherwise GTK's default (GL where a GPU draws).
public struct RendererChoice: Sendable, Equatable, CustomStringConvertible {
    /// `cairo`, or `default` (GTK's own choice, GL), or the user's `GSK_RENDERER` value.
    public let renderer: String
    /// Why, in words for `bench` output and logs.
    public let reason: String

    /// Kernel DRM drivers that expose a render node but draw no 3D: GL on them is Mesa's software rasteriser.
    static let softwareDrivers: Set<String> = [
        "vgem", "vkms", "bochs-drm", "bochs", "cirrus", "cirrus-qemu", "qxl",
        "vboxvideo", "hyperv_drm", "udl", "simpledrm", "ast", "mgag200",
    ]

    /// The rule above, on the given environment, `/dev/dri` listing (nil: no such folder) and the kernel driver of
    /// each render node (missing: unknown, taken for a GPU).
    public static func decide(
        environment: [String: String], driNodes: [String]?,
        drivers: [String: String] = [:]
    ) -> RendererChoice {
        if let user = environment["GSK_RENDERER"], !user.isEmpty {
            return RendererChoice(renderer: user, reason: "GSK_RENDERER=\(user) set by the user")
        }
        if let soft = environment["LIBGL_ALWAYS_SOFTWARE"], !["", "0", "false"].contains(soft.lowercased()) {
            return RendererChoice(renderer: "cairo", reason: "LIBGL_ALWAYS_SOFTWARE=\(soft): GL would be software")
        }
        guard let nodes = driNodes, nodes.contains(where: { $0.hasPrefix("renderD") }) else {
            return RendererChoice(
                renderer: "cairo", reason: "no GPU render node in /dev/dri: GL would be software (llvmpipe)")
        }
        let renderNodes = nodes.filter { $0.hasPrefix("renderD") }.sorted()
        if renderNodes.allSatisfy({ drivers[$0].map(softwareDrivers.contains) ?? false }) {
            let list = renderNodes.map { "\($0): \(drivers[$0] ?? "")" }.joined(separator: ", ")
            return RendererChoice(
                renderer: "cairo", reason: "render nodes without 3D (\(list)): GL would be software (llvmpipe)")
        }
        let gpu = renderNodes.first { !(drivers[$0].map(softwareDrivers.contains) ?? false) } ?? ""
        return RendererChoice(
            renderer: "default",
            reason: "a GPU render node (/dev/dri/\(gpu)\(drivers[gpu].map { ", \($0)" } ?? "")): GTK's GL")
    }

    /// The kernel driver behind each DRM node (`/sys/class/drm/<node>/device/driver` is a link to it).
    static func drivers(of nodes: [String]) -> [String: String] {
        var out: [String: String] = [:]
        for node in nodes {
            let link = "/sys/class/drm/\(node)/device/driver"
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: link) {
                out[node] = (target as NSString).lastPathComponent
            }
        }
        return out
    }

    /// This process's choice (from its environment and `/dev/dri`).
    public static func current() -> RendererChoice {
        let nodes = try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")
        return decide(
            environment: ProcessInfo.processInfo.environment, driNodes: nodes, drivers: drivers(of: nodes ?? []))
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
