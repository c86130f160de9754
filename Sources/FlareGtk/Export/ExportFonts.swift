import FlareCore

/// The font files an exported image draws with (`manifest.json`'s `fonts`), so a review can tell when two
/// machines drew the same spec with different files. The fonts listed are the ones the stylesheets use.
enum ExportFonts {
    /// The faces `fonts` resolve to on this machine, each once, in first-use order.
    static func faces(
        _ fonts: [FontSpec], in spec: Spec, catalog: any FontCatalog = FontconfigCatalog.shared
    ) -> [FontFace] {
        let check = FontCheck(catalog: catalog, declaredFiles: spec.fonts)
        var faces: [FontFace] = []
        for font in fonts {
            if let face = check.face(font), !faces.contains(face) { faces.append(face) }
        }
        return faces
    }

    /// The fonts `AlertStylesheet` gives an alert's labels, buttons, input and slide control.
    static func fonts(of alert: AlertSpec) -> [FontSpec] { alert.drawnFonts }

    /// The fonts `RocketStylesheet` gives a rocket's blocks, and its input field.
    static func fonts(of rocket: RocketSpec) -> [FontSpec] {
        var fonts = RocketStylesheet.fonts(of: rocket).map(\.font)
        if rocket.blocks.contains(where: { if case .input = $0.content { true } else { false } }) {
            fonts.append(.system(16, .light))
        }
        return fonts
    }
}
