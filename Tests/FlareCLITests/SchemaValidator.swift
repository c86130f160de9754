import Foundation
import TestSupport

/// Validates spec files against the JSON Schema with Debian's `python3-jsonschema` (and `python3-yaml` to read
/// YAML), run as `/usr/bin/python3`: an independent implementation of draft 2020-12, not Flare's own parser.
enum SchemaValidator {
    static let python = "/usr/bin/python3"

    /// One line per schema violation, `file: /json/pointer: message`; empty when every file is valid.
    struct Outcome {
        var status: Int32
        var lines: [String]
    }

    /// Fails with a clear message when the interpreter or its modules are missing (`make setup` installs them).
    static func requireTools() throws {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw Missing(message: "\(python) is missing: install python3-jsonschema and python3-yaml (make setup)")
        }
        let r = try run(["-c", "import jsonschema, yaml"])
        guard r.status == 0 else {
            throw Missing(
                message:
                    "python3-jsonschema or python3-yaml is missing (apt-get install python3-jsonschema python3-yaml, "
                    + "or make setup): \(r.stderr)"
            )
        }
    }

    static let script = """
        import json, sys, yaml, jsonschema
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        jsonschema.Draft202012Validator.check_schema(schema)
        v = jsonschema.Draft202012Validator(schema)
        bad = 0
        for path in sys.argv[2:]:
            with open(path, encoding="utf-8") as f:
                doc = json.load(f) if path.endswith(".json") else yaml.safe_load(f)
            for e in sorted(v.iter_errors(doc), key=lambda e: [str(p) for p in e.absolute_path]):
                bad += 1
                print(path + ": /" + "/".join(map(str, e.absolute_path)) + ": " + e.message[:200])
        sys.exit(1 if bad else 0)
        """

    static func validate(_ files: [URL], schema: URL) throws -> Outcome {
        try requireTools()
        let r = try run(["-c", script, schema.path] + files.map(\.path))
        if r.status != 0 && r.status != 1 {
            throw Missing(message: "the validator failed (\(r.status)): \(r.stderr)")
        }
        return Outcome(status: r.status, lines: r.stdout.split(separator: "\n").map(String.init))
    }

    struct Missing: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Small outputs; stderr is read after stdout is drained and the process has ended.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        return (
            process.terminationStatus, String(decoding: outData, as: UTF8.self),
            String(decoding: errData, as: UTF8.self)
        )
    }
}
