import Foundation
import FlareCore
import Testing
import TestSupport

/// `flare schema` (generated from its template and the property catalog), its copy in data/schema, and the schema's
/// keys against the parser's (`SpecKeys`).
@Suite struct SchemaTests {
    static let dataCopy = Fixtures.root.appendingPathComponent("data/schema/flare.schema.json")

    @Test func flareSchemaPrintsTheDataCopyByteForByte() throws {
        let r = try FlareProcess.run(["schema"])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        let copy = try Data(contentsOf: Self.dataCopy)
        #expect(
            Data(r.stdout.utf8) == copy, "data/schema/flare.schema.json differs from `flare schema`: run make generated"
        )
        #expect(Data(SpecSchema.json.utf8) == copy)
    }

    @Test func schemaIsDraft2020WithIdAndStrictRoot() throws {
        let root = try Self.schema()
        #expect(root["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(root["additionalProperties"] as? Bool == false)
        #expect(root["required"] == nil, "flare: 1 is optional in included files")
    }

    /// Every object schema is closed, and every property has a description.
    @Test func everyObjectIsClosedAndEveryKeyDescribed() throws {
        var open: [String] = [], undescribed: [String] = []
        func walk(_ node: Any, _ path: String) {
            if let d = node as? [String: Any] {
                if let props = d["properties"] as? [String: Any] {
                    if d["additionalProperties"] as? Bool != false { open.append(path) }
                    for (k, v) in props where (v as? [String: Any])?["description"] == nil {
                        undescribed.append(path + "/" + k)
                    }
                }
                for (k, v) in d { walk(v, path + "/" + k) }
            } else if let a = node as? [Any] {
                for (i, v) in a.enumerated() { walk(v, path + "/\(i)") }
            }
        }
        walk(try Self.schema(), "")
        #expect(open.isEmpty, "objects without additionalProperties: false: \(open)")
        #expect(undescribed.isEmpty, "keys without a description: \(undescribed)")
    }

    /// The schema names exactly the keys the parser accepts, section by section.
    @Test func keysMatchTheParser() throws {
        let root = try Self.schema()
        let defs = try #require(root["$defs"] as? [String: Any])
        func keys(_ schema: Any?) -> Set<String> {
            Set(((schema as? [String: Any])?["properties"] as? [String: Any])?.keys ?? [:].keys)
        }
        func def(_ name: String) -> [String: Any] { defs[name] as? [String: Any] ?? [:] }
        func alternatives(_ schema: [String: Any]) -> [[String: Any]] {
            ((schema["anyOf"] ?? schema["oneOf"]) as? [[String: Any]]) ?? []
        }
        func objectAlternative(_ schema: [String: Any]) -> [String: Any]? {
            alternatives(schema).first { $0["properties"] != nil }
        }
        let props = try #require(root["properties"] as? [String: Any])
        #expect(Set(props.keys) == Set(SpecKeys.topLevel))
        let palette = try #require(props["palette"] as? [String: Any])
        #expect(
            keys(objectAlternative(palette["additionalProperties"] as? [String: Any] ?? [:]))
                == Set(SpecKeys.paletteColor))
        let stage = try #require(props["stage"] as? [String: Any])
        #expect(keys(stage) == Set(SpecKeys.stage))
        #expect(
            keys(objectAlternative((stage["properties"] as? [String: Any])?["device"] as? [String: Any] ?? [:]))
                == Set(SpecKeys.stageDevice))
        #expect(keys(objectAlternative(def("font"))) == Set(SpecKeys.font))
        #expect(keys(objectAlternative(def("rocketFont"))) == Set(SpecKeys.rocketFont))
        #expect(keys(def("alert")) == Set(SpecKeys.alert))
        #expect(Set(alternatives(def("custom")).flatMap { keys($0) }) == Set(SpecKeys.custom))
        let input = (def("custom")["oneOf"] as? [[String: Any]])?.first { keys($0).contains("input") }
        let inputSchema = (input?["properties"] as? [String: Any])?["input"] as? [String: Any] ?? [:]
        #expect(keys(objectAlternative(inputSchema)) == Set(SpecKeys.customInput))
        #expect(keys(def("slide")) == Set(SpecKeys.slide))
        #expect(keys(def("alertAppearance")) == Set(SpecKeys.appearance + SpecKeys.deprecatedAppearance))
        #expect(keys(def("action")) == Set(SpecKeys.action))
        #expect(keys(def("actionAppearance")) == Set(SpecKeys.actionAppearance))
        let rocket = def("rocket")
        #expect(keys(rocket) == Set(SpecKeys.rocket))
        let rocketProps = rocket["properties"] as? [String: Any] ?? [:]
        #expect(keys(rocketProps["author"]) == Set(SpecKeys.rocketAuthor))
        #expect(keys(rocketProps["closeButton"]) == Set(SpecKeys.rocketCloseButton))
        for type in SpecKeys.blockTypes {
            #expect(keys(def(type + "Block")) == Set(SpecKeys.block[type] ?? []), "block type \(type)")
        }
        #expect(keys(def("rocketButton")) == Set(SpecKeys.doubleButtonSide))
        let branches = (def("inputBlock")["properties"] as? [String: Any])?["branches"] as? [String: Any]
        #expect(keys(branches?["items"]) == Set(SpecKeys.branch))
        func steps(_ name: String) -> (bare: Set<String>, all: Set<String>) {
            let alts = alternatives(def(name))
            let bare = Set(alts.flatMap { ($0["enum"] as? [String]) ?? ($0["const"] as? String).map { [$0] } ?? [] })
            return (bare, bare.union(alts.flatMap { keys($0) }))
        }
        #expect(steps("rocketStep").bare == Set(SpecKeys.rocketBareSteps))
        #expect(steps("rocketStep").all == Set(SpecKeys.rocketSteps))
        #expect(keys(def("queue")) == Set(SpecKeys.queue))
        #expect(keys(def("popup")) == Set(SpecKeys.popup))
        #expect(steps("queueStep").bare == Set(SpecKeys.queueBareSteps))
        #expect(steps("queueStep").all == Set(SpecKeys.queueSteps))
        #expect(keys(def("scenario")) == Set(SpecKeys.scenario))
        #expect(steps("scenarioStep").all == Set(SpecKeys.scenarioStep))
        #expect(keys(props["variants"]) == Set(SpecKeys.variants))
        #expect(keys(def("locale")) == Set(SpecKeys.locale))
        let alertText = def("alertText")
        #expect(keys(alertText) == Set(SpecKeys.alertText))
        let customText = (alertText["properties"] as? [String: Any])?["custom"]
        #expect(keys(customText) == Set(SpecKeys.customText))
        #expect(
            keys((customText as? [String: Any]).flatMap { ($0["properties"] as? [String: Any])?["input"] })
                == Set(SpecKeys.inputText))
        #expect(keys((alertText["properties"] as? [String: Any])?["slide"]) == Set(SpecKeys.slideText))
        #expect(keys(def("rocketText")) == Set(SpecKeys.rocketText))
        #expect(keys(def("blockText")) == Set(SpecKeys.blockText))
    }

    /// The enums of the schema are the model's cases.
    @Test func enumsMatchTheModel() throws {
        let defs = try #require(try Self.schema()["$defs"] as? [String: Any])
        func values(_ def: String, _ key: String) -> Set<String> {
            let p = ((defs[def] as? [String: Any])?["properties"] as? [String: Any])?[key] as? [String: Any]
            return Set(p?["enum"] as? [String] ?? [])
        }
        #expect(values("alert", "preset") == Set(AlertPreset.allCases.map(\.rawValue)))
        #expect(values("alertAppearance", "animationType") == Set(AnimationType.allCases.map(\.rawValue)))
        #expect(values("alertAppearance", "titleTextAlignment") == Set(TextAlignment.allCases.map(\.rawValue)))
        #expect(values("alertAppearance", "headerLayoutType") == Set(LayoutAxis.allCases.map(\.rawValue)))
        #expect(values("action", "style") == Set(ActionSpec.Style.allCases.map(\.rawValue)))
        #expect(
            Set((defs["imageStyle"] as? [String: Any])?["enum"] as? [String] ?? [])
                == Set(RocketImageStyle.allCases.map(\.rawValue)))
        let rocketFont = (defs["rocketFont"] as? [String: Any])?["anyOf"] as? [[String: Any]]
        #expect(Set(rocketFont?.first?["enum"] as? [String] ?? []) == Set(RocketFont.presets.keys))
        #expect(
            Set((defs["textStress"] as? [String: Any])?["enum"] as? [String] ?? [])
                == Set(TextStress.allCases.map(\.rawValue)))
    }

    static func schema() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: dataCopy))
        return try #require(object as? [String: Any])
    }
}

/// The schema's `minimum`/`maximum` of every numeric key are the parser's ranges (`SpecRanges`).
@Suite struct SchemaRangeTests {
    @Test func everyNumericKeyHasTheParsersRange() throws {
        let root = try SchemaTests.schema()
        var seen: Set<String> = [], wrong: [String] = [], missing: [String] = []
        func walk(_ node: Any, _ key: String?) {
            if let d = node as? [String: Any] {
                if let type = d["type"] as? String, type == "number" || type == "integer", let key {
                    if let range = SpecRanges.numbers[key] {
                        seen.insert(key)
                        if (d["minimum"] as? Double) != range.lowerBound
                            || (d["maximum"] as? Double) != range.upperBound
                        {
                            wrong.append(key)
                        }
                    } else if d["enum"] == nil, !["duration", "signedDuration"].contains(key) {
                        // Durations have one definition for every key (a number or "7d"): it has the widest bounds,
                        // and the parser checks each key's own (`SpecRanges.durations`, tested in SpecRangesTests).
                        missing.append(key)
                    }
                }
                for (k, v) in d {
                    walk(v, ["properties", "anyOf", "oneOf", "items", "$defs"].contains(k) ? key : k)
                }
            } else if let a = node as? [Any] {
                a.forEach { walk($0, key) }
            }
        }
        walk(root, nil)
        #expect(wrong.isEmpty, "schema ranges differ from SpecRanges: \(wrong.sorted())")
        #expect(
            missing.isEmpty,
            "numeric keys without a range: \(missing.sorted())")
        #expect(
            seen == Set(SpecRanges.numbers.keys),
            "SpecRanges keys the schema lacks: \(Set(SpecRanges.numbers.keys).subtracting(seen))")
    }
}

/// `flare schema --modeline SPEC` end to end: the spec gains the modeline once and still checks.
struct SchemaModelineCommandTests {
    @Test func addsTheModelineOnceAndTheSpecStillChecks() throws {
        let spec = try Fixtures.temporaryDirectory().appendingPathComponent("alert.yaml")
        try FileManager.default.copyItem(at: Fixtures.examples.appendingPathComponent("alert.yaml"), to: spec)
        for _ in 0..<2 { #expect(try FlareProcess.run(["schema", "--modeline", spec.path]).status == 0) }
        let text = try String(contentsOf: spec, encoding: .utf8)
        #expect(text.components(separatedBy: "yaml-language-server: $schema=file://").count == 2)
        #expect(text.hasPrefix("# yaml-language-server: $schema=file://") && text.contains("flare.schema.json\n"))
        #expect(try FlareProcess.run(["check", spec.path]).status == 0)
    }

    @Test func aJSONSpecIsAUsageError() throws {
        let result = try FlareProcess.run([
            "schema", "--modeline", Fixtures.examples.appendingPathComponent("alert.json").path,
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("JSON has no comments"))
    }
}
