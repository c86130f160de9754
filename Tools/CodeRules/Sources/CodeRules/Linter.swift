import Foundation

/// A rule's exception: what it excuses (a rule, its subject, in some files), up to a measure, and why.
public struct Exception: Sendable {
    public var rule: Rule
    /// The module, type, function, key or field the finding is about; "*" for any.
    public var subject: String
    /// Files, or folders ending in "/", from the repository's root; empty for everywhere.
    public var paths: [String]
    /// For a counting rule: the count it may reach (so it cannot grow unnoticed).
    public var limit: Int?
    public var why: String

    public init(_ rule: Rule, _ subject: String, in paths: [String] = [], upTo limit: Int? = nil, why: String) {
        self.rule = rule
        self.subject = subject
        self.paths = paths
        self.limit = limit
        self.why = why
    }

    /// The one of `paths` that holds `path` ("" for everywhere), or nil.
    func place(of path: String) -> String? {
        if paths.isEmpty { return "" }
        return paths.first { $0 == path || ($0.hasSuffix("/") && path.hasPrefix($0)) }
    }

    func excuses(_ finding: Finding) -> String? {
        guard finding.rule == rule, subject == "*" || subject == finding.subject,
            limit.map({ (finding.count ?? 0) <= $0 }) ?? true
        else { return nil }
        return place(of: finding.path)
    }
}

/// Runs every rule on the repository's Swift files and applies the exceptions (`Exceptions.all`).
public enum Linter {
    /// The Swift files the rules read: `Package.swift` and every `.swift` file under `Sources/`, `Tests/` and
    /// `Tools/`, less the tests' inputs (`Fixtures/`, `Goldens/`) and build folders, by their paths from `root`.
    public static func files(root: URL) throws -> [SourceFile] {
        var paths = ["Package.swift"]
        for top in ["Sources", "Tests", "Tools"] {
            let enumerator = FileManager.default.enumerator(
                at: root.appendingPathComponent(top), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                let name = url.lastPathComponent
                if ["Fixtures", "Goldens"].contains(name) || name.hasPrefix(".build") {
                    enumerator?.skipDescendants()
                } else if url.pathExtension == "swift" {
                    let relative = url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)
                    paths.append(String(relative))
                }
            }
        }
        return try paths.sorted().map { path in
            SourceFile(path: path, text: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// Every finding no exception excuses, and every exception (or listed path of one) that excused nothing.
    public static func lint(_ files: [SourceFile], exceptions: [Exception] = Exceptions.all) -> [Finding] {
        var used: Set<String> = []
        func key(_ index: Int, _ place: String) -> String { "\(index)\u{0}\(place)" }
        func excused(_ finding: Finding) -> Bool {
            for (index, exception) in exceptions.enumerated() {
                if let place = exception.excuses(finding) {
                    used.insert(key(index, place))
                    return true
                }
            }
            return false
        }
        var findings: [Finding] = []
        for file in files {
            findings += LayerRule.check(file) + CCallRule.check(file) + StoredPropertyRule.check(file)
            findings += TextRules.checkFileLength(file) + TextRules.checkLineLength(file)
            findings += TestIsolationRule.check(file)
        }
        findings += CatalogRules.checkSpelling(files)
        findings += CatalogRules.checkSpread(files) { field, path in
            excused(Finding(.identifierSpread, path, line: 1, subject: field, ""))
        }
        var kept = findings.filter { !excused($0) }
        for (index, exception) in exceptions.enumerated() {
            for place in exception.paths.isEmpty ? [""] : exception.paths where !used.contains(key(index, place)) {
                kept.append(
                    Finding(
                        .staleException, "Tools/CodeRules/Sources/CodeRules/Exceptions.swift", line: 1,
                        subject: exception.subject,
                        "the \(exception.rule.rawValue) exception for \(exception.subject)"
                            + (place.isEmpty ? "" : " in \(place)") + " excuses nothing: remove it"))
            }
        }
        return kept.sorted()
    }
}
