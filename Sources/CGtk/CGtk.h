// The one module that owns the GTK stack's headers: GTK 4 (`gtk4`), GLib's Unix API (`g_unix_fd_add_full`, which
// <gtk/gtk.h> does not include), libadwaita 1.2 (`libadwaita-1`: Flare's chrome, never the stage) and
// GtkSourceView 5 (`gtksourceview-5`: the source pane). Swift imports CGtk alone.
//
// Why one module: when two modules' umbrella headers both include <gtk/gtk.h>, each holds its own copy of GTK's
// declarations, and which module a C enum constant is credited to varies by build, so a file that imported only one
// of them sometimes could not find GTK_RESPONSE_ACCEPT or GTK_SHORTCUT_SCOPE_LOCAL. CAdw and CGtkSource are kept as
// system-library targets for their pkg-config flags and libraries only; their headers are empty.
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <adwaita.h>
#include <gtksourceview/gtksource.h>
