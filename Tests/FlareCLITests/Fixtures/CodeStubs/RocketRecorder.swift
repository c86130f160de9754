// Compiled with the generated code into the recording run (CodeCommandTests): reads a generated rocket back,
// block by block from its first, as strings the test compares with the spec.
import RocketAlert
import UIKit

/// The texts an input block's handler is asked about; the test routes them with Flare's own rule.
let rocketInputProbes = ["", "   ", "Skyler", String(repeating: "x", count: 25), "no", "yes"]

@MainActor
func describe(_ font: RocketFont?) -> String {
    guard let font else { return "none" }
    return describe(font.font) + " " + describe(font.color)
}

@MainActor
func record(_ rocket: Rocket) -> [String: Any] {
    var blocks: [String: [String: String]] = [:]
    var queue: [RocketBlock] = [rocket.block]
    func visit(_ next: RocketBlock?) -> String {
        guard let next else { return "none" }
        queue.append(next)
        return next.id ?? "?"
    }
    func button(_ b: ButtonRocketBlock, _ prefix: String, into out: inout [String: String]) {
        out[prefix + "title"] = b.title
        out[prefix + "font"] = describe(b.font)
        out[prefix + "next"] = visit(b.tapHandler?.next)
    }
    while let block = queue.first {
        queue.removeFirst()
        guard let id = block.id, blocks[id] == nil else { continue }
        var out: [String: String] = [:]
        switch block {
        case let b as ImageRocketBlock:
            out = ["type": "image", "text": b.text, "image": describe(b.image), "imageStyle": b.imageStyle.rawValue,
                   "paddingLeft": number(b.paddingLeft), "paddingRight": number(b.paddingRight),
                   "showNextAfter": b.showNextAfter.map(number) ?? "none", "font": describe(b.font)]
            out["next"] = visit(b.next)
        case let b as TextRocketBlock:
            out = ["type": "text", "text": b.text, "showNextAfter": b.showNextAfter.map(number) ?? "none",
                   "font": describe(b.font)]
            out["next"] = visit(b.next)
        case let b as ButtonRocketBlock:
            out["type"] = "button"
            button(b, "", into: &out)
        case let b as DoubleButtonRocketBlock:
            out["type"] = "doubleButton"
            button(b.left, "left.", into: &out)
            button(b.right, "right.", into: &out)
        case let b as TextInputRocketBlock:
            out = ["type": "input", "text": b.text, "buttonTitle": b.buttonTitle, "font": describe(b.font),
                   "buttonStyle": describe(b.buttonStyle)]
            for (index, probe) in rocketInputProbes.enumerated() {
                out["route\(index)"] = b.handler?.action.map { visit($0(probe)) } ?? "none"
            }
        default:
            out["type"] = "unknown"
        }
        blocks[id] = out
    }
    return [
        "author": describe(rocket.author.image) + " " + rocket.author.style.rawValue,
        "start": rocket.block.id ?? "?",
        "close": rocket.closeButton.map { $0.title + " " + describe($0.style) } ?? "none",
        "blocks": blocks,
    ]
}
