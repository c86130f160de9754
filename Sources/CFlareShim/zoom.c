#include "flare_zoom.h"

struct _FlareZoomFixed {
    GtkFixed parent_instance;
};

G_DECLARE_FINAL_TYPE(FlareZoomFixed, flare_zoom_fixed, FLARE, ZOOM_FIXED, GtkFixed)
G_DEFINE_TYPE(FlareZoomFixed, flare_zoom_fixed, GTK_TYPE_FIXED)

GskRenderNode *flare_zoom_spread(GskTransform *transform, GskRenderNode *node) {
    switch (gsk_render_node_get_node_type(node)) {
    case GSK_CONTAINER_NODE: {
        guint n = gsk_container_node_get_n_children(node);
        GskRenderNode **children = g_new(GskRenderNode *, n);
        for (guint i = 0; i < n; i++) {
            children[i] = flare_zoom_spread(transform, gsk_container_node_get_child(node, i));
        }
        GskRenderNode *spread = gsk_container_node_new(children, n);
        for (guint i = 0; i < n; i++) {
            gsk_render_node_unref(children[i]);
        }
        g_free(children);
        return spread;
    }
    case GSK_CLIP_NODE: {
        graphene_rect_t clip;
        gsk_transform_transform_bounds(transform, gsk_clip_node_get_clip(node), &clip);
        GskRenderNode *child = flare_zoom_spread(transform, gsk_clip_node_get_child(node));
        GskRenderNode *spread = gsk_clip_node_new(child, &clip);
        gsk_render_node_unref(child);
        return spread;
    }
    case GSK_ROUNDED_CLIP_NODE: {
        // The corners scale with the rectangle: the transform scales and moves, never rotates.
        float sx, sy, dx, dy;
        gsk_transform_to_affine(transform, &sx, &sy, &dx, &dy);
        if (sx <= 0 || sy <= 0) return gsk_transform_node_new(node, transform);
        GskRoundedRect clip = *gsk_rounded_clip_node_get_clip(node);
        gsk_transform_transform_bounds(transform, &gsk_rounded_clip_node_get_clip(node)->bounds, &clip.bounds);
        for (int i = 0; i < 4; i++) {
            clip.corner[i].width *= sx;
            clip.corner[i].height *= sy;
        }
        GskRenderNode *child = flare_zoom_spread(transform, gsk_rounded_clip_node_get_child(node));
        GskRenderNode *spread = gsk_rounded_clip_node_new(child, &clip);
        gsk_render_node_unref(child);
        return spread;
    }
    case GSK_COLOR_NODE: {
        // A parent's background is drawn anew (equal, not the same node) whenever a child changed; as a colour
        // over a moved rectangle GSK compares it by value instead of repainting it.
        graphene_rect_t bounds;
        gsk_render_node_get_bounds(node, &bounds);
        gsk_transform_transform_bounds(transform, &bounds, &bounds);
        return gsk_color_node_new(gsk_color_node_get_color(node), &bounds);
    }
    case GSK_TRANSFORM_NODE: {
        // Combined, a scale and a rotation would make a clip below no longer a rectangle: such a node stays whole.
        GskTransform *both = gsk_transform_transform(
            gsk_transform_ref(transform), gsk_transform_node_get_transform(node));
        GskRenderNode *child = gsk_transform_node_get_child(node);
        GskRenderNode *spread = gsk_transform_get_category(both) >= GSK_TRANSFORM_CATEGORY_2D_AFFINE
                                    ? flare_zoom_spread(both, child)
                                    : gsk_transform_node_new(child, both);
        gsk_transform_unref(both);
        return spread;
    }
    default:
        return gsk_transform_node_new(node, transform);
    }
}

/// Draws each child as GtkFixed does (`gtk_widget_snapshot_child`: its node under its transform), except that a
/// child under a scale is drawn with the scale spread over its parts.
static void flare_zoom_fixed_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        GtkSnapshot *own = gtk_snapshot_new();
        gtk_widget_snapshot_child(widget, child, own);
        GskRenderNode *node = gtk_snapshot_free_to_node(own);
        if (node == NULL) continue;
        if (gsk_render_node_get_node_type(node) == GSK_TRANSFORM_NODE
            && gsk_transform_get_category(gsk_transform_node_get_transform(node))
                   == GSK_TRANSFORM_CATEGORY_2D_AFFINE) {
            GskRenderNode *spread = flare_zoom_spread(
                gsk_transform_node_get_transform(node), gsk_transform_node_get_child(node));
            gtk_snapshot_append_node(snapshot, spread);
            gsk_render_node_unref(spread);
        } else {
            gtk_snapshot_append_node(snapshot, node);
        }
        gsk_render_node_unref(node);
    }
}

static void flare_zoom_fixed_class_init(FlareZoomFixedClass *klass) {
    GTK_WIDGET_CLASS(klass)->snapshot = flare_zoom_fixed_snapshot;
}

static void flare_zoom_fixed_init(FlareZoomFixed *self) { (void)self; }

GtkWidget *flare_zoom_fixed_new(void) { return g_object_new(flare_zoom_fixed_get_type(), NULL); }
