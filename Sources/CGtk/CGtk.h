// The GTK 4 system library, as pkg-config names it (`gtk4`), with GLib's Unix API (`g_unix_fd_add_full`,
// which <gtk/gtk.h> does not include). Nothing else lives here.
#include <gtk/gtk.h>
#include <glib-unix.h>
