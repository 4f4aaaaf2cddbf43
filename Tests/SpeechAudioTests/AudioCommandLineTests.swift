import AxsimCommandLine
import Foundation
import Testing

@testable import SpeechAudio

/// `run --audio` without eSpeak NG, and the audio flags' errors, exactly as printed.
@Suite struct AudioCommandLineTests {
  func headless(library: String? = nil) -> HeadlessCommands {
    var h = HeadlessCommands(environment: Environment(readFile: { _ in [] }, readStandardInput: { [] }))
    if let library { h.audio = .eSpeak(library: library) }
    return h
  }

  func run(_ arguments: [String], _ h: HeadlessCommands) -> CommandOutput {
    switch ArgumentParser.parse(arguments) {
    case .success(let invocation): return h.execute(invocation)
    case .failure(let e): return CommandOutput(stderr: e.description, status: 2)
    }
  }

  @Test func withoutESpeakTheTranscriptIsPrintedAndTheMessageSaysHowToInstallIt() {
    let missing = "/nonexistent/libespeak-ng.so.1"
    let keys = ["run", "--keys", "next next activate"]
    let plain = run(keys, headless(library: missing))
    let withAudio = run(keys + ["--audio", "walk.wav"], headless(library: missing))
    #expect(withAudio.stdout == plain.stdout)
    #expect(withAudio.stdout.contains("   1  next                    Inbox. Heading."))
    #expect(withAudio.files.isEmpty)
    #expect(withAudio.status == 1)
    #expect(withAudio.stderr == "axsim: error: audio is unavailable: eSpeak NG is not installed; install it with: sudo apt-get install espeak-ng (/nonexistent/libespeak-ng.so.1: cannot open shared object file: No such file or directory); no audio file was written\n")
  }

  @Test func aLibraryThatIsNotESpeakIsNamed() {
    // libc loads but has none of eSpeak's functions.
    let out = run(["run", "--keys", "next", "--audio", "walk.wav"], headless(library: "libc.so.6"))
    #expect(out.stderr == "axsim: error: audio is unavailable: libc.so.6 is not eSpeak NG 1.49 or later (no espeak_Initialize); install it with: sudo apt-get install espeak-ng; no audio file was written\n")
  }

  @Test(arguments: [
    (["run", "--keys", "next", "--audio"], "axsim: error: '--audio' needs a value; for example --audio walk.wav\nRun 'axsim run --help' for usage."),
    (["run", "--keys", "next", "--audio", "out/"], "axsim: error: '--audio' needs a file name; for example --audio walk.wav\nRun 'axsim run --help' for usage."),
    (["run", "--keys", "next", "--rate", "120"], "axsim: error: '--rate' takes VoiceOver's Speaking Rate from 0 to 100 (percent), found '120'; for example --rate 60 (50 is the default)\nRun 'axsim run --help' for usage."),
    (["run", "--keys", "next", "--hint-delay", "soon"], "axsim: error: '--hint-delay' takes seconds from 0s to 10s, found 'soon'; for example --hint-delay 1.5 or --hint-delay 750ms\nRun 'axsim run --help' for usage."),
    (["run", "--keys", "next", "--voice", "en us"], "axsim: error: '--voice' takes an eSpeak NG voice name, found 'en us'; for example --voice en-gb (espeak-ng --voices lists them)\nRun 'axsim run --help' for usage."),
    (["run", "--keys", "next", "--announcement-pitch", "-3"], "axsim: error: '--announcement-pitch' takes a pitch from 0 to 100 (50 is the voice's own), found '-3'; for example --announcement-pitch 50 (no change)\nRun 'axsim run --help' for usage."),
    (["speak", "--audio", "x.wav"], "axsim: error: unknown option '--audio'; it belongs to 'axsim report' or 'axsim run'\nRun 'axsim speak --help' for usage."),
  ])
  func badAudioFlagsSayWhatToWrite(arguments: [String], message: String) {
    guard case .failure(let e) = ArgumentParser.parse(arguments) else {
      Issue.record("parsed: \(arguments)")
      return
    }
    #expect(e.description == message)
  }

  @Test func theFlagsReachTheSettings() throws {
    guard case .success(.run(let o)) = ArgumentParser.parse(["run", "--keys", "next", "--audio", "a.wav", "--rate", "60%", "--voice", "en-gb", "--hint-delay", "750ms", "--announcement-pitch", "30", "--step-gap", "1", "--cut-after", "0.4", "--sound-effects"]) else {
      Issue.record("did not parse")
      return
    }
    var expected = AudioSettings()
    expected.ratePercent = 60
    expected.voice = "en-gb"
    expected.hintDelay = 0.75
    expected.announcementPitch = 30
    expected.stepGap = 1
    expected.cutAfter = 0.4
    expected.switchSoundEffects = true
    #expect(o.audio.settings == expected)
    #expect(o.audio.file == "a.wav")
    guard case .success(.interactive(let app)) = ArgumentParser.parse(["--speak", "--rate", "40"]) else {
      Issue.record("the app's flags did not parse")
      return
    }
    #expect(app.audio.speak && app.audio.settings.ratePercent == 40)
    guard case .success(.report(let report)) = ArgumentParser.parse(["report", "--audio", "--keys", "next"]) else {
      Issue.record("report --audio did not parse")
      return
    }
    #expect(report.audio.embed)
  }
}
