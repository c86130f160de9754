import Foundation
import PropertyBased
import Testing
import TestSupport
@testable import FlareCore

/// Random edits on every example (values set and unset, actions moved, removed, duplicated): each is parsed back to
/// exactly the intended model, touches only its own span of one file, and its inverse restores the text.
@Suite struct SpecEditorPropertyTests {
    /// The examples a designer opens (not the deliberately broken one), with their includes and assets.
    static let examples: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.examples.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
    }()

    /// The alert without where it is written (edits move lines).
    static func content(_ alert: AlertSpec) -> AlertSpec {
        var a = alert
        a.location = nil
        a.keys = [:]
        a.actions = a.actions.map { action in
            var copy = action
            copy.location = nil
            copy.keys = [:]
            return copy
        }
        return a
    }

    static let colorRows = PropertyCatalog.alertAppearance.filter { $0.kind == .color }
    static let lengthRows = PropertyCatalog.alertAppearance.filter { $0.kind == .length && $0.range != nil }
    static let choiceRows = PropertyCatalog.alertAppearance.filter { if case .choice = $0.kind { true } else { false } }
    static let actionColorRows = PropertyCatalog.actionAppearance.filter { $0.kind == .color }
    static let words = [
        "Battery", "low:", "5 %", "# tag", "it's", "\"quoted\"", "a: b", "ünïcode", "-", "?", "12", "true",
        "{x}", "[1, 2]", "back\\slash", "@home", "%",
    ]

    enum Expectation {
        case appearance(String, (inout AlertAppearance) -> Void)
        case action(Int, (inout ActionAppearance) -> Void)
        case title(String)
        case message(String)
        /// A list edit: `value` is `move N`, `remove` or `duplicate`.
        case actions((inout [ActionSpec]) -> Void)
    }

    /// One random edit of one alert: the path, the value (nil: unset) and what the alert becomes.
    static func edit(_ code: Int, of alert: AlertSpec, palette: [String: Color]) -> (EditPath, String?, Expectation)? {
        let base: [EditPath.Component] = [.key("alerts"), .key(alert.id)]
        let pick = code / 8
        func path(_ keys: String...) -> EditPath { EditPath(base + keys.map { .key($0) }) }
        switch code % 10 {
        case 8 where alert.actions.count >= 2:
            let from = pick % alert.actions.count, to = (pick / 11) % alert.actions.count
            let item = EditPath(base + [.key("actions"), .index(from)])
            return (item, "move \(to)", .actions { actions in actions.insert(actions.remove(at: from), at: to) })
        case 9 where !alert.actions.isEmpty:
            let index = pick % alert.actions.count
            let item = EditPath(base + [.key("actions"), .index(index)])
            if pick % 2 == 0, alert.actions.count >= 2 {
                return (item, "remove", .actions { $0.remove(at: index) })
            }
            return (item, "duplicate", .actions { $0.insert($0[index], at: index + 1) })
        case 0, 1:
            let row = colorRows[pick % colorRows.count]
            let names = palette.keys.sorted()
            let (text, color): (String, Color)
            if pick % 3 == 0, !names.isEmpty {
                text = names[(pick / 3) % names.count]
                color = palette[text]!
            } else if pick % 3 == 1 {
                text = ["red", "teal", "navy", "white"][(pick / 3) % 4]
                color = Color(ColorSyntax.parse(text)!)
            } else {
                text = "#" + String(format: "%06X", (pick * 2_654_435_761) & 0xFFFFFF)
                color = Color(ColorSyntax.parse(text)!)
            }
            return (path("appearance", row.key), text, .appearance(row.key) { row.set(&$0, .color(color)) })
        case 2:
            let row = lengthRows[pick % lengthRows.count]
            let range = row.range!
            let value = (range.lowerBound + Double(pick % 97) / 96 * min(range.upperBound - range.lowerBound, 200))
                .rounded()
            return (
                path("appearance", row.key), SpecRanges.format(value),
                .appearance(row.key) { row.set(&$0, .number(value)) }
            )
        case 3:
            let row = choiceRows[pick % choiceRows.count]
            guard case .choice(let cases) = row.kind else { return nil }
            let word = cases[(pick / 7) % cases.count]
            return (path("appearance", row.key), word, .appearance(row.key) { row.set(&$0, .choice(word)) })
        case 4:
            let text = (0...(pick % 3)).map { words[(pick / (3 + $0)) % words.count] }.joined(separator: " ")
            return pick % 2 == 0 ? (path("title"), text, .title(text)) : (path("message"), text, .message(text))
        case 5:
            guard !alert.actions.isEmpty else { return nil }
            let index = pick % alert.actions.count
            let row = actionColorRows[(pick / 5) % actionColorRows.count]
            let text = "#" + String(format: "%06X", (pick * 40_503) & 0xFFFFFF)
            let color = Color(ColorSyntax.parse(text)!)
            return (
                EditPath(base + [.key("actions"), .index(index), .key("appearance"), .key(row.key)]), text,
                .action(index) { row.set(&$0, .color(color)) }
            )
        default:
            // Unset a written appearance key: the value returns to the preset's.
            let written = alert.keys.keys.filter { $0.hasPrefix("appearance.") }.sorted()
            guard !written.isEmpty else { return nil }
            let key = String(written[pick % written.count].dropFirst("appearance.".count))
            guard let row = PropertyCatalog.alertAppearance.first(where: { $0.key == key }) else { return nil }
            let preset = alert.preset.appearance
            return (path("appearance", key), nil, .appearance(key) { row.set(&$0, row.get(preset)) })
        }
    }

    @Test(arguments: examples)
    func randomEditsParseBackToTheIntendedModel(example: String) async throws {
        let dir = try Fixtures.temporaryDirectory()
        try Fixtures.copyExamples(into: dir)
        let entry = dir.appendingPathComponent(example).path
        let original = try #require(SpecLoader.load(path: entry).spec)
        let specFiles = original.files.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
        let pristine = try Dictionary(
            uniqueKeysWithValues: specFiles.map { ($0, try String(contentsOfFile: $0, encoding: .utf8)) })
        let editor = SpecEditor(path: entry)
        await propertyCheck(count: 25, input: Gen.int(in: 0...1_000_000).array(of: 1...6)) { codes in
            for (file, text) in pristine { try? text.write(toFile: file, atomically: true, encoding: .utf8) }
            for code in codes {
                guard let before = SpecLoader.load(path: entry).spec, !before.alerts.isEmpty else { return }
                let alertIndex = (code / 7919) % before.alerts.count
                let alert = before.alerts[alertIndex]
                guard let (path, value, expectation) = Self.edit(code, of: alert, palette: before.palette) else {
                    continue
                }
                let disk = pristine.keys.map { ($0, try? String(contentsOfFile: $0, encoding: .utf8)) }
                let edit: SpecEdit
                do {
                    switch (value, expectation) {
                    case (let words?, .actions):
                        if words.hasPrefix("move ") {
                            edit = try editor.moveItem(path, to: Int(words.dropFirst(5))!)
                        } else if words == "remove" {
                            edit = try editor.removeItem(path)
                        } else {
                            edit = try editor.duplicateItem(path)
                        }
                    case (let value?, _): edit = try editor.set(path, to: value)
                    case (nil, _): edit = try editor.unset(path)
                    }
                } catch {
                    // A locale gives one title per action: removing or adding one is refused there, rightly.
                    if case .actions = expectation, case SpecEditError.refused(let d) = error,
                        d.allSatisfy({ $0.message.contains("action title") })
                    {
                        #expect(disk.allSatisfy { (try? String(contentsOfFile: $0.0, encoding: .utf8)) == $0.1 })
                        continue
                    }
                    Issue.record("\(example): \(path) = \(value ?? "(unset)"): \(error)")
                    return
                }
                if edit.edits.isEmpty { continue }
                // The intended model: the one alert changed as asked, every other alert as it was.
                var expected = Self.content(alert)
                switch expectation {
                case .appearance(_, let change): change(&expected.appearance)
                case .action(let i, let change): change(&expected.actions[i].appearance)
                case .title(let text): expected.title = text
                case .message(let text): expected.message = text
                case .actions(let change): change(&expected.actions)
                }
                let got = edit.spec.alerts.map(Self.content)
                var want = before.alerts.map(Self.content)
                want[alertIndex] = expected
                #expect(got == want, "\(example): \(path) = \(value ?? "(unset)")")
                #expect(edit.spec.palette == before.palette && edit.spec.stage == before.stage)
                #expect(
                    edit.spec.rockets.count == before.rockets.count && edit.spec.queues.count == before.queues.count)
                // Only the edited span changed, and only one change of one line (or the inserted or removed lines).
                let change = try #require(edit.edits.first)
                #expect(edit.edits.count == 1)
                let old = Array(edit.before.utf8), new = Array(edit.after.utf8)
                #expect(new.prefix(change.offset).elementsEqual(old.prefix(change.offset)))
                #expect(
                    new.suffix(old.count - change.range.upperBound).elementsEqual(
                        old.suffix(from: change.range.upperBound)))
                #expect(
                    Array(new[change.offset..<change.offset + change.newText.utf8.count]).elementsEqual(
                        change.newText.utf8))
                let isListEdit = if case .actions = expectation { true } else { false }
                if value != nil, edit.oldValue != nil {
                    #expect(!change.oldText.contains("\n") && !change.newText.contains("\n"))
                }
                if value != nil, edit.oldValue == nil, !isListEdit { #expect(change.oldText.isEmpty) }
                if value == nil { #expect(change.newText.isEmpty || change.newText == "{}") }
                #expect(TextEdit.apply(TextEdit.inverse(of: edit.edits), to: edit.after) == edit.before)
                do { try editor.write(edit) } catch {
                    Issue.record("\(example): write: \(error)")
                    return
                }
                // On disk: the edited file holds the checked text, every other file is as it was.
                for (file, text) in disk {
                    let now = try? String(contentsOfFile: file, encoding: .utf8)
                    #expect(now == (file == edit.absoluteFile ? edit.after : text), "\(file)")
                }
                let reread = SpecLoader.load(path: entry).spec
                #expect(reread.map { $0.alerts.map(Self.content) } == got)
            }
        }
    }
}
