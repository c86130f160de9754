// libadwaita 1.2 (Debian 12), as pkg-config names it (`libadwaita-1`): GNOME's widgets for Flare's own chrome
// (toasts, status pages, the about window, the desktop's dark style). Never the stage. Nothing else lives here.
#include <adwaita.h>
