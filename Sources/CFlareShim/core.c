#include "flare_core.h"

gulong flare_signal_connect(gpointer instance, const char *signal, GCallback handler,
                            gpointer data, GClosureNotify notify) {
    return g_signal_connect_data(instance, signal, handler, data, notify, 0);
}

gboolean flare_main_iteration(gboolean may_block) {
    return g_main_context_iteration(NULL, may_block);
}

GtkWidget *flare_widget(gpointer object) { return GTK_WIDGET(object); }
GtkWindow *flare_window(gpointer object) { return GTK_WINDOW(object); }
GtkBox *flare_box(gpointer object) { return GTK_BOX(object); }
GtkLabel *flare_label(gpointer object) { return GTK_LABEL(object); }
GObject *flare_object(gpointer object) { return G_OBJECT(object); }

guint flare_add_tick_callback(GtkWidget *widget, GtkTickCallback callback, gpointer data, GDestroyNotify notify) {
    return gtk_widget_add_tick_callback(widget, callback, data, notify);
}

void flare_signal_emit(gpointer instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}

void flare_signal_emit_i(gpointer instance, const char *signal, gint a) {
    g_signal_emit_by_name(instance, signal, a);
}

void flare_signal_emit_dd(gpointer instance, const char *signal, double a, double b) {
    g_signal_emit_by_name(instance, signal, a, b);
}

void flare_signal_emit_idd(gpointer instance, const char *signal, gint n, double a, double b) {
    g_signal_emit_by_name(instance, signal, n, a, b);
}

void flare_signal_emit_p(gpointer instance, const char *signal, gpointer argument) {
    g_signal_emit_by_name(instance, signal, argument);
}

void flare_object_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}

void flare_object_set_int(gpointer object, const char *property, int value) {
    g_object_set(object, property, value, NULL);
}

void flare_object_set_bool(gpointer object, const char *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}
