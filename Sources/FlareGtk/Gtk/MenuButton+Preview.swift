import CFlareShim
import CGtk

extension MenuButton {
    /// `gtk_menu_button_set_menu_model` of a `GMenu`.
    func setMenu(_ menu: Menu) { setMenuModel(menu.raw) }
}
