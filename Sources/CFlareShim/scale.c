#include "flare_scale.h"

struct _FlareScaleBin {
    GtkWidget parent_instance;
    double scale;
};

G_DECLARE_FINAL_TYPE(FlareScaleBin, flare_scale_bin, FLARE, SCALE_BIN, GtkWidget)
G_DEFINE_TYPE(FlareScaleBin, flare_scale_bin, GTK_TYPE_WIDGET)

/// The child under a scale about the bin's centre: a translation to the centre, the scale, a translation back.
static void flare_scale_bin_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    FlareScaleBin *self = FLARE_SCALE_BIN(widget);
    GtkWidget *child = gtk_widget_get_first_child(widget);
    if (child == NULL) return;
    if (self->scale == 1.0) {
        gtk_widget_snapshot_child(widget, child, snapshot);
        return;
    }
    float cx = gtk_widget_get_width(widget) / 2.0f, cy = gtk_widget_get_height(widget) / 2.0f;
    gtk_snapshot_save(snapshot);
    gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT(cx, cy));
    gtk_snapshot_scale(snapshot, (float)self->scale, (float)self->scale);
    gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT(-cx, -cy));
    gtk_widget_snapshot_child(widget, child, snapshot);
    gtk_snapshot_restore(snapshot);
}

static void flare_scale_bin_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL) gtk_widget_unparent(child);
    G_OBJECT_CLASS(flare_scale_bin_parent_class)->dispose(object);
}

static void flare_scale_bin_class_init(FlareScaleBinClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = flare_scale_bin_dispose;
    GTK_WIDGET_CLASS(klass)->snapshot = flare_scale_bin_snapshot;
    gtk_widget_class_set_layout_manager_type(GTK_WIDGET_CLASS(klass), GTK_TYPE_BIN_LAYOUT);
}

static void flare_scale_bin_init(FlareScaleBin *self) { self->scale = 1.0; }

GtkWidget *flare_scale_bin_new(void) { return g_object_new(flare_scale_bin_get_type(), NULL); }

void flare_scale_bin_set_child(GtkWidget *bin, GtkWidget *child) {
    GtkWidget *old;
    while ((old = gtk_widget_get_first_child(bin)) != NULL) gtk_widget_unparent(old);
    if (child != NULL) gtk_widget_set_parent(child, bin);
}

void flare_scale_bin_set_scale(GtkWidget *bin, double scale) {
    FlareScaleBin *self = FLARE_SCALE_BIN(bin);
    if (self->scale == scale) return;
    self->scale = scale;
    gtk_widget_queue_draw(bin);
}

double flare_scale_bin_get_scale(GtkWidget *bin) { return FLARE_SCALE_BIN(bin)->scale; }
