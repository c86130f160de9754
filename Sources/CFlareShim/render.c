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
