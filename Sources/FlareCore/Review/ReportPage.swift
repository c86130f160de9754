/// `index.html` of `flare test --report`: a static page (no server, no network, works from `file://`)
/// listing changed, new and missing images first, each with its reference, current and diff images, a
/// slider that wipes from reference to current, and the alert's spec location. Images live beside it in
/// `reference/`, `current/` and `diff/` under the image's file name.
public enum ReportPage {
    /// `renderer`: how this run's renderer differs from the baseline's (`RendererFingerprint.changes`), said at the
    /// top.
    public static func html(_ results: [ReviewResult], title: String, renderer: [String] = []) -> String {
        let sorted = results.sorted(by: ReviewResult.reportOrder)
        let failing = sorted.filter(\.failed).count
        let rendererNote =
            renderer.isEmpty
            ? ""
            : """
            <p class="renderer" id="renderer">The renderer differs from the baseline's: \
            \(escape(renderer.joined(separator: "; "))). \
            Images whose pixels differ were compared with a tolerance, not exactly.</p>
            """
        var body = ""
        for result in sorted {
            body += card(result)
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Flare review: \(escape(title))</title>
            <style>
            body { font: 14px system-ui, sans-serif; margin: 24px; background: #f6f6f8; color: #1c1c1e; }
            h1 { font-size: 20px; } .summary { color: #555; }
            section { background: #fff; border-radius: 10px; padding: 12px 16px; margin: 16px 0; \
            box-shadow: 0 1px 3px #0002; }
            .status { font-weight: 600; text-transform: uppercase; font-size: 12px; padding: 2px 6px; \
            border-radius: 4px; }
            .changed .status { background: #ffd7d5; } .new .status { background: #d5e8ff; }
            .missing .status { background: #eee0ff; } .unchanged .status { background: #dff5e1; }
            .images { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; margin-top: 8px; }
            figure { margin: 0; } figcaption { font-size: 12px; color: #666; }
            img { max-width: 480px; background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            .wipe { position: relative; display: inline-block; }
            .wipe .top { position: absolute; left: 0; top: 0; clip-path: inset(0 50% 0 0); }
            code { color: #444; } ul.notes { margin: 4px 0; padding-left: 20px; } .renderer { color: #8a4b00; }
            </style>
            </head>
            <body>
            <h1>Flare review: \(escape(title))</h1>
            <p class="summary" id="summary" data-failing="\(failing)">\(escape(RunSummary.test(sorted))).</p>
            \(rendererNote)
            \(body)
            <script>
            for (const range of document.querySelectorAll('input.wipe-range')) {
              const top = range.parentElement.querySelector('.wipe .top');
              const update = () => { top.style.clipPath = 'inset(0 ' + (100 - range.value) + '% 0 0)'; };
              range.addEventListener('input', update);
              update();
            }
            // For CI and tests: how many images loaded and how many did not (a moved report loses its images).
            window.addEventListener('load', () => {
              const ok = [...document.images].filter(i => i.complete && i.naturalWidth > 0).length;
              document.body.dataset.imagesLoaded = ok;
              document.body.dataset.imagesBroken = document.images.length - ok;
            });
            </script>
            </body>
            </html>

            """
    }

    private static func card(_ r: ReviewResult) -> String {
        let file = escape(r.file), path = escape(percentEncoded(r.file))
        var images = ""
        switch r.status {
        case .changed:
            images = """
                <figure><img src="reference/\(path)" alt="reference \(file)"><figcaption>reference</figcaption></figure>
                <figure><img src="current/\(path)" alt="current \(file)"><figcaption>current</figcaption></figure>
                <figure><img src="diff/\(path)" alt="diff \(file)"><figcaption>diff (red: changed, \
                yellow: anti-aliasing, magenta: the changed area)</figcaption></figure>
                <figure><div class="wipe"><img src="reference/\(path)" alt=""><img class="top" src="current/\(path)" \
                alt=""></div>
                <input class="wipe-range" type="range" min="0" max="100" value="50" aria-label="reference ↔ current">
                <figcaption>slide: current (left) over reference (right)</figcaption></figure>
                """
        case .new, .unchanged:
            images =
                "<figure><img src=\"current/\(path)\" alt=\"current \(file)\"><figcaption>current</figcaption></figure>"
        case .missing:
            images =
                "<figure><img src=\"reference/\(path)\" alt=\"reference "
                + "\(file)\"><figcaption>reference</figcaption></figure>"
        }
        let location = r.location.map { " · <code>\(escape($0))</code>" } ?? ""
        let notes =
            (r.notes ?? []).isEmpty
            ? ""
            : "<ul class=\"notes\">"
                + (r.notes ?? []).map { "<li><code>\(escape($0))</code></li>" }.joined() + "</ul>"
        return """
            <section class="\(r.status.rawValue)" data-file="\(file)">
            <span class="status">\(r.status.rawValue)</span> <strong>\(file)</strong> · alert \
            <code>\(escape(r.id))</code>\(location)
            <div class="detail">\(escape(r.detail))</div>\(notes)
            <div class="images">\(images)</div>
            </section>

            """
    }

    /// Text safe inside HTML elements and attributes.
    static func escape(_ text: String) -> String { JUnitReport.escape(text) }

    /// A file name as a relative URL path (spaces, `#`, `%`, `?` encoded).
    static func percentEncoded(_ name: String) -> String {
        var out = ""
        for byte in name.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "-_.@".contains(c) {
                out.append(c)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
