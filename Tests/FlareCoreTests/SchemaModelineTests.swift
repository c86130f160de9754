import FlareCore
import Foundation
import Testing

struct SchemaModelineTests {
    let schema = URL(fileURLWithPath: "/usr/share/flare/flare.schema.json")

    @Test func insertsTheModelineAtTheTopOnce() {
        let spec = "# A spec\nflare: 1\n"
        let once = SchemaModeline.apply(to: spec, schema: schema)
        #expect(
            once == "# yaml-language-server: $schema=file:///usr/share/flare/flare.schema.json\n# A spec\nflare: 1\n")
        #expect(SchemaModeline.apply(to: once, schema: schema) == once)
    }

    @Test func replacesAnOldModelineInTheLeadingComments() {
        let spec = "# A spec\n# yaml-language-server: $schema=old.json\nflare: 1\n"
        #expect(
            SchemaModeline.apply(to: spec, schema: schema)
                == "# A spec\n# yaml-language-server: $schema=file:///usr/share/flare/flare.schema.json\nflare: 1\n")
    }

    @Test func ignoresALookalikeAfterTheFirstKey() {
        let spec = "flare: 1\n# yaml-language-server: $schema=old.json\n"
        #expect(SchemaModeline.apply(to: spec, schema: schema).hasPrefix("# yaml-language-server: $schema=file://"))
    }
}
