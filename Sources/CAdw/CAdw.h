// libadwaita 1.2 (Debian 12), as pkg-config names it (`libadwaita-1`). This target only carries its compiler flags
// and library; its header, <adwaita.h>, is included by CGtk (CGtk.h says why), which Swift imports instead.
