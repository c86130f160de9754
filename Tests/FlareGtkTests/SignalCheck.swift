import Testing
@testable import FlareGtk

/// How `TypedSignalTests` and `TypedSignalWindowTests` check a signal: connected, emitted, run once, released.
enum SignalCheck {
    /// Connects `connect`'s handler, emits with `emit`, checks it ran once, disconnects it and checks that
    /// GLib released the closure (the token it captured is gone).
    @MainActor
    static func check(
        _ name: String, connect: (_ token: Token, _ ran: @escaping @MainActor () -> Void) -> SignalHandler,
        finalizes: Bool = false, emit: () -> Void
    ) {
        var runs = 0
        weak var weakToken: Token?
        let handler: SignalHandler
        do {
            let token = Token()
            weakToken = token
            handler = connect(token) { runs += 1 }
        }
        emit()
        #expect(runs == 1, "\(name): the handler ran once")
        if finalizes {  // the instance is gone, and its handlers with it
            #expect(weakToken == nil, "\(name): GLib released the closure with the instance")
            return
        }
        #expect(weakToken != nil, "\(name): the closure is alive while connected")
        handler.disconnect()
        #expect(weakToken == nil, "\(name): GLib released the closure on disconnect")
    }
}

/// What a checked handler captures: gone once GLib released the closure.
final class Token {}
