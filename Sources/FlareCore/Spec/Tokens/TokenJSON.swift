/// The JSON `TokenWriter` writes: objects keep their order; numbers print in Swift's shortest round-trip form.
enum TokenJSON {
    case object([(String, TokenJSON)])
    case array([TokenJSON])
    case string(String)
    case number(Double)
    case bool(Bool)

    func text(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .object(let fields):
            if fields.isEmpty { return "{}" }
            let body = fields.map {
                inner + TokenJSON.string($0.0).text(indent: inner) + ": " + $0.1.text(indent: inner)
            }
            return "{\n" + body.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let items):
            let scalars = items.allSatisfy { if case .object = $0 { false } else { true } }
            if scalars { return "[" + items.map { $0.text(indent: inner) }.joined(separator: ", ") + "]" }
            return "[\n" + items.map { inner + $0.text(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .string(let s):
            return ScalarText.doubleQuoted(s)
        case .number(let n):
            if n == n.rounded(), abs(n) < 1e15 { return String(Int(n)) }
            return "\(n)"
        case .bool(let b):
            return b ? "true" : "false"
        }
    }
}
