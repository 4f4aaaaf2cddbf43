import Testing

@testable import TerminalCanvas

@Suite struct HeadlessTerminalTests {
  @Test func handsOutEventsInOrderThenEndOfInput() {
    let terminal = HeadlessTerminal(
      size: Size(width: 20, height: 5),
      events: [.key(.tab), .tick, .resize(Size(width: 30, height: 6)), .signal(15)])
    #expect(terminal.nextEvent(timeoutMilliseconds: 100) == .key(.tab))
    #expect(terminal.nextEvent(timeoutMilliseconds: 1000) == .tick)
    #expect(terminal.size == Size(width: 20, height: 5))
    #expect(terminal.nextEvent(timeoutMilliseconds: -1) == .resize(Size(width: 30, height: 6)))
    #expect(terminal.size == Size(width: 30, height: 6))
    #expect(terminal.nextEvent(timeoutMilliseconds: 0) == .signal(15))
    #expect(terminal.nextEvent(timeoutMilliseconds: 0) == .endOfInput)
    #expect(terminal.nextEvent(timeoutMilliseconds: 0) == .endOfInput)
    #expect(terminal.requestedTimeouts == [100, 1000, -1, 0, 0, 0])
    terminal.enqueue([.key(.escape)])
    #expect(terminal.nextEvent(timeoutMilliseconds: 0) == .key(.escape))
  }

  @Test func recordsFramesAndCountsCellsWritten() {
    let terminal = HeadlessTerminal(size: Size(width: 40, height: 10))
    #expect(terminal.lastFrame == nil)
    var grid = Grid(size: terminal.size)
    grid.put("Sign in", at: Point(x: 1, y: 1))
    terminal.present(grid)
    #expect(terminal.cellsWritten == 400)  // First frame: everything.
    grid.drawBox(Rect(x: 0, y: 0, width: 9, height: 3), style: .heavy, role: .highlight)
    terminal.present(grid)
    #expect(terminal.cellsWrittenPerFrame == [400, 9 + 9 + 2])
    terminal.present(grid)
    #expect(terminal.cellsWrittenPerFrame.last == 0)
    #expect(terminal.frames.count == 3)
    #expect(terminal.lastFrame == grid)
    #expect(terminal.cellsWritten == 420)
  }

  @Test func eventDescriptions() {
    #expect(TerminalEvent.key(KeyPress("x", .ctrl)).description == "key ctrl+x")
    #expect(TerminalEvent.resize(Size(width: 80, height: 24)).description == "resize 80x24")
    #expect(TerminalEvent.signal(2).description == "signal 2")
    #expect(TerminalEvent.tick.description == "tick")
    #expect(TerminalEvent.endOfInput.description == "endOfInput")
  }
}
