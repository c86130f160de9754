// Rendering and export: what the alert views and the PNG exporter need that Swift cannot call directly.
//
// Why each exists:
//  - flare_fonts_add_file: fontconfig (FcConfigAppFontAddFile) is not part of the gtk4 module map; Flare
//    registers its bundled fonts and a spec's `fonts:` for the process, then tells Pango's font map that
//    the configuration changed (pango_fc_font_map_config_changed needs the PANGO_FC_FONT_MAP() cast macro).
//  - flare_pixbuf_save_png: gdk_pixbuf_save_to_bufferv with the one option Flare sets ("compression"),
//    wrapping the char** arrays and the GError out-parameter in one call. Benchmark only: exports write with
//    Flare's own encoder; `flare bench export --encoder gdk-pixbuf` compares it with this one (Gtk/GdkPNG.swift).
//  - flare_settings_fix_font_rendering: g_object_set is variadic; export pins antialiasing and hinting so the
//    same spec gives the same pixels whatever the desktop's (or Xvfb's missing) XSETTINGS say.
//  - The casts stand in for GTK's function-like cast macros (GTK_SCROLLED_WINDOW(), GDK_PAINTABLE(), ...).
#pragma once
#include <gtk/gtk.h>

#pragma clang assume_nonnull begin

/// Adds a font file to the process's fontconfig configuration and refreshes Pango's default font map.
/// Returns FALSE when fontconfig cannot read the file.
gboolean flare_fonts_add_file(const char *path);

/// Encodes `pixbuf` as PNG with zlib `compression` 0...9 into a newly allocated buffer (g_free it).
/// On failure returns FALSE and sets `error`. Used only by the benchmark's encoder comparison.
gboolean flare_pixbuf_save_png(GdkPixbuf *pixbuf, int compression, gchar *_Nullable *_Nonnull buffer,
                               gsize *size, GError *_Nullable *_Nullable error);

/// Grayscale antialiasing, slight hinting, no subpixel order, no hinted metrics, on `settings`.
void flare_settings_fix_font_rendering(GtkSettings *settings);

GtkScrolledWindow *flare_scrolled_window(gpointer object);
GtkOverlay *flare_overlay(gpointer object);
GtkFixed *flare_fixed(gpointer object);
GtkOrientable *flare_orientable(gpointer object);
GdkPaintable *flare_paintable(gpointer object);
GtkStyleProvider *flare_style_provider(gpointer object);
GtkEventController *flare_event_controller(gpointer object);
GtkGesture *flare_gesture(gpointer object);
GtkGestureSingle *flare_gesture_single(gpointer object);
GtkCheckButton *flare_check_button(gpointer object);
GtkButton *flare_button(gpointer object);
GtkEditable *flare_editable(gpointer object);
GtkEntry *flare_entry(gpointer object);
GtkPicture *flare_picture(gpointer object);

#pragma clang assume_nonnull end
