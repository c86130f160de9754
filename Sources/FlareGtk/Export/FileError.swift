import Foundation

/// A file an export, a comparison or a screenshot could not read or write: its path, and why (GLib's or
/// Foundation's words).
public struct FileError: Error, CustomStringConvertible, Sendable {
    public enum Access: Sendable { case read, write }

    public let path: String
    public let access: Access
    public let reason: String

    public init(_ access: Access, _ path: String, reason: String) {
        self.access = access
        self.path = path
        self.reason = reason
    }

    public var description: String {
        switch access {
        case .read: "reading \(path): \(reason)"
        case .write: "cannot write \(path): \(reason)"
        }
    }
}
