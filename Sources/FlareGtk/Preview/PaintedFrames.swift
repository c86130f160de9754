/// What runs after each frame the window paints (the frame clock's `after-paint`), in the order it was added: the
/// window's own layout warnings read the painted layout there; `FirstFrame` and the benches time the frames that
/// show a new generation.
@MainActor
final class PaintedFrames {
    private var observers: [@MainActor (PaintedFrame) -> Void] = []

    func observe(_ observer: @escaping @MainActor (PaintedFrame) -> Void) {
        observers.append(observer)
    }

    func painted(_ frame: PaintedFrame) {
        for observer in observers { observer(frame) }
    }
}

/// A frame the window painted: the generation it showed, and whether it is the first frame showing it.
public struct PaintedFrame: Sendable {
    public let generation: Int
    public let isFirst: Bool
}
