// fontconfig for Swift: it is not part of the gtk4 module map, so this header brings it into CFlareShim's
// module. FontconfigCatalog (FlareGtk) calls it directly: every function Flare uses takes plain pointers and
// values (no variadics or macros beyond string and integer constants), so no C wrapper is needed.
#pragma once
#include <fontconfig/fontconfig.h>
