extension RocketBlock {
    /// Where "Add block" after this block links the new one: the paths (under `at`, the block's own) set to name
    /// it, and the block the new one then leads to (what those paths named). A block with one `next:`, and an
    /// input's fallback `next:`, hands its link over; a double button links the sides that lead nowhere, or, when
    /// both lead on, its right side (the one the flow goes on by).
    func insertionLinks(at: EditPath) -> (paths: [EditPath], onward: String?) {
        let next = at.appending(.key("next"))
        switch content {
        case .text(let b): return ([next], b.next)
        case .image(let b): return ([next], b.next)
        case .button(let b): return ([next], b.next)
        case .input(let b): return ([next], b.next)
        case .doubleButton(let left, let right):
            let sides = [("left", left), ("right", right)].filter { $0.1.next == nil }
            guard sides.isEmpty else { return (sides.map { at.appending(.key($0.0)).appending(.key("next")) }, nil) }
            return ([at.appending(.key("right")).appending(.key("next"))], right.next)
        }
    }
}
