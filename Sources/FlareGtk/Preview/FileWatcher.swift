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
/// It keeps track when the ground moves: a watched folder deleted and recreated, or renamed away and back
/// (`IN_DELETE_SELF`, `IN_MOVE_SELF`, `IN_IGNORED`) makes it watch the nearest folder that still exists until the
/// folder is back; a symlinked file is watched at its target's folder too, so saving the target reloads; and an
/// overflowed event queue (`IN_Q_OVERFLOW`) counts as "every file changed". Each of these re-watches everything
/// and reports every watched file, so nothing a save did is missed.
///
/// A burst of events coalesces into one `onChange` without any delay: the descriptor's source runs at
/// default priority and drains every queued event; the callback is posted at idle priority, so it runs once,
/// after every event that has already arrived.
@MainActor
public final class FileWatcher {
    /// The watched files that changed (created, written, renamed onto, removed) since the last call.
    public var onChange: (@MainActor (Set<String>) -> Void)?

    private let fd: Int32
    private var source: UInt32 = 0
    /// Watch descriptor → folder.
    private var folders: [Int32: String] = [:]
    /// The files as given (standardized).
    private var files: Set<String> = []
    /// The paths `watch` was last given, as given: the same list again is `files` without standardizing each path.
    private var given: [String] = []
    /// Every path an event can name (the files and their symlinks' targets) → the watched files it stands for.
    private var aliases: [String: Set<String>] = [:]
    private var changed: Set<String> = []
    /// Watches this watcher removed itself: their `IN_IGNORED` is no news.
    private var removed: Set<Int32> = []
    private var posted = false
    private var recheckPosted = false
    /// What `drain` reads into: 64 KiB holds hundreds of events. Kept, so a save allocates and clears none.
    private var buffer = [UInt8](repeating: 0, count: 65536)
    private static let mask = UInt32(
        IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE
            | IN_DELETE_SELF | IN_MOVE_SELF)

    /// Fails only when the kernel refuses an inotify instance (`inotify_init1`).
    public init() throws {
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else {
            throw PreviewError("cannot watch files: inotify_init1: \(String(cString: strerror(errno)))")
        }
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
    /// A live reload calls it after every load with the same files: then nothing is asked of inotify again.
    public func watch(_ paths: [String]) {
        guard paths != given else {
            // The same files: only a symlink retargeted since the last load can change what to watch, and finding
            // out resolves every file, so that check waits for an idle turn of the main loop, after a save's frame.
            recheckWhenIdle()
            return
        }
        given = paths
        let wanted = Set(paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        if wanted == files, Self.aliases(of: wanted) == aliases { return }
        files = wanted
        resync()
    }

    private func recheckWhenIdle() {
        guard !recheckPosted else { return }
        recheckPosted = true
        MainLoop.post { [weak self] in
            guard let self else { return }
            recheckPosted = false
            if Self.aliases(of: files) != aliases { resync() }
        }
    }

    /// The folders currently watched (for tests and `flare bench reload`).
    public var watchedFolders: Set<String> { Set(folders.values) }

    /// Recomputes what to watch from the files as they are on disk now: each file's folder, and its symlink
    /// target's folder; a folder that does not exist is stood in for by its nearest existing ancestor.
    private func resync() {
        aliases = Self.aliases(of: files)
        let wanted = Set(aliases.keys.map { Self.nearestExisting(($0 as NSString).deletingLastPathComponent) })
        for (wd, folder) in folders where !wanted.contains(folder) || !Self.isFolder(folder) {
            inotify_rm_watch(fd, wd)
            removed.insert(wd)
            folders[wd] = nil
        }
        for folder in wanted {
            // Also for a folder already watched: a recreated folder is a new inode with a new watch descriptor.
            let wd = inotify_add_watch(fd, folder, Self.mask)
            guard wd >= 0 else { continue }
            for (old, path) in folders where path == folder && old != wd { folders[old] = nil }
            folders[wd] = folder
        }
    }

    /// Each file, and its symlink target when it has one, → the files it stands for.
    private static func aliases(of files: Set<String>) -> [String: Set<String>] {
        var aliases: [String: Set<String>] = [:]
        for file in files {
            aliases[file, default: []].insert(file)
            let target = resolved(file)
            if target != file { aliases[target, default: []].insert(file) }
        }
        return aliases
    }

    /// The path with symlinks resolved: `realpath` for a path that exists (one call, no `URL`), else as `URL` does.
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        defer { free(real) }
        return String(cString: real)
    }

    private static func isFolder(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    private static func nearestExisting(_ folder: String) -> String {
        var folder = folder
        while !isFolder(folder), folder != "/" { folder = (folder as NSString).deletingLastPathComponent }
        return folder
    }

    private func drain() {
        // Loop until the non-blocking read has nothing more.
        var everything = false
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
                // Lost events, a watched folder gone or moved, or a folder appearing where one is awaited:
                // watch anew and report every file.
                if mask & UInt32(IN_IGNORED) != 0, removed.remove(wd) != nil { continue }
                let structural = UInt32(IN_Q_OVERFLOW | IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED)
                if mask & structural != 0 || (mask & UInt32(IN_ISDIR) != 0 && awaits(folders[wd], name)) {
                    everything = true
                    continue
                }
                // A bare IN_CREATE is an empty new file whose content is still to come (its IN_CLOSE_WRITE).
                if mask & UInt32(IN_CREATE) != 0 { continue }
                guard let folder = folders[wd], !name.isEmpty else { continue }
                let path = folder == "/" ? "/" + name : folder + "/" + name
                if let watched = aliases[path] { changed.formUnion(watched) }
            }
        }
        if everything {
            resync()
            changed.formUnion(files)
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

    /// Whether `name`, a folder that appeared in or left `folder`, is on the way to a watched file.
    private func awaits(_ folder: String?, _ name: String) -> Bool {
        guard let folder, !name.isEmpty else { return false }
        let path = (folder == "/" ? "" : folder) + "/" + name + "/"
        return aliases.keys.contains { $0.hasPrefix(path) }
    }
}
