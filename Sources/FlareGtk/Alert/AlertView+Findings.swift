import FlareCore

/// What GTK's layout of the alert hides or cuts, read from the widgets the window and the export draw.
extension AlertView {
    /// How far (in points) a part may pass an edge before it counts: GTK rounds allocations to whole points.
    static let findingTolerance = 0.5

    /// The findings of the current layout, in the order the parts are drawn (see `LayoutFinding`). Valid once
    /// the alert is allocated (in a mapped window after a frame, or after `RenderHost.allocate`); empty before.
    /// "Visible" means with the content scrolled to its top, as the alert first shows and as an export draws it.
    public var layoutFindings: [LayoutFinding] {
        let viewportWidth = Double(scrolledWindow.width)
        let viewportHeight = Double(scrolledWindow.height)
        guard viewportWidth > 0, viewportHeight > 0, let viewport = scrolledWindow.child,
            let content = viewport.firstChild
        else { return [] }
        let tolerance = Self.findingTolerance
        var found: [LayoutFinding] = []
        if width > stageWidth + tolerance { found.append(.alertWiderThanStage(alert: width, stage: stageWidth)) }
        if contentHeight > maxHeight + tolerance {
            found.append(.alertTallerThanStage(content: contentHeight.rounded(.up), stage: maxHeight))
        }
        // Parts are measured in the content box's coordinates, moved by its insets to where it sits in the viewport
        // when scrolled to its top (whatever the user scrolled in the window): the visible area is the viewport's
        // size from its origin.
        let inset = (x: Float(content.marginStart), y: Float(content.marginTop))
        func bounds(_ widget: Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
            guard let rect = widget.bounds(in: content) else { return nil }
            // Float sums, as graphene's rectangle adds them.
            return (Double(Float(rect.x) + inset.x), Double(Float(rect.y) + inset.y), rect.width, rect.height)
        }
        let parts: [(LayoutFinding.TextPart, Label?)] =
            [(.title, titleLabel), (.message, messageLabel), (.text, customTextLabel)]
        for case let (part, label?) in parts {
            guard let rect = bounds(label), Double(Float(rect.y) + Float(rect.height)) > viewportHeight + tolerance
            else { continue }
            let (lines, hidden) = Self.lines(of: label, top: rect.y, visibleBottom: viewportHeight + tolerance)
            if hidden > 0 { found.append(.textOffStage(part, lines: lines, hiddenLines: hidden)) }
        }
        if let image = customImage, let cropped = Self.crop(image) { found.append(cropped) }
        for (index, button) in actionButtons.enumerated() {
            guard let rect = bounds(button) else { continue }
            let (x, y) = (rect.x, rect.y)
            let (w, h) = (rect.width, rect.height)
            if x < -tolerance || y < -tolerance || x + w > viewportWidth + tolerance
                || y + h > viewportHeight + tolerance
            {
                found.append(.actionOffStage(index: index))
            } else if index < actionTitleLabels.count, Self.isEllipsized(actionTitleLabels[index]) {
                let (needed, given) = Self.widths(actionTitleLabels[index])
                found.append(.actionTitleCut(index: index, needed: needed, given: given))
            }
        }
        found += cornerFindings()
        return found
    }

    /// The icon and the actions that reach outside the alert's rounded shape, measured in the root's coordinates
    /// (the widget that draws the rounded background), as the alert first shows.
    private func cornerFindings() -> [LayoutFinding] {
        let size = (width: Double(root.width), height: Double(root.height))
        guard size.width > 0, size.height > 0 else { return [] }
        let parts: [(LayoutFinding.Part, Widget?)] =
            [(.icon, iconPicture)] + actionButtons.enumerated().map { (.action($0.offset), $0.element) }
        return parts.compactMap { part, widget in
            guard let widget, widget.visible, let rect = widget.bounds(in: root) else { return nil }
            return LayoutFinding.outside(
                part, x: rect.x, y: rect.y, width: rect.width, height: rect.height, alert: spec, size: size,
                tolerance: Self.findingTolerance)
        }
    }

    /// `layoutFindings` as warnings at the keys that draw each part (`message:`, the action, `custom.image:`).
    public var findings: [Diagnostic] { layoutFindings.map { $0.diagnostic(in: spec) } }

    /// The label's line count, and how many of its lines end below `visibleBottom` (content coordinates).
    private static func lines(of label: Label, top: Double, visibleBottom: Double) -> (Int, Int) {
        let bottoms = label.lineBottoms
        return (bottoms.count, bottoms.filter { top + $0 > visibleBottom }.count)
    }

    /// Whether Pango cut the label's text with an ellipsis at its allocated width (`pango_layout_is_ellipsized`).
    static func isEllipsized(_ label: Label) -> Bool {
        guard label.width > 0 else { return false }
        return label.isEllipsized
    }

    /// The width the label draws its text whole at (`ActionsLayout.titleWidth`: its natural width and the tracking
    /// after the last glyph, which Pango's ellipsizer counts) and the width it was given, in points.
    static func widths(_ label: Label) -> (needed: Double, given: Double) {
        (AlertActionsPart.titleWidth(label), Double(label.width))
    }

    /// The custom image's crop: cover fills the frame and cuts what overhangs. Frames whose height is the image's
    /// aspect rounded to whole points (the default, without `height:`) are not cropped in any way that shows.
    private static func crop(_ image: (picture: Picture, width: Double, height: Double)) -> LayoutFinding? {
        let w = Double(image.picture.width), h = Double(image.picture.height)
        guard w > 0, h > 0, image.width > 0, image.height > 0 else { return nil }
        let fitted = w * image.height / image.width
        guard abs(h - fitted) > 1 else { return nil }
        return .imageCropped(frame: .init(width: w, height: h), image: .init(width: image.width, height: image.height))
    }
}
