#include "flare_render.h"
#include <fontconfig/fontconfig.h>
#include <pango/pangofc-fontmap.h>

gboolean flare_fonts_add_file(const char *path) {
    if (!FcConfigAppFontAddFile(FcConfigGetCurrent(), (const FcChar8 *)path))
        return FALSE;
    PangoFontMap *map = pango_cairo_font_map_get_default();
    if (PANGO_IS_FC_FONT_MAP(map))
        pango_fc_font_map_config_changed(PANGO_FC_FONT_MAP(map));
    return TRUE;
}

gboolean flare_pixbuf_save_png(GdkPixbuf *pixbuf, int compression, gchar **buffer, gsize *size, GError **error) {
    char level[4];
    g_snprintf(level, sizeof level, "%d", CLAMP(compression, 0, 9));
    char *keys[] = { "compression", NULL };
    char *values[] = { level, NULL };
    return gdk_pixbuf_save_to_bufferv(pixbuf, buffer, size, "png", keys, values, error);
}

void flare_settings_fix_font_rendering(GtkSettings *settings) {
    g_object_set(settings,
                 "gtk-xft-antialias", 1,
                 "gtk-xft-hinting", 1,
                 "gtk-xft-hintstyle", "hintslight",
                 "gtk-xft-rgba", "none",
                 "gtk-hint-font-metrics", FALSE,
                 NULL);
}

GtkScrolledWindow *flare_scrolled_window(gpointer object) { return GTK_SCROLLED_WINDOW(object); }
GtkOverlay *flare_overlay(gpointer object) { return GTK_OVERLAY(object); }
GtkFixed *flare_fixed(gpointer object) { return GTK_FIXED(object); }
GtkOrientable *flare_orientable(gpointer object) { return GTK_ORIENTABLE(object); }
GdkPaintable *flare_paintable(gpointer object) { return GDK_PAINTABLE(object); }
GtkStyleProvider *flare_style_provider(gpointer object) { return GTK_STYLE_PROVIDER(object); }
GtkEventController *flare_event_controller(gpointer object) { return GTK_EVENT_CONTROLLER(object); }
GtkGesture *flare_gesture(gpointer object) { return GTK_GESTURE(object); }
GtkGestureSingle *flare_gesture_single(gpointer object) { return GTK_GESTURE_SINGLE(object); }
GtkCheckButton *flare_check_button(gpointer object) { return GTK_CHECK_BUTTON(object); }
GtkButton *flare_button(gpointer object) { return GTK_BUTTON(object); }
GtkEditable *flare_editable(gpointer object) { return GTK_EDITABLE(object); }
GtkEntry *flare_entry(gpointer object) { return GTK_ENTRY(object); }
GtkPicture *flare_picture(gpointer object) { return GTK_PICTURE(object); }
