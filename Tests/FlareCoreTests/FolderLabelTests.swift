import FlareCore
import Testing

/// The header's subtitle: the spec's folder, home as `~`.
struct FolderLabelTests {
    @Test func homeIsATildeAndOtherFoldersStayWhole() {
        #expect(FolderLabel.folder(of: "/home/ana/Designs/alerts/spec.yaml", home: "/home/ana") == "~/Designs/alerts")
        #expect(FolderLabel.folder(of: "/home/ana/spec.yaml", home: "/home/ana/") == "~")
        #expect(FolderLabel.folder(of: "/home/anabel/spec.yaml", home: "/home/ana") == "/home/anabel")
        #expect(FolderLabel.folder(of: "/srv/specs/spec.yaml", home: "/home/ana") == "/srv/specs")
        #expect(FolderLabel.folder(of: "/srv/specs/../x/spec.yaml", home: nil) == "/srv/x")
        #expect(FolderLabel.folder(of: "/spec.yaml", home: "/") == "/")
    }
}
