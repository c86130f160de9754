import FlareCore

/// The bar under the stage: play/pause, a scrubber over the current show or close animation, where it is, and a
/// button that saves it as an animated PNG.
@MainActor
final class Timeline {
    let widget = Box(.horizontal, spacing: 6)
    let playButton = Button(icon: "media-playback-pause-symbolic")
    let scale = Scale(.horizontal, min: 0, max: 1, step: 0.001)
    private let label = Label("")
    private let player: AnimationPlayer
    private var following = false

    init(player: AnimationPlayer) {
        self.player = player
        widget.addClasses("toolbar", "flare-timeline")
        playButton.tooltip = "Pause or play the animation (Ctrl+Space)"
        playButton.actionName = "win.play-pause"
        playButton.addClass("flat")
        widget.append(playButton)
        scale.drawValue = false
        scale.hexpand = true
        scale.tooltip = "Scrub the animation"
        widget.append(scale)
        label.addClass("numeric")
        label.setSizeRequest(width: 150, height: -1)
        label.xalign = 1
        widget.append(label)
        let save = Button(icon: "document-save-symbolic")
        save.tooltip = "Save this animation as an animated PNG (Ctrl+Shift+S)"
        save.actionName = "win.save-motion"
        save.addClass("flat")
        widget.append(save)
        scale.connect(.valueChanged) { [weak self] in
            guard let self, !following else { return }
            player.scrub(to: scale.value)
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
        scale.value = player.progress
        let paused = player.isPaused || !player.isRunning
        playButton.iconName = paused ? "media-playback-start-symbolic" : "media-playback-pause-symbolic"
        guard let animation = player.animation else {
            label.text = ""
            return
        }
        let verb = animation.phase == .show ? "Show" : "Close"
        let total = animation.duration
        let now = total * player.progress
        label.text = "\(verb) \(Self.seconds(now)) / \(Self.seconds(total)) s"
    }
}
