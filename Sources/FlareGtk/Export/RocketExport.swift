import FlareCore
import Foundation

/// Rockets in `flare export`: the device-sized stage with a still `RocketPanel` showing the flow after its script
/// (or after step N, step 0 being the show), or a storyboard: every step of the script side by side, labelled.
public enum RocketExport {
    /// What one storyboard frame (or a single export) shows.
    struct RocketFrame {
        var step: RocketSimulation.Step
        var flow: RocketFlow
    }

    /// The flow after each step of the script (index = step number).
    static func rocketFrames(_ rocket: RocketSpec) -> [RocketFrame] {
        let steps = RocketSimulation.run(rocket)
        return steps.map { RocketFrame(step: $0, flow: RocketSimulation.flow(rocket, after: $0.step)) }
    }

    /// What a render on the stage starts from: the spec in `options`' variant with its fonts registered, the shared
    /// render host, and a new stage of that spec (fonts' and the stage's warnings to `warn`).
    @MainActor
    static func stageRender(
        _ spec: Spec, options: Exporter.Options, warn: @MainActor (String) -> Void
    ) throws
        -> (spec: Spec, variant: Variant, host: RenderHost, stage: StageView)
    {
        let variant = options.variant(on: spec.stage)
        let spec = spec.showing(variant)
        try Exporter.prepare(spec, warn: warn)
        let host = try RenderHost.shared()
        let stage = StageView(spec: spec, theme: variant.theme, scale: variant.scale)
        stage.warnings.forEach(warn)
        return (spec, variant, host, stage)
    }

    /// The stage with the rocket after `step` script steps (every step when nil). What the stage cuts off of the
    /// panel (`RocketPanel.findings`) goes to `found`.
    @MainActor
    public static func renderRocket(
        _ rocket: RocketSpec, in spec: Spec, step: Int? = nil, options: Exporter.Options,
        warn: @MainActor (String) -> Void = Exporter.printWarning,
        found: @MainActor ([Diagnostic]) -> Void = { _ in }
    ) throws -> Raster {
        let count = min(step ?? rocket.script.count, rocket.script.count)
        return try renderRocket(
            rocket, in: spec, flow: RocketSimulation.flow(rocket, after: count), options: options,
            warn: warn, found: found)
    }

    /// The stage with the rocket in the state `flow` is in (the window's screenshot of a live panel). What the
    /// stage cuts off of the panel (`RocketPanel.findings`) goes to `found`.
    @MainActor
    public static func renderRocket(
        _ rocket: RocketSpec, in spec: Spec, flow: RocketFlow, options: Exporter.Options,
        warn: @MainActor (String) -> Void = Exporter.printWarning,
        found: @MainActor ([Diagnostic]) -> Void = { _ in },
        measured: @MainActor (RocketPanel) -> Void = { _ in }
    ) throws -> Raster {
        let (spec, variant, host, stage) = try stageRender(spec, options: options, warn: warn)
        let panel = stillPanel(rocket, on: spec, options: options, flow: flow)
        defer {
            stage.setPanel(nil)
            host.clear()
            panel.teardown()
        }
        panel.warnings.forEach(warn)
        stage.setPanel(panel.widget)
        options.dressChrome(stage)
        host.put(stage.widget)
        settle()
        panel.layout()
        let (w, h) = spec.stage.device.size
        host.allocate(stage.widget, width: w, height: h)
        found(panel.findings)
        measured(panel)
        return Raster(try WidgetRenderer.pixels(stage.widget, width: w, height: h, scale: variant.scale))
    }

    /// The whole conversation after the script in one tall image: the stage as wide as the device and as tall as
    /// the cards need (the column risen past the device's top is scrolled back into sight, as the window's
    /// transcript scrolls back), the close header above the first card.
    @MainActor
    public static func renderTranscript(
        _ rocket: RocketSpec, in spec: Spec, options: Exporter.Options,
        warn: @MainActor (String) -> Void = Exporter.printWarning,
        found: @MainActor ([Diagnostic]) -> Void = { _ in }
    ) throws -> Raster {
        let flow = RocketSimulation.flow(rocket)
        var rise = 0.0
        _ = try renderRocket(
            rocket, in: spec, flow: flow, options: options, warn: { _ in }, measured: { rise = $0.scrollBackLimit })
        guard rise > 0 else {
            return try renderRocket(rocket, in: spec, flow: flow, options: options, warn: warn, found: found)
        }
        var tall = options.variant(on: spec.stage)
        let (w, h) = tall.device.size
        tall.device = .custom(width: w, height: (h + rise).rounded(.up))
        return try renderRocket(rocket, in: spec, flow: flow, options: options.with(tall), warn: warn, found: found)
    }

    /// An export's (not live) panel for `rocket` in the variant: `spec`'s device, the theme, scale and direction.
    /// `flow` is drawn as it is; without one (`clock` given), the panel plays its show on that virtual clock.
    @MainActor
    static func stillPanel(
        _ rocket: RocketSpec, on spec: Spec, options: Exporter.Options, flow: RocketFlow? = nil,
        clock: VirtualMicroseconds? = nil
    ) -> RocketPanel {
        let variant = options.variant(on: spec.stage)
        let panel = RocketPanel(
            rocket: rocket, device: spec.stage.device, theme: variant.theme, scale: variant.scale,
            flow: flow, live: false, animate: clock != nil, clock: clock)
        if variant.isRightToLeft(in: spec) { panel.widget.setDirectionOfTree(.rightToLeft) }
        return panel
    }

    /// One image: every step of the rocket's script side by side (step 0 = the show), each labelled with its
    /// number, operation and what it caused.
    @MainActor
    public static func renderStoryboard(
        _ rocket: RocketSpec, in spec: Spec, options: Exporter.Options,
        warn: @MainActor (String) -> Void = Exporter.printWarning
    ) throws -> Raster {
        let variant = options.variant(on: spec.stage)
        let spec = spec.showing(variant)
        try Exporter.prepare(spec, warn: warn)
        let host = try RenderHost.shared()
        let frames = rocketFrames(rocket)
        let gap = 24.0
        let (w, h) = spec.stage.device.size
        let dark = variant.theme == .dark
        let (scope, provider) = StyleProviders.add(prefix: "flare-storyboard") { s in
            """
            .\(s) { background-color: \(dark ? "rgba(40, 40, 44, 1)" : "rgba(255, 255, 255, 1)"); }
            .\(s) label { all: unset; color: \(dark ? "rgba(240, 240, 245, 1)" : "rgba(29, 29, 31, 1)"); }
            .\(s) .flare-storyboard-title { \(FontRegistry.css(.system(20, .bold))) }
            .\(s) .flare-storyboard-detail { \(FontRegistry.css(.system(14))) }
            """
        }
        let board = Box(.horizontal, spacing: gap)
        board.addClasses("flare-storyboard", scope)
        var stages: [StageView] = []
        var panels: [RocketPanel] = []
        defer {
            for (stage, panel) in zip(stages, panels) {
                stage.setPanel(nil)
                panel.teardown()
            }
            host.clear()
            StyleProviders.remove(provider)
        }
        for frame in frames {
            let column = Box(.vertical, spacing: 8)
            column.marginTop = Int(gap)
            column.marginBottom = Int(gap)
            if frame.step.step == 0 { column.marginStart = Int(gap) }
            if frame.step.step == frames.count - 1 { column.marginEnd = Int(gap) }
            let title = Label(storyboardTitle(frame.step))
            title.addClass("flare-storyboard-title")
            title.xalign = 0
            let detail = Label(storyboardDetail(frame.step))
            detail.addClass("flare-storyboard-detail")
            detail.xalign = 0
            detail.ellipsize = .end
            detail.setSizeRequest(width: Double(Int(w)), height: -1)
            detail.maxWidthChars = 1
            let stage = StageView(spec: spec, theme: variant.theme, scale: variant.scale)
            stage.warnings.forEach(warn)
            let panel = stillPanel(rocket, on: spec, options: options, flow: frame.flow)
            panel.warnings.forEach(warn)
            stage.setPanel(panel.widget)
            options.dressChrome(stage)
            stages.append(stage)
            panels.append(panel)
            column.append(title)
            column.append(detail)
            column.append(stage.widget)
            board.append(column)
        }
        host.put(board)
        settle()
        panels.forEach { $0.layout() }
        let width = Double(frames.count) * (w + gap) + gap
        let naturalHeight = board.measure(.vertical, forSize: Int(width)).natural
        let height = max(Double(naturalHeight), h + 2 * gap)
        host.allocate(board, width: width, height: height)
        return Raster(try WidgetRenderer.pixels(board, width: width, height: height, scale: variant.scale))
    }

    /// Runs the main loop's pending work (at most 100 dispatches, never blocking): a `GtkTextView` restyles and
    /// lays out its text in idle handlers once it is in a window, after the panel set the scripted answer.
    @MainActor
    static func settle() {
        MainLoop.drain(limit: 100)
    }

    /// `3. press right` (the step's number and operation).
    static func storyboardTitle(_ step: RocketSimulation.Step) -> String {
        var text = "\(step.step). \(step.op)"
        switch step.op {
        case "wait":
            text += " \(Double(step.argument ?? "0").map { $0 == $0.rounded() ? "\(Int($0))" : "\($0)" } ?? "") s"
        case "input": text += " “\(step.argument ?? "")”"
        default: if let argument = step.argument { text += " " + argument }
        }
        return text
    }

    /// What the step caused: the blocks added, an ignored action, the dismissal.
    static func storyboardDetail(_ step: RocketSimulation.Step) -> String {
        var parts: [String] = []
        for event in step.events {
            switch event.kind {
            case .blockAdded(_, let id): parts.append("+ \(id)")
            case .ignored(_, let reason): parts.append("ignored: \(reason)")
            case .dismissed(let reason, _): parts.append("dismissed (\(reason.name))")
            case .fired: break
            }
        }
        return parts.isEmpty ? "no change" : parts.joined(separator: ", ")
    }

    /// What one rocket image shows: the flow after its whole script (`last`), after step N, or every step side by
    /// side (`storyboard`). The script is the rocket's own, or its tour when it has none (`RocketTour`).
    public enum Shot: Sendable, Hashable {
        case last, step(Int), storyboard, transcript

        /// The stem the image is named after: `<id>`, `<id>-step-<n>`, `<id>-storyboard`.
        public func stem(_ id: String) -> String {
            switch self {
            case .last: id
            case .step(let n): "\(id)-step-\(n)"
            case .storyboard: "\(id)-storyboard"
            case .transcript: "\(id)-transcript"
            }
        }

        /// The entry's `frame`: `storyboard`, `transcript`, else `stage`.
        var frame: String {
            switch self {
            case .storyboard: "storyboard"
            case .transcript: "transcript"
            case .last, .step: "stage"
            }
        }
    }

    /// Writes one image of the rocket (`shot`, named `Shot.stem` plus the variant, `Variant.fileName`) into
    /// `directory` and returns its manifest entry (the caller writes the manifest: `Manifest.merge`). The rocket
    /// plays its script, or its tour when it has none. What the stage cuts off goes into the entry and to `found`.
    @MainActor
    public static func exportRocket(
        _ rocket: RocketSpec, of spec: Spec, to directory: URL, shot: Shot,
        options: Exporter.Options, warn: @MainActor (String) -> Void = Exporter.printWarning,
        found: @MainActor (Diagnostic) -> Void = Exporter.printFinding
    ) throws -> ExportEntry {
        let variant = options.variant(on: spec.stage)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let rocket = RocketTour.played(spec.text(of: rocket, locale: variant.locale, stress: variant.text))
        var findings: [Diagnostic] = []
        let raster: Raster
        switch shot {
        case .storyboard: raster = try renderStoryboard(rocket, in: spec, options: options, warn: warn)
        case .last: raster = try renderRocket(rocket, in: spec, options: options, warn: warn, found: { findings = $0 })
        case .step(let n):
            raster = try renderRocket(rocket, in: spec, step: n, options: options, warn: warn, found: { findings = $0 })
        case .transcript:
            raster = try renderTranscript(rocket, in: spec, options: options, warn: warn, found: { findings = $0 })
        }
        findings.forEach(found)
        let file = Exporter.fileName(id: shot.stem(rocket.id), options: options, stage: spec.stage)
        let png = try raster.png()
        try png.write(to: directory.appendingPathComponent(file), options: .atomic)
        return ExportEntry(
            id: rocket.id, file: file, width: raster.width, height: raster.height, scale: variant.scale,
            theme: variant.theme.rawValue, device: variant.device.name,
            text: variant.text.rawValue, locale: variant.locale, frame: shot.frame,
            sha256: sha256Hex(png), fonts: ExportFonts.faces(ExportFonts.fonts(of: rocket), in: spec),
            layoutWarnings: findings.isEmpty ? nil : findings)
    }
}
