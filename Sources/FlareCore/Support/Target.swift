/// What a popup, scenario or route shows: `alert/<id>` or `rocket/<id>`.
public enum Target: Sendable, Hashable, Codable, CustomStringConvertible {
    case alert(String)
    case rocket(String)

    /// Parses `alert/<id>` or `rocket/<id>`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[1].isEmpty else { return nil }
        switch parts[0] {
        case "alert": self = .alert(String(parts[1]))
        case "rocket": self = .rocket(String(parts[1]))
        default: return nil
        }
    }

    public var id: String {
        switch self {
        case .alert(let id), .rocket(let id): id
        }
    }

    public var description: String {
        switch self {
        case .alert(let id): "alert/\(id)"
        case .rocket(let id): "rocket/\(id)"
        }
    }
}
