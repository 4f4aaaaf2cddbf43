import AssistiveTechnologies
import Foundation
import SceneModel

#if canImport(Glibc)
  import Glibc
#endif

/// Speaks the app's steps as they happen, on its own thread, so the UI never waits for
/// synthesis or the sound device.
///
/// Each step's events become a small `AudioScript` rendered exactly as files are; the
/// samples go to a player program (`PlayerCommand`) paced by the wall clock a little ahead
/// of it, so an interruption (a new swipe) is heard within about a tenth of a second.
/// Speech that interrupts replaces what was still to play; anything else (an earcon-only
/// scan step) is mixed in. The first player that fails (exits, or takes nothing for two
/// seconds) is replaced by the next; when none works, audio stops with `.failed`.
public final class LiveSpeaker: @unchecked Sendable {
  /// What the speaker has to tell the app, collected by `takeNews`.
  public enum News: Sendable, Equatable {
    /// A step's heard audio lasts this long (the speech clock's real length).
    case measured(step: Int, seconds: Double)
    /// Audio stopped for this reason.
    case failed(AudioProblem)
  }

  let synthesizer: any SpeechSynthesizer
  let settings: AudioSettings
  let candidates: [(command: PlayerCommand, path: String)]
  let missing: [String]

  let condition = NSCondition()
  // Guarded by `condition`:
  var jobs: [Job] = []

  /// One event of a step to render and place. A step is rendered event by event, so the
  /// first is heard while the rest (a long read all) are still being made.
  struct Job {
    var script: AudioScript
    var placement: Placement
    /// The step's number when this is its last event (its length is then reported).
    var endsStep: Int?
  }

  enum Placement {
    /// Drops what is still to play and plays from now (speech that cuts speech off).
    case replace
    /// Plays from now over what is still playing (a silent step's earcon).
    case mix
    /// Plays after the previous job's sound (the next event of the same step).
    case append
  }
  var news: [News] = []
  var running = false
  var generation = 0
  var finished = true

  // The worker's own state.
  var queue: [Int16] = []
  /// Where in `queue` the next appended event goes (the end of what was heard so far).
  var appendAt = 0
  /// Seconds of the current step heard so far.
  var stepHeard = 0.0
  var player: RunningPlayer?
  var failures: [String] = []
  var nextCandidate = 0

  /// How far ahead of the wall clock samples are written, seconds.
  static let lead = 0.12
  /// A player that takes nothing for this long has failed, seconds.
  static let stallLimit = 2.0

  /// A speaker with `players` (the standard ones when nil), looked up on the PATH now.
  public init(synthesizer: any SpeechSynthesizer, settings: AudioSettings, players: [PlayerCommand]? = nil) {
    self.synthesizer = synthesizer
    self.settings = settings
    let wanted = players ?? PlayerCommand.standard(sampleRate: synthesizer.sampleRate)
    var found: [(PlayerCommand, String)] = []
    var missing: [String] = []
    for p in wanted {
      if let path = Subprocess.find(p.program) { found.append((p, path)) } else { missing.append(p.program) }
    }
    self.candidates = found
    self.missing = missing
  }

  /// Starts the thread and the first player; the problem when there is no player at all.
  public func start() -> AudioProblem? {
    guard !candidates.isEmpty else { return .noPlayer(tried: missing) }
    condition.lock()
    defer { condition.unlock() }
    guard !running else { return nil }
    running = true
    finished = false
    let thread = Thread { [self] in work() }
    thread.name = "axsim audio"
    thread.start()
    return nil
  }

  /// Plays a step. `interrupt`: drop what is still to play (speech that cuts speech off).
  public func say(_ script: AudioScript, interrupt: Bool) {
    var parts: [Job] = []
    for step in script.steps {
      for (i, event) in step.events.enumerated() {
        let placement: Placement = !parts.isEmpty || i > 0 ? .append : interrupt ? .replace : .mix
        parts.append(Job(script: AudioScript(steps: [AudioStep(events: [event])], languages: script.languages), placement: placement, endsStep: nil))
      }
    }
    guard !parts.isEmpty else { return }
    parts[parts.count - 1].endsStep = script.steps.last?.events.last?.step
    condition.lock()
    if interrupt {
      jobs.removeAll()
      generation += 1
    }
    jobs += parts
    condition.signal()
    condition.unlock()
  }

  /// Stops at once: playback, synthesis and the player. Waits (at most a second) for the
  /// thread to end, so no player outlives the app.
  public func stop() {
    condition.lock()
    running = false
    generation += 1
    jobs.removeAll()
    condition.broadcast()
    let deadline = Date().addingTimeInterval(1)
    while !finished, condition.wait(until: deadline) {}
    condition.unlock()
  }

  /// What happened since the last call.
  public func takeNews() -> [News] {
    condition.lock()
    defer { condition.unlock() }
    let out = news
    news.removeAll()
    return out
  }

  var isRunning: Bool {
    condition.lock()
    defer { condition.unlock() }
    return running
  }

  // MARK: The worker thread

  func work() {
    let rate = Double(synthesizer.sampleRate)
    // Samples handed over since `clockStart`, and bytes the socket has not taken yet.
    var written = 0
    var outgoing: [UInt8] = []
    var clockStart = MonotonicSeconds.now()
    var lastProgress = clockStart
    func restartClock() {
      written = 0
      outgoing.removeAll()
      clockStart = MonotonicSeconds.now()
      lastProgress = clockStart
    }
    startNextPlayer()
    while true {
      condition.lock()
      if !running {
        condition.unlock()
        break
      }
      let job = jobs.isEmpty ? nil : jobs.removeFirst()
      let myGeneration = generation
      condition.unlock()
      if let job {
        let check: @Sendable () -> Bool = { [self] in
          condition.lock()
          defer { condition.unlock() }
          return running && generation == myGeneration
        }
        if let rendering = try? AudioRenderer.render(job.script, settings: settings, synthesizer: synthesizer, shouldContinue: check), check() {
          let heard = rendering.timeline.items.map(\.end).max() ?? 0
          let heardSamples = Int((heard * rate).rounded())
          switch job.placement {
          case .replace:
            queue.removeAll()
            appendAt = 0
            stepHeard = 0
            mix(rendering.samples, into: &queue, at: 0)
            appendAt = heardSamples
          case .mix:
            stepHeard = 0
            mix(rendering.samples, into: &queue, at: 0)
            appendAt = max(appendAt, heardSamples)
          case .append:
            mix(rendering.samples, into: &queue, at: appendAt)
            appendAt += heardSamples
          }
          stepHeard += heard
          if let step = job.endsStep {
            condition.lock()
            news.append(.measured(step: step, seconds: stepHeard))
            condition.unlock()
          }
        }
      }
      guard let player else { break }
      if player.ended {
        fail(player)
        restartClock()
        continue
      }
      // Keep the player `lead` seconds ahead of the wall clock: the queue, else silence.
      let now = MonotonicSeconds.now()
      let due = Int((now - clockStart + Self.lead) * rate) - written
      if due > 0, outgoing.isEmpty {
        let count = min(due, Int(rate * 0.05))
        let fromQueue = min(count, queue.count)
        for i in 0..<count {
          let v = UInt16(bitPattern: i < fromQueue ? queue[i] : 0)
          outgoing.append(UInt8(v & 0xff))
          outgoing.append(UInt8(v >> 8))
        }
        queue.removeFirst(fromQueue)
        appendAt = max(0, appendAt - count)
        written += count
      }
      if !outgoing.isEmpty {
        guard let sent = outgoing.withUnsafeBytes({ player.write($0) }) else {
          fail(player)
          restartClock()
          continue
        }
        if sent > 0 {
          outgoing.removeFirst(sent)
          lastProgress = now
        } else if now - lastProgress > Self.stallLimit {
          failures.append(Self.name(player.command.program) + ": takes no sound (no audio device?)")
          player.stop()
          self.player = nil
          startNextPlayer()
          restartClock()
          continue
        }
      }
      condition.lock()
      if running, jobs.isEmpty { _ = condition.wait(until: Date().addingTimeInterval(0.01)) }
      condition.unlock()
    }
    player?.stop()
    player = nil
    condition.lock()
    running = false
    finished = true
    condition.broadcast()
    condition.unlock()
  }

  /// The player ended or refused input: note why and start the next one.
  func fail(_ failed: RunningPlayer) {
    // What it said first: `stop` closes the pipe it said it on.
    let complaint = failed.complaint()
    failed.stop()
    failures.append(Self.name(failed.command.program) + ": " + complaint)
    player = nil
    startNextPlayer()
  }

  /// Starts the next candidate; when none is left, reports the failures and stops.
  func startNextPlayer() {
    while nextCandidate < candidates.count {
      let c = candidates[nextCandidate]
      nextCandidate += 1
      if let p = RunningPlayer(c.command, path: c.path) {
        player = p
        return
      }
      failures.append(Self.name(c.command.program) + ": could not start")
    }
    condition.lock()
    news.append(.failed(.playersFailed(failures)))
    running = false
    condition.unlock()
  }

  /// A player's name as people know it: the program without its directory.
  static func name(_ program: String) -> String {
    program.split(separator: "/").last.map(String.init) ?? program
  }

  /// Adds `samples` to `queue` from `offset` (0: they play from now).
  func mix(_ samples: [Int16], into queue: inout [Int16], at offset: Int) {
    if queue.count < offset + samples.count { queue += [Int16](repeating: 0, count: offset + samples.count - queue.count) }
    for i in samples.indices {
      queue[offset + i] = Int16(clamping: Int32(queue[offset + i]) + Int32(samples[i]))
    }
  }
}

/// Seconds on a monotonic clock.
enum MonotonicSeconds {
  static func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }
}
