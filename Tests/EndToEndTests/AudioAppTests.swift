import Foundation
import Testing

/// The real app with audio on (`--speak`), in tmux, on a machine with no sound device:
/// the app never waits for audio, says once why there is none, and leaves no player
/// running; with a player that records, what it played is speech.
@Suite(.serialized) struct AudioAppTests {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func app() throws -> (TmuxDriver, String) { try TmuxDriver.withApp() }

  func wrapped(_ binary: String, _ arguments: String, pidFile: String? = nil) -> String {
    TmuxDriver.wrapped(binary, arguments, in: root.path, pidFile: pidFile)
  }

  /// Whether eSpeak NG loads here (the app's message differs without it).
  static var hasESpeak: Bool { dlopen("libespeak-ng.so.1", RTLD_NOW) != nil }

  /// A player script in the driver's directory.
  func player(_ tmux: TmuxDriver, _ name: String, _ body: String) throws -> String {
    let path = tmux.workDirectory.appendingPathComponent(name).path
    try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    chmod(path, 0o755)
    return path
  }

  @Test func withNoSoundDeviceTheAppSaysSoOnceAndKeepsGoing() throws {
    let (tmux, binary) = try app()
    defer { tmux.stop() }
    // What aplay says on a machine without a sound card, then it exits.
    let failing = try player(tmux, "no-device.sh", "echo 'aplay: main:831: audio open error: No such file or directory' >&2\nexit 1")
    try tmux.start(wrapped(binary, "--speak"), width: 200, environment: ["AXSIM_AUDIO_PLAYER": failing])
    let expected = Self.hasESpeak
      ? "Audio is off: no player could play; check the sound device (no-device.sh: aplay: main:831: audio open error: No such file or directory)"
      : "Audio is unavailable: eSpeak NG is not installed; install it with: sudo apt-get install espeak-ng"
    var screen = try tmux.waitFor(text: expected)
    #expect(!screen.contains("🔊"), "the speaker mark goes when audio does:\n\(screen)")
    // The app answers at once and the message does not come back.
    for (key, heard) in [("Right", "Inbox. Heading."), ("Right", "Compose. Button."), ("Left", "Inbox. Heading.")] {
      try tmux.send(key)
      screen = try tmux.waitFor(text: heard)
    }
    try tmux.waitFor("the status row without the message") { !$0.contains("no player could play") && !$0.contains("eSpeak NG is not installed") }
    try tmux.send("q")
    screen = try tmux.waitFor(text: "END")
    #expect(screen.contains("EXIT:0"))
    #expect(screen.contains("icanon echo"))
  }

  @Test func withoutESpeakTheAppSaysHowToInstallIt() throws {
    let (tmux, binary) = try app()
    defer { tmux.stop() }
    try tmux.start(wrapped(binary, "--speak"), width: 200, environment: ["AXSIM_ESPEAK_LIBRARY": "/nonexistent/libespeak-ng.so.1"])
    try tmux.waitFor(text: "Audio is unavailable: eSpeak NG is not installed; install it with: sudo apt-get install espeak-ng (/nonexistent/libespeak-ng.so.1:")
    try tmux.send("Right")
    try tmux.waitFor(text: "Inbox. Heading.")
    // Turning audio on again reminds in short.
    try tmux.send("!")
    try tmux.waitFor(text: "Audio is still unavailable: audio is unavailable: eSpeak NG is not installed")
    try tmux.send("q")
    #expect(try tmux.waitFor(text: "END").contains("EXIT:0"))
  }

  @Test(.enabled(if: AudioAppTests.hasESpeak || ProcessInfo.processInfo.environment["AXSIM_REQUIRE_ESPEAK"] == "1"))
  func aRecordingPlayerHearsTheStepsAndIsStoppedBySignals() throws {
    let (tmux, binary) = try app()
    defer { tmux.stop() }
    let recording = tmux.workDirectory.appendingPathComponent("played.raw").path
    let playerPid = tmux.workDirectory.appendingPathComponent("player.pid").path
    // Records what it is given; once its input closes it lingers, as a stuck player would.
    let recorder = try player(tmux, "recorder.sh", "echo $$ > '\(playerPid)'\ncat > '\(recording)'\nexec sleep 60")
    let appPid = tmux.workDirectory.appendingPathComponent("app.pid").path
    try tmux.start(wrapped(binary, "--speak", pidFile: appPid), width: 160, environment: ["AXSIM_AUDIO_PLAYER": recorder])
    var screen = try tmux.waitFor(text: "Mailboxes. Back Button.")
    #expect(screen.contains(" VoiceOver 🔊 "), "the speaker mark is in the status row:\n\(screen)")
    try tmux.send("Right")
    try tmux.waitFor(text: "Inbox. Heading.")
    // Audio off and on again with its key: the mark follows.
    try tmux.send("!")
    screen = try tmux.waitFor(text: "Audio off")
    #expect(!screen.contains("🔊"))
    try tmux.send("!")
    try tmux.waitFor(text: "Audio on")
    try tmux.send("Right")
    try tmux.waitFor(text: "Compose. Button.")
    // Give the speech time to reach the recorder (it is paced in real time).
    usleep(1_500_000)
    let pid = try String(contentsOfFile: appPid, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(kill(pid_t(pid) ?? 0, SIGTERM) == 0)
    screen = try tmux.waitFor(text: "END")
    #expect(screen.contains("EXIT:143"))
    #expect(screen.contains("icanon echo"))
    // The player was stopped with the app, not left behind.
    let player = pid_t(try String(contentsOfFile: playerPid, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    #expect(player > 0 && kill(player, 0) != 0, "the player \(player) is still running")
    // What it played is speech: 16-bit mono samples, much of them loud.
    let bytes = try Data(contentsOf: URL(fileURLWithPath: recording))
    let samples = bytes.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    let loud = samples.filter { abs(Int($0)) > 2000 }.count
    #expect(samples.count > 22_050, "at least a second was played: \(samples.count) samples")
    #expect(loud > 2_000, "speech, not silence: \(loud) loud samples of \(samples.count)")
  }

  @Test func runAudioWithoutESpeakPrintsTheTranscriptAndTheMessage() throws {
    guard let binary = TmuxDriver.binary() else {
      Issue.record("the axsim binary was not built next to the tests")
      return
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-noespeak-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["run", "--keys", "next next", "--audio", directory.appendingPathComponent("walk.wav").path]
    process.environment = ["AXSIM_ESPEAK_LIBRARY": "/nonexistent/libespeak-ng.so.1", "PATH": "/usr/bin:/bin"]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(stdout == "<demo> · screen 'inbox' · 2 commands\n   0  screenChanged           [screen changed] Mailboxes. Back Button.\n   1  next                    Inbox. Heading.\n   2  next                    Compose. Button.\n")
    #expect(stderr == "axsim: error: audio is unavailable: eSpeak NG is not installed; install it with: sudo apt-get install espeak-ng (/nonexistent/libespeak-ng.so.1: cannot open shared object file: No such file or directory); no audio file was written\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }
}
