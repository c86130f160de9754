import Foundation

/// What `flare-gtk` and `flare-dev` do first in `main`.
package enum Termination {
    /// A parent may hand Flare a blocked SIGTERM/SIGINT/SIGHUP (test runners and some launchers do), which
    /// would leave `flare open` deaf to `kill` and Ctrl+C. Flare unblocks them so they end it as usual.
    package static func allow() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }
}
