// Compiled with the generated code into the recording run (CodeRecordingTests): shows a generated rocket and reads
// back what RocketAlert's view controller and table took from it (RocketAlert+Table.swift), cell by cell, as strings
// the test compares with the spec. A value the release reads at another moment, or never, is not there to read.
import RocketAlert
import UIKit

/// The texts an input block's handler is asked about; the test routes them with Flare's own rule.
let rocketInputProbes = ["", "   ", "Skyler", String(repeating: "x", count: 25), "no", "yes"]

@MainActor
func describe(_ text: RocketRecordedText?) -> String {
    guard let text else { return "none" }
    return describe(text.font) + " " + describe(text.color)
}

@MainActor
func record(_ rocket: Rocket) -> [String: Any] {
    Rocket.recordingInputProbes = rocketInputProbes
    rocket.show()
    let types = [
        "TextRocketBlock": "text", "ImageRocketBlock": "image", "ButtonRocketBlock": "button",
        "DoubleButtonRocketBlock": "doubleButton", "TextInputRocketBlock": "input",
    ]
    var blocks: [String: [String: String]] = [:]
    for cell in rocket.recordedCells {
        var out = ["type": types[cell.cellIdentifier] ?? cell.cellIdentifier]
        switch out["type"] {
        case "text", "image":
            out["text"] = cell.texts["label"]?.text ?? "none"
            out["font"] = describe(cell.texts["label"])
            out["showNextAfter"] = cell.timer.map(number) ?? "none"
            out["next"] = cell.next["tap"] ?? "?"
            if out["type"] == "image" {
                out["image"] = describe(cell.image)
                out["imageStyle"] = cell.imageStyle.map { "\($0)" } ?? "none"
                out["paddingLeft"] = cell.paddingLeft.map(number) ?? "none"
                out["paddingRight"] = cell.paddingRight.map(number) ?? "none"
            }
        case "button":
            out["title"] = cell.texts["button"]?.text ?? "none"
            out["font"] = describe(cell.texts["button"])
            out["next"] = cell.next["button"] ?? "?"
        case "doubleButton":
            for (side, part) in [("left.", "first"), ("right.", "second")] {
                out[side + "title"] = cell.texts[part]?.text ?? "none"
                out[side + "font"] = describe(cell.texts[part])
                out[side + "next"] = cell.next[part] ?? "?"
            }
        case "input":
            out["text"] = cell.texts["label"]?.text ?? "none"
            out["font"] = describe(cell.texts["label"])
            out["textView"] = describe(cell.texts["textView"])
            out["buttonTitle"] = cell.texts["button"]?.text ?? "none"
            out["buttonStyle"] = describe(cell.texts["button"])
            for index in rocketInputProbes.indices { out["route\(index)"] = cell.next["input\(index)"] ?? "?" }
        default:
            break
        }
        blocks[cell.blockID ?? "(no id)"] = out
    }
    let author = rocket.recordedAuthor.map { describe($0.image) + " \($0.style)" } ?? "none"
    let close = rocket.recordedClose.map { ($0.title ?? "none") + " " + describe($0.font) + " " + describe($0.color) }
    return [
        "author": author, "start": rocket.recordedCells.first?.blockID ?? "(no id)", "close": close ?? "none",
        "blocks": blocks,
    ]
}
