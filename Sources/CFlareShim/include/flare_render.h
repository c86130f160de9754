// Fonts for rendering: what FontRegistry needs that Swift cannot call directly.
//
// Why it exists:
//  - flare_fonts_add_file: Flare registers its bundled fonts and a spec's `fonts:` with fontconfig for the process
//    (FcConfigAppFontAddFile), then tells Pango's font map that the configuration changed:
//    pango_fc_font_map_config_changed needs the PANGO_FC_FONT_MAP() cast macro and <pango/pangofc-fontmap.h>,
//    which the gtk4 module map does not include.
//  - flare_freetype_version: FreeType's run-time version (part of `flare test`'s renderer fingerprint) takes an
//    FT_Library (FT_Init_FreeType, FT_Library_Version, FT_Done_FreeType) and FreeType's macro-named headers
//    (#include FT_FREETYPE_H), which Swift cannot import.
#pragma once
#include "../../CGtk/CGtk.h" // the GTK stack as module CGtk owns it (CGtk.h)

#pragma clang assume_nonnull begin

/// Adds a font file to the process's fontconfig configuration and refreshes Pango's default font map.
/// Returns FALSE when fontconfig cannot read the file.
gboolean flare_fonts_add_file(const char *path);

/// The FreeType library's version at run time, as `major.minor.patch`, in `buffer` (`size` bytes); "unknown" when
/// FreeType cannot start.
void flare_freetype_version(char *buffer, gsize size);

#pragma clang assume_nonnull end
