import Foundation
import Testing

@testable import FlareCore

/// Issue 26's goal, second half: a property's identifier (its model field, `buttonTitle`) appears in the code of at
/// most five files under Sources/ (its row, its model, and the few that truly draw, parse or generate it); the rest
/// read it through the catalog's rows (`RocketBlock.faces`, `RocketBlock.timer`, `PropertyCatalog.blockTexts`).
/// Comments and string literals do not count; a string's interpolations do.
@Suite struct IdentifierSpreadTests {
    static let limit = 5

    /// Fields named by a word too common to count (a button's `title`, a map's `next`, a font's `font`): most of
    /// their uses are other things of the same name.
    static let genericWords: Set<String> = [
        "text", "title", "next", "font", "image", "style", "start", "device", "theme", "scale", "height", "width",
        "color", "insets", "items",
    ]

    /// Files where a field's name means something else, each with what.
    static let homonyms: [String: (files: Set<String>, why: String)] = {
        let scroller: Set<String> = [
            "FlareGtk/Gtk/ScrolledWindow.swift", "FlareGtk/Preview/PreviewWindow+View.swift",
            "FlareGtk/Preview/CanvasNavigation.swift", "FlareGtk/Inspector/PropertiesPage.swift",
        ]
        let why = "a scrolled window's scroll position (`scroller.verticalOffset`), not the alert's inset"
        let control: Set<String> = [
            "FlareCore/Alert/CustomControl.swift", "FlareCore/Alert/CustomStyle.swift",
            "FlareCore/Handoff/ControlCode.swift", "FlareGtk/Alert/ControlView.swift",
        ]
        return [
            "verticalOffset": (scroller, why), "horizontalOffset": (scroller, why),
            "labelColor": (control, "a custom control's derived look (`CustomControl.Look`), not a popup view's text"),
        ]
    }()

    /// `source` with comments and the text of string literals blanked out; an interpolation's code is kept.
    static func code(_ source: String) -> String {
        let s = Array(source.utf8)
        var out = [UInt8](repeating: 0x20, count: s.count)
        // Each open string: its `#` count, whether it is multi-line, and the parenthesis depth of the code around it.
        var strings: [(hashes: Int, multiline: Bool)] = []
        var depths: [Int] = [0]
        var i = 0
        func at(_ j: Int, _ text: String) -> Bool {
            let t = Array(text.utf8)
            return j + t.count <= s.count && Array(s[j..<j + t.count]) == t
        }
        func hashes(from j: Int) -> Int {
            var n = 0
            while j + n < s.count, s[j + n] == UInt8(ascii: "#") { n += 1 }
            return n
        }
        while i < s.count {
            if let open = strings.last, depths.count == strings.count {
                // Inside a string's text.
                let close =
                    String(repeating: "\"", count: open.multiline ? 3 : 1) + String(repeating: "#", count: open.hashes)
                let escape = "\\" + String(repeating: "#", count: open.hashes)
                if at(i, close) {
                    strings.removeLast()
                    i += close.utf8.count
                } else if at(i, escape + "(") {
                    depths.append(1)
                    i += escape.utf8.count + 1
                } else if at(i, escape) {
                    i += escape.utf8.count + 1
                } else {
                    if s[i] == UInt8(ascii: "\n") { out[i] = s[i] }
                    i += 1
                }
                continue
            }
            if at(i, "//") {
                while i < s.count, s[i] != UInt8(ascii: "\n") { i += 1 }
            } else if at(i, "/*") {
                var nesting = 0
                repeat {
                    if at(i, "/*") { nesting += 1; i += 2 } else if at(i, "*/") { nesting -= 1; i += 2 } else { i += 1 }
                } while nesting > 0 && i < s.count
            } else if s[i] == UInt8(ascii: "#") || s[i] == UInt8(ascii: "\"") {
                let n = hashes(from: i)
                guard i + n < s.count, s[i + n] == UInt8(ascii: "\"") else {
                    out[i] = s[i]
                    i += 1
                    continue
                }
                let multiline = at(i + n, "\"\"\"")
                strings.append((n, multiline))
                i += n + (multiline ? 3 : 1)
            } else {
                if s[i] == UInt8(ascii: "(") {
                    depths[depths.count - 1] += 1
                } else if s[i] == UInt8(ascii: ")") {
                    depths[depths.count - 1] -= 1
                    if depths.count > 1, depths[depths.count - 1] == 0 {
                        // The interpolation ends: back in its string.
                        depths.removeLast()
                        i += 1
                        continue
                    }
                }
                out[i] = s[i]
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Every Swift file under Sources/, as code.
    static let sources: [String: String] = CatalogSpellingTests.sources.mapValues(code)

    /// The files whose code names `word` as a whole identifier.
    static func naming(_ word: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: "(?<![A-Za-z0-9_])\(word)(?![A-Za-z0-9_])")
        return Set(
            sources.filter {
                pattern.firstMatch(in: $0.value, range: NSRange($0.value.startIndex..., in: $0.value)) != nil
            }
            .map(\.key))
    }

    @Test func codeDropsCommentsAndStringsButKeepsInterpolations() {
        let source = """
            let a = "buttonTitle" // showNextAfter
            /* backdrop /* nested */ buttonStyle */ let b = "x \\(block.timer) y" + #"raw \\(no)"#
            let c = \"\"\"
                many \\(lines.count)
                \"\"\"
            """
        let code = Self.code(source)
        for word in ["buttonTitle", "showNextAfter", "backdrop", "buttonStyle", "raw", "no", "many"] {
            #expect(!code.contains(word), "\(word) in \(code)")
        }
        for word in ["let a", "let b", "block.timer", "let c", "lines.count"] {
            #expect(code.contains(word), "\(word) missing from \(code)")
        }
    }

    @Test func theFieldsAreFound() {
        #expect(Self.sources.count > 100)
        #expect(Self.naming("showNextAfter").contains("FlareCore/Rocket/RocketSpec.swift"))
        #expect(!Self.naming("showNextAfter").contains("FlareCore/Spec/Catalog/Property.swift"))
    }

    @Test func eachFieldIsNamedInAtMostFiveFiles() {
        var offenders: [String] = []
        for field in Set(CatalogSpellingTests.rows.map(\.field)).sorted() where !Self.genericWords.contains(field) {
            let files = Self.naming(field).subtracting(Self.homonyms[field]?.files ?? [])
            if files.count > Self.limit {
                offenders.append("\(field) in \(files.count) files: \(files.sorted().joined(separator: ", "))")
            }
        }
        let list = offenders.joined(separator: "\n")
        #expect(offenders.isEmpty, "named in more than \(Self.limit) files (read it through its catalog row):\n\(list)")
    }

    /// `RocketBlock.faces` pairs each text row with its font row by name: the name must be a font row of its table.
    @Test func everyBlockTextNamesAFontOfItsTable() {
        func check<M>(_ rows: [Property<M>]) {
            for row in rows {
                guard case .text(let font?, _) = row.lint else { continue }
                #expect(rows.contains { $0.key == font && $0.kind == .rocketFont }, "\(row.key)'s font '\(font)'")
            }
        }
        check(PropertyCatalog.textBlock)
        check(PropertyCatalog.imageBlock)
        check(PropertyCatalog.buttonBlock)
        check(PropertyCatalog.inputBlock)
    }

    @Test func facesPairEachTextWithItsFont() {
        let input = RocketBlock(
            id: "ask",
            content: .input(.init(text: "Why?", buttonTitle: "Go", font: .textBold, buttonStyle: .cancel)))
        #expect(
            input.faces == [
                .init(key: "text", fontKey: "font", text: "Why?", font: .textBold),
                .init(
                    key: "buttonTitle", fontKey: "buttonStyle", text: "Go", font: .cancel, button: 0,
                    buttonName: "send button"),
            ])
        let double = RocketBlock(
            id: "pick", content: .doubleButton(left: .init(title: "Yes", font: .emoji), right: .init(title: "No")))
        #expect(double.faces.map(\.textKey) == ["left", "right"])
        #expect(double.faces.map(\.fontKey) == ["left.font", "right.font"])
        #expect(double.faces.map(\.button) == [0, 1])
        #expect(double.faces.map(\.buttonName) == ["left button", "right button"])
        #expect(double.faces.map(\.font) == [.emoji, .button])
        let image = RocketBlock(id: "pic", content: .image(.init(image: .builtin(.info))))
        #expect(image.faces.map(\.font) == [.text])
        #expect(image.faces.map(\.isDrawn) == [false])
    }

    @Test func setWritesThroughTheRow() {
        var double = RocketBlock(
            id: "pick", content: .doubleButton(left: .init(title: "Yes"), right: .init(title: "No")))
        double.set("right.title", .text("Nein"))
        double.set("left.nothing", .text("x"))
        #expect(double.content == .doubleButton(left: .init(title: "Yes"), right: .init(title: "Nein")))
        var input = RocketBlock(id: "ask", content: .input(.init(text: "Why?")))
        input.set("buttonTitle", .text("Go"))
        input.set("buttonTitle", .number(3))
        #expect(input.content == .input(.init(text: "Why?", buttonTitle: "Go")))
    }

    @Test func timerIsAPositiveShowNextAfter() {
        func block(_ after: Double?) -> RocketBlock {
            RocketBlock(id: "b", content: .text(.init(text: "Hi", showNextAfter: after)))
        }
        #expect(block(2).timer == 2)
        #expect(block(0).timer == nil)
        #expect(block(-1).timer == nil)
        #expect(block(nil).timer == nil)
        #expect(RocketBlock(id: "b", content: .button(.init(title: "Go"))).timer == nil)
    }
}
