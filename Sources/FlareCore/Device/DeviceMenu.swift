/// The window's device menu: the catalogue's iPhones, its iPads, then the generic sizes ("custom"), each real
/// device upright and then in landscape. GTK 4.8's drop-down has no section headers, so the order groups them; a
/// generic size's title is its size (short, so the header still fits a 900-point window with the default selected).
public enum DeviceMenu {
    public struct Entry: Sendable, Hashable {
        public enum Group: String, Sendable, CaseIterable { case iPhone, iPad, custom }
        public var group: Group
        public var title: String
        public var device: Stage.Device
    }

    public static let entries: [Entry] = {
        func real(_ family: DeviceModel.Family, _ group: Entry.Group) -> [Entry] {
            DeviceCatalog.models.filter { $0.family == family }.flatMap { m in
                [
                    Entry(group: group, title: m.name, device: .model(m, landscape: false)),
                    Entry(group: group, title: m.name + " landscape", device: .model(m, landscape: true)),
                ]
            }
        }
        let generic: [Entry] = [
            Entry(group: .custom, title: "Phone 390×844", device: .phone),
            Entry(group: .custom, title: "Landscape 844×390", device: .phoneLandscape),
            Entry(group: .custom, title: "Tablet 1180×820", device: .tablet),
        ]
        return real(.iPhone, .iPhone) + real(.iPad, .iPad) + generic
    }()
}
