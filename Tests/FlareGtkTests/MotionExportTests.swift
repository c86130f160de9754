import CFlareShim
import CGtk
import FlareCore
@testable import FlareGtk
import Foundation
import TestSupport
import Testing

/// Motion export: the frames follow the window's curves, start at the motion's start and end on the still image;
/// the animated PNG says so in its chunks; rockets play their flow in virtual time.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct MotionExportTests {
    @MainActor static var alert: AlertSpec { RenderFixtures.plain("motion") { $0.animationDuration = 0.3 } }

    @Test func aShowStartsInvisibleAndEndsOnTheStillExport() async throws {
        try await onGtk {
            let spec = RenderFixtures.spec([Self.alert])
            for frame in [Exporter.Frame.alert, .stage] {  // `transcript` is a rocket's frame
                let options = Exporter.Options.drawing(scale: 2, device: spec.stage.device, frame: frame)
                let (frames, timing) = try MotionExport.renderMotion(
                    Self.alert, in: spec, phase: .show, fps: 30, options: options)
                #expect(frames.count == timing.count && timing.count == 10, "0.3 s at 30 fps: 0 … 0.3 s")
                let still = try Exporter.render(Self.alert, in: spec, options: options)
                #expect(
                    RasterDiff(try #require(frames.last), still).maxChannel == 0,
                    "\(frame): the last frame is the still")
                let first = try #require(frames.first)
                switch frame {
                case .alert:
                    #expect(
                        first.rgba.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 0 },
                        "opacity 0 at the start")
                case .stage:
                    // F2F2F7: iOS's light systemGroupedBackground (`StageView.groundColor`).
                    #expect(
                        first.matches(first.width / 2, first.height / 2, 0xF2F2F7FF), "only the backdrop at the start")
                case .transcript: break
                }
                // Midway the alert is partly drawn: scaled down and translucent (standard animation).
                let middle = frames[frames.count / 2]
                #expect(RasterDiff(middle, still).maxChannel > 0 && RasterDiff(middle, first).maxChannel > 0)
            }
        }
    }

    @Test func aCloseEndsWithTheAlertGone() async throws {
        try await onGtk {
            let spec = RenderFixtures.spec([Self.alert])
            let (frames, _) = try MotionExport.renderMotion(
                Self.alert, in: spec, phase: .close, fps: 20, options: .init())
            let still = try Exporter.render(Self.alert, in: spec, options: .init())
            #expect(RasterDiff(try #require(frames.first), still).maxChannel == 0)
            #expect(try #require(frames.last).rgba.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 0 })
        }
    }

    @Test func theAnimatedPNGHasEveryFrameWithItsDelay() async throws {
        try await onGtk {
            let spec = RenderFixtures.spec([Self.alert])
            let (frames, timing) = try MotionExport.renderMotion(
                Self.alert, in: spec, phase: .show, fps: 30, options: .init())
            let png = try APNGEncoder.encode(frames, delays: (0..<frames.count).map(timing.delay(of:)))
            let chunks = PNGChunks(png)
            #expect(chunks.types.first == "IHDR" && chunks.types.last == "IEND")
            let actl = try #require(chunks.first("acTL"))
            #expect(actl.uint32(0) == 10 && actl.uint32(4) == 0, "10 frames, played forever")
            let controls = chunks.all("fcTL")
            #expect(controls.count == 10)
            #expect(
                controls.map { [$0.uint16(20), $0.uint16(22)] }
                    == (0..<10).map {
                        let d = timing.delay(of: $0); return [d.numerator, d.denominator]
                    })
            #expect(chunks.all("IDAT").count == 1 && chunks.all("fdAT").count == 9)
            // Sequence numbers run 0, 1, 2 … across fcTL and fdAT, in file order.
            let sequence = chunks.chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { $0.uint32(0) }
            #expect(sequence == (0..<UInt32(sequence.count)).map { $0 })
            #expect(
                try #require(chunks.first("IDAT")).body == frames[0].compressedRows(), "a plain viewer shows frame 0")
            #expect(
                try APNGEncoder.encode(frames, delays: (0..<frames.count).map(timing.delay(of:))) == png,
                "deterministic")
        }
    }

    @Test func aRocketFlowPlaysInVirtualTimeAndSettlesOnItsStillExport() async throws {
        try await onGtk {
            let text = """
                flare: 1
                rockets:
                  hello:
                    blocks:
                      hi: {text: Welcome aboard!, next: ask, showNextAfter: 1}
                      ask:
                        left: {title: Later}
                        right: {title: Go}
                    script:
                      - wait: 1
                """
            let folder = try Fixtures.temporaryDirectory()
            let file = folder.appendingPathComponent("r.yaml")
            try text.write(to: file, atomically: true, encoding: .utf8)
            let spec = try #require(SpecLoader.load(path: file.path).spec)
            let rocket = try #require(spec.rocket("hello"))
            let options = Exporter.Options(frame: .stage)
            let (frames, timing) = try FlowMotion.renderFlowMotion(rocket, in: spec, fps: 10, options: options)
            #expect(
                timing.duration >= 2 && timing.duration < RocketMotionPlan.maxDuration,
                "the 2 s show, the timer inside it: \(timing.duration) s")
            let still = try RocketExport.renderRocket(rocket, in: spec, options: options)
            #expect(
                RasterDiff(try #require(frames.last), still).maxChannel <= 1,
                "settled: \(RasterDiff(frames.last!, still))")
            #expect(RasterDiff(try #require(frames.first), still).maxChannel > 0, "it starts before the show")
            let again = try FlowMotion.renderFlowMotion(rocket, in: spec, fps: 10, options: options)
            #expect(again.frames == frames, "the same frames every time")
        }
    }
}

/// A PNG's chunks, for tests that read an (animated) PNG back.
struct PNGChunks {
    struct Chunk {
        let type: String
        let body: Data
        func uint32(_ at: Int) -> UInt32 {
            body[body.startIndex + at..<body.startIndex + at + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        func uint16(_ at: Int) -> UInt16 {
            UInt16(body[body.startIndex + at]) << 8 | UInt16(body[body.startIndex + at + 1])
        }
    }

    let chunks: [Chunk]

    init(_ png: Data) {
        var out: [Chunk] = []
        var i = png.startIndex + 8
        while i + 8 <= png.endIndex {
            let length = Int(png[i..<i + 4].reduce(0) { $0 << 8 | UInt32($1) })
            let type = String(decoding: png[i + 4..<i + 8], as: UTF8.self)
            out.append(Chunk(type: type, body: Data(png[i + 8..<i + 8 + length])))
            i += 12 + length
        }
        chunks = out
    }

    var types: [String] { chunks.map(\.type) }
    func first(_ type: String) -> Chunk? { chunks.first { $0.type == type } }
    func all(_ type: String) -> [Chunk] { chunks.filter { $0.type == type } }
}
