import FlareCore
import Foundation

/// `flare export --motion show|close`: an alert's show or close animation drawn frame by frame at exact instants
/// (`MotionFrames`), from the curves the window plays on its frame clock (`AlertAnimation`), as an animated PNG or
/// a folder of numbered frames plus a contact sheet. The first frame is the start of the motion, the last its end:
/// after a show, the still export.
public enum MotionExport {
    /// How a motion is written.
    public enum MotionFormat: String, Sendable, CaseIterable {
        /// One animated PNG (`<id>-<motion>.png`, plays in every browser).
        case apng
        /// `<id>-<motion>/frame-000.png …` plus `<id>-<motion>-sheet.png`, every frame labelled with its time.
        case frames
    }

    /// What the manifest records about a motion.
    public struct Motion: Sendable, Hashable, Codable {
        /// `show`, `close` or `flow`.
        public var motion: String
        public var frames: Int
        public var fps: Int
        /// Seconds from the first frame to the last.
        public var duration: Double
        /// `apng` or `frames`.
        public var format: String
    }

    /// The frames of `alert`'s `phase` animation at `fps`, with their instants.
    @MainActor
    public static func renderMotion(
        _ alert: AlertSpec, in spec: Spec, phase: AlertAnimation.Phase, fps: Int,
        options: Exporter.Options, warn: @MainActor (String) -> Void = Exporter.printWarning
    )
        throws -> (frames: [Raster], timing: MotionFrames)
    {
        let variant = options.variant(on: spec.stage)
        let animation = AlertAnimation(
            type: alert.appearance.animationType, phase: phase,
            duration: alert.appearance.animationDuration)
        let timing = MotionFrames(duration: animation.duration, fps: fps)
        let (w, h) = spec.showing(variant).stage.device.size
        let (pw, ph) = (Int(w) * variant.scale, Int(h) * variant.scale)
        try checkMotionMemory(frames: timing.count, of: pw * ph * 4, width: pw, height: ph)
        let frames = try Exporter.withLaidOut(alert, in: spec, options: options, warn: warn) { _, draw in
            try timing.times.map { Raster(try draw(animation.presentation(at: $0))) }
        }
        return (frames, timing)
    }

    /// A motion's frames are held until they are written: at most `motionMemoryLimit` bytes of them (a 60 s
    /// animation at 60 fps on a 3x stage would want 40 GB), so such a motion is refused with a way out instead of
    /// exhausting memory. The showcase's whole rocket flow at its 2x and 30 fps holds about 1.4 GB.
    static let motionMemoryLimit = 2 << 30

    /// Refuses `frames` frames of `bytes` each (an alert's are counted as stage-sized: it is never larger).
    static func checkMotionMemory(frames: Int, of bytes: Int, width: Int, height: Int) throws {
        guard frames * bytes > motionMemoryLimit else { return }
        throw RenderError(
            "this motion would hold \(frames) frames of up to \(width)×\(height) px "
                + "(\(frames * bytes >> 20) MB, more than \(motionMemoryLimit >> 20) MB): lower --fps or --scale")
    }

    /// Writes `frames` (shown at `timing`) as `format` into `directory` under `stem`; returns the file (the APNG,
    /// or the contact sheet) and its PNG bytes.
    @MainActor
    static func writeMotion(
        _ frames: [Raster], timing: MotionFrames, format: MotionFormat, stem: String,
        to directory: URL
    ) throws -> (file: String, png: Data, raster: Raster) {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        switch format {
        case .apng:
            let png = try APNGEncoder.encode(frames, delays: (0..<frames.count).map(timing.delay(of:)))
            let file = "\(stem).png"
            try png.write(to: directory.appendingPathComponent(file), options: .atomic)
            return (file, png, frames[0])
        case .frames:
            let folder = directory.appendingPathComponent(stem)
            try? FileManager.default.removeItem(at: folder)  // frames of an earlier, longer motion must not linger
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (i, frame) in frames.enumerated() {
                try frame.png().write(
                    to: folder.appendingPathComponent(String(format: "frame-%03d.png", i)),
                    options: .atomic)
            }
            let sheet = try ContactSheet.render(frames, times: timing.times)
            let png = try sheet.png()
            let file = "\(stem)-sheet.png"
            try png.write(to: directory.appendingPathComponent(file), options: .atomic)
            return (file, png, sheet)
        }
    }

    /// Exports `alert`'s `phase` motion with `options` (its frame, scale, theme and device) into `directory`;
    /// returns its manifest entry (the caller writes `manifest.json`).
    @MainActor
    public static func exportMotion(
        _ alert: AlertSpec, of spec: Spec, phase: AlertAnimation.Phase, fps: Int,
        format: MotionFormat, to directory: URL, options: Exporter.Options,
        warn: @MainActor (String) -> Void = Exporter.printWarning
    ) throws -> ExportEntry {
        let variant = options.variant(on: spec.stage)
        let (frames, timing) = try renderMotion(alert, in: spec, phase: phase, fps: fps, options: options, warn: warn)
        let stem = String(
            Exporter.fileName(id: "\(alert.id)-\(phase.rawValue)", options: options, stage: spec.stage).dropLast(4))
        let written = try writeMotion(frames, timing: timing, format: format, stem: stem, to: directory)
        var entry = ExportEntry(
            id: alert.id, file: written.file, width: frames[0].width, height: frames[0].height,
            scale: variant.scale, theme: variant.theme.rawValue,
            device: variant.device.name, text: variant.text.rawValue,
            locale: variant.locale, frame: options.frame.rawValue, sha256: sha256Hex(written.png),
            fonts: ExportFonts.faces(ExportFonts.fonts(of: alert), in: spec))
        entry.motion = Motion(
            motion: phase.rawValue, frames: timing.count, fps: timing.fps, duration: timing.duration,
            format: format.rawValue)
        return entry
    }
}
