/// One edit `SpecEditor` made in memory and checked: the text edits, and the spec they give. `SpecEditor.write`
/// puts it on disk.
public struct SpecEdit: Sendable {
    public var path: EditPath
    /// The edited file as diagnostics name it, and its absolute path.
    public var file: String
    public var absoluteFile: String
    /// Where the value (or, for a removal, the key that was there) sits in the edited file.
    public var location: SourceLocation
    /// The value as the file read it before (nil when the key was absent) and after (nil when removed).
    public var oldValue: String?
    public var newValue: String?
    /// The changes, in the file's text before the edit (`TextEdit.inverse` undoes them).
    public var edits: [TextEdit]
    /// The file's whole text before and after.
    public var before: String
    public var after: String
    /// The other files an edit changes (a rename's references in other files).
    public var others: [OtherFile]
    /// The spec before and after the edit.
    public var previous: Spec
    public var spec: Spec
    /// The warnings of the edited spec.
    public var warnings: [Diagnostic]

    /// The edited spec as a load of the written files gives it (the check's load: with the editor's font catalog,
    /// the warnings are the window's).
    public var loadResult: LoadResult { LoadResult(spec: spec, diagnostics: warnings) }

    public struct OtherFile: Sendable {
        public var file: String
        public var absoluteFile: String
        public var before: String
        public var after: String
    }
}

/// Why `SpecEditor` refused an edit; the files are untouched in every case.
public enum SpecEditError: Error, Sendable, CustomStringConvertible {
    /// The path names nothing in the spec (an unknown key or id, an index past the end); the message says what
    /// there is, with a did-you-mean.
    case noSuchPath(String, at: SourceLocation?)
    /// The spec would reject the edited text: the diagnostics `flare check` gives for it.
    case refused([Diagnostic])
    /// The spec has errors already; they are to be fixed first.
    case invalidSpec([Diagnostic])
    /// The edit goes through something the editor leaves to a person (a YAML alias, a block scalar).
    case unsupported(String, at: SourceLocation)
    /// The file changed on disk since it was read.
    case changedOnDisk(String)
    case io(String)

    public var description: String {
        switch self {
        case .noSuchPath(let message, let location): (location.map { "\($0): " } ?? "") + "error: " + message
        case .refused(let diagnostics), .invalidSpec(let diagnostics):
            diagnostics.map(\.description).joined(separator: "\n")
        case .unsupported(let message, let location): "\(location): error: \(message)"
        case .changedOnDisk(let file):
            "\(file): error: the file changed on disk since it was read; nothing was written (try again)"
        case .io(let message): "error: \(message)"
        }
    }
}
