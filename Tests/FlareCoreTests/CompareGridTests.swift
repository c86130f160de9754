import FlareCore
import PropertyBased
import Testing

/// The compare view's model: the tiles of each axis, their labels, and a grid that fits the canvas.
@Suite struct CompareGridTests {
    static let text = """
        flare: 1
        stage: {device: phone-landscape}
        alerts:
          low:
            title: Battery low
            message: Land now.
            actions: [{title: OK}]
          other:
            title: Other
        locales:
          de:
            alerts:
              low: {title: Akku schwach}
          ar:
            alerts:
              low: {title: البطارية منخفضة}
        variants:
          themes: [light, dark]
          devices: [phone, tablet]
          texts: [default, long]
          scales: [2]
        """

    static func spec(_ text: String = Self.text) throws -> Spec {
        let result = SpecText.load(text)
        return try #require(result.spec, "\(SpecText.lines(result))")
    }

    static func base(_ spec: Spec) -> Variant { Variant(theme: .light, scale: 2, device: spec.stage.device) }

    @Test func eachAxisHasItsTilesAndLabels() throws {
        let spec = try Self.spec()
        let base = Self.base(spec)
        func labels(_ axis: CompareGrid.Axis) -> [String] {
            CompareGrid.tiles(axis, alertID: "low", spec: spec, base: base).map(\.label)
        }
        #expect(labels(.themes) == ["Light · Phone landscape", "Dark · Phone landscape"])
        #expect(labels(.devices) == ["Light · Phone", "Light · Phone landscape", "Light · Tablet"])
        #expect(
            labels(.texts) == [
                "Light · Phone landscape · Spec text", "Light · Phone landscape · Long text",
                "Light · Phone landscape · Right to left", "Light · Phone landscape · CJK",
                "Light · Phone landscape · Emoji", "Light · Phone landscape · Pseudo-locale",
            ])
        #expect(
            labels(.locales) == [
                "Light · Phone landscape · Spec locale", "Light · Phone landscape · de",
                "Light · Phone landscape · ar",
            ])
        #expect(labels(.alerts) == ["low", "other"])
        let variants = CompareGrid.tiles(.specVariants, alertID: "low", spec: spec, base: base)
        #expect(variants.count == 8, "2 themes × 2 devices × 2 texts; the spec's scales are not an axis here")
        #expect(
            variants.first?.label == "Dark · Phone · Spec text" || variants.first?.label == "Light · Phone · Spec text")
        #expect(Set(variants.map(\.label)).count == 8)
        for axis in CompareGrid.Axis.allCases {
            #expect(
                CompareGrid.tiles(axis, alertID: "low", spec: spec, base: base).allSatisfy { $0.variant.scale == 1 },
                "\(axis): tiles are drawn at 1x")
        }
        #expect(CompareGrid.tiles(.themes, alertID: "nope", spec: spec, base: base).isEmpty)
        #expect(CompareGrid.tiles(.themes, alertID: nil, spec: spec, base: base).isEmpty)
        #expect(
            CompareGrid.tiles(.alerts, alertID: nil, spec: spec, base: base).count == 2, "all alerts need no selection")
    }

    @Test func theTilesKeepTheSingleViewsOtherChoices() throws {
        let spec = try Self.spec()
        let base = Variant(theme: .dark, scale: 1, device: .tablet, text: .long, locale: "de")
        let themes = CompareGrid.tiles(.themes, alertID: "low", spec: spec, base: base)
        #expect(themes.map(\.variant.theme) == [.light, .dark])
        #expect(
            themes.allSatisfy { $0.variant.device == .tablet && $0.variant.text == .long && $0.variant.locale == "de" })
        #expect(themes.map(\.label) == ["Light · Tablet · Long text · de", "Dark · Tablet · Long text · de"])
        let devices = CompareGrid.tiles(.devices, alertID: "low", spec: spec, base: base).map(\.variant.device)
        #expect(devices == [.phone, .phoneLandscape, .tablet])
    }

    @Test func aCustomDeviceIsOneMoreTile() throws {
        let spec = try Self.spec(
            Self.text.replacingOccurrences(of: "device: phone-landscape", with: "device: {width: 500, height: 700}"))
        let tiles = CompareGrid.tiles(.devices, alertID: "low", spec: spec, base: Self.base(spec))
        #expect(tiles.map(\.label).last == "Light · 500×700")
        #expect(tiles.count == 4)
    }

    @Test func theAxesOfferedFollowTheSpec() throws {
        #expect(CompareGrid.Axis.offered(for: try Self.spec()) == CompareGrid.Axis.allCases)
        let plain = try Self.spec(
            """
            flare: 1
            alerts:
              low: {title: Low}
            """)
        #expect(
            CompareGrid.Axis.offered(for: plain) == [.themes, .devices, .texts, .alerts],
            "no locales: no locale axis; no variants: section: no spec variants")
    }

    @Test func aPreviewerComparesAndOpensATile() throws {
        let spec = try Self.spec()
        var state = PreviewerState(specPath: spec.file)
        _ = state.loaded(spec, diagnostics: [])
        #expect(state.compareTiles.isEmpty, "the single view has no tiles")
        let comparesLocales = state.setCompare(.locales)
        #expect(comparesLocales)
        #expect(state.compareTiles.count == 3)
        let arabic = try #require(state.compareTiles.last)
        state.open(arabic)
        #expect(state.view.compareAxis == nil && state.view.locale == "ar" && state.selection == .alert("low"))
        let comparesTexts = state.setCompare(.texts)
        #expect(comparesTexts)
        let long = state.compareTiles[1]
        #expect(long.variant.locale == "ar", "the tiles start from what the single view shows")
        var dark = long
        dark.variant.theme = .dark
        dark.variant.device = .tablet
        state.open(dark)
        #expect(state.view.theme == .dark && state.view.deviceOverride == .tablet && state.view.text == .long)
        #expect(state.effective(spec).alert("low")?.title == TextStress.long.apply("البطارية منخفضة"))
        #expect(state.shownVariant?.text == .long)
        let comparesAlerts = state.setCompare(.alerts)
        #expect(comparesAlerts)
        state.open(state.compareTiles[1])
        #expect(state.selection == .alert("other"))
    }

    @Test func anAxisTheSpecNoLongerOffersComparesThemes() throws {
        var state = PreviewerState(specPath: "/spec.yaml")
        _ = state.loaded(try Self.spec(), diagnostics: [])
        let comparesVariants = state.setCompare(.specVariants)
        #expect(comparesVariants)
        _ = state.loaded(try Self.spec("flare: 1\nalerts:\n  low: {title: Low}\n"), diagnostics: [])
        #expect(state.view.compareAxis == .themes)
    }

    @Test func theGridUsesTheColumnsThatShowTheLargestTiles() {
        let landscape = Canvas.Size(844, 390)
        let two = CompareGrid.layout([landscape, landscape], width: 1056, height: 709)
        #expect(two.columns == 1 && two.rows == 2, "two landscape phones stack in a wide canvas")
        let six = CompareGrid.layout(Array(repeating: Canvas.Size(390, 844), count: 6), width: 1600, height: 1000)
        #expect(six.columns == 6 && six.rows == 1, "portrait phones go side by side")
        let big = CompareGrid.layout([Canvas.Size(100, 100)], width: 1000, height: 1000)
        #expect(big.scale == 1, "never larger than the true size")
        #expect(big.pictures[0] == CompareGrid.Rect(x: 450, y: 428, width: 100, height: 100), "centred, label under it")
        #expect(CompareGrid.layout([], width: 100, height: 100).pictures.isEmpty)
    }

    @Test func everyTileAndLabelFitsTheCanvas() async {
        let devices = [Stage.Device.phone, .phoneLandscape, .tablet, .custom(width: 320, height: 1400)]
        await propertyCheck(
            count: 300, input: Gen.int(in: 240...3000), Gen.int(in: 240...2000),
            Gen.int(in: 0...3).array(of: 1...24)
        ) { width, height, kinds in
            let sizes = kinds.map { devices[$0].size }.map { Canvas.Size($0.width, $0.height) }
            let layout = CompareGrid.layout(sizes, width: Double(width), height: Double(height))
            #expect(layout.pictures.count == sizes.count && layout.labels.count == sizes.count)
            #expect(layout.scale > 0 && layout.scale <= 1)
            let canvas = CompareGrid.Rect(x: 0, y: 0, width: layout.width, height: layout.height)
            for rect in layout.pictures + layout.labels + layout.cells {
                #expect(
                    rect.x >= -1e-9 && rect.y >= -1e-9 && rect.x + rect.width <= canvas.width + 1e-9
                        && rect.y + rect.height <= canvas.height + 1e-9, "\(rect) inside \(canvas)")
            }
            if layout.scale > CompareGrid.minimumScale {
                #expect(
                    layout.width == Double(width) && layout.height == Double(height), "the grid fits: nothing scrolls")
            }
            for (i, a) in layout.cells.enumerated() {
                #expect(
                    layout.pictures[i].x >= a.x - 1e-9
                        && layout.pictures[i].x + layout.pictures[i].width <= a.x + a.width + 1e-9)
                for b in layout.cells[(i + 1)...] {
                    #expect(
                        a.x + a.width <= b.x + 1e-9 || b.x + b.width <= a.x + 1e-9
                            || a.y + a.height <= b.y + 1e-9 || b.y + b.height <= a.y + 1e-9,
                        "cells \(a) and \(b) do not overlap")
                }
            }
        }
    }

    @Test func labelsAreUniqueForEveryBaseVariant() async throws {
        let spec = try Self.spec()
        let devices = [Stage.Device.phone, .phoneLandscape, .tablet]
        let locales: [String?] = [nil, "de", "ar"]
        await propertyCheck(count: 200, input: Gen.bool, Gen.int(in: 0...2), Gen.int(in: 0...5), Gen.int(in: 0...2)) {
            dark, d, t, l in
            let base = Variant(
                theme: dark ? .dark : .light, scale: 1, device: devices[d], text: TextStress.allCases[t],
                locale: locales[l])
            for axis in CompareGrid.Axis.allCases {
                let tiles = CompareGrid.tiles(axis, alertID: "low", spec: spec, base: base)
                #expect(Set(tiles.map(\.label)).count == tiles.count, "\(axis) from \(base): labels are unique")
                #expect(Set(tiles.map(\.variant)).count == tiles.count || axis == .alerts, "\(axis): no variant twice")
            }
        }
    }
}
