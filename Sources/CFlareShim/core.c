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
