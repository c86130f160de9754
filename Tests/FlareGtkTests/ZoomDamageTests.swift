import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The stage at a zoom other than 100 % (the window's fitted zoom). GSK 4.8 repaints a scaled render node whole
/// when anything under it changed (`gsk_transform_node_diff` diffs a child only under a translation), so the
/// canvas's host draws the stage with the zoom's scale pushed down to its parts (`ZoomFixed`): a title save repaints
/// the title, not the stage, and the pixels are still the stage's node drawn under the zoom's scale.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct ZoomDamageTests {
    /// `child`'s render node as `parent` draws it (`gtk_widget_snapshot_child`: the widget's cached node under its
    /// transform); a full reference.
    @MainActor static func node(
        of child: UnsafeMutablePointer<GtkWidget>, in parent: UnsafeMutablePointer<GtkWidget>
    ) throws -> OpaquePointer {
        let snapshot = gtk_snapshot_new()
        gtk_widget_snapshot_child(parent, child, snapshot)
        return try #require(gtk_snapshot_free_to_node(snapshot))
    }

    static func bounds(_ node: OpaquePointer, dx: Float, dy: Float) -> graphene_rect_t {
        var rect = graphene_rect_t()
        gsk_render_node_get_bounds(node, &rect)
        rect.origin.x += dx
        rect.origin.y += dy
        return rect
    }

    static func union(_ a: graphene_rect_t?, _ b: graphene_rect_t?) -> graphene_rect_t? {
        guard var a, var b else { return a ?? b }
        var both = graphene_rect_t()
        graphene_rect_union(&a, &b, &both)
        return both
    }

    /// The rectangle GSK 4.8's diff (`gsk_render_node_diff`) repaints between two frames' nodes, or at most that
    /// (it diffs some leaves more finely): nothing for the same node, a transform of the same child or a node of the
    /// same values; containers of as many children child by child; a clip of the same rectangle (rounded or not), or
    /// a translation by the same offset, into its child; any other change (a leaf, a scale over a changed child) both
    /// nodes' bounds.
    static func damage(_ a: OpaquePointer, _ b: OpaquePointer, dx: Float = 0, dy: Float = 0) -> graphene_rect_t? {
        if a == b { return nil }
        let type = gsk_render_node_get_node_type(a)
        if type == gsk_render_node_get_node_type(b) {
            switch type {
            case GSK_CONTAINER_NODE where gsk_container_node_get_n_children(a) == gsk_container_node_get_n_children(b):
                return (0..<gsk_container_node_get_n_children(a)).reduce(nil) {
                    union(
                        $0,
                        damage(
                            gsk_container_node_get_child(a, $1), gsk_container_node_get_child(b, $1), dx: dx, dy: dy))
                }
            case GSK_CLIP_NODE where graphene_rect_equal(gsk_clip_node_get_clip(a), gsk_clip_node_get_clip(b)):
                return damage(gsk_clip_node_get_child(a), gsk_clip_node_get_child(b), dx: dx, dy: dy)
            case GSK_ROUNDED_CLIP_NODE
            where memcmp(
                gsk_rounded_clip_node_get_clip(a), gsk_rounded_clip_node_get_clip(b), MemoryLayout<GskRoundedRect>.size)
                == 0:
                return damage(gsk_rounded_clip_node_get_child(a), gsk_rounded_clip_node_get_child(b), dx: dx, dy: dy)
            case GSK_TRANSFORM_NODE
            where gsk_transform_equal(gsk_transform_node_get_transform(a), gsk_transform_node_get_transform(b)) != 0:
                let transform = gsk_transform_node_get_transform(a)
                let (childA, childB) = (gsk_transform_node_get_child(a)!, gsk_transform_node_get_child(b)!)
                if childA == childB { return nil }
                guard gsk_transform_get_category(transform).rawValue >= GSK_TRANSFORM_CATEGORY_2D_TRANSLATE.rawValue
                else { break }
                var (x, y) = (Float(0), Float(0))
                gsk_transform_to_translate(transform, &x, &y)
                return damage(childA, childB, dx: dx + x, dy: dy + y)
            default:
                if sameContent(a, b) { return nil }
            }
        }
        return union(bounds(a, dx: dx, dy: dy), bounds(b, dx: dx, dy: dy))
    }

    /// Whether two nodes of the same type draw the same (`gsk_render_node_serialize`): GSK's diff of a leaf (a
    /// colour, a border, a shadow, a text) repaints nothing when its values are the same.
    static func sameContent(_ a: OpaquePointer, _ b: OpaquePointer) -> Bool {
        guard let first = gsk_render_node_serialize(a), let second = gsk_render_node_serialize(b) else { return false }
        defer {
            g_bytes_unref(first)
            g_bytes_unref(second)
        }
        return g_bytes_equal(UnsafeRawPointer(first), UnsafeRawPointer(second)) != 0
    }

    /// A window on a one-alert spec at 120 %, shown and painted.
    @MainActor static func open(_ spec: URL) -> PreviewWindow {
        let preview = PreviewWindow(specPath: spec.path)
        preview.present()
        preview.viewController.setZoom(1.2)
        #expect(MainLoop.run(until: { preview.window.mapped && preview.area.player?.isRunning == false }))
        #expect(InPlaceReloadTests.painted(preview))
        return preview
    }

    @Test func aTitleSaveAtAFractionalZoomRepaintsTheTitleOnly() async throws {
        try await onGtk {
            let spec = try InPlaceReloadTests.project(InPlaceReloadTests.text(title: "Battery low"))
            let preview = Self.open(spec)
            defer { preview.close() }
            let host = preview.area.stageHost.widget
            let canvas = try #require(gtk_widget_get_parent(host))
            let before = try Self.node(of: host, in: canvas)
            defer { gsk_render_node_unref(before) }
            let stage = try #require(preview.stage)

            try InPlaceReloadTests.text(title: "Battery very low").write(to: spec, atomically: true, encoding: .utf8)
            #expect(MainLoop.run(until: { preview.stage?.alertView?.titleLabel?.text == "Battery very low" }))
            #expect(InPlaceReloadTests.painted(preview))
            #expect(preview.stage === stage, "the title is updated in place")
            let after = try Self.node(of: host, in: canvas)
            defer { gsk_render_node_unref(after) }

            let damage = try #require(Self.damage(before, after), "the title's change is repainted")
            var title = graphene_rect_t(), whole = graphene_rect_t()
            let label = try #require(stage.alertView?.titleLabel)
            #expect(gtk_widget_compute_bounds(label.widget, canvas, &title) != 0)
            #expect(gtk_widget_compute_bounds(stage.widget.widget, canvas, &whole) != 0)
            var slack = graphene_rect_t()  // the glyphs' ink beyond the label's box, at fractional pixels
            graphene_rect_inset_r(&title, -2, -2, &slack)
            var repainted = damage
            #expect(
                graphene_rect_contains_rect(&slack, &repainted),
                "the repainted \(repainted) lies inside the title \(title), not the stage \(whole)")
        }
    }

    /// The stage's node under the zoom's scale as GtkFixed draws it, and spread over its parts as the window draws
    /// it, drawn with Cairo: the same pixels, at 1 per channel apart at most.
    @MainActor static func compareSpread(_ preview: PreviewWindow, _ what: String) throws {
        let stage = try #require(preview.stage).widget.widget
        let scaled = try node(of: stage, in: preview.area.stageHost.widget)
        defer { gsk_render_node_unref(scaled) }
        try #require(gsk_render_node_get_node_type(scaled) == GSK_TRANSFORM_NODE)
        let spread = flare_zoom_spread(
            gsk_transform_node_get_transform(scaled), gsk_transform_node_get_child(scaled))
        defer { gsk_render_node_unref(spread) }
        let (w, h) = (Int(preview.area.stageHost.width), Int(preview.area.stageHost.height))
        func draw(_ node: OpaquePointer) -> [UInt8] {
            let image = CairoImage(width: w, height: h)
            image.draw { gsk_render_node_draw(node, $0.cr) }
            return image.bytes
        }
        let (a, b) = (draw(scaled), draw(spread))
        let worst = zip(a, b).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
        #expect(a.count == w * 4 * h && worst <= 1, "\(what): \(worst) apart at most in \(w)×\(h)")
    }

    @Test func theSpreadStageDrawsWhatTheScaledStageDraws() async throws {
        try await onGtk {
            let path = Fixtures.examples.appendingPathComponent("showcase.yaml")
            let spec = try #require(SpecLoader.load(path: path.path).spec)
            let preview = Self.open(path)
            defer { preview.close() }
            for alert in spec.alerts.prefix(4) {
                preview.stageController.select(SpecItem.alert(alert.id))
                #expect(
                    MainLoop.run(until: {
                        preview.area.player?.isRunning == false && preview.stageController.shownAlert?.id == alert.id
                    }))
                RenderFixtures.waitFrames(preview.window)
                try Self.compareSpread(preview, alert.id)
            }
            preview.area.inspect.setOverlays(safeAreas: true, deviceFrame: true)
            preview.area.inspect.setInspecting(true)
            preview.stage?.setKeyboard(visible: true)
            RenderFixtures.waitFrames(preview.window)
            try Self.compareSpread(preview, "with safe areas, the device frame, inspect mode and the keyboard")
        }
    }
}
