import Foundation
import Yams

/// One load of a root spec: reads the root and its includes (each file once, cycles refused), then reads
/// palettes, the rest of every file, and finally the references between files.
final class SpecLoadSession {
    let builder = SpecBuilder()
    let cache: SpecParseCache?

    let root: String?
    let fonts: (any FontCatalog)?

    init(cache: SpecParseCache? = nil, root: String? = nil, fonts: (any FontCatalog)? = nil) {
        self.cache = cache
        self.root = root
        self.fonts = fonts
    }

    var documents: [SpecDocument] = []
    var loaded = Set<String>()
    /// Texts read instead of the files at these absolute paths (`SpecEditor` checks an edit before writing it).
    var overrides: [String: String] = [:]

    /// Deeper `[`/`{` nesting is refused before Yams recurses into it.
    static let maximumFlowDepth = 100
    /// Lines indented further are refused (block nesting is bounded by indentation).
    static let maximumIndent = 1000

    func run(displayPath: String, text: String?) -> LoadResult {
        defer { cache?.endLoad() }
        let absolute = SpecPath.absolute(displayPath, from: "")
        builder.files.root = SpecPath.identity(
            root.map { SpecPath.absolute($0, from: "") } ?? SpecPath.directory(of: absolute))
        builder.addFile(absolute)
        let here = SourceLocation(file: displayPath, line: 1, column: 1)
        guard
            loadDocument(
                display: displayPath, absolute: absolute, text: text, readErrorAt: here,
                chain: [], isRoot: true)
        else {
            return LoadResult(spec: nil, diagnostics: builder.diagnostics)
        }
        let parsers = documents.map { DocumentParser(builder: builder, document: $0) }
        let tops = parsers.map { $0.topLevel() }
        builder.items = cache?.items
        // Tokens, then palettes: every color of every file may name any palette entry or token.
        readTokens(parsers, tops)
        for (parser, top) in zip(parsers, tops) {
            if let top { parser.readPalette(top) }
        }
        builder.items?.begin(palette: builder.palette.colors, fonts: builder.tokens.fonts, root: builder.files.root)
        builder.routeChecks = cache?.routeChecks
        for (index, (parser, top)) in zip(parsers, tops).enumerated() {
            guard let top else { continue }
            parser.readVersion(top, isRoot: index == 0)
            parser.readStage(top)
            parser.readLint(top)
            parser.readFonts(top)
            parser.readSections(top)
        }
        readStrings(parsers, tops)
        builder.validateReferences()
        builder.validateLocales()
        if let fonts {
            let check = FontCheck(catalog: fonts, declaredFiles: builder.fonts.files)
            builder.diagnostics += check.warnings(builder.fonts.uses)
        }
        sortDiagnostics()
        guard !builder.hasErrors else { return LoadResult(spec: nil, diagnostics: builder.diagnostics) }
        let sections = builder.sections
        var spec = Spec(
            file: absolute, files: builder.files.paths, fonts: builder.fonts.files, fontUses: builder.fonts.uses,
            palette: builder.palette.colors, stage: builder.stage?.value ?? Stage(), alerts: sections.alerts,
            rockets: sections.rockets, queues: sections.queues, scenarios: sections.scenarios, routes: sections.routes,
            lint: builder.lint?.value ?? LintConfig(), locales: sections.locales,
            variants: builder.variants?.value ?? ReviewVariants())
        spec.routing = sections.routing ?? RoutingSpec()
        spec.screens = sections.screens
        spec.tokens = builder.tokens.all
        return LoadResult(spec: spec, diagnostics: builder.diagnostics)
    }

    /// File order (root, then includes as read), then line and column; stable for equal places.
    func sortDiagnostics() {
        var rank: [String: Int] = [:]
        for (i, d) in documents.enumerated() where rank[d.displayPath] == nil { rank[d.displayPath] = i }
        let keyed = builder.diagnostics.enumerated().map { index, d in
            (key: [rank[d.location.file] ?? Int.max, d.location.line, d.location.column, index], d)
        }
        builder.diagnostics = keyed.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.1)
    }

    // MARK: Files

    /// Reads, checks and composes one file, then loads what it includes. False when the file could not
    /// be turned into nodes (the reason is already reported).
    @discardableResult
    func loadDocument(
        display: String, absolute: String, text: String?, readErrorAt: SourceLocation,
        chain: [(identity: String, display: String)], isRoot: Bool
    ) -> Bool {
        let identity = SpecPath.identity(absolute)
        loaded.insert(identity)
        let here = SourceLocation(file: display, line: 1, column: 1)
        let source: String
        if let text = text ?? overrides[absolute] {
            guard let checked = check(text: text, at: here) else { return false }
            source = checked
        } else {
            if case .notRegular(let kind) = SpecPath.check(absolute, root: "/") {
                builder.error("cannot read '\(display)': it is \(kind), not a regular file", at: readErrorAt)
                return false
            }
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: absolute))
            } catch {
                builder.error("cannot read '\(display)': \(Self.describe(error))", at: readErrorAt)
                return false
            }
            guard let checked = check(data: data, at: here) else { return false }
            source = checked
        }
        guard let root = compose(source, at: here, isRoot: isRoot) else { return false }
        let document = SpecDocument(displayPath: display, absolutePath: absolute, text: source, root: root)
        documents.append(document)
        loadIncludes(of: document, chain: chain + [(identity, display)])
        return true
    }

    func loadIncludes(of document: SpecDocument, chain: [(identity: String, display: String)]) {
        guard case .mapping(let pairs) = document.root.content,
            let include = pairs.first(where: { $0.key.text == "include" })?.value
        else { return }
        let parser = DocumentParser(builder: builder, document: document)
        guard let items = parser.items(include, "'include'") else { return }
        for item in items {
            guard let name = parser.scalarText(item, "include", expected: "a file path") else { continue }
            guard case let (absolute, display)? = parser.referencedFile(name, what: "included file", at: item) else {
                continue
            }
            let identity = SpecPath.identity(absolute)
            if let start = chain.firstIndex(where: { $0.identity == identity }) {
                let cycle = chain[start...].map(\.display) + [display]
                parser.error("include cycle: \(cycle.joined(separator: " → "))", at: item)
                continue
            }
            if loaded.contains(identity) { continue }  // already read through another include
            loadDocument(
                display: display, absolute: absolute, text: nil, readErrorAt: parser.location(item),
                chain: chain, isRoot: false)
        }
    }

    // MARK: Bytes to text

    /// The text of a file a spec refers to (a token file, a string catalog): the window's unsaved text for it when
    /// there is one, else its bytes, checked as a spec's are; nil after one error at its first line.
    func referencedText(display: String, absolute: String, what: String) -> String? {
        let here = SourceLocation(file: display, line: 1, column: 1)
        if let edited = overrides[absolute] { return check(text: edited, at: here) }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: absolute)) else {
            builder.error("cannot read the \(what) '\(display)'", at: here)
            return nil
        }
        return check(data: data, at: here)
    }

    /// The file's text, or nil after one clear error: too large, binary, not UTF-8.
    func check(data: Data, at here: SourceLocation) -> String? {
        guard data.count <= SpecLoader.maximumSize else {
            builder.error(Self.tooLarge(data.count), at: here)
            return nil
        }
        if data.withUnsafeBytes({ $0.count > 0 && memchr($0.baseAddress!, 0, $0.count) != nil }) {
            builder.error("this is a binary file, not a YAML or JSON spec", at: here)
            return nil
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            builder.error("this file is not UTF-8 text (a spec is YAML or JSON in UTF-8)", at: here)
            return nil
        }
        return Self.withoutByteOrderMark(text)
    }

    func check(text: String, at here: SourceLocation) -> String? {
        var text = text
        let (size, binary) = text.withUTF8 { ($0.count, $0.count > 0 && memchr($0.baseAddress!, 0, $0.count) != nil) }
        guard size <= SpecLoader.maximumSize else {
            builder.error(Self.tooLarge(size), at: here)
            return nil
        }
        if binary {
            builder.error("this is a binary file, not a YAML or JSON spec", at: here)
            return nil
        }
        return Self.withoutByteOrderMark(text)
    }

    /// A byte-order mark would shift every column of the first line.
    static func withoutByteOrderMark(_ text: String) -> String {
        text.utf8.starts(with: [0xEF, 0xBB, 0xBF]) ? String(text.dropFirst()) : text
    }

    static func tooLarge(_ size: Int) -> String {
        let mib = (Double(size) / 1_048_576 * 10).rounded() / 10
        return "this file is \(mib) MiB; a spec may be at most 4 MiB"
    }
}
