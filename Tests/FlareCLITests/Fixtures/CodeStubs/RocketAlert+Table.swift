// Part of the RocketAlert stand-in (RocketAlert.swift): what the release's table does with the blocks it is given,
// kept as records for the recording run. Each cell is configured as the release's cell classes configure it in
// `currentBlock`'s didSet (UI/Blocks Cell/*.swift, lines cited below); the table shows a block when a way on leads to
// it (TableController.swift:37-44; a block already shown is not shown twice here). Compiled by the tests only.
import typealias Foundation.TimeInterval
import UIKit

/// One label or button as a cell set it.
public struct RocketRecordedText {
    public var text: String?
    public var font: UIFont?
    public var color: UIColor?
}

/// One configured cell: the class the table dequeued for the block (its `cellIdentifier`, TableController.swift:
/// 61-67, CellFactory.swift:24-29), what it shows, and the ids of the blocks each way on leads to (`nil`: none).
public struct RocketRecordedCell {
    public var blockID: String?
    public var cellIdentifier: String
    /// `label`, `button`, `first`, `second`, `textView` as the cell set them.
    public var texts: [String: RocketRecordedText] = [:]
    public var image: UIImage?
    public var imageStyle: RocketImageStyle?
    /// ImageCell.swift:22-23: the constraint constants (the right one negated).
    public var paddingLeft: CGFloat?
    public var paddingRight: CGFloat?
    /// TextCell.swift:36-46: the seconds after which the cell taps itself, if any (then a tap does nothing).
    public var timer: TimeInterval?
    /// Way on (`tap`, `button`, `first`, `second`, `input0`…) → the id of the block it shows (`none`: it shows
    /// none; `(no id)`: a block whose id is nil).
    public var next: [String: String] = [:]

    /// Shows `first`, then every block a way on leads to, each once, in the order they are reached.
    static func walk(from first: RocketBlock) -> [RocketRecordedCell] {
        var cells: [RocketRecordedCell] = []
        var shown: [ObjectIdentifier] = []
        var queue: [RocketBlock] = [first]
        func key(_ block: RocketBlock) -> ObjectIdentifier { ObjectIdentifier(block as AnyObject) }
        while !queue.isEmpty {
            let block = queue.removeFirst()
            guard !shown.contains(key(block)) else { continue }
            shown.append(key(block))
            var cell = RocketRecordedCell(blockID: block.id, cellIdentifier: block.cellIdentifier)
            var ways: [(String, RocketBlock?)] = []
            switch block {
            case let b as TextRocketBlock:
                // TextCell.swift:22-29.
                cell.texts["label"] = RocketRecordedText(text: b.text, font: b.font?.font, color: b.font?.color)
                if !b.isNextShowed {
                    if let t = b.showNextAfter, t > 0.0 { cell.timer = t }
                    b.isNextShowed = true
                }
                if let b = b as? ImageRocketBlock {
                    // ImageCell.swift:21-25.
                    cell.paddingLeft = b.paddingLeft
                    cell.paddingRight = b.paddingRight * -1
                    cell.image = b.image
                    cell.imageStyle = b.imageStyle
                }
                // TapableCell.swift:28-33: `next` is read at the tap (here, once every block is built).
                ways.append(("tap", b.next))
            case let b as ButtonRocketBlock:
                // ButtonCell.swift:22-26: the handler is copied into the cell now.
                cell.texts["button"] = RocketRecordedText(text: b.title, font: b.font?.font, color: b.font?.color)
                ways.append(("button", b.tapHandler?.next))
            case let b as DoubleButtonRocketBlock:
                // DoubleButtonCell.swift:29-37.
                cell.texts["first"] = RocketRecordedText(
                    text: b.left.title, font: b.left.font?.font, color: b.left.font?.color)
                cell.texts["second"] = RocketRecordedText(
                    text: b.right.title, font: b.right.font?.font, color: b.right.font?.color)
                ways.append(("first", b.left.tapHandler?.next))
                ways.append(("second", b.right.tapHandler?.next))
            case let b as TextInputRocketBlock:
                // TextInputCell.swift:30-34, 53-63: the text view's font is fixed, its colour the text's.
                cell.texts["label"] = RocketRecordedText(text: b.text, font: b.font?.font, color: b.font?.color)
                cell.texts["textView"] = RocketRecordedText(
                    text: nil, font: UIFont.systemFont(ofSize: 16, weight: .light), color: b.font?.color)
                cell.texts["button"] = RocketRecordedText(
                    text: b.buttonTitle, font: b.buttonStyle?.font, color: b.buttonStyle?.color)
                let handler = b.handler
                for (index, probe) in Rocket.recordingInputProbes.enumerated() {
                    // TextInputCell.swift:49: no handler, or no action, shows nothing (the rocket stays).
                    ways.append(("input\(index)", handler?.action?(probe)))
                }
            default:
                break
            }
            for (way, next) in ways {
                cell.next[way] = next.map { $0.id ?? "(no id)" } ?? "none"
                if let next { queue.append(next) }
            }
            cells.append(cell)
        }
        return cells
    }
}
