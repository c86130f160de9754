/// Where a value sits in a spec, written as yq writes it, lists 0-based: `alerts.low-battery.appearance.titleColor`,
/// `alerts.low-battery.actions[1].title`. A key with a dot, a bracket or a space is quoted: `palette."brand.dark"`.
public struct EditPath: Sendable, Hashable, CustomStringConvertible {
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component]) {
        self.components = components
    }

    /// Parses yq's form; a leading `.` is allowed. Nil, with the reason in `problem`, when it is not a path.
    public init(parsing text: String) throws(Problem) {
        var components: [Component] = []
        var scalars = Array(text.unicodeScalars)[...]
        if scalars.first == "." { scalars = scalars.dropFirst() }
        guard !scalars.isEmpty else { throw Problem(message: "the path is empty") }
        var expectKey = true
        while let first = scalars.first {
            if first == "[" {
                guard let close = scalars.firstIndex(of: "]"),
                    let index = Int(
                        String(String.UnicodeScalarView(scalars[scalars.index(after: scalars.startIndex)..<close]))),
                    index >= 0
                else {
                    throw Problem(message: "'\(text)': a list index is a number from 0 in brackets, as in 'actions[1]'")
                }
                components.append(.index(index))
                scalars = scalars[scalars.index(after: close)...]
                expectKey = false
                continue
            }
            if !expectKey {
                guard first == "." else {
                    throw Problem(
                        message: "'\(text)': expected '.' or '[' after '\(components.last.map(Self.describe) ?? "")'")
                }
                scalars = scalars.dropFirst()
                expectKey = true
                continue
            }
            var key = ""
            if first == "\"" {
                scalars = scalars.dropFirst()
                guard let close = scalars.firstIndex(of: "\"") else {
                    throw Problem(message: "'\(text)': a quoted key has no closing '\"'")
                }
                key = String(String.UnicodeScalarView(scalars[..<close]))
                scalars = scalars[scalars.index(after: close)...]
            } else {
                let end = scalars.firstIndex { $0 == "." || $0 == "[" } ?? scalars.endIndex
                key = String(String.UnicodeScalarView(scalars[..<end]))
                scalars = scalars[end...]
            }
            guard !key.isEmpty else { throw Problem(message: "'\(text)': a key between dots is empty") }
            components.append(.key(key))
            expectKey = false
        }
        guard !expectKey else { throw Problem(message: "'\(text)' ends with '.'") }
        self.components = components
    }

    public struct Problem: Error, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key):
                if !text.isEmpty { text += "." }
                text += Self.describe(.key(key))
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }

    static func describe(_ component: Component) -> String {
        switch component {
        case .key(let key):
            key.contains(where: { ".[] \"".contains($0) }) ? "\"\(key)\"" : key
        case .index(let index):
            "[\(index)]"
        }
    }

    public var parent: EditPath { EditPath(Array(components.dropLast())) }

    public func appending(_ component: Component) -> EditPath { EditPath(components + [component]) }
}
