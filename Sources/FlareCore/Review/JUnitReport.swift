/// JUnit XML for `flare test --junit`: one `testcase` per alert and variant, a `failure` for each changed,
/// new or missing image (its message the terminal line's detail, its text the notes under it), so CI systems
/// (GitHub, GitLab, Jenkins) list them natively and say what the terminal says.
public enum JUnitReport {
    public static func xml(_ results: [ReviewResult], suite: String) -> String {
        let failures = results.filter(\.failed).count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"flare test\" tests=\"\(results.count)\" failures=\"\(failures)\">\n"
        out +=
            "  <testsuite name=\"\(escape(suite))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" "
            + "skipped=\"0\">\n"
        // How many images were not rendered (their inputs are the baseline's), for a CI log that wants to say so.
        let byInputs = results.filter { $0.comparedByInputs == true }.count
        out += "    <properties><property name=\"flare.comparedByInputs\" value=\"\(byInputs)\"/></properties>\n"
        for result in results {
            out += "    <testcase classname=\"\(escape(result.id))\" name=\"\(escape(result.file))\""
            if result.failed {
                let notes = result.notes ?? []
                out += ">\n      <failure type=\"\(result.status.rawValue)\" message=\"\(escape(result.detail))\""
                out +=
                    notes.isEmpty ? "/>\n" : ">\(escape(notes.joined(separator: "\n"), keepingLines: true))</failure>\n"
                out += "    </testcase>\n"
            } else if result.comparedByInputs == true {
                out += "><system-out>compared by its inputs only (not rendered)</system-out></testcase>\n"
            } else {
                out += "/>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// XML text: `&`, `<`, `>`, `"` and `'` escaped, control characters dropped; new lines and tabs become spaces
    /// (an attribute), or new lines stay (`keepingLines`: element text).
    static func escape(_ text: String, keepingLines: Bool = false) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n" where keepingLines: out += "\n"
            case "\n", "\t": out += " "
            default: if scalar.value >= 0x20 { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
