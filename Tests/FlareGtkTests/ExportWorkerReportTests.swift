import Foundation
import Glibc
import Testing

@testable import FlareGtk

/// An export worker reports each finished image on its standard output; when the exporting process is gone (killed
/// mid-export), the write fails and the worker stops quietly instead of trapping in `FileHandle.write`.
struct ExportWorkerReportTests {
    @Test func aLineGoesToTheReaderAndAGoneReaderIsFalseNotATrap() throws {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { close(fds[1]) }
        #expect(ExportWorkers.reportDone(12, to: fds[1]))
        var buffer = [UInt8](repeating: 0, count: 8)
        let count = read(fds[0], &buffer, buffer.count)
        #expect(count == 3 && Array(buffer[0..<3]) == Array("12\n".utf8))
        close(fds[0])

        // SIGPIPE blocked on this thread only (the test process keeps its default), then the pending one taken back.
        var pipeSignal = sigset_t(), previous = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer {
            var none = timespec()
            _ = sigtimedwait(&pipeSignal, nil, &none)
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        #expect(!ExportWorkers.reportDone(13, to: fds[1]), "the reader is gone")
    }
}
