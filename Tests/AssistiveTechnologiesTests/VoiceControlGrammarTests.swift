import AssistiveTechnologies
import SceneModel
import Testing

/// Every command form of Voice Control's grammar, the tolerance the device shows (case,
/// spaces, punctuation, optional "tap", number words) and what is no command (a name, to be
/// looked up on the screen).
@Suite struct VoiceControlGrammarTests {
  typealias Form = VoiceControlCommand.Form

  static func form(_ phrase: String) -> Form { VoiceControlCommand(phrase).form }

  @Test(arguments: [
    ("show numbers", Form.show(.numbers, continuously: false)),
    ("Show Numbers", .show(.numbers, continuously: false)),
    ("  show    numbers.  ", .show(.numbers, continuously: false)),
    ("show numbers continuously", .show(.numbers, continuously: true)),
    ("hide numbers", .hide(.numbers)),
    ("show names", .show(.names, continuously: false)),
    ("show names continuously", .show(.names, continuously: true)),
    ("hide names", .hide(.names)),
    ("show grid", .show(.grid, continuously: false)),
    ("show grid continuously", .show(.grid, continuously: true)),
    ("show grid with 4 columns", .show(.grid, continuously: false, columns: 4)),
    ("show grid with six rows", .show(.grid, continuously: false, rows: 6)),
    ("show grid with 4 columns and 6 rows", .show(.grid, continuously: false, columns: 4, rows: 6)),
    ("show grid with 6 rows and 4 columns", .show(.grid, continuously: false, columns: 4, rows: 6)),
    ("show grid continuously with 2 columns", .show(.grid, continuously: true, columns: 2)),
    ("show grid with 2 columns continuously", .show(.grid, continuously: true, columns: 2)),
    ("show grid continuously with 5 columns and 5 rows", .show(.grid, continuously: true, columns: 5, rows: 5)),
    ("hide grid", .hide(.grid)),
    ("show me what to say", .showWhatToSay),
    ("Show me what to say?", .showWhatToSay),
    ("show commands", .showCommands),
    ("go back", .goBack),
    ("Go back.", .goBack),
    ("go home", .system("go home")),
    ("open control center", .system("open control center")),
    ("go to sleep", .sleep),
    ("wake up", .wake),
    ("swipe left", .swipe(.left)),
    ("swipe right", .swipe(.right)),
    ("swipe up", .swipe(.up)),
    ("swipe down", .swipe(.down)),
    ("scroll up", .scroll(.up)),
    ("scroll down", .scroll(.down)),
    ("scroll to top", .scroll(.top)),
    ("scroll to the bottom", .scroll(.bottom)),
    ("type hello", .dictation("type hello")),
    ("delete that", .dictation("delete that")),
    ("", .silence),
    ("  ...  ", .silence),
  ])
  func commandForms(_ phrase: String, _ expected: Form) {
    #expect(Self.form(phrase) == expected, "\(phrase)")
  }

  @Test func gesturesTakeANameOrANumber() {
    #expect(Self.form("tap Send") == .gesture(.tap, .name("send")))
    #expect(Self.form("Tap  Rename   Road-trip!") == .gesture(.tap, .name("rename road trip")))
    #expect(Self.form("tap 12") == .gesture(.tap, .number(12, said: "12")))
    #expect(Self.form("tap twenty one") == .gesture(.tap, .number(21, said: "twenty one")))
    #expect(Self.form("long press Rename") == .gesture(.longPress, .name("rename")))
    #expect(Self.form("long press 3") == .gesture(.longPress, .number(3, said: "3")))
    #expect(Self.form("double tap Photo") == .gesture(.doubleTap, .name("photo")))
    #expect(Self.form("show actions for Ana Lima") == .showActions(.name("ana lima")))
    #expect(Self.form("show actions for 4") == .showActions(.number(4, said: "4")))
  }

  /// "tap" is optional: a name or a number said alone.
  @Test func aNameOrANumberAlone() {
    #expect(Self.form("Send") == .bare(.name("send")))
    #expect(Self.form("Don't save") == .bare(.name("dont save")))
    #expect(Self.form("5") == .bare(.number(5, said: "5")))
    #expect(Self.form("five") == .bare(.number(5, said: "five")))
    #expect(Self.form("one hundred and five") == .bare(.number(105, said: "one hundred and five")))
  }

  /// Extra words make a phrase no command: it is then a name, and "Not recognized" when
  /// nothing on the screen has it.
  @Test func extraWordsAreNoCommand() {
    #expect(Self.form("show numbers please") == .bare(.name("show numbers please")))
    #expect(Self.form("please show numbers") == .bare(.name("please show numbers")))
    #expect(Self.form("show numbers with 4 columns") == .bare(.name("show numbers with 4 columns")))
    #expect(Self.form("show grid with columns") == .bare(.name("show grid with columns")))
    #expect(Self.form("show grid with 4 columns and") == .bare(.name("show grid with 4 columns and")))
    #expect(Self.form("hide the numbers") == .bare(.name("hide the numbers")))
    #expect(Self.form("swipe sideways") == .bare(.name("swipe sideways")))
    #expect(Self.form("tap") == .bare(.name("tap")))
    #expect(Self.form("show") == .bare(.name("show")))
  }

  @Test func numberWords() {
    #expect(NumberWords.value(["seven"]) == 7)
    #expect(NumberWords.value(["nineteen"]) == 19)
    #expect(NumberWords.value(["forty", "two"]) == 42)
    #expect(NumberWords.value(["two", "hundred", "thirty", "one"]) == 231)
    #expect(NumberWords.value(["two", "thousand", "and", "five"]) == 2005)
    #expect(NumberWords.value(["007"]) == 7)
    #expect(NumberWords.value(["one", "one"]) == nil)
    #expect(NumberWords.value(["twenty", "thirty"]) == nil)
    #expect(NumberWords.value(["hundred"]) == nil)
    #expect(NumberWords.value(["and"]) == nil)
    #expect(NumberWords.value(["1234567"]) == nil)
    #expect(NumberWords.value(["12a"]) == nil)
  }

  @Test func namesAreComparedAsSpoken() {
    #expect(VoiceControlNames.spoken("Start 45-minute progressive endurance ride") == "start 45 minute progressive endurance ride")
    #expect(VoiceControlNames.spoken("  Road   trip… ") == "road trip")
    #expect(VoiceControlNames.spoken("Don’t Save") == "dont save")
    #expect(VoiceControlNames.isSpeakable("Rename"))
    #expect(VoiceControlNames.isSpeakable("Page 2"))
    #expect(!VoiceControlNames.isSpeakable(VoiceControlNames.spoken("❤️")))
    #expect(!VoiceControlNames.isSpeakable(VoiceControlNames.spoken("★ ★ ★")))
    #expect(!VoiceControlNames.isSpeakable(VoiceControlNames.spoken("+")))
    #expect(!VoiceControlNames.isSpeakable(""))
  }

  /// Scripts write `say "PHRASE"`; the phrase round-trips through the script word.
  @Test func scriptWords() throws {
    let c = try VoiceControlCommand.parseScript(#"say "tap Rename Road trip""#).get()
    #expect(c.phrase == "tap Rename Road trip")
    #expect(c.form == .gesture(.tap, .name("rename road trip")))
    #expect(c.scriptName == #"say "tap Rename Road trip""#)
    let quoted = try VoiceControlCommand.parseScript(#"say "tap \"Quoted\" \\ name""#).get()
    #expect(quoted.phrase == #"tap "Quoted" \ name"#)
    #expect(try VoiceControlCommand.parseScript(quoted.scriptName).get() == quoted)
    func message(_ word: String) -> String {
      guard case .failure(let e) = VoiceControlCommand.parseScript(word) else { return "parsed" }
      return e.message + " / " + (e.suggestion ?? "")
    }
    #expect(message("say") == #"'say' needs a phrase in double quotes / say "tap Send""#)
    #expect(message("say tap") == #"write the phrase after 'say' in double quotes / say "tap""#)
    #expect(message(#"say "tap"#) == #"the phrase after 'say' has no closing double quote / say "tap Send""#)
    #expect(message(#"say "tap" now"#) == #"the phrase after 'say' has no closing double quote / say "tap Send""#)
    #expect(message("next") == #"Voice Control is driven by what is said: 'next' is not a phrase / say "next""#)
  }
}
