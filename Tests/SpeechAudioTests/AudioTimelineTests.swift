import AssistiveTechnologies
import SceneModel
import Testing

@testable import SpeechAudio

/// The timeline as a pure function of transcript events, with made-up speech lengths
/// (0.05 s a character, words starting after each space), so every rule is exact.
@Suite struct AudioTimelineTests {
  static let perCharacter = 0.05

  /// The fake synthesizer's timing for an utterance.
  static func measure(_ u: AudioTimeline.Utterance) -> ClipTiming {
    var starts: [Double] = [0]
    for (i, c) in u.text.enumerated() where c == " " { starts.append(Double(i + 1) * perCharacter) }
    return ClipTiming(duration: Double(u.text.count) * perCharacter, wordStarts: starts)
  }

  func plan(_ steps: [AudioStep], _ settings: AudioSettings = AudioSettings()) -> AudioTimeline {
    AudioTimeline.plan(AudioScript(steps: steps), settings: settings, measure: Self.measure)
  }

  func event(_ step: Int, _ parts: [UtterancePart], earcons: [Earcon] = [], cause: Cause = .command("next"), technology: Technology = .voiceOver) -> TranscriptEvent {
    TranscriptEvent(step: step, technology: technology, cause: cause, earcons: earcons, parts: parts)
  }

  /// What each item is and when it plays, rounded to milliseconds: "0.000+0.750 Email. Text Field.".
  func lines(_ t: AudioTimeline) -> [String] {
    t.items.map { item in
      let what: String
      switch item.sound {
      case .speech(let u): what = u.text + (u.voice.pitch != 50 ? " (pitch \(u.voice.pitch))" : "") + (u.voice.name != "en-us" ? " (\(u.voice.name))" : "")
      case .earcon(let e): what = "[" + e.rawValue + "]"
      }
      return String(format: "%.3f+%.3f ", item.start, item.length) + what + (item.isCut ? " (cut)" : "")
    }
  }

  @Test func theHintComesAfterTheHintDelay() {
    let parts: [UtterancePart] = [.init(.label, "Email"), .init(.punctuation, ". "), .init(.traits, "Text Field."), .init(.punctuation, " "), .init(.hint, "Double tap to edit.")]
    var settings = AudioSettings()
    settings.hintDelay = 1.5
    let t = plan([AudioStep(events: [event(1, parts)])], settings)
    // "Email. Text Field." is 18 characters: 0.9 s; the hint 1.5 s after it ends.
    #expect(lines(t) == ["0.000+0.900 Email. Text Field.", "2.400+0.950 Double tap to edit."])
    #expect(t.steps == [AudioTimeline.StepSpan(step: 1, start: 0, end: 3.35, text: "Email. Text Field. Double tap to edit.")])
  }

  @Test func aCutOffUtteranceIsHeardToTheWordItReachedAndTheNextStartsThere() {
    var cut = event(3, [.init(.announcement, "Message sent to twelve people")], cause: .notification(.announcement))
    cut.interruption = Interruption(cause: .notification(.screenChanged), byUser: false)
    let next = event(3, [.init(.label, "Inbox. Heading.")], earcons: [.screenChanged], cause: .notification(.screenChanged))
    var settings = AudioSettings()
    settings.cutAfter = 0.3
    let t = plan([AudioStep(events: [cut, next])], settings)
    // Words start at 0, 0.40 ("sent"), 0.65, 0.95...: 0.3 s in, "Message" is finished at 0.40.
    #expect(lines(t) == [
      "0.000+0.400 Message sent to twelve people (pitch 40) (cut)",
      "0.400+0.240 [screenChanged]",
      "0.680+0.750 Inbox. Heading.",
    ])
    let whole = Self.measure(.init(text: "Message sent to twelve people", voice: settings.speechVoice)).duration
    #expect(t.items[0].length < whole)
  }

  @Test func aCutUtteranceIsNeverHeardWhole() {
    var settings = AudioSettings()
    settings.cutAfter = 5
    // The cut comes later than the utterance lasts: it still stops before its last word.
    #expect(AudioTimeline.cutLength(ClipTiming(duration: 1, wordStarts: [0, 0.3, 0.6]), after: 5) == 0.6)
    // One word: half of it.
    #expect(AudioTimeline.cutLength(ClipTiming(duration: 0.5, wordStarts: [0]), after: 5) == 0.25)
  }

  @Test func stepsFollowEachOtherWithTheGapAndAWaitIsSilence() {
    var settings = AudioSettings()
    settings.stepGap = 0.5
    let t = plan([
      AudioStep(events: [event(0, [.init(.label, "Inbox.")], earcons: [.screenChanged], cause: .notification(.screenChanged))]),
      AudioStep(events: [event(1, [.init(.label, "Compose.")])]),
      AudioStep(events: [TranscriptEvent(step: 2, cause: .tick, notes: ["2s passed; nothing changed"])], passes: 2),
      AudioStep(events: [event(3, [], earcons: [.boundary])]),
    ], settings)
    #expect(lines(t) == ["0.000+0.240 [screenChanged]", "0.280+0.300 Inbox.", "1.080+0.400 Compose.", "3.980+0.150 [boundary]"])
    #expect(t.steps.map { "\($0.step) \(String(format: "%.2f-%.2f", $0.start, $0.end)) \($0.text)" } == [
      "0 0.00-0.58 [screen changed] Inbox.",
      "1 1.08-1.48 Compose.",
      "2 1.48-3.48 (2s passed; nothing changed)",
      "3 3.98-4.13 [boundary]",
    ])
    #expect(abs(t.duration - (4.13 + AudioTimeline.tail)) < 1e-9)
  }

  @Test func eventsInAWaitSoundAtTheirTimeAndCutWhatIsStillPlaying() {
    var settings = AudioSettings()
    settings.switchSoundEffects = true
    func scan(_ time: Double, _ name: String) -> TranscriptEvent {
      var e = TranscriptEvent(step: 1, technology: .switchControl, cause: .tick, parts: [.init(.label, name)], highlight: .item(0), shown: name)
      e.time = time
      return e
    }
    // Speech on: each item is spoken as the scan reaches it, one a second; the long one is cut.
    let t = plan([AudioStep(events: [scan(1, "Reply"), scan(2, "A rather long label"), scan(3, "Forward")], passes: 3.5)], settings)
    #expect(lines(t) == [
      "1.000+0.015 [scanTick]", "1.055+0.250 Reply",
      "2.000+0.015 [scanTick]", "2.055+0.945 A rather long label (cut)",
      "3.000+0.015 [scanTick]", "3.055+0.350 Forward",
    ])
    #expect(t.steps[0].end == 3.5)
  }

  @Test func technologiesAreHeardAsOnTheDevice() {
    let tap = TranscriptEvent(step: 1, technology: .switchControl, cause: .command("select"), earcons: [.tap], highlight: .item(0), shown: "Reply")
    let keyboard = TranscriptEvent(step: 2, technology: .fullKeyboardAccess, cause: .command("activate"), earcons: [.tap], parts: [.init(.label, "Reply")])
    // Switch Control is silent without Sound Effects (and speaks only with Speech on, which
    // the engine decides); Full Keyboard Access is silent.
    #expect(plan([AudioStep(events: [tap]), AudioStep(events: [keyboard])]).items.isEmpty)
    var settings = AudioSettings()
    settings.switchSoundEffects = true
    #expect(lines(plan([AudioStep(events: [tap]), AudioStep(events: [keyboard])], settings)) == ["0.000+0.040 [tap]"])
  }

  @Test func earconsComeBeforeSpeechExceptTheEndOfReadAll() {
    let last = event(4, [.init(.label, "Done.")], earcons: [.readAllEnd], cause: .readAll)
    let layout = event(5, [.init(.label, "Saved.")], cause: .notification(.layoutChanged))
    #expect(lines(plan([AudioStep(events: [last]), AudioStep(events: [layout])])) == [
      "0.000+0.250 Done.", "0.250+0.270 [readAllEnd]",
      "1.020+0.120 [layoutChanged]", "1.180+0.300 Saved.",
    ])
  }

  @Test func anElementsLanguageChoosesTheVoiceOfItsDescription() {
    var e = event(1, [.init(.label, "Bonjour"), .init(.punctuation, ". "), .init(.hint, "Double tap to open.")])
    e.element = 7
    let t = AudioTimeline.plan(AudioScript(steps: [AudioStep(events: [e])], languages: [7: "fr"]), settings: AudioSettings(), measure: Self.measure)
    #expect(lines(t) == ["0.000+0.400 Bonjour. (fr)", "1.400+0.950 Double tap to open."])
  }

  @Test func theSpeakingRateMapsToWordsPerMinute() {
    var s = AudioSettings()
    let table: [(Double, Int)] = [(0, 80), (25, 130), (50, 180), (75, 315), (100, 450)]
    for (percent, wpm) in table {
      s.ratePercent = percent
      #expect(s.wordsPerMinute == wpm, "\(percent)%")
    }
  }

  @Test func everyEarconIsDistinctShortAndQuiet() {
    let tones = EarconTone.allCases
    #expect(Set(tones.map { $0.notes.map { "\($0.from)-\($0.to)-\($0.seconds)" }.joined(separator: ",") }).count == tones.count)
    for tone in tones {
      #expect(tone.duration <= 0.3, "\(tone)")
      let samples = tone.samples(sampleRate: 22050, volume: AudioSettings().earconVolume)
      let peak = samples.map { abs(Int($0)) }.max() ?? 0
      #expect(peak > 1000 && peak < Int(0.3 * 32767), "\(tone): peak \(peak)")
      // Each note fades to nothing: no click at the end.
      #expect(abs(Int(samples.last ?? 0)) < 200, "\(tone)")
    }
  }
}
