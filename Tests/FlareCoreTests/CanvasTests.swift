import FlareCore
import PropertyBased
import Testing

/// The canvas's zoom maths: fit, the steps, and zooming around the pointer.
@Suite struct CanvasTests {
    static let phone = Canvas.Size(390, 844)

    @Test func fitIsTheLargestZoomAtWhichTheStageAndItsMarginsShow() {
        let canvas = Canvas(viewport: .init(1000, 700), stage: Self.phone)
        #expect(abs(canvas.fitZoom - (700 - 48) / 844) < 1e-9, "the height limits a phone in a wide window")
        let landscape = Canvas(viewport: .init(900, 600), stage: .init(844, 390))
        #expect(abs(landscape.fitZoom - (900 - 48) / 844) < 1e-9, "the width limits a landscape phone")
        #expect(Canvas(viewport: .init(8000, 8000), stage: Self.phone).fitZoom == Zoom.range.upperBound)
        #expect(
            Canvas(viewport: .init(300, 500), stage: .init(1180, 820)).fitZoom < Zoom.range.lowerBound,
            "a tablet beside the inspector fits below the smallest zoom a user picks")
        #expect(Canvas(viewport: .init(100, 100), stage: Self.phone).fitZoom == Canvas.fitRange.lowerBound)
        #expect(Canvas(viewport: .init(0, 0), stage: Self.phone).fitZoom == 1, "no size yet")
        #expect(!Canvas(viewport: .init(0, 0), stage: Self.phone).isSized)
    }

    @Test func stepsAreFinerAroundActualSizeAndStartFromAFittedZoom() {
        #expect(Canvas.step(from: 1, by: 1) == 1.1)
        #expect(Canvas.step(from: 1.1, by: 1) == 1.25)
        #expect(Canvas.step(from: 1, by: -1) == 0.9)
        #expect(Canvas.step(from: 1, by: -2) == 0.8)
        #expect(Canvas.step(from: 0.71, by: 1) == 0.8, "from a fitted zoom, the next step up")
        #expect(Canvas.step(from: 0.71, by: -1) == 0.67, "and the next step down")
        #expect(Canvas.step(from: 3, by: 1) == 3)
        #expect(Canvas.step(from: 0.25, by: -1) == 0.25)
        #expect(Canvas.step(from: 1, by: 99) == 3)
        #expect(Canvas.steps == Canvas.steps.sorted() && Canvas.steps.contains(1))
    }

    @Test func theStageIsCentredWhileItIsSmallerThanTheViewport() {
        let canvas = Canvas(viewport: .init(1000, 700), stage: Self.phone)
        let origin = canvas.origin(zoom: 0.5)
        #expect(origin == Canvas.Point((1000 - 195) / 2, (700 - 422) / 2))
        #expect(canvas.maxOffset(zoom: 0.5) == Canvas.Point(0, 0))
        #expect(canvas.origin(zoom: 2) == Canvas.Point((1000 - 780) / 2, 24), "only the height overflows")
        #expect(canvas.maxOffset(zoom: 2) == Canvas.Point(0, 1688 + 48 - 700))
    }

    @Test func zoomingAroundThePointerKeepsThePointUnderIt() {
        let canvas = Canvas(viewport: .init(800, 600), stage: Self.phone)
        let pointer = Canvas.Point(500, 300)
        let offset = Canvas.Point(0, 500)
        let before = canvas.stagePoint(under: pointer, offset: offset, zoom: 2)
        let after = canvas.offset(zoomingFrom: 2, to: 2.5, around: pointer, offset: offset)
        let moved = canvas.stagePoint(under: pointer, offset: after, zoom: 2.5)
        #expect(abs(moved.x - before.x) < 1e-9 && abs(moved.y - before.y) < 1e-9, "\(before) → \(moved)")
        #expect(after.y > offset.y, "zooming in below the middle scrolls down")
    }

    /// Any zoom in around a point, then back out around the same point, returns the view it started from,
    /// whenever neither step was clamped at an edge; and the point under the pointer stays put when unclamped.
    @Test func zoomingInThenOutAroundAPointReturnsTheView() async {
        await propertyCheck(
            count: 400, input: Gen.int(in: 0...13), Gen.int(in: 1...6), Gen.double(in: 0...1),
            Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1)
        ) { level, up, px, py, ox, oy in
            let canvas = Canvas(viewport: .init(700, 500), stage: Self.phone)
            let z0 = Canvas.steps[level], z1 = Canvas.step(from: z0, by: up)
            let pointer = Canvas.Point(px * 700, py * 500)
            let limit = canvas.maxOffset(zoom: z0)
            let start = Canvas.Point(ox * limit.x, oy * limit.y)
            let point = canvas.stagePoint(under: pointer, offset: start, zoom: z0)
            let zoomedIn = canvas.offset(zoomingFrom: z0, to: z1, around: pointer, offset: start)
            let unclampedIn = Canvas.Point(
                point.x * z1 + canvas.origin(zoom: z1).x - pointer.x,
                point.y * z1 + canvas.origin(zoom: z1).y - pointer.y)
            guard unclampedIn == zoomedIn else { return }  // clamped at an edge: the point may move
            let under = canvas.stagePoint(under: pointer, offset: zoomedIn, zoom: z1)
            #expect(abs(under.x - point.x) < 1e-6 && abs(under.y - point.y) < 1e-6)
            let back = canvas.offset(zoomingFrom: z1, to: z0, around: pointer, offset: zoomedIn)
            #expect(
                abs(back.x - start.x) < 1e-6 && abs(back.y - start.y) < 1e-6,
                "\(z0) → \(z1) → \(z0): \(start) → \(back)")
        }
    }
}
