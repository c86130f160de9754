// A one-child box that draws its child scaled about its centre: RocketAlert's pressed button inside a double button
// (`View Support/Extension.swift:26-47`'s `bounce`, a CGAffineTransform on the button alone).
//
// Why it exists: GTK 4 lays a box's children out without transforms, and a GtkWidgetClass snapshot vfunc cannot be
// overridden from Swift. FlareScaleBin's layout is GtkBinLayout's (the child fills it, the scale changes nothing in
// the layout, as a UIView's transform leaves its frame to Auto Layout); its snapshot wraps
// `gtk_widget_snapshot_child` in `gtk_snapshot_scale` about the centre. Picking is not transformed (a press starts
// the bounce; the scaled button takes no further input, `DoubleButtonCell.swift:51,61`).
#pragma once
#include "../../CGtk/CGtk.h" // the GTK stack as module CGtk owns it (CGtk.h)

#pragma clang assume_nonnull begin

/// The GType of FlareScaleBin, a GtkWidget with a GtkBinLayout and one child.
GType flare_scale_bin_get_type(void);

/// A new FlareScaleBin (floating), drawing at scale 1.
GtkWidget *flare_scale_bin_new(void);

/// Sets the child (NULL removes it); the bin owns it.
void flare_scale_bin_set_child(GtkWidget *bin, GtkWidget *_Nullable child);

/// Draws the child scaled by `scale` about the bin's centre (1: as laid out); queues a redraw when it changes.
void flare_scale_bin_set_scale(GtkWidget *bin, double scale);

/// The scale the child is drawn at.
double flare_scale_bin_get_scale(GtkWidget *bin);

#pragma clang assume_nonnull end
