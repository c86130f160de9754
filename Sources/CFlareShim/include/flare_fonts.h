// fontconfig for Swift: it is not part of the gtk4 module map, so this header brings it into CFlareShim's
// module, for `LibraryVersions` (`FcGetVersion`). FontconfigCatalog (FlareCore) has the GTK-free module CFontconfig.
// Every function Flare uses takes plain pointers and values, so no C wrapper is needed.
#pragma once
#include <fontconfig/fontconfig.h>
