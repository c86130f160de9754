// GtkSourceView 5 (Debian 12's 5.6), as pkg-config names it (`gtksourceview-5`). This target only carries its
// compiler flags and library; its header, <gtksourceview/gtksource.h>, is included by CGtk (CGtk.h says why), which
// Swift imports instead.
