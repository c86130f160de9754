// GtkSourceView 5 (Debian 12's 5.6), as pkg-config names it (`gtksourceview-5`): the source pane's text view with
// YAML/JSON highlighting (`FlareGtk/Gtk/SourceView.swift` wraps it). Nothing else lives here.
#include <gtksourceview/gtksource.h>
