import CFlareShim
import CGtk
@testable import FlareGtk
import Foundation
import Testing

/// Flare's renderer rule (`RendererChoice`): the decision on given environments, and that GTK runs what was chosen.
struct RendererChoiceTests {
    @Test func theUsersGskRendererWins() {
        let choice = RendererChoice.decide(
            environment: ["GSK_RENDERER": "ngl", "LIBGL_ALWAYS_SOFTWARE": "1"], driNodes: nil)
        #expect(choice.renderer == "ngl")
        #expect(choice.reason.contains("user"))
    }

    @Test func softwareGlMeansCairo() {
        #expect(
            RendererChoice.decide(environment: ["LIBGL_ALWAYS_SOFTWARE": "1"], driNodes: ["card0", "renderD128"])
                .renderer == "cairo")
        #expect(
            RendererChoice.decide(environment: ["LIBGL_ALWAYS_SOFTWARE": "true"], driNodes: ["renderD128"]).renderer
                == "cairo")
        #expect(
            RendererChoice.decide(environment: ["LIBGL_ALWAYS_SOFTWARE": "0"], driNodes: ["renderD128"]).renderer
                == "default")
    }

    @Test func noRenderNodeMeansCairo() {
        #expect(RendererChoice.decide(environment: [:], driNodes: nil).renderer == "cairo")
        #expect(RendererChoice.decide(environment: [:], driNodes: ["card0"]).renderer == "cairo")
        let gpu = RendererChoice.decide(environment: [:], driNodes: ["card0", "renderD128"])
        #expect(gpu.renderer == "default")
        #expect(gpu.reason.contains("renderD128"))
    }

    @Test func renderNodesWithout3DMeanCairo() {
        let virtual = RendererChoice.decide(
            environment: [:], driNodes: ["card0", "renderD128"], drivers: ["renderD128": "vgem"])
        #expect(virtual.renderer == "cairo")
        #expect(virtual.reason.contains("renderD128: vgem"))
        #expect(
            RendererChoice.decide(environment: [:], driNodes: ["renderD128"], drivers: ["renderD128": "i915"]).renderer
                == "default")
        // One real GPU among virtual nodes is enough for GL.
        let mixed = RendererChoice.decide(
            environment: [:], driNodes: ["renderD128", "renderD129"],
            drivers: ["renderD128": "vkms", "renderD129": "amdgpu"])
        #expect(mixed.renderer == "default")
        #expect(mixed.reason.contains("renderD129, amdgpu"))
    }

    /// The window draws with the renderer the rule chose (on a machine without a GPU: Cairo).
    @Test(.enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
    func aWindowUsesTheChosenRenderer() async throws {
        let (name, chosen) = try await onGtk { () -> (String, RendererChoice?) in
            let window = Window()
            defer { window.destroy() }
            window.present()
            _ = MainLoop.run(until: { window.realized })
            guard let renderer = gtk_native_get_renderer(window.opaque) else { return ("", GtkRuntime.renderer) }
            let type = String(
                cString: g_type_name_from_instance(
                    UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self)))
            return (type, GtkRuntime.renderer)
        }
        let choice = try #require(chosen)
        switch choice.renderer {
        case "cairo": #expect(name == "GskCairoRenderer")
        case "default": #expect(name != "GskCairoRenderer")
        default: #expect(name.lowercased().contains(choice.renderer.lowercased()))
        }
    }

    /// A process that only draws offscreen tells GDK to start no GL, unless the user set GDK_DEBUG.
    @Test func headlessDrawingStartsNoGL() {
        #expect(GtkRuntime.headlessDebugFlags(environment: [:]) == "gl-disable")
        #expect(GtkRuntime.headlessDebugFlags(environment: ["GDK_DEBUG": ""]) == "gl-disable")
        #expect(GtkRuntime.headlessDebugFlags(environment: ["GDK_DEBUG": "events"]) == nil)
    }

    /// The private Xvfb runs without GLX, and a process on it is given a session bus address that fails at once,
    /// unless it has one.
    @Test func thePrivateDisplayHasNoGLXAndNoBus() {
        let arguments = PrivateDisplay.arguments(xvfb: "/usr/bin/Xvfb")
        #expect(arguments.first == "/usr/bin/Xvfb")
        #expect(arguments.suffix(2) == ["-extension", "GLX"])
        #expect(PrivateDisplay.sessionBusAddress(environment: [:]) == "disabled:")
        #expect(PrivateDisplay.sessionBusAddress(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/tmp/b"]) == nil)
    }
}
