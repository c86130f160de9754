import FlareCore
import Foundation

/// The panel's transcript: the author's avatar, the close header, and the cards (one per shown block, by type) with
/// their buttons, text areas and taps, built into the panel's `Fixed` (where `RocketAnimator` places them). Clicks
/// go to the panel that owns it.
@MainActor
final class RocketTranscript {
    let rocket: RocketSpec
    /// The scale images are rasterised for.
    let scale: Int
    let geometry: RocketGeometry
    /// Whether input cards take typing (a live panel).
    let live: Bool
    /// The cards' layer: the avatar, the cards and the header are its children.
    let fixed = Fixed()
    /// The panel the cards' clicks go to.
    weak var panel: RocketPanel?

    /// The parts, for the panel, tests and lint: one card per visible block, in order; the avatar; the close button.
    private(set) var cards: [Box] = []
    private(set) var avatar: Overlay!
    private(set) var header: Box?
    private(set) var closeButton: Button?
    /// The buttons of each card (button: [button]; double: [left, right]; input: [send]).
    private(set) var buttons: [[Button]] = []
    /// The text area of each input card (nil for other cards).
    private(set) var textAreas: [RocketTextArea?] = []
    /// What draws the bouncing buttons scaled (`RocketMotion.buttonScale`, `closeScale`).
    private(set) var bins = Bins()
    /// Problems met while building (missing images).
    private(set) var warnings: [String] = []
    private var fontClasses: [RocketFont: String] = [:]

    init(rocket: RocketSpec, geometry: RocketGeometry, scale: Int, live: Bool) {
        self.rocket = rocket
        self.geometry = geometry
        self.scale = scale
        self.live = live
        for (i, font) in RocketStylesheet.fonts(of: rocket).enumerated() { fontClasses[font] = "rocket-font-\(i)" }
        buildAvatar()
        buildHeader()
    }

    func warn(_ message: String) { warnings.append("rocket '\(rocket.id)': \(message)") }

    func fontClass(_ font: RocketFont) -> String { fontClasses[font] ?? "rocket-font-0" }

    /// `text` as the layout gets it (`DisplayText.shown`: cut with a warning, long runs made breakable).
    func displayed(_ text: String) -> String { DisplayText.shown(text, warn: warn) }

    /// A spec image, fitted to cover `width` × `height` points, as a picture at exactly that size.
    func picture(_ source: ImageSource, width: Double, height: Double) -> (frame: Overlay, picture: Picture) {
        let image = ImageLoader.load(source, fit: .cover(width, height), scale: scale, tint: nil, warn: warn)
        let picture = Picture(image.texture, fit: image.isPlaceholder ? .fill : .cover)
        return (Overlay(sizing: picture, width: width, height: height), picture)
    }

    private func buildAvatar() {
        // An author without an image gets the placeholder avatar (a neutral head and shoulders).
        let size = RocketGeometry.avatarSize
        let (frame, content) = picture(
            rocket.author.image ?? .file(Assets.avatarPlaceholder.path), width: size, height: size)
        if rocket.author.image == nil { content.addClass("rocket-avatar-blank") }
        frame.addClasses("rocket-avatar", "rocket-avatar-\(rocket.author.style.rawValue)")
        frame.overflow = .hidden
        frame.setSizeRequest(width: size, height: size)
        fixed.put(frame, x: 0, y: 0)
        avatar = frame
    }

    private func buildHeader() {
        guard let close = rocket.closeButton else { return }
        let box = Box(.horizontal)
        box.addClass("rocket-header")
        box.setSizeRequest(width: geometry.cardWidth, height: RocketGeometry.headerHeight - RocketGeometry.inset)
        // The button fills the white card, its title centred (CloseButtonView.swift:60,80-83).
        let button = Button()
        button.addClass("rocket-close")
        let label = Label(displayed(close.title))
        label.addClass(fontClass(close.font))
        button.child = label
        button.hexpand = true
        button.halign = .fill
        button.valign = .fill
        button.connect(.clicked) { [weak self] in self?.panel?.close() }
        // The button bounces inside the white card, which clips it (`CloseButtonView.swift:37-39,54`).
        let bin = ScaleBin(button)
        bin.hexpand = true
        box.overflow = .hidden
        box.append(bin)
        bins.close = bin
        fixed.put(box, x: 0, y: 0)
        header = box
        closeButton = button
    }

    func label(_ text: String, _ font: RocketFont) -> Label {
        let label = Label(wrapping: displayed(text), xalign: 0, justify: .left)
        label.addClasses("rocket-text", fontClass(font))
        return label
    }

    func button(_ b: RocketBlock.ButtonBlock, width: Double, _ action: @escaping @MainActor () -> Void) -> Button {
        let button = Button()
        button.addClass("rocket-button")
        let title = Label(displayed(b.title))
        title.addClass(fontClass(b.font))
        title.ellipsize = .end
        button.child = title
        if width > 0 { button.setSizeRequest(width: width, height: -1) } else { button.hexpand = true }
        button.connect(.clicked, action)
        return button
    }

    /// Builds the card of block `id` as card `index` (the next one; anything else does nothing). Returns whether
    /// it did.
    @discardableResult
    func addCard(index: Int, id: String) -> Bool {
        guard let block = rocket.block(id), index == cards.count else { return false }
        let card = Box(.vertical)
        card.addClasses("rocket-card", "rocket-card-\(index)")
        card.overflow = .hidden
        var cardButtons: [Button] = []
        var textArea: RocketTextArea?
        let width = geometry.cardWidth
        switch block.content {
        case .text(let b):
            card.append(label(b.text, b.font))
            addTap(card, index)
        case .image(let b):
            card.append(imageCard(b, width: width))
            addTap(card, index)
        case .button(let b):
            let button = button(b, width: 0) { [weak self] in self?.panel?.press(.button, index) }
            cardButtons = [button]
            card.append(button)
        case .doubleButton(let l, let r):
            let row = Box(.horizontal)
            row.halign = .center
            let left = button(l, width: width * 0.45) { [weak self] in self?.panel?.press(.left, index) }
            let right = button(r, width: width * 0.45) { [weak self] in self?.panel?.press(.right, index) }
            let separator = Box(.vertical)
            separator.addClass("rocket-separator")
            separator.setSizeRequest(width: 2, height: -1)
            separator.marginTop = 8
            separator.marginBottom = 8
            // Each half bounces alone when pressed (`DoubleButtonCell.swift:53,63`): drawn scaled in its bin.
            let bins = [ScaleBin(left), ScaleBin(right)]
            row.append(bins[0])
            row.append(separator)
            row.append(bins[1])
            self.bins.buttons[index] = bins
            cardButtons = [left, right]
            card.append(row)
        case .input(let b):
            let question = label(b.text, b.font)
            question.addClass("rocket-input-text")
            card.append(question)
            // The typed text in the block's font colour, 16 light (TextInputCell.swift:56-57), 100 tall (:82).
            let area = RocketTextArea(editable: live)
            area.widget.addClass(fontClass(b.font).replacingOccurrences(of: "rocket-font-", with: "rocket-ink-"))
            // A tap in the text view brings the keyboard up; a typed return puts it down (TextInputCell.swift:97-100).
            area.onFocus = { [weak self] in self?.panel?.keyboardUp() }
            area.onReturn = { [weak self] in self?.panel?.keyboardDown() }
            area.widget.setSizeRequest(width: -1, height: 100)
            textArea = area
            card.append(area.widget)
            let send = button(b.sendButton, width: -1) { [weak self] in
                guard let self, let area = self.textAreas[index] else { return }
                self.panel?.input(area.text, index)
            }
            // As wide as the text view, 30 tall, its title at the leading edge (TextInputCell.swift:59-60,84-87).
            send.removeClass("rocket-button")
            send.addClass("rocket-send")
            Label.cast(send.child)?.xalign = 0
            cardButtons = [send]
            card.append(send)
        }
        fixed.put(card, x: 0, y: 0)
        cards.append(card)
        buttons.append(cardButtons)
        textAreas.append(textArea)
        return true
    }

    /// An image block's content (`ImageCell.swift:39-49`): its text 16 from the top and 10 from the sides (an empty
    /// text is an empty label), the image 10 below it, between the paddings, 140 tall with its bottom 24 below the
    /// card's, which cuts it (`mainView.clipsToBounds`, `RocketCell.swift:78`): 116 pt show.
    private func imageCard(_ b: RocketBlock.ImageBlock, width: Double) -> Box {
        let box = Box(.vertical)
        // An empty UILabel is 0 pt tall: no label, and the image 16 + 10 below the card's top.
        if !b.text.isEmpty {
            let text = label(b.text, .text)
            text.removeClass("rocket-text")
            text.addClass("rocket-image-text")
            box.append(text)
        }
        let w = max(1, width - b.paddingLeft - b.paddingRight)
        let (frame, _) = picture(b.image, width: w, height: RocketGeometry.imageHeight)
        frame.addClasses("rocket-image", "rocket-image-\(b.imageStyle.rawValue)")
        frame.overflow = .hidden
        frame.valign = .start
        let cut = Overlay(sizing: frame, width: w, height: RocketGeometry.imageHeight - RocketGeometry.imageOverhang)
        cut.marginStart = Int(b.paddingLeft.rounded())
        cut.marginEnd = Int(b.paddingRight.rounded())
        cut.marginTop = Int(RocketGeometry.inset + (b.text.isEmpty ? 16 : 0))
        box.append(cut)
        return box
    }

    /// Shows a sent answer in card `index`'s text area when it is empty (a scripted answer, as if typed).
    func fill(_ index: Int, with text: String) {
        guard textAreas.indices.contains(index), let area = textAreas[index], area.text.isEmpty else { return }
        area.text = text
    }

    /// A click on card `index` taps it.
    func addTap(_ card: Box, _ index: Int) {
        let click = GestureClick()
        click.connect(.released) { [weak self] _, _, _ in
            // The new card appears where the old one was: the second click of a double click must not fire it
            // while it is still fading in.
            guard let panel = self?.panel, !panel.isFadingIn(index) else { return }
            panel.tap(index)
        }
        card.add(click)
    }
}

extension RocketTranscript {
    /// The bins each double button's halves (by card) and the close button are drawn in, scaled as they bounce.
    struct Bins {
        var buttons: [Int: [ScaleBin]] = [:]
        var close: ScaleBin?
    }
}
