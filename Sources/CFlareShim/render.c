#include "flare_render.h"
#include <fontconfig/fontconfig.h>
#include <pango/pangofc-fontmap.h>
#include <ft2build.h>
#include FT_FREETYPE_H

gboolean flare_fonts_add_file(const char *path) {
    if (!FcConfigAppFontAddFile(FcConfigGetCurrent(), (const FcChar8 *)path))
        return FALSE;
    PangoFontMap *map = pango_cairo_font_map_get_default();
    if (PANGO_IS_FC_FONT_MAP(map))
        pango_fc_font_map_config_changed(PANGO_FC_FONT_MAP(map));
    return TRUE;
}

void flare_freetype_version(char *buffer, gsize size) {
    FT_Library library;
    if (FT_Init_FreeType(&library) != 0) {
        g_strlcpy(buffer, "unknown", size);
        return;
    }
    FT_Int major = 0, minor = 0, patch = 0;
    FT_Library_Version(library, &major, &minor, &patch);
    FT_Done_FreeType(library);
    g_snprintf(buffer, size, "%d.%d.%d", (int)major, (int)minor, (int)patch);
}
