#include "flare_core.h"

void flare_signal_emit(gpointer instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}

void flare_signal_emit_i(gpointer instance, const char *signal, gint a) {
    g_signal_emit_by_name(instance, signal, a);
}

void flare_signal_emit_d(gpointer instance, const char *signal, double a) {
    g_signal_emit_by_name(instance, signal, a);
}

gboolean flare_signal_emit_dd_b(gpointer instance, const char *signal, double a, double b) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(instance, signal, a, b, &handled);
    return handled;
}

gboolean flare_signal_emit_query_tooltip(gpointer instance) {
    gboolean shown = FALSE;
    GtkTooltip *tooltip = g_object_new(GTK_TYPE_TOOLTIP, NULL);
    g_signal_emit_by_name(instance, "query-tooltip", 0, 0, FALSE, tooltip, &shown);
    g_object_unref(tooltip);
    return shown;
}

void flare_signal_emit_dd(gpointer instance, const char *signal, double a, double b) {
    g_signal_emit_by_name(instance, signal, a, b);
}

void flare_signal_emit_idd(gpointer instance, const char *signal, gint n, double a, double b) {
    g_signal_emit_by_name(instance, signal, n, a, b);
}

gboolean flare_signal_emit_uuu_b(gpointer instance, const char *signal, guint keyval, guint keycode, guint state) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(instance, signal, keyval, keycode, (GdkModifierType)state, &handled);
    return handled;
}

void flare_signal_emit_uuu(gpointer instance, const char *signal, guint keyval, guint keycode, guint state) {
    g_signal_emit_by_name(instance, signal, keyval, keycode, (GdkModifierType)state);
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

static gboolean flare_drop_tooltip(gpointer data) {
    GdkDisplay *display = data;
    // GTK's own key for the display's tooltip (gtktooltip.c); 0 when a later GTK names it otherwise: nothing to do.
    GQuark quark = g_quark_try_string("gdk-display-current-tooltip");
    gpointer tooltip = quark ? g_object_get_qdata(G_OBJECT(display), quark) : NULL;
    if (!tooltip) return G_SOURCE_REMOVE;
    // GTK 4.8's browse-mode timeout (a tooltip was shown, then hidden) holds its own reference on the tooltip and,
    // when it fires, removes the tooltip's pending popup timeout and drops the tooltip itself. Dropped here while it
    // is pending, the tooltip would live on with its popup timeout, which then fires finding no tooltip and leaves
    // the tooltip holding the fired timeout's id: the browse-mode timeout then removes that id, and GLib logs
    // "Source ID N was not found when attempting to remove it". So fire GTK's own timeout now instead (it runs
    // before that popup timeout: same priority, added earlier).
    GSource *browse = g_main_context_find_source_by_funcs_user_data(NULL, &g_timeout_funcs, tooltip);
    if (browse) {
        g_source_set_ready_time(browse, 0);
        return G_SOURCE_REMOVE;
    }
    // Nothing else holds it: disposed now, its popup timeout (if any) removed while it exists.
    g_object_set_qdata(G_OBJECT(display), quark, NULL);
    return G_SOURCE_REMOVE;
}

static gboolean flare_popover_unrealized(GSignalInvocationHint *hint, guint n_values, const GValue *values, gpointer data) {
    (void)hint; (void)data;
    GObject *instance = n_values > 0 ? g_value_get_object(&values[0]) : NULL;
    if (instance && GTK_IS_POPOVER(instance)) {
        // After the unrealize (never inside it), at a higher priority than the tooltip's timeout.
        g_idle_add_full(G_PRIORITY_HIGH, flare_drop_tooltip, g_object_ref(gtk_widget_get_display(GTK_WIDGET(instance))),
                        g_object_unref);
    }
    return TRUE;
}

void flare_guard_tooltip(void) {
    static gsize installed = 0;
    if (g_once_init_enter(&installed)) {
        gpointer widget_class = g_type_class_ref(GTK_TYPE_WIDGET);
        g_signal_add_emission_hook(g_signal_lookup("unrealize", GTK_TYPE_WIDGET), 0, flare_popover_unrealized, NULL, NULL);
        g_type_class_unref(widget_class);
        g_once_init_leave(&installed, 1);
    }
}
