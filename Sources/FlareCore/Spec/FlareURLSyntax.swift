/// A built-in Flare URL: `flare://alert/<id>`, `flare://rocket/<id>?block=<id>`, `flare://queue/<id>`,
/// `flare://scenario/<id>`, each with optional `theme=light|dark`, `scale=1|2|3` and `zoom=<percent>|fit`.
public struct FlareURLSyntax: Sendable, Hashable {
    public static let scheme = "flare://"

    /// The item it names; its id may hold `{param}` placeholders (route targets).
    public var item: SpecItem
    /// `block=` (rockets only).
    public var block: String?
    public var theme: String?
    public var scale: String?
    public var zoom: String?

    public init(_ item: SpecItem, block: String? = nil, theme: String? = nil, scale: String? = nil) {
        self.item = item
        self.block = block
        self.theme = theme
        self.scale = scale
    }

    /// Reads the URL's structure; ids and option values are not checked against a spec here.
    public static func parse(_ text: String) -> Result<FlareURLSyntax, URLProblem> {
        guard text.hasPrefix(scheme) else { return .failure(.notFlare) }
        let rest = text.dropFirst(scheme.count)
        let pathAndQuery = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = pathAndQuery[0].split(separator: "/", omittingEmptySubsequences: false)
        guard path.count == 2, !path[1].isEmpty else { return .failure(.badPath) }
        guard let item = SpecItem(section: String(path[0]), id: String(path[1])) else {
            return .failure(.badKind(String(path[0])))
        }
        var url = FlareURLSyntax(item)
        if pathAndQuery.count == 2 {
            for option in pathAndQuery[1].split(separator: "&", omittingEmptySubsequences: true) {
                let kv = option.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard kv.count == 2, !kv[1].isEmpty else { return .failure(.badOption(String(option))) }
                let value = String(kv[1])
                switch kv[0] {
                case "block" where item.rocketID != nil: url.block = value
                case "theme": url.theme = value
                case "scale": url.scale = value
                case "zoom": url.zoom = value
                default: return .failure(.badOption(String(option)))
                }
            }
        }
        return .success(url)
    }

    public enum URLProblem: Error, Equatable, Sendable {
        case notFlare
        case badPath
        case badKind(String)
        case badOption(String)

        public var reason: String {
            switch self {
            case .notFlare: "it does not start with flare://"
            case .badPath:
                "write flare://alert/<id>, flare://rocket/<id>, flare://queue/<id>, "
                    + "flare://scenario/<id> or flare://screen/<id>"
            case .badKind(let k): "'\(k)' is not alert, rocket, queue or scenario"
            case .badOption(let o):
                "'\(o)' is not an option (options: theme=light|dark, scale=1|2|3, zoom=<percent>|fit, "
                    + "and block=<id> for rockets)"
            }
        }
    }
}
