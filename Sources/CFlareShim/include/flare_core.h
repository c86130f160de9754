// CFlareShim: the few things Swift cannot call in GTK 4, GLib and the system, one short function each.
// One header per area; SwiftPM makes include/ the module's umbrella. Swift calls everything else directly, from
// FlareGtk/Gtk only (the typed wrapper layer).
//
// Why each function here exists:
//  - flare_signal_emit*: g_signal_emit_by_name is variadic. One per signal signature Flare connects (none, gint,
//    one gdouble, two gdoubles, two gdoubles returning a gboolean, gint + two gdoubles, a pointer, a key's three guints
//    with or without a gboolean result, a widget's query-tooltip): code clicks a button with it, and tests emit
//    every typed signal of Gtk/Signal.swift through them.
//  - flare_object_set_*: g_object_set is variadic; one property of each type Flare sets (GtkSettings' font
//    rendering, test settings).
//  - flare_guard_tooltip: an emission hook, which Swift cannot write (GSignalEmissionHook is a C callback that GLib
//    calls for every widget), working around a GTK 4.8 bug.
#pragma once
#include "../../CGtk/CGtk.h" // the GTK stack as module CGtk owns it (CGtk.h)

#pragma clang assume_nonnull begin

void flare_signal_emit(gpointer instance, const char *signal);
void flare_signal_emit_i(gpointer instance, const char *signal, gint a);
void flare_signal_emit_d(gpointer instance, const char *signal, double a);
void flare_signal_emit_dd(gpointer instance, const char *signal, double a, double b);
/// A `(gdouble, gdouble)` signal whose handlers return a gboolean (`GtkEventControllerScroll::scroll`): its result.
gboolean flare_signal_emit_dd_b(gpointer instance, const char *signal, double a, double b);
/// `GtkWidget::query-tooltip` at (0, 0), not from the keyboard, with a new `GtkTooltip`: whether a handler filled it.
gboolean flare_signal_emit_query_tooltip(gpointer instance);
void flare_signal_emit_idd(gpointer instance, const char *signal, gint n, double a, double b);
void flare_signal_emit_p(gpointer instance, const char *signal, gpointer _Nullable argument);
/// A key signal (keyval, keycode, modifier state): `GtkEventControllerKey::key-pressed` (its gboolean result) and
/// `::key-released`.
gboolean flare_signal_emit_uuu_b(gpointer instance, const char *signal, guint keyval, guint keycode, guint state);
void flare_signal_emit_uuu(gpointer instance, const char *signal, guint keyval, guint keycode, guint state);

/// g_object_set of one string, int or boolean property.
void flare_object_set_string(gpointer object, const char *property, const char *_Nullable value);
void flare_object_set_int(gpointer object, const char *property, int value);
void flare_object_set_bool(gpointer object, const char *property, gboolean value);

/// GTK 4.8's tooltip keeps the native the pointer last moved over; when that is a popover which is unrealized but
/// still alive (a context menu just closed, not yet freed), its hover timeout asks the NULL surface for the pointer:
/// a critical (`flare monkey --seed 17 --steps 80`). Once per process, a hook on GtkWidget::unrealize drops the
/// display's tooltip (as GTK does when browse mode ends; it makes a new one at the next motion) after a popover is
/// unrealized, before any timeout can run.
void flare_guard_tooltip(void);

#pragma clang assume_nonnull end
