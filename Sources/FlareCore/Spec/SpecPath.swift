import Foundation

/// Path arithmetic for spec files: relative paths start from the naming file's directory.
enum SpecPath {
    /// The path without its last component, as `NSString.deletingLastPathComponent` says; without Foundation for a
    /// plain path (no doubled or trailing slash), as every load's are.
    static func directory(of path: String) -> String {
        let utf8 = path.utf8
        guard let last = utf8.last, last != UInt8(ascii: "/"), !hasDoubledSlash(utf8) else {
            return (path as NSString).deletingLastPathComponent
        }
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == utf8.startIndex ? "/" : String(path[..<slash])
    }

    private static func hasDoubledSlash(_ utf8: String.UTF8View) -> Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if byte == UInt8(ascii: "/") && previous == byte { return true }
            previous = byte
        }
        return false
    }

    /// `name` made absolute from `directory` (unless already absolute), `.` and `..` removed lexically.
    static func absolute(_ name: String, from directory: String) -> String {
        let joined = name.hasPrefix("/") ? name : (directory.isEmpty ? name : directory + "/" + name)
        let base = joined.hasPrefix("/") ? joined : FileManager.default.currentDirectoryPath + "/" + joined
        return normalize(base)
    }

    /// The absolute form with symlinks resolved, used as a file's identity: `realpath` for a path that exists (one
    /// call, no `URL`), else as `URL.resolvingSymlinksInPath` resolves it.
    static func identity(_ absolute: String) -> String {
        guard let real = realpath(absolute, nil) else {
            return URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
        }
        defer { free(real) }
        return String(cString: real)
    }

    /// How to show `name`, named in a file shown as `displayPath`: joined onto its directory.
    static func display(_ name: String, from displayPath: String) -> String {
        if name.hasPrefix("/") { return normalize(name) }
        let dir = directory(of: displayPath)
        return dir.isEmpty ? normalize(name) : normalize(dir + "/" + name)
    }

    /// Removes `.` segments and folds `x/..` pairs, without touching the file system.
    static func normalize(_ path: String) -> String {
        isNormal(path) ? path : normalizing(path)
    }

    /// True when `normalizing` would return `path` itself: not empty, no segment that is empty or starts with a dot
    /// (so no `.`, no `..`), no trailing slash. Most paths a load joins are; they skip the split and join.
    private static func isNormal(_ path: String) -> Bool {
        var previous = UInt8(ascii: "/")
        var first = true
        for byte in path.utf8 {
            if previous == UInt8(ascii: "/") && (byte == UInt8(ascii: ".") || (byte == previous && !first)) {
                return false
            }
            previous = byte
            first = false
        }
        return !first && previous != UInt8(ascii: "/")
    }

    /// `normalize` without its shortcut: the path split at its slashes, `.` and `..` resolved, joined again.
    static func normalizing(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", absolute, parts.isEmpty { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// What a path a spec names is, checked before anything opens it: only regular files inside the spec's root
    /// (after symlinks) are ever read. A FIFO would block the reader for ever; a path outside the root could
    /// be a secret (`../../etc/shadow`) whose lines a diagnostic would print.
    enum Check: Equatable {
        case regular, missing, outsideRoot, notRegular(String)
    }

    static func check(_ absolute: String, root: String) -> Check {
        let real = identity(absolute)
        guard real == root || real.hasPrefix(root == "/" ? "/" : root + "/") else { return .outsideRoot }
        var st = stat()
        guard stat(real, &st) == 0 else { return .missing }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .notRegular("a folder")
        case S_IFIFO: return .notRegular("a FIFO")
        case S_IFSOCK: return .notRegular("a socket")
        case S_IFCHR, S_IFBLK: return .notRegular("a device")
        default: return .notRegular("not a regular file")
        }
    }

    static func exists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
