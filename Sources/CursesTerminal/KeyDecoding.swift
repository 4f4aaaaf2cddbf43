import CNcursesw
import TerminalCanvas

/// Decodes `wget_wch` results into key presses: `CursesKeyTable` plus the live `keyname()`.
///
/// The table itself is pure and unit-tested in `TerminalCanvas`; this adds the one thing
/// only a running ncurses knows: the names of key codes it assigned at runtime (the
/// ctrl/alt arrows, `kUP5` and friends).
enum KeyDecoder {
  /// The key press for one `wget_wch` result, or nil (timeout, resize, unknown code).
  static func decode(status: Int32, value: UInt32) -> KeyPress? {
    var name: String?
    if status == KEY_CODE_YES, CursesKeyTable.keyCodes[value] == nil,
      let cName = keyname(Int32(bitPattern: value))
    {
      name = String(cString: cName)
    }
    return CursesKeyTable.decode(status: status, value: value, keyName: name)
  }

  /// Checks (in debug builds) that the table's codes are this `curses.h`'s codes.
  static func checkTableMatchesHeader() {
    typealias Code = CursesKeyTable.Code
    assert(CursesKeyTable.statusKeyCode == KEY_CODE_YES)
    assert(CursesKeyTable.statusCharacter == OK && CursesKeyTable.statusError == ERR)
    assert(Code.down == UInt32(KEY_DOWN) && Code.up == UInt32(KEY_UP))
    assert(Code.left == UInt32(KEY_LEFT) && Code.right == UInt32(KEY_RIGHT))
    assert(Code.home == UInt32(KEY_HOME) && Code.end == UInt32(KEY_END))
    assert(Code.backspace == UInt32(KEY_BACKSPACE) && Code.f0 == UInt32(KEY_F0))
    assert(Code.deleteCharacter == UInt32(KEY_DC) && Code.insertCharacter == UInt32(KEY_IC))
    assert(Code.scrollForward == UInt32(KEY_SF) && Code.scrollReverse == UInt32(KEY_SR))
    assert(Code.nextPage == UInt32(KEY_NPAGE) && Code.previousPage == UInt32(KEY_PPAGE))
    assert(Code.enter == UInt32(KEY_ENTER) && Code.backTab == UInt32(KEY_BTAB))
    assert(Code.shiftDelete == UInt32(KEY_SDC) && Code.shiftEnd == UInt32(KEY_SEND))
    assert(Code.shiftHome == UInt32(KEY_SHOME) && Code.shiftInsert == UInt32(KEY_SIC))
    assert(Code.shiftLeft == UInt32(KEY_SLEFT) && Code.shiftRight == UInt32(KEY_SRIGHT))
    assert(Code.shiftNextPage == UInt32(KEY_SNEXT))
    assert(Code.shiftPreviousPage == UInt32(KEY_SPREVIOUS))
    assert(Code.mouse == UInt32(KEY_MOUSE) && Code.resize == UInt32(KEY_RESIZE))
    assert(Code.f0 + 5 == UInt32(cn_key_f(5)))
  }
}
