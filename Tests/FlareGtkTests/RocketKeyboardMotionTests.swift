import FlareCore
import Foundation
import Testing
@testable import FlareGtk

/// What an input block's keyboard and a double button's press look like, read from the motion export's frames at
/// scale 1 on the landscape phone (844 × 390; the keyboard 209 pt, `RocketKeyboard.height`), against RocketAlert
/// 1.0-beta.4 (`TableView.swift:50-77`, `DoubleButtonCell.swift:53,63`, `Extension.swift:26-47`).
@Suite(.serialized) struct RocketKeyboardMotionTests {
    typealias B = RocketBlock
    static let fps = 20.0
    static let keyboardColour: UInt32 = 0xD1D3D9

    func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ rgb: UInt32, _ tolerance: Int = 3) -> Bool {
        abs(Int(p.r) - Int(rgb >> 16 & 0xFF)) < tolerance && abs(Int(p.g) - Int(rgb >> 8 & 0xFF)) < tolerance
            && abs(Int(p.b) - Int(rgb & 0xFF)) < tolerance
    }
    func isWhite(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r == 255 && p.g == 255 && p.b == 255 }

    @MainActor func frames(_ rocket: RocketSpec) throws -> [Raster] {
        let spec = Spec(file: "/tmp/rocket.yaml", stage: Stage(device: .phoneLandscape), rockets: [rocket])
        return try FlowMotion.renderFlowMotion(
            rocket, in: spec, fps: Int(Self.fps), options: Exporter.Options(frame: .stage), warn: { _ in }
        ).frames
    }

    /// The lowest white row + 1 of the cards above the keyboard's top (the column's middle, x 600).
    func cardsBottom(_ raster: Raster, above top: Int) -> Int? {
        (0..<top).last { isWhite(raster.pixel(600, $0)) }.map { $0 + 1 }
    }

    /// The show ends at 2 s, the input plays at 3 s and its keyboard comes up at 2.5 s (`RocketMotionPlan`): the
    /// table's bottom jumps 209 − 30 = 179 pt up at once, but a table of 220 pt in 161 pt of room keeps its offset,
    /// so the card moves 179 − 59 = 120 pt; 0.5 s later the scroll brings the last card 10 above the keyboard's top
    /// (181 = 390 − 209), the avatar under the keyboard.
    @Test func theKeyboardLiftsTheTableAndTheLastCardScrollsAboveIt() async throws {
        try await onGtk {
            let input = B(id: "q", content: .input(.init(text: "Name?", next: "done")))
            let done = B(id: "done", content: .text(.init(text: "Thanks")))
            let rocket = RocketSpec(id: "r", start: "q", blocks: [input, done], script: [.input("Sky")])
            let frames = try frames(rocket)
            func at(_ t: Double) throws -> Raster {
                let i = Int((t * Self.fps).rounded())
                return try #require(frames.indices.contains(i) ? frames[i] : nil, "\(frames.count) frames")
            }
            let before = try at(2.45)
            #expect(!near(before.pixel(10, 300), Self.keyboardColour), "no keyboard before 2.5 s")
            let resting = try #require(cardsBottom(before, above: 390))
            #expect(resting == 350, "the card 10 above the avatar's bottom (360)")
            let jumped = try #require(cardsBottom(try at(2.5), above: 390))
            #expect(jumped == resting - 120, "jumped \(resting - jumped)")
            let up = try #require(frames.last, "settled: the scroll ends at 3.3 s")
            #expect(frames.count >= 66, "\(frames.count) frames")
            #expect(near(up.pixel(10, 182), Self.keyboardColour) && near(up.pixel(10, 389), Self.keyboardColour))
            #expect(!near(up.pixel(10, 179), Self.keyboardColour), "its top at 181")
            #expect(cardsBottom(up, above: 181) == 171, "the last card 10 above the keyboard's top")
        }
    }

    /// `DoubleButtonCell.swift:53`: the pressed half `bounce`s alone, 0.6 at 0.2 s and 1.2 at 0.4 s; the other
    /// half keeps its size.
    @Test func aDoubleButtonsPressedHalfShrinksAndGrowsAlone() async throws {
        try await onGtk {
            let pick = B(id: "pick", content: .doubleButton(left: .init(title: "WWWW"), right: .init(title: "MMMM")))
            let rocket = RocketSpec(id: "r", start: "pick", blocks: [pick], script: [.press(.left)])
            let frames = try frames(rocket)
            try #require(frames.count > Int(3.4 * Self.fps), "\(frames.count) frames")
            func ink(_ raster: Raster, _ x0: Int, _ x1: Int) -> Int? {
                let box = raster.bounds(in: (x0, 250, x1, 360)) { !isWhite($0) && $0.b > 150 && $0.r < 120 }
                return box.map { $0.maxX - $0.minX }
            }
            // The press plays at 3 s (the show's 2 s, then a pause); the card spans 442-748, halves at 595.
            let rest = try #require(ink(frames[Int(2.9 * Self.fps)], 442, 595))
            let small = try #require(ink(frames[Int(3.2 * Self.fps)], 442, 595))
            let large = try #require(ink(frames[Int(3.4 * Self.fps)], 442, 595))
            #expect(abs(Double(small) / Double(rest) - 0.6) < 0.08, "\(small) of \(rest)")
            #expect(abs(Double(large) / Double(rest) - 1.2) < 0.08, "\(large) of \(rest)")
            let right = try #require(ink(frames[Int(2.9 * Self.fps)], 595, 748))
            #expect(ink(frames[Int(3.2 * Self.fps)], 595, 748) == right, "the right half stays")
        }
    }
}
