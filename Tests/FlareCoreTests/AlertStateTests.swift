import Foundation
import Testing
import TestSupport
@testable import FlareCore

/// `flare export --state`: the states read from their words, with a clear error for a wrong one.
@Suite struct AlertStateTests {
    static let spec = SpecText.load(
        """
        flare: 1
        alerts:
          a:
            custom: {input: {placeholder: Name}}
            actions: [{title: Save}, {title: Not now}]
          b: {title: B}
        """
    ).spec

    @Test func statesAreReadByNumberOrTitle() throws {
        let a = try #require(Self.spec?.alert("a"))
        #expect(try AlertState(parsing: "pressed:1", for: a) == .pressed(0))
        #expect(try AlertState(parsing: "pressed:Not now", for: a) == .pressed(1))
        #expect(try AlertState(parsing: "keyboard", for: a) == .keyboard)
        #expect(AlertState.pressed(1).suffix == "-pressed-2" && AlertState.keyboard.suffix == "-keyboard")
    }

    @Test func aWrongStateSaysWhatTheAlertHas() throws {
        let a = try #require(Self.spec?.alert("a")), b = try #require(Self.spec?.alert("b"))
        #expect(throws: AlertStateError.self) { try AlertState(parsing: "pressed:3", for: a) }
        do { _ = try AlertState(parsing: "pressed:Later", for: a) } catch {
            #expect(error.description == "alert 'a' has no action 'Later'; its actions: 1 'Save', 2 'Not now'")
        }
        do { _ = try AlertState(parsing: "keyboard", for: b) } catch {
            #expect(error.description == "alert 'b' has no custom input: the keyboard comes up for an input")
        }
        do { _ = try AlertState(parsing: "hover", for: a) } catch {
            #expect(error.description.hasPrefix("'hover' is not a state"))
        }
    }
}
