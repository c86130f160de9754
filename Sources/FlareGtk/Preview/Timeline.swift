import CFlareShim
import CGtk
import FlareCore

/// The bar under the stage: play/pause, a scrubber over the current show or close animation, where it is, and a
/// button that saves it as an animated PNG.
@MainActor
final class Timeline {
    let widget: UnsafeMutablePointer<GtkWidget>
    let playButton: UnsafeMutablePointer<GtkWidget>
    let scale: UnsafeMutablePointer<GtkWidget>
    private let label: UnsafeMutablePointer<GtkWidget>
    private let player: AnimationPlayer
    private var following = false

    init(player: AnimationPlayer) {
        self.player = player
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_add_css_class(widget, "toolbar")
        gtk_widget_add_css_class(widget, "flare-timeline")
        playButton = gtk_button_new_from_icon_name("media-playback-pause-symbolic")!
        gtk_widget_set_tooltip_text(playButton, "Pause or play the animation (Ctrl+Space)")
        gtk_actionable_set_action_name(OpaquePointer(playButton), "win.play-pause")
        gtk_widget_add_css_class(playButton, "flat")
        gtk_box_append(flare_box(widget), playButton)
        scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.001)!
        gtk_scale_set_draw_value(UnsafeMutablePointer<GtkScale>(OpaquePointer(scale)), 0)
        gtk_widget_set_hexpand(scale, 1)
        gtk_widget_set_tooltip_text(scale, "Scrub the animation")
        gtk_box_append(flare_box(widget), scale)
        label = gtk_label_new("")!
        gtk_widget_add_css_class(label, "numeric")
        gtk_widget_set_size_request(label, 150, -1)
        gtk_label_set_xalign(flare_label(label), 1)
        gtk_box_append(flare_box(widget), label)
        let save = gtk_button_new_from_icon_name("document-save-symbolic")!
        gtk_widget_set_tooltip_text(save, "Save this animation as an animated PNG (Ctrl+Shift+S)")
        gtk_actionable_set_action_name(OpaquePointer(save), "win.save-motion")
        gtk_widget_add_css_class(save, "flat")
        gtk_box_append(flare_box(widget), save)
        Signals.connect(scale, "value-changed") { [weak self] in
            guard let self, !following else { return }
            player.scrub(to: gtk_range_get_value(flare_range(scale)))
        }
        update()
    }

    /// `0.25` style: two decimals.
    static func seconds(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = String(hundredths % 100)
        return "\(hundredths / 100).\(fraction.count == 1 ? "0" + fraction : fraction)"
    }

    /// Follows the player: called on every frame it applies, and when it pauses or resumes.
    func update() {
        following = true
        defer { following = false }
        gtk_range_set_value(flare_range(scale), player.progress)
        let paused = player.isPaused || !player.isRunning
        gtk_button_set_icon_name(flare_button(playButton),
                                 paused ? "media-playback-start-symbolic" : "media-playback-pause-symbolic")
        guard let animation = player.animation else {
            gtk_label_set_text(flare_label(label), "")
            return
        }
        let verb = animation.phase == .show ? "Show" : "Close"
        let total = animation.duration
        let now = total * player.progress
        gtk_label_set_text(flare_label(label), "\(verb) \(Self.seconds(now)) / \(Self.seconds(total)) s")
    }
}
