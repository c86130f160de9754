@testable import FlareCore
import Foundation
import Testing
import TestSupport

/// The property catalog is the one table of the format's look: every model field has a row, the parser reads every
/// row, the inspector lists every row, and the generated schema and docs tables are the checked-in ones.
@Suite struct PropertyCatalogTests {
    /// The stored properties of a model, by name: a field without a catalog row fails here.
    private func fields(_ model: Any) -> Set<String> { Set(Mirror(reflecting: model).children.compactMap(\.label)) }

    @Test func everyModelFieldHasOneRow() {
        #expect(fields(AlertAppearance()) == Set(PropertyCatalog.alertAppearance.map(\.key)))
        #expect(fields(ActionAppearance()) == Set(PropertyCatalog.actionAppearance.map(\.key)))
        #expect(fields(CustomStyle()) == Set(PropertyCatalog.customStyle.map(\.key)))
        for rows in [
            PropertyCatalog.alertAppearance.map(\.key), PropertyCatalog.actionAppearance.map(\.key),
            PropertyCatalog.customStyle.map(\.key),
        ] {
            #expect(Set(rows).count == rows.count, "a key twice: \(rows)")
        }
    }

    /// A value of each row's kind, written in YAML, and what the model then holds.
    private func sample(_ kind: PropertyKind, range: ClosedRange<Double>?) -> (yaml: String, value: PropertyValue) {
        switch kind {
        case .color, .optionalColor: ("\"#123456\"", .color(Color(hex: 0x123456)))
        case .font: ("bold 12", .font(.system(12, .bold)))
        case .length: ("\(Int(range?.upperBound ?? 3))", .number(range?.upperBound ?? 3))
        case .duration: ("1.5", .number(1.5))
        case .choice(let words): (words.last!, .choice(words.last!))
        case .bool: ("false", .bool(false))
        case .image: ("builtin:info", .image(.builtin(.info)))
        case .edgeInsets:
            ("{top: 1, left: 2, bottom: 3, right: 4}", .edgeInsets(.init(top: 1, left: 2, bottom: 3, right: 4)))
        case .number: ("2", .number(2))
        case .text: ("\"Hi: there\"", .text("Hi: there"))
        case .rocketFont:
            (
                "{font: bold 12, color: \"#123456\"}",
                .rocketFont(RocketFont(font: .system(12, .bold), color: Color(hex: 0x123456)))
            )
        case .blockReference: ("b", .text("b"))
        }
    }

    @Test func theParserReadsEveryRowIntoItsField() throws {
        for row in PropertyCatalog.alertAppearance {
            let (yaml, value) = sample(row.kind, range: row.range)
            let result = SpecText.load("flare: 1\nalerts:\n  a:\n    appearance: {\(row.key): \(yaml)}\n")
            #expect(result.diagnostics.isEmpty, "\(row.key): \(result.diagnostics)")
            #expect(result.spec.flatMap { $0.alert("a") }.map { row.get($0.appearance) } == value, "\(row.key)")
        }
        for row in PropertyCatalog.actionAppearance {
            let (yaml, value) = sample(row.kind, range: row.range)
            let result = SpecText.load(
                "flare: 1\nalerts:\n  a:\n    actions:\n      - {title: OK, appearance: {\(row.key): \(yaml)}}\n")
            #expect(result.diagnostics.isEmpty, "\(row.key): \(result.diagnostics)")
            let action = result.spec?.alert("a")?.actions.first
            #expect(action.map { row.get($0.appearance) } == value, "\(row.key)")
        }
        for row in PropertyCatalog.customStyle {
            let (yaml, value) = sample(row.kind, range: row.range)
            // Each row on a view it styles: a control's colors on a switch (a separator on rows).
            let control = CustomControl.onlyFields.contains { ($0 as AnyKeyPath) == row.keyPath }
            let view =
                row.key == "contentMode"
                ? "image: builtin:info"
                : control ? (row.key == "separatorColor" ? "rows: [A]" : "switch: true") : "input: {}"
            let result = SpecText.load("flare: 1\nalerts:\n  a:\n    custom: {\(view), \(row.key): \(yaml)}\n")
            #expect(result.diagnostics.isEmpty, "\(row.key): \(result.diagnostics)")
            #expect(result.spec.flatMap { $0.alert("a") }.map { row.get($0.customStyle) } == value, "\(row.key)")
        }
    }

    @Test func aValueOutsideARowsRangeIsAnErrorThatSaysIt() {
        for row in PropertyCatalog.alertAppearance where row.kind == .length {
            let range = try! #require(row.range)
            let over = Int(range.upperBound) + 1
            let result = SpecText.load("flare: 1\nalerts:\n  a:\n    appearance: {\(row.key): \(over)}\n")
            let column = 20 + row.key.count
            #expect(
                SpecText.lines(result)
                    == ["4:\(column): error: '\(row.key)' must be \(SpecRanges.describe(range)), not \(over)"])
        }
        #expect(SpecRanges.numbers["borderWidth"] == 0...100)
        #expect(SpecRanges.durations["animationDuration"] == 0...60)
        #expect(SpecRanges.numbers["horizaontalOffset"] == 0...1000, "an alias takes its row's range")
    }

    @Test func anAliasIsReadWithAWarning() throws {
        let result = SpecText.load("flare: 1\nalerts:\n  a:\n    appearance: {horizaontalOffset: 30}\n")
        #expect(
            SpecText.lines(result)
                == ["4:18: warning: 'horizaontalOffset' is the seed's misspelling; write 'horizontalOffset'"])
        #expect(result.spec?.alert("a")?.appearance.horizontalOffset == 30)
    }

    /// The drift the catalog ends: every row is listed under each part it names (`actionSelectedBackgroundImage`
    /// was missing from the action's rows).
    @Test func theInspectorListsEveryRow() throws {
        let alert = try #require(
            SpecText.load(
                """
                flare: 1
                alerts:
                  a: {title: T, message: M, custom: {text: C, font: bold 12, insets: 3}, actions: [{title: OK}]}
                """
            ).spec?.alert("a"))
        let parts: [AlertPart.Group: AlertPart] = [
            .alert: .alert, .title: .title, .message: .message, .icon: .icon,
            .custom: .custom, .action: .action(0),
        ]
        for row in PropertyCatalog.alertAppearance {
            for group in row.inspector.parts {
                let keys = alert.styleProperties(of: try #require(parts[group]), theme: .light).map(\.key)
                #expect(keys.contains(row.id), "\(row.id) under \(group)")
            }
        }
        let action = alert.styleProperties(of: .action(0), theme: .light)
        for row in PropertyCatalog.actionAppearance {
            #expect(action.contains { $0.key == "actions[0]." + row.id }, "\(row.id)")
        }
        #expect(action.first { $0.key == "actions[0].appearance.actionSelectedBackgroundImage" }?.value == "none")
        let custom = alert.styleProperties(of: .custom, theme: .light)
        #expect(custom.first { $0.key == "custom.insets" }?.value == "3 pt 3 pt 3 pt 3 pt")
        #expect(custom.first { $0.key == "custom.font" }?.value == "system Bold 12")
        #expect(!custom.contains { $0.key == "custom.textColor" }, "a custom key the spec leaves out is not listed")
    }

    @Test func defaultsAndPresetsAreTheModels() throws {
        let rows = try #require(PropertyCatalog.tables.first { $0.name == "alertAppearance" }?.rows)
        let background = try #require(rows.first { $0.key == "backgroundColor" })
        #expect(background.defaultText == "#404040 (system, systemWarning, systemSuccess, systemError: #000000)")
        #expect(rows.first { $0.key == "animationDuration" }?.defaultText == "0.3 s")
        #expect(
            rows.first { $0.key == "imageTintColor" }?.defaultText
                == "none (warningAlert, systemWarning, slide: #FFCC00; successAlert, systemSuccess: #0AEE8B; "
                + "failAlert, systemError: #FF0000)")
        #expect(InputLook(CustomStyle()) == InputLook.sample)
        var style = CustomStyle()
        style.borderWidth = 2
        #expect(InputLook(style).borderWidth == 2 && InputLook(style).font == .system(14))
    }

    /// `make generated` keeps the schema and docs/spec.md's tables; these fail when either is stale.
    @Test func theCheckedInSchemaIsTheGeneratedOne() throws {
        let file = Fixtures.root.appendingPathComponent("data/schema/flare.schema.json")
        let copy = try String(contentsOf: file, encoding: .utf8)
        #expect(copy == SpecSchema.json, "data/schema/flare.schema.json is stale: run make generated")
        #expect(!SpecSchema.json.contains("@catalog"), "every placeholder of the template names a table")
        let object = try JSONSerialization.jsonObject(with: Data(SpecSchema.json.utf8)) as? [String: Any]
        let defs = try #require(object?["$defs"] as? [String: Any])
        let appearance = (defs["alertAppearance"] as? [String: Any])?["properties"] as? [String: Any]
        #expect(Set(appearance?.keys ?? [:].keys) == Set(SpecKeys.appearance + SpecKeys.deprecatedAppearance))
    }

    @Test func theDocsTablesAreTheGeneratedOnes() throws {
        let doc = try String(contentsOf: Fixtures.root.appendingPathComponent("docs/spec.md"), encoding: .utf8)
        #expect(PropertyDocs.apply(to: doc) == doc, "docs/spec.md's property tables are stale: run make generated")
        for table in PropertyCatalog.tables {
            let block = "<!-- catalog \(table.name) -->\n" + PropertyDocs.table(table.rows) + "\n<!-- /catalog -->"
            #expect(doc.contains(block))
        }
        let stale = "<!-- catalog actionAppearance -->\n| old |\n<!-- /catalog -->"
        #expect(PropertyDocs.apply(to: stale) != stale)
    }
}

/// Lists derived from other lists keep their order (the parser's did-you-mean hints follow it).
@Suite struct DerivedKeyListTests {
    @Test func anyBlockIsTheUnionInBlockTypeOrder() {
        #expect(
            SpecKeys.anyBlock == [
                "type", "text", "next", "showNextAfter", "font", "image", "imageStyle",
                "paddingLeft", "paddingRight", "title", "left", "right", "buttonTitle",
                "buttonStyle", "branches",
            ])
    }

    @Test func customKeysAreTheViewsThenTheCatalogsStyle() {
        #expect(
            SpecKeys.custom == ["input", "image", "text", "switch", "slider", "progress", "segments", "rows"]
                + PropertyCatalog.customStyle.map(\.key))
        #expect(!SpecKeys.customInput.contains("contentMode") && SpecKeys.customInput.contains("placeholderColor"))
        #expect(SpecKeys.appearance.count == 25 && SpecKeys.deprecatedAppearance == ["horizaontalOffset"])
    }
}

/// The rocket's, its blocks' and the stage's rows: every field of their models is a row (or structure the parser
/// reads itself), the parser reads every row into its field, and `SpecKeys` takes each block type's keys from them.
@Suite struct RocketCatalogTests {
    private func fields(_ model: Any) -> Set<String> { Set(Mirror(reflecting: model).children.compactMap(\.label)) }

    @Test func everyRocketModelFieldHasOneRow() {
        #expect(fields(RocketAuthor()) == Set(PropertyCatalog.rocketAuthor.map(\.key)))
        #expect(fields(RocketCloseButton(title: "")) == Set(PropertyCatalog.rocketCloseButton.map(\.key)))
        #expect(fields(RocketBlock.TextBlock(text: "")) == Set(PropertyCatalog.textBlock.map(\.key)))
        #expect(fields(RocketBlock.ImageBlock(image: .builtin(.info))) == Set(PropertyCatalog.imageBlock.map(\.key)))
        #expect(fields(RocketBlock.ButtonBlock(title: "")) == Set(PropertyCatalog.buttonBlock.map(\.key)))
        #expect(fields(RocketBlock.InputBlock(text: "")) == Set(PropertyCatalog.inputBlock.map(\.key) + ["branches"]))
        #expect(fields(Stage()) == Set(PropertyCatalog.stage.map(\.key)))
    }

    @Test func blockKeysAreTheCatalogsRows() {
        #expect(SpecKeys.block["text"] == ["type", "text", "next", "showNextAfter", "font"])
        #expect(
            SpecKeys.block["image"]
                == ["type", "image", "text", "imageStyle", "paddingLeft", "paddingRight", "next", "showNextAfter"])
        #expect(SpecKeys.block["button"] == ["type", "title", "next", "font"])
        #expect(SpecKeys.block["input"] == ["type", "text", "buttonTitle", "font", "buttonStyle", "branches", "next"])
        #expect(SpecKeys.doubleButtonSide == ["title", "next", "font"])
        #expect(SpecKeys.stage == ["device", "theme", "scale", "backdrop"])
        #expect(
            SpecRanges.numbers["paddingLeft"] == 0...1000 && SpecRanges.durations["showNextAfter"] == -86_400...86_400)
    }

    /// A sample of each kind, in YAML, and its value.
    private func sample(_ kind: PropertyKind) -> (yaml: String, value: PropertyValue)? {
        switch kind {
        case .text: ("\"Hi: there\"", .text("Hi: there"))
        case .blockReference: ("b", .text("b"))
        case .rocketFont:
            (
                "{font: bold 12, color: \"#123456\"}",
                .rocketFont(RocketFont(font: .system(12, .bold), color: Color(hex: 0x123456)))
            )
        case .duration: ("1.5", .number(1.5))
        case .length: ("7", .number(7))
        case .choice(let words): (words.last!, .choice(words.last!))
        case .image: ("builtin:info", .image(.builtin(.info)))
        default: nil
        }
    }

    private func block(_ type: String, _ key: String, _ yaml: String) -> RocketBlock? {
        let required = ["text": "text: T", "image": "image: builtin:error", "button": "title: T", "input": "text: T"][
            type]!
        // `b` stays reachable (a `next: b` unless the row is `next` itself), so the spec has no warning.
        let reach = key == "next" ? "" : ", next: b"
        let body =
            required.hasPrefix(key + ":")
            ? "{type: \(type), \(key): \(yaml)\(reach)}"
            : "{type: \(type), \(required), \(key): \(yaml)\(reach)}"
        let result = SpecText.load("flare: 1\nrockets:\n  r:\n    blocks:\n      a: \(body)\n      b: {text: B}\n")
        #expect(result.diagnostics.isEmpty, "\(type).\(key): \(result.diagnostics)")
        return result.spec?.rockets.first?.blocks.first
    }

    @Test func theParserReadsEveryBlockRowIntoItsField() throws {
        for row in PropertyCatalog.textBlock {
            let (yaml, value) = try #require(sample(row.kind))
            guard case .text(let b)? = block("text", row.key, yaml)?.content else {
                Issue.record("\(row.key)"); continue
            }
            #expect(row.get(b) == value, "text.\(row.key)")
        }
        for row in PropertyCatalog.imageBlock {
            let (yaml, value) = try #require(sample(row.kind))
            guard case .image(let b)? = block("image", row.key, yaml)?.content else {
                Issue.record("\(row.key)"); continue
            }
            #expect(row.get(b) == value, "image.\(row.key)")
        }
        for row in PropertyCatalog.buttonBlock {
            let (yaml, value) = try #require(sample(row.kind))
            guard case .button(let b)? = block("button", row.key, yaml)?.content else {
                Issue.record("\(row.key)"); continue
            }
            #expect(row.get(b) == value, "button.\(row.key)")
        }
        for row in PropertyCatalog.inputBlock {
            let (yaml, value) = try #require(sample(row.kind))
            guard case .input(let b)? = block("input", row.key, yaml)?.content else {
                Issue.record("\(row.key)"); continue
            }
            #expect(row.get(b) == value, "input.\(row.key)")
        }
    }

    @Test func theDocsDescribeRequiredKeysAndPresetFonts() throws {
        let rows = try #require(PropertyCatalog.tables.first { $0.name == "textBlock" }?.rows)
        #expect(rows.first { $0.key == "text" }?.defaultText == "*required*")
        #expect(rows.first { $0.key == "font" }?.defaultText == "`text`")
        #expect(rows.first { $0.key == "next" }?.defaultText == "none")
        let input = try #require(PropertyCatalog.tables.first { $0.name == "inputBlock" }?.rows)
        #expect(input.first { $0.key == "buttonTitle" }?.defaultText == "`Send`")
        #expect(input.first { $0.key == "buttonStyle" }?.defaultText == "`lightButton`")
    }
}
