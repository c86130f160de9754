// The inspector pages' content box: a GtkBox whose render node keeps only what shows through its scrolled window.
//
// Why it exists: GSK 4.8's Cairo renderer draws every node of the window's tree at every frame (container, clip and
// transform nodes draw all their children; Cairo's clip rejects the pixels, not the walk), so a long page (the
// Properties page's ~300 rows, most of them scrolled out of view) made every frame of the window, an edit's
// included, cost as much as drawing all its rows. FlareCullBox leaves the nodes outside its viewport out of its own
// node (`flare_cull`); the widgets stay mapped, so focus, picking and accessibility do not change. Its snapshot is a
// GtkWidgetClass vfunc, which Swift cannot override.
#pragma once
#include "../../CGtk/CGtk.h" // the GTK stack as module CGtk owns it (CGtk.h)

#pragma clang assume_nonnull begin

/// The GType of FlareCullBox, a GtkBox subclass (layout, picking and children are GtkBox's).
GType flare_cull_box_get_type(void);

/// A new FlareCullBox (floating, like gtk_box_new). Inside a GtkViewport it draws what shows through the viewport
/// (with a margin), and draws again when the viewport's adjustments change (a scroll, a resize); anywhere else it
/// draws as a GtkBox.
GtkWidget *flare_cull_box_new(GtkOrientation orientation, int spacing);

/// `node` without the parts whose bounds miss `visible` (in the node's coordinates): a container keeps the children
/// that meet it, a translation looks into its child; any other node that meets it is kept whole. NULL when nothing
/// meets it; the same node (a new reference) when everything does.
GskRenderNode *_Nullable flare_cull(GskRenderNode *node, const graphene_rect_t *visible);

#pragma clang assume_nonnull end
