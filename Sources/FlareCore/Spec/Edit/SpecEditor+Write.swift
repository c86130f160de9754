import Foundation

/// Writing an edit: atomically, and never over a file that changed since the edit was made on it.
extension SpecEditor {
    /// Writes the edited file atomically (a temporary file beside it, renamed over it, its permissions kept), after
    /// checking that the file still holds the text the edit was made on.
    public func write(_ edit: SpecEdit) throws(SpecEditError) {
        guard !edit.edits.isEmpty else { return }
        // Every file first: a rename that spans files is written only when none of them changed.
        for other in edit.others
        where FileManager.default.contents(atPath: other.absoluteFile).map({ !SpecEditMemory.same($0, other.before) })
            ?? true
        {
            throw .changedOnDisk(other.file)
        }
        do {
            try Self.write(edit.after, to: edit.absoluteFile, expecting: edit.before, display: edit.file)
            for other in edit.others {
                try Self.write(other.after, to: other.absoluteFile, expecting: other.before, display: other.file)
            }
        } catch {
            memory?.forget()
            throw error
        }
        memory?.wrote(edit)
    }

    /// Replaces the file's text with `text` if it still is `expected`.
    public static func write(
        _ text: String, to absolute: String, expecting expected: String, display: String
    ) throws(SpecEditError) {
        let target = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
        guard let current = FileManager.default.contents(atPath: target) else { throw .io("cannot read '\(display)'") }
        guard SpecEditMemory.same(current, expected) else { throw .changedOnDisk(display) }
        let permissions =
            (try? FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? NSNumber)?.uint16Value
            ?? 0o644
        let directory = SpecPath.directory(of: target)
        let temporary =
            directory + "/." + URL(fileURLWithPath: target).lastPathComponent
            + ".flare-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(permissions))
        guard fd >= 0 else {
            throw .io("cannot write in '\(SpecPath.directory(of: display))': \(String(cString: strerror(errno)))")
        }
        let bytes = Array(text.utf8)
        var written = 0
        var failed = false
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n <= 0 { failed = true; break }
            written += n
        }
        if fchmod(fd, mode_t(permissions)) != 0 || fsync(fd) != 0 { failed = true }
        close(fd)
        guard !failed, rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .io("cannot write '\(display)': \(reason)")
        }
    }
}
