import Foundation
import PropertyBased
import Testing
import TestSupport

@testable import FlareCore

/// A window's editor checks an edit with what it keeps (`SpecEditMemory`: the files, their source trees and the
/// spec; the window's `SpecParseCache`: the changed entry spliced into the file's last nodes, the unchanged items and
/// route checks reused). Over random edits of every example, valid and not, that check gives exactly what a fresh
/// editor's whole check gives: the same text, spec, warnings and place, or the same refusal with the same
/// `file:line:col` diagnostics.
@Suite struct SpecEditCheckTests {
    /// Values no row takes, or not in its range: each edit with one is refused by the whole check too.
    static let refused = [
        "-1", "100000", "nocolor", "{", "[1", "a: b: c", "#12", "", "~", "1e999", "teal;", "*x", "&y z", "!!int 4",
    ]

    /// The edit `code` makes of `spec`: the path and the value (nil: unset), valid or one of `refused`.
    static func edit(_ code: Int, of spec: Spec) -> (EditPath, String?)? {
        guard !spec.alerts.isEmpty else { return nil }
        let alert = spec.alerts[(code / 7919) % spec.alerts.count]
        guard let (path, value, _) = SpecEditorPropertyTests.edit(code, of: alert, palette: spec.palette) else {
            return nil
        }
        if let value, value.hasPrefix("move ") || value == "remove" || value == "duplicate" { return nil }
        if code % 3 == 0, value != nil { return (path, refused[(code / 3) % refused.count]) }
        return (path, value)
    }

    /// What an edit gave, to compare: its text, spec, warnings and place, or its refusal.
    static func outcome(_ make: () throws(SpecEditError) -> SpecEdit) -> Result<SpecEdit, SpecEditError> {
        do throws(SpecEditError) { return .success(try make()) } catch { return .failure(error) }
    }

    /// A copy of `example` in a temporary folder when it has an alert to edit: its entry file and the text of each
    /// of its spec files (to put back between edits).
    static func editable(_ example: String) throws -> (entry: String, texts: [(String, String)])? {
        let dir = try Fixtures.temporaryDirectory()
        try Fixtures.copyExamples(into: dir)
        let entry = dir.appendingPathComponent(example).path
        guard let spec = SpecLoader.load(path: entry).spec, !spec.alerts.isEmpty else { return nil }
        let texts = try spec.files.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.map {
            ($0, try String(contentsOfFile: $0, encoding: .utf8))
        }
        return (entry, texts)
    }

    @Test(arguments: SpecEditorPropertyTests.examples)
    func theWindowsCheckIsTheWholeCheck(example: String) async throws {
        // Every example with an alert to edit (the rocket example has none).
        guard let (entry, pristine) = try Self.editable(example) else { return }
        let memory = SpecEditMemory(), cache = SpecParseCache()
        var windowEditor = SpecEditor(path: entry)
        windowEditor.memory = memory
        windowEditor.cache = cache
        windowEditor.fonts = FontCheckTests.catalog
        var wholeEditor = SpecEditor(path: entry)
        wholeEditor.fonts = FontCheckTests.catalog
        let (window, whole) = (windowEditor, wholeEditor)
        let checked = Counter(), refusals = Counter()
        /// The edits `codes` make one after another, from the example as it is in the folder.
        func edits(_ codes: [Int]) {
            for (file, text) in pristine { try? text.write(toFile: file, atomically: true, encoding: .utf8) }
            for code in codes {
                guard let spec = SpecLoader.load(path: entry).spec, let (path, value) = Self.edit(code, of: spec)
                else { continue }
                let what = "\(example): \(path) = \(value ?? "(unset)")"
                let kept = Self.outcome { () throws(SpecEditError) in
                    if let value { return try window.set(path, to: value) }
                    return try window.unset(path)
                }
                let fresh = Self.outcome { () throws(SpecEditError) in
                    if let value { return try whole.set(path, to: value) }
                    return try whole.unset(path)
                }
                checked.count += 1
                switch (kept, fresh) {
                case (.success(let a), .success(let b)):
                    #expect(a.after == b.after, "\(what): the text")
                    #expect(a.spec == b.spec, "\(what): the spec")
                    #expect(a.warnings == b.warnings, "\(what): the warnings")
                    #expect(a.location == b.location && a.oldValue == b.oldValue, "\(what): the place")
                    #expect(
                        a.loadResult.diagnostics
                            == SpecLoader.load(
                                path: entry, texts: [a.absoluteFile: a.after],
                                fonts: FontCheckTests.catalog
                            ).diagnostics, "\(what): a load of the edited text")
                    do { try window.write(a) } catch {
                        Issue.record("\(what): write: \(error)")
                        return
                    }
                    // The page's rows from the kept trees are the rows from the files read again.
                    if case .key(let id) = path.components[1] {
                        let kept = PropertySheet(alert: id, in: a.spec, source: memory.source(for: a.spec))
                        let read = PropertySheet(alert: id, in: a.spec, source: SpecSource(spec: a.spec))
                        #expect(kept?.sections == read?.sections, "\(what): the rows")
                    }
                case (.failure(let a), .failure(let b)):
                    refusals.count += 1
                    #expect(a.description == b.description, "\(what): the refusal")
                default:
                    Issue.record("\(what): the window's check gave \(kept), the whole check \(fresh)")
                }
            }
        }
        // A fixed run first (every kind of edit, valid and refused, after one another), then random ones.
        edits(Array(0..<60).map { $0 * 1_237 + 11 })
        #expect(checked.count > 30 && refusals.count > 5, "\(checked.count) edits, \(refusals.count) refused")
        #expect(checked.count - refusals.count > 10, "\(checked.count - refusals.count) edits taken")
        #expect(memory.reuses > 0, "edits after edits took the kept files")
        await propertyCheck(count: 12, input: Gen.int(in: 0...1_000_000).array(of: 1...8)) { codes in edits(codes) }
    }
}
