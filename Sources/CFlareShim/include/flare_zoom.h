// The canvas's zoom host: a GtkFixed whose children are drawn with their scale transforms pushed down.
//
// Why it exists: GSK 4.8 diffs a transform node's child only under a translation (`gsk_transform_node_diff`); under
// a scale it damages the node's whole bounds when anything below it changed. The window draws the stage under the
// zoom's scale, so every save repainted the whole stage. FlareZoomFixed draws each child's node with its scale
// pushed through containers, clips and translations down to the parts (`flare_zoom_spread`), so GSK sees the
// scale only around what changed. Its snapshot is a GtkWidgetClass vfunc, which Swift cannot override.
#pragma once
#include "../../CGtk/CGtk.h" // the GTK stack as module CGtk owns it (CGtk.h)

#pragma clang assume_nonnull begin

/// The GType of FlareZoomFixed, a GtkFixed subclass (layout, picking and child transforms are GtkFixed's).
GType flare_zoom_fixed_get_type(void);

/// A new FlareZoomFixed (floating, like gtk_fixed_new).
GtkWidget *flare_zoom_fixed_new(void);

/// `node` drawn under `transform` (a scale and translation: GSK_TRANSFORM_CATEGORY_2D_AFFINE or better), as the
/// same pixels with the transform moved down: a container's children, a clip's or rounded clip's child (the clip
/// transformed, its corners scaled) and a transform node's child (the two transforms combined) each get it in turn;
/// a colour node becomes a colour over the transformed rectangle (GSK compares colours by value, so a parent's
/// background drawn anew repaints nothing); any other node is wrapped in one transform node. A full reference.
GskRenderNode *flare_zoom_spread(GskTransform *transform, GskRenderNode *node);

#pragma clang assume_nonnull end
