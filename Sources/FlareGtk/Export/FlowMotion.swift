import FlareCore
import Foundation

/// `flare export --id ROCKET --motion flow`: the rocket's whole flow on the stage, drawn frame by frame in virtual
/// time: the show, cards appearing, `showNextAfter` timers elapsing and each scripted action (`RocketMotionPlan`),
/// through the same `RocketPanel` motion the window plays, read from a virtual clock instead of the frame clock.
public enum FlowMotion {
    @MainActor
    public static func renderFlowMotion(
        _ rocket: RocketSpec, in spec: Spec, fps: Int, options: Exporter.Options,
        warn: @MainActor (String) -> Void = Exporter.printWarning
    )
        throws -> (frames: [Raster], timing: MotionFrames)
    {
        let variant = options.variant(on: spec.stage)
        let spec = spec.showing(variant)
        try Exporter.prepare(spec, warn: warn)
        let host = try RenderHost.shared()
        let clock = VirtualMicroseconds(0)
        let stage = StageView(spec: spec, theme: variant.theme, scale: variant.scale)
        stage.warnings.forEach(warn)
        let panel = RocketExport.stillPanel(rocket, on: spec, options: options, clock: clock)
        defer {
            stage.setPanel(nil)
            host.clear()
            panel.teardown()
        }
        panel.warnings.forEach(warn)
        stage.setPanel(panel.widget)
        options.dressChrome(stage)
        host.put(stage.widget)
        let (w, h) = spec.stage.device.size
        let plan = RocketMotionPlan(script: rocket.script, showDuration: RocketPanel.slide + RocketPanel.columnFade)
        var pending = plan.actions[...]
        var keyboardAt = plan.keyboardAt
        let rate = Double(MotionFrames(duration: 0, fps: fps).fps)
        var frames: [Raster] = []
        var flowTime = 0.0
        for index in 0... {
            let t = Double(index) / rate
            clock.value = Int64((t * 1_000_000).rounded())
            panel.apply(.wait(t - flowTime))  // the flow's timers due by now
            flowTime = t
            if let at = keyboardAt, at <= t + 1e-9 {  // the keyboard comes up for the scripted input
                panel.keyboardUp()
                keyboardAt = nil
            }
            while let next = pending.first, next.at <= t + 1e-9 {
                panel.apply(next.step)
                pending.removeFirst()
            }
            let moving = panel.advanceMotion()
            host.allocate(stage.widget, width: w, height: h)
            let frame = Raster(try WidgetRenderer.pixels(stage.widget, width: w, height: h, scale: variant.scale))
            // The flow's length is known only at its end: the memory is checked as the frames come.
            try MotionExport.checkMotionMemory(
                frames: frames.count + 1, of: frame.rgba.count, width: frame.width, height: frame.height)
            frames.append(frame)
            let settled = pending.isEmpty && !moving && (panel.flow.wake == nil || panel.isGone)
            if settled || t + 1 / rate > RocketMotionPlan.maxDuration + 1e-9 { break }
        }
        return (frames, MotionFrames(duration: Double(frames.count - 1) / rate, fps: fps))
    }

    /// Exports the flow motion of `rocket` (`<id>-flow[-dark]…` as an APNG or frames); returns its manifest entry.
    @MainActor
    public static func exportFlowMotion(
        _ rocket: RocketSpec, of spec: Spec, fps: Int, format: MotionExport.MotionFormat,
        to directory: URL, options: Exporter.Options,
        warn: @MainActor (String) -> Void = Exporter.printWarning
    ) throws -> ExportEntry {
        let variant = options.variant(on: spec.stage)
        let (frames, timing) = try renderFlowMotion(rocket, in: spec, fps: fps, options: options, warn: warn)
        let stem = String(Exporter.fileName(id: "\(rocket.id)-flow", options: options, stage: spec.stage).dropLast(4))
        let written = try MotionExport.writeMotion(frames, timing: timing, format: format, stem: stem, to: directory)
        var entry = ExportEntry(
            id: rocket.id, file: written.file, width: frames[0].width, height: frames[0].height,
            scale: variant.scale, theme: variant.theme.rawValue,
            device: variant.device.name, frame: "stage", sha256: sha256Hex(written.png),
            fonts: ExportFonts.faces(ExportFonts.fonts(of: rocket), in: spec))
        entry.motion = MotionExport.Motion(
            motion: "flow", frames: timing.count, fps: timing.fps, duration: timing.duration,
            format: format.rawValue)
        return entry
    }
}
