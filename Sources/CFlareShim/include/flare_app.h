// The previewer application: what the window, live reload and single-instance start-up need that Swift
// cannot call directly.
//
// Why each exists:
//  - The casts stand in for GTK's and GIO's function-like cast macros (G_APPLICATION(), G_ACTION_MAP(), ...).
#pragma once
#include <gtk/gtk.h>

#pragma clang assume_nonnull begin

GApplication *flare_application(gpointer object);
GtkApplication *flare_gtk_application(gpointer object);
GActionMap *flare_action_map(gpointer object);
GAction *flare_action(gpointer object);
GtkToggleButton *flare_toggle_button(gpointer object);
GtkRange *flare_range(gpointer object);
GtkRevealer *flare_revealer(gpointer object);
GtkHeaderBar *flare_header_bar(gpointer object);
GtkPaned *flare_paned(gpointer object);
GtkNativeDialog *flare_native_dialog(gpointer object);
GtkFileChooser *flare_file_chooser(gpointer object);
GtkDropDown *flare_drop_down(gpointer object);
GtkListBox *flare_list_box(gpointer object);
GtkListBoxRow *flare_list_box_row(gpointer object);
GtkMenuButton *flare_menu_button(gpointer object);
GtkTextView *flare_text_view(gpointer object);
// The inspector pane.
GtkGrid *flare_grid(gpointer object);
GtkStack *flare_stack(gpointer object);
GtkStackSwitcher *flare_stack_switcher(gpointer object);
GtkSwitch *flare_switch(gpointer object);
GtkScale *flare_scale(gpointer object);
GtkPopover *flare_popover(gpointer object);

#pragma clang assume_nonnull end
