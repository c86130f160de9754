import Foundation
import PropertyBased
import Testing
import TestSupport
@testable import FlareCore

/// Any value set on a line with a trailing comment (`Fixtures/window-edits/base.yaml`): the comment keeps its column
/// when the value fits before it, else follows it after one space; every other line is untouched; and the undo gives
/// back the original bytes.
@Suite struct CommentColumnPropertyTests {
    static let paths = [
        "alerts.low.title", "alerts.low.message", "alerts.low.appearance.titleFont", "palette.brand", "palette.ink",
        "rockets.intro.blocks.hello.text",
    ]
    static let words = ["a", "Battery", "ünïcode", "it's", "a: b", "# tag", "12", "{x}", "x y z", "éé"]

    static func commentColumn(_ line: Substring) -> Int? {
        line.range(of: " #", options: .backwards).map { line.distance(from: line.startIndex, to: $0.lowerBound) + 1 }
    }

    @Test func anyValueKeepsTheCommentColumnAndUndoes() async throws {
        let (editor, _, base) = try WindowEditBytesTests.editor()
        let lines = base.split(separator: "\n", omittingEmptySubsequences: false)
        await propertyCheck(count: 60, input: Gen.int(in: 0...1_000_000)) { code in
            let path = try EditPath(parsing: Self.paths[code % Self.paths.count])
            let value = (0...(code / 7 % 4)).map { Self.words[(code / 31 + $0 * 3) % Self.words.count] }
                .joined(separator: " ")
            let isColor = path.description.hasPrefix("palette")
            let edit = try editor.set(path, to: isColor ? String(format: "#%06X", code % 0xFFFFFF) : value)
            #expect(TextEdit.apply(TextEdit.inverse(of: edit.edits), to: edit.after) == base)
            let after = edit.after.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(after.count == lines.count)
            let changed = zip(lines, after).enumerated().filter { $0.element.0 != $0.element.1 }
            #expect(changed.count <= 1, "\(path): \(value)")
            guard let (old, new) = changed.first?.element, let column = Self.commentColumn(old) else { return }
            let newColumn = try #require(Self.commentColumn(new), "\(new)")
            let before = new[..<new.index(new.startIndex, offsetBy: newColumn - 1)]
            if before.hasSuffix("  ") || newColumn <= column {
                #expect(newColumn == column, "\(old) → \(new)")
            } else {
                #expect(newColumn > column && !before.hasSuffix("  "), "\(old) → \(new)")
            }
        }
    }
}
