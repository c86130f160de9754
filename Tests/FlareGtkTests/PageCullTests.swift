import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// The inspector's pages draw only what shows through their scrolled window (`FlareCullBox`): GSK 4.8's Cairo
/// renderer walks every node of the window at every frame, so the Properties page's rows out of view cost every
/// frame, an edit's included. The culled page is the same pixels in its viewport as the page drawn whole, before and
/// after a scroll, with far fewer nodes.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct PageCullTests {
    /// How many nodes `node` holds (itself included).
    static func count(_ node: OpaquePointer) -> Int {
        switch gsk_render_node_get_node_type(node) {
        case GSK_CONTAINER_NODE:
            return 1
                + (0..<gsk_container_node_get_n_children(node)).reduce(0) {
                    $0 + count(gsk_container_node_get_child(node, $1))
                }
        case GSK_TRANSFORM_NODE: return 1 + count(gsk_transform_node_get_child(node))
        case GSK_CLIP_NODE: return 1 + count(gsk_clip_node_get_child(node))
        case GSK_ROUNDED_CLIP_NODE: return 1 + count(gsk_rounded_clip_node_get_child(node))
        case GSK_OPACITY_NODE: return 1 + count(gsk_opacity_node_get_child(node))
        default: return 1
        }
    }

    /// The scrolled window's viewport and the page's content box in it.
    @MainActor static func parts(
        _ scroller: ScrolledWindow
    ) throws -> (viewport: UnsafeMutablePointer<GtkWidget>, box: UnsafeMutablePointer<GtkWidget>) {
        var child = gtk_widget_get_first_child(scroller.widget)
        while let c = child,
            g_type_check_instance_is_a(
                UnsafeMutableRawPointer(c).assumingMemoryBound(to: GTypeInstance.self), gtk_viewport_get_type()) == 0
        {
            child = gtk_widget_get_next_sibling(c)
        }
        let viewport = try #require(child)
        return (viewport, try #require(gtk_widget_get_first_child(viewport)))
    }

    /// Where the content box lies in its viewport (its top left, above the viewport's when scrolled).
    @MainActor static func origin(_ scroller: ScrolledWindow) throws -> graphene_rect_t {
        let (viewport, box) = try parts(scroller)
        var bounds = graphene_rect_t()
        try #require(gtk_widget_compute_bounds(box, viewport, &bounds) != 0)
        return bounds
    }

    /// The page's content box as its viewport draws it (culled), and each of its children drawn whole at the same
    /// place, drawn with Cairo over the viewport: the same pixels; and the two nodes' counts.
    @MainActor static func compare(_ scroller: ScrolledWindow, _ what: String) throws -> (culled: Int, whole: Int) {
        let (viewport, box) = try parts(scroller)
        let origin = try Self.origin(scroller).origin
        let shown = gtk_snapshot_new()
        gtk_widget_snapshot_child(viewport, box, shown)
        let culled = try #require(gtk_snapshot_free_to_node(shown))
        defer { gsk_render_node_unref(culled) }
        let all = gtk_snapshot_new()
        var point = graphene_point_t(x: origin.x, y: origin.y)
        gtk_snapshot_translate(all, &point)
        var child = gtk_widget_get_first_child(box)
        while let c = child {
            gtk_widget_snapshot_child(box, c, all)
            child = gtk_widget_get_next_sibling(c)
        }
        let whole = try #require(gtk_snapshot_free_to_node(all))
        defer { gsk_render_node_unref(whole) }
        let (w, h) = (Int(gtk_widget_get_width(viewport)), Int(gtk_widget_get_height(viewport)))
        func draw(_ node: OpaquePointer) -> [UInt8] {
            let image = CairoImage(width: w, height: h)
            image.draw { gsk_render_node_draw(node, $0.cr) }
            return image.bytes
        }
        let (a, b) = (draw(culled), draw(whole))
        #expect(w > 100 && h > 100 && a.count == w * 4 * h && a == b, "\(what): the culled page draws the whole page")
        return (count(culled), count(whole))
    }

    @Test func thePropertiesPageDrawsTheRowsInView() async throws {
        try await onGtk {
            let path = Fixtures.examples.appendingPathComponent("showcase.yaml")
            let preview = ZoomDamageTests.open(path)
            defer { preview.close() }
            preview.showPropertiesPage()
            let page = preview.inspector.propertiesPage
            #expect(MainLoop.run(until: { page.sheet != nil && page.scroller.height > 0 }))
            #expect(InPlaceReloadTests.painted(preview))
            let top = try Self.compare(page.scroller, "at the top")
            #expect(top.culled * 2 < top.whole, "\(top.culled) of \(top.whole) nodes drawn at the top")
            let start = try Self.origin(page.scroller).origin.y
            page.scroller.verticalOffset = 900
            let offset = Float(page.scroller.verticalOffset)
            #expect(offset > 300, "the page scrolls \(offset) pt")
            // The viewport lays the box out at the new offset in the next frame.
            #expect(MainLoop.run(until: { (try? Self.origin(page.scroller).origin.y) == start - offset }))
            let lower = try Self.compare(page.scroller, "scrolled")
            #expect(lower.culled * 2 < lower.whole, "\(lower.culled) of \(lower.whole) nodes drawn, scrolled")
        }
    }
}
