// The GTK 4 system library, as pkg-config names it (`gtk4`). Nothing else lives here.
#include <gtk/gtk.h>
