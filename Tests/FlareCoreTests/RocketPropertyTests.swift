import Foundation
import PropertyBased
import Testing
@testable import FlareCore

/// Random rockets and random scripts, played on `RocketFlow` and on a reference model written straight from
/// the rules (a list of shown ids, a dismissed flag and one pending deadline), compared after every step.
@Suite struct RocketPropertyTests {
    static let ids = ["a", "b", "c", "d", "e"]
    static let texts = ["", "yes", "no", "y", "hello world"]

    /// Decodes numbers into five blocks whose `next`s point anywhere (or nowhere).
    static func rocket(_ codes: [Int], close: Bool) -> RocketSpec {
        func next(_ n: Int) -> String? { n % 6 == 5 ? nil : ids[n % 6] }
        let afters: [Double?] = [nil, 0, -1, 0.5, 1, 2.5]
        let blocks = ids.enumerated().map { i, id -> RocketBlock in
            let c = codes[i]
            switch c % 5 {
            case 0:
                return RocketBlock(
                    id: id, content: .text(.init(text: id, next: next(c / 5), showNextAfter: afters[(c / 30) % 6])))
            case 1:
                return RocketBlock(
                    id: id,
                    content: .image(
                        .init(image: .file("x.png"), next: next(c / 5), showNextAfter: afters[(c / 30) % 6])))
            case 2: return RocketBlock(id: id, content: .button(.init(title: id, next: next(c / 5))))
            case 3:
                return RocketBlock(
                    id: id,
                    content: .doubleButton(
                        left: .init(title: "l", next: next(c / 5)),
                        right: .init(title: "r", next: next(c / 30))))
            default:
                let branches = [
                    RocketBlock.InputBlock.Branch(match: "y.*", next: ids[(c / 5) % 5]),
                    .init(match: "", next: ids[(c / 25) % 5]),
                ]
                return RocketBlock(
                    id: id,
                    content: .input(.init(text: id, branches: Array(branches.prefix((c / 125) % 3)), next: next(c / 7)))
                )
            }
        }
        return RocketSpec(
            id: "p", closeButton: close ? RocketCloseButton(title: "x") : nil, start: ids[codes[5] % 5], blocks: blocks)
    }

    /// The rules, written plainly.
    struct Reference {
        let spec: RocketSpec
        var shown: [String] = []
        var dismissed = false
        var now = 0.0
        var due: Double?

        init(_ spec: RocketSpec) {
            self.spec = spec
            shown = [spec.start]
            due = Self.timer(spec.block(spec.start)!).map { now + $0 }
        }

        static func timer(_ b: RocketBlock) -> Double? {
            switch b.content {
            case .text(let t): (t.showNextAfter ?? 0) > 0 ? t.showNextAfter : nil
            case .image(let t): (t.showNextAfter ?? 0) > 0 ? t.showNextAfter : nil
            default: nil
            }
        }

        var last: RocketBlock { spec.block(shown.last!)! }

        mutating func go(_ next: String?) {
            due = nil
            guard let next else { dismissed = true; return }
            shown.append(next)
            due = Self.timer(spec.block(next)!).map { now + $0 }
        }

        mutating func apply(_ step: RocketStep, index: Int?) {
            if case .wait(let s) = step {
                let end = now + s
                while !dismissed, let d = due, d <= end {
                    now = d
                    switch last.content {
                    case .text(let t): go(t.next)
                    case .image(let t): go(t.next)
                    default: Issue.record("a timer on a non-tappable block")
                    }
                }
                now = end
                return
            }
            if dismissed { return }
            if case .close = step {
                if spec.closeButton != nil { dismissed = true; due = nil }
                return
            }
            if let index, index != shown.count - 1 { return }
            switch (step, last.content) {
            case (.tap, .text(let t)) where due == nil: go(t.next)
            case (.tap, .image(let t)) where due == nil: go(t.next)
            case (.press(.button), .button(let b)): go(b.next)
            case (.press(.left), .doubleButton(let l, _)): go(l.next)
            case (.press(.right), .doubleButton(_, let r)): go(r.next)
            case (.input(let text), .input(let b)):
                // Branch patterns here are only "y.*" and "": match them by hand.
                let hit = b.branches.first { $0.match == "y.*" ? text.hasPrefix("y") : text.isEmpty }
                go(hit?.next ?? b.next)
            default: break
            }
        }
    }

    static func step(_ code: Int) -> (RocketStep, Int?) {
        let index: Int? = (code / 10) % 4 == 0 ? (code / 40) % 6 : nil
        switch code % 10 {
        case 0, 1, 2: return (.tap, index)
        case 3: return (.wait([0.25, 0.5, 1, 3][(code / 10) % 4]), nil)
        case 4: return (.press(.button), index)
        case 5: return (.press(.left), index)
        case 6: return (.press(.right), index)
        case 7, 8: return (.input(texts[(code / 10) % texts.count]), index)
        default: return (.close, nil)
        }
    }

    @Test func flowMatchesTheReferenceModel() async {
        await propertyCheck(
            count: 400, input: Gen.int(in: 0...9_999).array(of: 6), Gen.int(in: 0...9_999).array(of: 0...40), Gen.bool
        ) { blockCodes, codes, close in
            let spec = Self.rocket(blockCodes, close: close)
            var flow = RocketFlow(spec, timing: .instant)
            flow.show()
            var model = Reference(spec)
            for (i, code) in codes.enumerated() {
                let (step, index) = Self.step(code)
                let before = flow.events.count
                switch step {
                case .tap: flow.tap(index)
                case .press(let b): flow.press(b, index)
                case .input(let t): flow.input(t, index)
                default: flow.apply(step)
                }
                model.apply(step, index: index)
                #expect(flow.visible == model.shown, "step \(i) \(step) index \(String(describing: index))")
                #expect(flow.isDismissed == model.dismissed, "step \(i) \(step)")
                #expect(flow.now == model.now)
                #expect(flow.deadline == (model.dismissed ? nil : model.due))
                // The events this step caused: blockAdded indices follow the shown list; one dismissal, last.
                let new = flow.events[before...]
                for event in new {
                    if case .blockAdded(let index, let id) = event.kind { #expect(flow.visible[index] == id) }
                }
                if flow.visible != model.shown || flow.isDismissed != model.dismissed { return }
            }
            let added = flow.events.compactMap { if case .blockAdded(let i, _) = $0.kind { i } else { nil } }
            #expect(added == Array(flow.visible.indices))
            let dismissals = flow.events.enumerated().filter {
                if case .dismissed = $0.element.kind { true } else { false }
            }
            #expect(dismissals.count == (flow.isDismissed ? 1 : 0))
            if let d = dismissals.first {
                #expect(d.element.kind == .dismissed(reason: d.element.kind.reason!, count: flow.visible.count))
                #expect(
                    flow.events[(d.offset + 1)...].allSatisfy { if case .ignored = $0.kind { true } else { false } })
            }
            #expect(flow.events.map(\.at) == flow.events.map(\.at).sorted())
        }
    }
}

extension RocketEvent.Kind {
    var reason: RocketDismissReason? {
        if case .dismissed(let reason, _) = self { reason } else { nil }
    }
}
