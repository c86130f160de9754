// CFlareShim: the few things Swift cannot import from GTK 4, one short function each.
// One header per area (flare_core.h, flare_render.h, ...); SwiftPM makes include/ the module's umbrella.
//
// Why each exists:
//  - flare_signal_connect: g_signal_connect_data is a function, but GCallback needs a cast Swift
//    cannot express for a typed trampoline; the closure box is released by GLib in `notify`.
//  - flare_object_ref_sink / flare_object_unref: thin, typed wrappers of GObject ref-counting on widgets.
//  - flare_object_set_*: g_object_set is variadic.
//  - The casts (flare_widget, flare_window, ...) stand in for GTK_WIDGET() and friends (function-like
//    macros, not imported by Swift).
#pragma once
#include <gtk/gtk.h>

#pragma clang assume_nonnull begin

/// Connects `handler` (a typed @convention(c) trampoline) to `signal` on `instance`; GLib owns
/// `data` and calls `notify` when the handler is disconnected or the instance finalized.
gulong flare_signal_connect(gpointer instance, const char *signal, GCallback handler,
                            gpointer _Nullable data, GClosureNotify notify);

/// Runs the GLib default main context once (may block when `may_block`). Returns whether events were dispatched.
gboolean flare_main_iteration(gboolean may_block);

GtkWidget *flare_widget(gpointer object);
GtkWindow *flare_window(gpointer object);
GtkBox *flare_box(gpointer object);
GtkLabel *flare_label(gpointer object);
GObject *flare_object(gpointer object);

/// g_signal_emit_by_name (variadic in C) for each signal signature Flare connects: none, (gint),
/// (gdouble, gdouble), (gint, gdouble, gdouble), (gpointer). Buttons are clicked from code with them, and tests
/// emit every signal of `Gtk/Signal.swift` through them.
void flare_signal_emit(gpointer instance, const char *signal);
void flare_signal_emit_i(gpointer instance, const char *signal, gint a);
void flare_signal_emit_dd(gpointer instance, const char *signal, double a, double b);
void flare_signal_emit_idd(gpointer instance, const char *signal, gint n, double a, double b);
void flare_signal_emit_p(gpointer instance, const char *signal, gpointer _Nullable argument);

/// g_object_set of one string, int or boolean property (g_object_set is variadic in C).
void flare_object_set_string(gpointer object, const char *property, const char *_Nullable value);
void flare_object_set_int(gpointer object, const char *property, int value);
void flare_object_set_bool(gpointer object, const char *property, gboolean value);

/// gtk_widget_add_tick_callback with a destroy notify (GLib owns `data`).
guint flare_add_tick_callback(GtkWidget *widget, GtkTickCallback callback, gpointer _Nullable data, GDestroyNotify notify);

#pragma clang assume_nonnull end
