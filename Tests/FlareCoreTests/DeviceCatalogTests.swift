import Testing

@testable import FlareCore

/// `DeviceCatalog`: the rows' shapes, the names a device is written by, and what a stage of a real device answers.
@Suite struct DeviceCatalogTests {
    /// The devices the issue names, each by Apple's name lowercased and hyphenated.
    @Test func theCatalogueHoldsTheDevicesDesignersTarget() {
        let ids = DeviceCatalog.models.map(\.id)
        #expect(
            ids == [
                "iphone-se-3", "iphone-13-mini", "iphone-14", "iphone-15", "iphone-15-plus", "iphone-15-pro",
                "iphone-15-pro-max", "iphone-16", "iphone-16-pro", "iphone-16-pro-max", "ipad-mini", "ipad-air-11",
                "ipad-air-13", "ipad-pro-11", "ipad-pro-13",
            ])
        #expect(Set(ids).count == ids.count)
    }

    /// Every row is upright, its chrome inside its screen, its insets cover its status bar and housing.
    @Test(arguments: DeviceCatalog.models)
    func eachRowIsConsistent(model: DeviceModel) {
        #expect(model.width < model.height)
        #expect(model.scale == 2 || model.scale == 3)
        for landscape in [false, true] {
            let (w, h) = model.size(landscape: landscape)
            let insets = model.insets(landscape: landscape)
            for rect in [model.housingRect(landscape: landscape), model.homeIndicatorRect(landscape: landscape)] {
                guard let r = rect else { continue }
                #expect(r.x >= 0 && r.y >= 0 && r.maxX <= w && r.maxY <= h, "\(model.id) \(landscape)")
            }
            if let island = model.housingRect(landscape: landscape) {
                // The housing lies in the unsafe band on its side.
                #expect(landscape ? island.maxX <= insets.left : island.maxY <= insets.top, "\(model.id)")
            }
            if let bar = model.homeIndicatorRect(landscape: landscape) {
                #expect(bar.y >= h - insets.bottom, "\(model.id) \(landscape)")
            }
        }
        #expect(model.statusBarHeight <= model.portraitInsets.top)
        #expect((model.homeIndicator == nil) == (model.portraitInsets.bottom == 0))
    }

    /// A name reads back as the device it names, upright or in landscape; a generic size keeps its spelling.
    @Test func namesRoundTrip() throws {
        for name in Stage.Device.allNames + ["400x800"] {
            let device = try #require(Stage.Device(name: name), "\(name)")
            #expect(device.name == name)
            #expect(Stage.Device(propertyValue: device.propertyValue) == device)
        }
        let pro = try #require(Stage.Device(name: "iphone-15-pro-landscape"))
        #expect(pro.size.width == 852 && pro.size.height == 393)
        #expect(pro.nativeScale == 3)
        #expect(Stage.Device(name: "iphone-15-pro-landscape-landscape") == nil)
        #expect(Stage.Device(name: "iphone-17") == nil)
        #expect(Stage.Device.phone.nativeScale == nil)
    }

    /// The DUX class comes from the size (`UIDevice+DUXBetaHelper.swift`): the iPad Air 11" is the 1180×820 class,
    /// the M4 iPad Pro 13" is 4:3 (matched as 1024×768), and no iPhone since the 12 is in DUX's table.
    @Test func theDUXClassIsComputed() throws {
        func screenClass(_ name: String) throws -> DUXScreenClass {
            try #require(Stage.Device(name: name)).duxScreen.screenClass
        }
        #expect(try screenClass("ipad-air-11") == .r1180x820)
        #expect(try screenClass("ipad-air-13-landscape") == .r1366x1024)
        #expect(try screenClass("ipad-pro-13") == .r1024x768)
        #expect(try screenClass("ipad-pro-11") == .unknown)
        #expect(try screenClass("iphone-se-3") == .r667x375)
        #expect(try screenClass("iphone-13-mini") == .r812x375)
        #expect(try screenClass("iphone-15-pro") == .unknown)
    }

    /// A device's safe regions are the row's insets as held, named by what covers them.
    @Test func safeRegionsFollowTheOrientation() throws {
        let upright = try #require(Stage.Device(name: "iphone-16-pro")).safeRegions
        #expect(upright.map(\.name) == ["Dynamic Island", "Home indicator"])
        #expect(upright.map(\.inset) == [62, 34])
        let held = try #require(Stage.Device(name: "iphone-16-pro-landscape")).safeRegions
        #expect(held.map(\.edge) == [.left, .right, .bottom])
        #expect(held.map(\.inset) == [62, 62, 21])
        #expect(try #require(Stage.Device(name: "iphone-se-3-landscape")).safeRegions.isEmpty)
        #expect(try #require(Stage.Device(name: "iphone-14")).notch?.width == 162)
        #expect(try #require(Stage.Device(name: "iphone-15")).notch == nil)
        let island = try #require(DeviceCatalog.model("iphone-15")?.housingRect(landscape: true))
        #expect(island == StageRect(x: 11, y: 133.5, width: 37, height: 126))
    }

    /// `stage.device:` and `variants.devices` take catalogue ids; a misspelt one is an error with a did-you-mean.
    @Test func specsNameDevices() {
        let good = SpecText.load(
            "flare: 1\nstage: {device: iphone-15-pro}\nalerts:\n  a: {title: A}\n"
                + "variants:\n  devices: [ipad-air-11-landscape, phone, 400x800]\n")
        #expect(SpecText.lines(good) == [])
        #expect(good.spec?.stage.device.name == "iphone-15-pro")
        #expect(good.spec?.variants.devices.map(\.name) == ["ipad-air-11-landscape", "phone", "400x800"])
        let bad = SpecText.load(
            "flare: 1\nstage: {device: iphone-15-pr}\nalerts:\n  a: {title: A}\n"
                + "variants:\n  devices: [ipad-air-11-landscap]\n")
        #expect(
            SpecText.lines(bad) == [
                "2:17: error: 'iphone-15-pr' is not a valid device (did you mean 'iphone-15-pro'?)",
                "6:13: error: 'ipad-air-11-landscap' is not a valid device (did you mean 'ipad-air-11-landscape'?)",
            ])
    }
}

/// The window's device menu: iPhones, then iPads, then the generic sizes, every catalogue device in both
/// orientations.
@Suite struct DeviceMenuTests {
    @Test func theMenuIsGroupedIPhoneIPadCustom() {
        let groups = DeviceMenu.entries.map(\.group)
        #expect(groups == groups.sorted { $0.order < $1.order })
        #expect(Set(groups) == Set(DeviceMenu.Entry.Group.allCases))
        #expect(DeviceMenu.entries.count == DeviceCatalog.models.count * 2 + 3)
        #expect(DeviceMenu.entries.suffix(3).map(\.device) == [.phone, .phoneLandscape, .tablet])
        #expect(DeviceMenu.entries.first?.title == "iPhone SE (3rd generation)")
    }
}

extension DeviceMenu.Entry.Group {
    fileprivate var order: Int { Self.allCases.firstIndex(of: self)! }
}

/// Where iOS takes touches on each kind of stage (`Stage.Device.systemTouchAreas`), the places lint checks targets
/// against.
@Suite struct SystemTouchAreaTests {
    @Test func islandNotchAndHomeIndicatorAsHeld() throws {
        let pro = try #require(DeviceCatalog.model("iphone-15-pro"))
        let upright = Stage.Device.model(pro, landscape: false).systemTouchAreas
        #expect(upright.map(\.name) == ["the Dynamic Island", "the home indicator"])
        #expect(upright[0].rect == StageRect(x: 133.5, y: 11, width: 126, height: 37))
        #expect(upright[1].rect == StageRect(x: 0, y: 818, width: 393, height: 34))
        let held = Stage.Device.model(pro, landscape: true).systemTouchAreas
        #expect(held[0].rect == StageRect(x: 11, y: 133.5, width: 37, height: 126))
        #expect(held[1].rect == StageRect(x: 0, y: 372, width: 852, height: 21))
        #expect(Stage.Device.phone.systemTouchAreas.map(\.name) == ["the notch", "the home indicator"])
        #expect(Stage.Device.custom(width: 400, height: 800).systemTouchAreas.isEmpty)
        let se = try #require(DeviceCatalog.model("iphone-se-3"))
        #expect(Stage.Device.model(se, landscape: false).systemTouchAreas.isEmpty)
    }

    @Test func overlapsNeedSharedArea() {
        let r = StageRect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.overlaps(StageRect(x: 9, y: 9, width: 5, height: 5)))
        #expect(!r.overlaps(StageRect(x: 10, y: 0, width: 5, height: 5)), "touching edges")
    }
}
