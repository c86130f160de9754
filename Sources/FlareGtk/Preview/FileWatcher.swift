import CGtk
import Foundation
import Glibc

/// Watches a set of files for saves, with one inotify descriptor on the GLib main loop (`g_unix_fd_add`).
///
/// It watches the files' *folders*, so every way an editor saves is seen: an in-place or truncate-then-write
/// save ends with `IN_CLOSE_WRITE`, an atomic save renames a temporary file over the target (`IN_MOVED_TO`),
/// delete-and-re-create ends with `IN_CLOSE_WRITE` of the new file, and a removal is `IN_DELETE` or
/// `IN_MOVED_FROM`. GIO's file monitor is not used: it holds back about one event in ten for ~100 ms
/// (BENCHMARKS.md, "Live reload").
///
/// A burst of events coalesces into one `onChange` without any delay: the descriptor's source runs at
/// default priority and drains every queued event; the callback is posted at idle priority, so it runs once,
/// after every event that has already arrived.
@MainActor
public final class FileWatcher {
    /// The watched files that changed (created, written, renamed onto, removed) since the last call.
    public var onChange: (@MainActor (Set<String>) -> Void)?

    private let fd: Int32
    private var source: guint = 0
    /// Watch descriptor → folder.
    private var folders: [Int32: String] = [:]
    private var files: Set<String> = []
    private var changed: Set<String> = []
    private var posted = false
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE)

    /// Fails only when the kernel refuses an inotify instance (`inotify_init1`).
    public init() throws {
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw PreviewError("cannot watch files: inotify_init1: \(String(cString: strerror(errno)))") }
        source = MainLoop.watch(fd: fd) { [weak self] in
            self?.drain()
            return true
        }
    }

    isolated deinit {
        MainLoop.cancel(source)
        close(fd)
    }

    /// Watches exactly `paths` (absolute or relative to the working folder) from now on.
    public func watch(_ paths: [String]) {
        files = Set(paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        let wanted = Set(files.map { ($0 as NSString).deletingLastPathComponent })
        for (wd, folder) in folders where !wanted.contains(folder) {
            inotify_rm_watch(fd, wd)
            folders[wd] = nil
        }
        for folder in wanted where !folders.values.contains(folder) {
            let wd = inotify_add_watch(fd, folder, Self.mask)
            if wd >= 0 { folders[wd] = folder }
        }
    }

    /// The folders currently watched (for tests and `flare bench reload`).
    public var watchedFolders: Set<String> { Set(folders.values) }

    private func drain() {
        // 64 KiB holds hundreds of events; loop until the non-blocking read has nothing more.
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (wd, length, mask, name) = buffer.withUnsafeBytes { raw -> (Int32, Int, UInt32, String) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let start = offset + MemoryLayout<inotify_event>.size
                    let bytes = raw[start..<start + Int(event.len)].prefix { $0 != 0 }
                    return (event.wd, Int(event.len), event.mask, String(decoding: bytes, as: UTF8.self))
                }
                offset += MemoryLayout<inotify_event>.size + length
                // A bare IN_CREATE is an empty new file whose content is still to come (its IN_CLOSE_WRITE).
                if mask & UInt32(IN_CREATE) != 0 && mask & UInt32(IN_ISDIR) == 0 { continue }
                guard let folder = folders[wd], !name.isEmpty else { continue }
                let path = folder == "/" ? "/" + name : folder + "/" + name
                if files.contains(path) { changed.insert(path) }
            }
        }
        guard !changed.isEmpty, !posted else { return }
        posted = true
        MainLoop.post { [weak self] in
            guard let self else { return }
            posted = false
            let batch = changed
            changed = []
            if !batch.isEmpty { onChange?(batch) }
        }
    }
}
