import CFlareShim
import CGtk
@testable import FlareGtk
import Testing

/// The wrappers only the inspector uses: `Stack` (titled pages by name) and `Grid`.
@Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under Xvfb: make test)"))
struct InspectorWrapperTests {
    @Test func aStackShowsItsPagesByName() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            let stack = Stack()
            #expect(stack.transition == .none)
            #expect(stack.visibleChildName == nil, "no page yet")
            let first = Label("one"), second = Label("two")
            stack.addTitled(first, name: "one", title: "One")
            stack.addTitled(second, name: "two", title: "Two")
            #expect(stack.visibleChildName == "one", "the first page added is shown")
            stack.visibleChildName = "two"
            #expect(stack.visibleChildName == "two")
            #expect(stack.children == [first, second])
            #expect(Stack.cast(stack as Widget) == stack && Grid.cast(stack as Widget) == nil)
        }
    }

    @Test func aGridAttachesAndRemovesItsCells() async throws {
        try await onGtk {
            #expect(GtkRuntime.initialize())
            let grid = Grid(columnSpacing: 12, rowSpacing: 4)
            #expect(grid.columnSpacing == 12 && grid.rowSpacing == 4)
            let a = Label("a"), b = Label("b")
            grid.attach(a, column: 0, row: 0)
            grid.attach(b, column: 1, row: 2, width: 2)
            #expect(grid.children == [a, b])
            grid.remove(a)
            #expect(grid.children == [b] && a.parent == nil)
            grid.removeAll()
            #expect(grid.firstChild == nil && b.parent == nil)
        }
    }
}
