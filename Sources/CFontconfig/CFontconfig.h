// fontconfig alone (no GTK): `FontconfigCatalog` (FlareCore) resolves fonts with it, so the GTK-free `flare`
// commands (`flare code --assets`) answer without loading GTK.
#pragma once
#include <fontconfig/fontconfig.h>
