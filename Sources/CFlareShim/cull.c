#include "flare_cull.h"

struct _FlareCullBox {
    GtkBox parent_instance;
    /// The viewport's adjustments while the box is in a window: a scroll or a resize of the viewport draws it again.
    GtkAdjustment *followed[2];
};

G_DECLARE_FINAL_TYPE(FlareCullBox, flare_cull_box, FLARE, CULL_BOX, GtkBox)
G_DEFINE_TYPE(FlareCullBox, flare_cull_box, GTK_TYPE_BOX)

/// How far beyond the viewport nodes are kept: the box's margins and a row's shadows, with room to spare.
#define FLARE_CULL_MARGIN 64

GskRenderNode *flare_cull(GskRenderNode *node, const graphene_rect_t *visible) {
    graphene_rect_t bounds;
    gsk_render_node_get_bounds(node, &bounds);
    if (!graphene_rect_intersection(&bounds, visible, NULL)) return NULL;
    if (graphene_rect_contains_rect(visible, &bounds)) return gsk_render_node_ref(node);
    switch (gsk_render_node_get_node_type(node)) {
    case GSK_CONTAINER_NODE: {
        guint n = gsk_container_node_get_n_children(node), kept = 0;
        gboolean same = TRUE;
        GskRenderNode **children = g_new(GskRenderNode *, n);
        for (guint i = 0; i < n; i++) {
            GskRenderNode *child = gsk_container_node_get_child(node, i);
            GskRenderNode *culled = flare_cull(child, visible);
            if (culled != child) same = FALSE;
            if (culled != NULL) children[kept++] = culled;
        }
        GskRenderNode *result = NULL;
        if (same) {
            result = gsk_render_node_ref(node);
        } else if (kept > 0) {
            result = gsk_container_node_new(children, kept);
        }
        for (guint i = 0; i < kept; i++) gsk_render_node_unref(children[i]);
        g_free(children);
        return result;
    }
    case GSK_TRANSFORM_NODE: {
        GskTransform *transform = gsk_transform_node_get_transform(node);
        if (gsk_transform_get_category(transform) < GSK_TRANSFORM_CATEGORY_2D_TRANSLATE) {
            return gsk_render_node_ref(node);
        }
        float dx, dy;
        gsk_transform_to_translate(transform, &dx, &dy);
        graphene_rect_t inner;
        graphene_rect_offset_r(visible, -dx, -dy, &inner);
        GskRenderNode *child = gsk_transform_node_get_child(node);
        GskRenderNode *culled = flare_cull(child, &inner);
        if (culled == NULL || culled == child) {
            if (culled != NULL) gsk_render_node_unref(culled);
            return culled == NULL ? NULL : gsk_render_node_ref(node);
        }
        GskRenderNode *result = gsk_transform_node_new(culled, transform);
        gsk_render_node_unref(culled);
        return result;
    }
    default:
        return gsk_render_node_ref(node);
    }
}

/// Draws each child as GtkBox does (`gtk_widget_snapshot_child`), keeping only what meets its viewport's bounds.
static void flare_cull_box_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    GtkWidget *viewport = gtk_widget_get_parent(widget);
    graphene_rect_t visible;
    gboolean culls = viewport != NULL && GTK_IS_VIEWPORT(viewport)
                     && gtk_widget_compute_bounds(viewport, widget, &visible);
    if (culls) graphene_rect_inset(&visible, -FLARE_CULL_MARGIN, -FLARE_CULL_MARGIN);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!culls) {
            gtk_widget_snapshot_child(widget, child, snapshot);
            continue;
        }
        GtkSnapshot *own = gtk_snapshot_new();
        gtk_widget_snapshot_child(widget, child, own);
        GskRenderNode *node = gtk_snapshot_free_to_node(own);
        if (node == NULL) continue;
        GskRenderNode *culled = flare_cull(node, &visible);
        if (culled != NULL) {
            gtk_snapshot_append_node(snapshot, culled);
            gsk_render_node_unref(culled);
        }
        gsk_render_node_unref(node);
    }
}

/// Follows the viewport's adjustments: a scroll moves the box without snapshotting it again (GTK keeps its node
/// and translates it), which would leave the rows scrolled into view undrawn.
static void flare_cull_box_root(GtkWidget *widget) {
    GTK_WIDGET_CLASS(flare_cull_box_parent_class)->root(widget);
    FlareCullBox *self = FLARE_CULL_BOX(widget);
    GtkWidget *viewport = gtk_widget_get_parent(widget);
    if (viewport == NULL || !GTK_IS_VIEWPORT(viewport)) return;
    self->followed[0] = gtk_scrollable_get_hadjustment(GTK_SCROLLABLE(viewport));
    self->followed[1] = gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(viewport));
    for (int i = 0; i < 2; i++) {
        if (self->followed[i] == NULL) continue;
        g_object_ref(self->followed[i]);
        g_signal_connect_swapped(self->followed[i], "value-changed", G_CALLBACK(gtk_widget_queue_draw), widget);
        g_signal_connect_swapped(self->followed[i], "changed", G_CALLBACK(gtk_widget_queue_draw), widget);
    }
}

static void flare_cull_box_unroot(GtkWidget *widget) {
    FlareCullBox *self = FLARE_CULL_BOX(widget);
    for (int i = 0; i < 2; i++) {
        if (self->followed[i] == NULL) continue;
        g_signal_handlers_disconnect_by_data(self->followed[i], widget);
        g_clear_object(&self->followed[i]);
    }
    GTK_WIDGET_CLASS(flare_cull_box_parent_class)->unroot(widget);
}

static void flare_cull_box_class_init(FlareCullBoxClass *klass) {
    GTK_WIDGET_CLASS(klass)->snapshot = flare_cull_box_snapshot;
    GTK_WIDGET_CLASS(klass)->root = flare_cull_box_root;
    GTK_WIDGET_CLASS(klass)->unroot = flare_cull_box_unroot;
}

static void flare_cull_box_init(FlareCullBox *self) { (void)self; }

GtkWidget *flare_cull_box_new(GtkOrientation orientation, int spacing) {
    return g_object_new(flare_cull_box_get_type(), "orientation", orientation, "spacing", spacing, NULL);
}
