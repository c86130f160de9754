/// The JSON Schema (draft 2020-12) of format version 1, embedded from `Spec/Resources/flare.schema.json`
/// so `flare schema` and editors get exactly the schema the tests validate the examples against.
public enum SpecSchema {
    /// The schema's text, byte for byte as in the resource file.
    public static var json: String {
        String(decoding: PackageResources.flare_schema_json, as: UTF8.self)
    }
}
