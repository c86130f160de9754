#include "flare_app.h"

GApplication *flare_application(gpointer object) { return G_APPLICATION(object); }
GtkApplication *flare_gtk_application(gpointer object) { return GTK_APPLICATION(object); }
GActionMap *flare_action_map(gpointer object) { return G_ACTION_MAP(object); }
GAction *flare_action(gpointer object) { return G_ACTION(object); }
GtkToggleButton *flare_toggle_button(gpointer object) { return GTK_TOGGLE_BUTTON(object); }
GtkRange *flare_range(gpointer object) { return GTK_RANGE(object); }
GtkRevealer *flare_revealer(gpointer object) { return GTK_REVEALER(object); }
GtkHeaderBar *flare_header_bar(gpointer object) { return GTK_HEADER_BAR(object); }
GtkPaned *flare_paned(gpointer object) { return GTK_PANED(object); }
GtkNativeDialog *flare_native_dialog(gpointer object) { return GTK_NATIVE_DIALOG(object); }
GtkFileChooser *flare_file_chooser(gpointer object) { return GTK_FILE_CHOOSER(object); }
GtkDropDown *flare_drop_down(gpointer object) { return GTK_DROP_DOWN(object); }
GtkListBox *flare_list_box(gpointer object) { return GTK_LIST_BOX(object); }
GtkListBoxRow *flare_list_box_row(gpointer object) { return GTK_LIST_BOX_ROW(object); }
GtkMenuButton *flare_menu_button(gpointer object) { return GTK_MENU_BUTTON(object); }
GtkTextView *flare_text_view(gpointer object) { return GTK_TEXT_VIEW(object); }
GtkGrid *flare_grid(gpointer object) { return GTK_GRID(object); }
GtkStack *flare_stack(gpointer object) { return GTK_STACK(object); }
GtkStackSwitcher *flare_stack_switcher(gpointer object) { return GTK_STACK_SWITCHER(object); }
GtkSwitch *flare_switch(gpointer object) { return GTK_SWITCH(object); }
GtkScale *flare_scale(gpointer object) { return GTK_SCALE(object); }
GtkPopover *flare_popover(gpointer object) { return GTK_POPOVER(object); }
