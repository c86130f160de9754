import FlareCore

/// The font files an exported image draws with (`manifest.json`'s `fonts`), so a review can tell when two
/// machines drew the same spec with different files. The fonts listed are the ones the stylesheets use.
enum ExportFonts {
    /// The faces `fonts` resolve to on this machine, each once, in first-use order.
    static func faces(_ fonts: [FontSpec], in spec: Spec, catalog: any FontCatalog = FontconfigCatalog.shared) -> [FontFace] {
        let check = FontCheck(catalog: catalog, declaredFiles: spec.fonts)
        var faces: [FontFace] = []
        for font in fonts {
            if let face = check.face(font), !faces.contains(face) { faces.append(face) }
        }
        return faces
    }

    /// The fonts `AlertStylesheet` gives an alert's labels, buttons, input and slide control.
    static func fonts(of alert: AlertSpec) -> [FontSpec] {
        let a = alert.appearance
        var fonts: [FontSpec] = []
        if alert.title != nil { fonts.append(a.titleFont) }
        if alert.message != nil { fonts.append(a.messageFont) }
        switch alert.custom {
        case .text: fonts.append(alert.customStyle.font ?? a.messageFont)
        case .input: fonts.append(alert.customStyle.font ?? .system(14))
        case .image, nil: break
        }
        fonts += alert.actions.map(\.appearance.actionFont)
        if alert.slide != nil {
            fonts += [.system(15, .medium), .system(20, .bold), .system((a.messageFont.size * 0.87).rounded())]
        }
        return fonts
    }

    /// The fonts `RocketStylesheet` gives a rocket's blocks, and its input field.
    static func fonts(of rocket: RocketSpec) -> [FontSpec] {
        var fonts = RocketStylesheet.fonts(of: rocket).map(\.font)
        if rocket.blocks.contains(where: { if case .input = $0.content { true } else { false } }) {
            fonts.append(.system(16, .light))
        }
        return fonts
    }
}
