import Foundation
import Testing

/// The real `axsim` binary on input it must refuse: scene files over the size limit on every
/// way a scene is read on the command line, and a terminal that cannot draw the app.
@Suite struct ReliabilityTests {
  let run = OutputErrorTests()

  @Test func aSparse300MBSceneIsRefusedAtOnce() throws {
    let out = try run.shell(#"""
      truncate -s 300M big.json5
      start=$(date +%s%N)
      "$AXSIM" speak big.json5 > out 2> err; echo "status $?"
      end=$(date +%s%N)
      cat out err
      # Refused from its size, not after reading it: well under a second even on a busy machine.
      [ $(( (end - start) / 1000000 )) -lt 3000 ] && echo quick
      """#)
    #expect(out == "status 2\nbig.json5: error: the file is 300 MB, more than the 256 MB limit; split the scene into smaller files\n1 error\nquick\n")
  }

  @Test func checkAndRunRefuseItToo() throws {
    let out = try run.shell(#"""
      truncate -s 300M big.json5
      "$AXSIM" check big.json5; echo "status $?"
      "$AXSIM" run big.json5 --keys next 2>&1; echo "status $?"
      "$AXSIM" check --format json big.json5 | grep -o '"message":"[^"]*"'
      """#)
    #expect(out == """
      big.json5: error: the file is 300 MB, more than the 256 MB limit; split the scene into smaller files
      1 error
      status 2
      big.json5: error: the file is 300 MB, more than the 256 MB limit; split the scene into smaller files
      1 error
      status 2
      "message":"the file is 300 MB, more than the 256 MB limit"

      """)
  }

  /// A 2 GB file under a 1 GB address-space limit: reading it first would die of memory.
  @Test func a2GBSceneIsRefusedWithoutReadingIt() throws {
    let out = try run.shell(#"""
      truncate -s 2G huge.json5
      ( ulimit -v 1000000; "$AXSIM" speak huge.json5 2>&1; echo "status $?" )
      """#)
    #expect(out == "huge.json5: error: the file is 2048 MB, more than the 256 MB limit; split the scene into smaller files\n1 error\nstatus 2\n")
  }

  /// The app reads the scene, then the keymap, before it needs a terminal.
  @Test func theAppRefusesAnOverSizeSceneOrKeymap() throws {
    let out = try run.shell(#"""
      truncate -s 300M big.json5
      truncate -s 5M big.keymap
      "$AXSIM" big.json5 < /dev/null 2>&1; echo "status $?"
      "$AXSIM" --keymap big.keymap "$SCENE" < /dev/null 2>&1; echo "status $?"
      """#)
    #expect(out == """
      big.json5: error: the file is 300 MB, more than the 256 MB limit; split the scene into smaller files
      1 error
      status 2
      big.keymap: error: the file is 5 MB, more than the 4 MB limit; a keymap is a short text file; check the path
      status 2

      """)
  }

  @Test func standardInputStopsAtTheLimit() throws {
    let out = try run.shell(#"head -c 300000000 /dev/zero | "$AXSIM" speak - 2>&1; echo "status $?""#)
    #expect(out == "<stdin>: error: the input is more than the 256 MB limit; split the scene into smaller files\n1 error\nstatus 2\n")
  }

  @Test func aMissingFileStillSaysSo() throws {
    let out = try run.shell(#""$AXSIM" speak missing.json5 2>&1; echo "status $?"; mkdir d; "$AXSIM" speak d 2>&1"#)
    #expect(out == "missing.json5: error: cannot read the file (no such file); check the path\n1 error\nstatus 2\nd: error: cannot read the file (it is a directory); check the path\n1 error\n")
  }

  @Test func aDumbTerminalGetsTheHeadlessCommands() throws {
    let out = try run.shell(#"TERM=dumb "$AXSIM" "$SCENE" 2>&1 < /dev/null; echo "status $?""#)
    #expect(out == "axsim: error: axsim needs a full-screen terminal: TERM=dumb cannot move the cursor; use the headless commands (axsim speak, run, check, reach, variants; see axsim --help) or run it in a terminal such as xterm\nstatus 1\n")
  }
}
