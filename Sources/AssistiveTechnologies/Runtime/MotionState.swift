import SceneModel

/// A screen transition playing (or played) after a push, present, pop or dismiss.
public struct ScreenTransition: Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable {
    case slideIn = "slide in", slideOut = "slide out", sheetUp = "sheet up", sheetDown = "sheet down"
    case zoom, crossFade = "cross-fade", instant
  }

  public var kind: Kind
  /// 0 at the start, 1 when done.
  public var progress: Double
  /// Seconds it takes.
  public var duration: Double
  /// The screen appearing (push, present) or going away (pop, dismiss).
  public var screen: Int
}

/// What moves on screen: the transition playing and the state of auto-playing content.
/// Advanced only by `SceneRuntime.advanceMotion(by:)` (ticks), never by a clock.
public struct MotionState: Sendable, Equatable {
  public var transition: ScreenTransition?
  /// The last transition that started (kept after it ends), and how many have started.
  public internal(set) var lastTransition: ScreenTransition.Kind?
  public internal(set) var transitions = 0
  /// Carousels' current page.
  public internal(set) var pages: [ElementIndex: Int] = [:]
  var elapsed: [ElementIndex: Double] = [:]
  /// Seconds of animation time, for spinners and animated images.
  public internal(set) var time: Double = 0
  /// Visible elements whose motion plays now (Reduce Motion stops auto-play).
  public internal(set) var playing: [ElementIndex] = []

  public init() {}

  /// Whether anything moves, so a front end knows to keep ticking.
  public var isAnimating: Bool { transition != nil || !playing.isEmpty }
}

/// Something motion did that a technology may report.
public enum MotionEvent: Sendable, Equatable {
  case carouselAdvanced(element: ElementIndex, page: Int, text: String, announces: Bool)
}

extension SceneRuntime {
  /// Starts the transition for a screen change, as Reduce Motion shapes it.
  mutating func startTransition(_ base: ScreenTransition.Kind, screen: Int) {
    var kind = base
    let style = scene.screens.indices.contains(screen) ? scene.screens[screen].transition : .automatic
    switch style {
    case .automatic: break
    case .slide: kind = (base == .slideOut || base == .sheetDown) ? .slideOut : .slideIn
    case .cover: kind = (base == .slideOut || base == .sheetDown) ? .sheetDown : .sheetUp
    case .zoom: kind = .zoom
    case .fade: kind = .crossFade
    case .none: kind = .instant
    }
    if display.reduceMotion, kind != .crossFade, kind != .instant {
      kind = display.preferCrossFade ? .crossFade : .instant
    }
    motion.lastTransition = kind
    motion.transitions += 1
    let duration: Double
    switch kind {
    case .instant: duration = 0
    case .crossFade: duration = 0.25
    case .sheetUp, .sheetDown: duration = 0.35
    default: duration = 0.3
    }
    motion.transition = duration > 0 ? ScreenTransition(kind: kind, progress: 0, duration: duration, screen: screen) : nil
  }

  /// Finishes the transition at once (a key during an animation).
  public mutating func finishMotion() {
    motion.transition = nil
  }

  /// Lets `seconds` of animation time pass: transitions progress, carousels advance.
  public mutating func advanceMotion(by seconds: Double) -> [MotionEvent] {
    guard seconds > 0 else { return [] }
    motion.time += seconds
    if var t = motion.transition {
      t.progress += seconds / max(0.01, t.duration)
      motion.transition = t.progress >= 1 ? nil : t
    }
    var events: [MotionEvent] = []
    for e in motion.playing {
      guard let spec = scene.motion[e], spec.kind == .carousel, spec.autoplay, spec.pages.count > 1 else { continue }
      var elapsed = (motion.elapsed[e] ?? 0) + seconds
      let pagesPassed = Int((elapsed / spec.interval).rounded(.down))
      elapsed -= Double(pagesPassed) * spec.interval
      let page = ((motion.pages[e] ?? 0) + pagesPassed % spec.pages.count) % spec.pages.count
      motion.elapsed[e] = elapsed
      if pagesPassed > 0 {
        motion.pages[e] = page
        let text = spec.pages[page]
        apply(ElementPatch(value: text), to: e)
        events.append(.carouselAdvanced(element: e, page: page, text: text, announces: spec.announces))
      }
    }
    return events
  }

  /// Whether Reduce Motion stopped auto-play on a visible element.
  public var hasStoppedAutoplay: Bool {
    guard display.reduceMotion else { return false }
    return visibleDisplayEntries.contains { e in
      guard let spec = scene.motion[e] else { return false }
      return spec.autoplay && spec.reduced != .none && !scene.elements[e].hidden
    }
  }

  /// Brings one element's entry in the playing list up to date (after an edit of it).
  mutating func refreshPlaying(_ e: ElementIndex) {
    let i = motion.playing.firstIndex(notBelow: e)
    let listed = i < motion.playing.count && motion.playing[i] == e
    switch (listed, isPlaying(e)) {
    case (false, true): motion.playing.insert(e, at: i)
    case (true, false): motion.playing.remove(at: i)
    default: break
    }
  }

  /// Whether `e`'s declared motion plays now: on a visible screen, not hidden, and not
  /// stopped by Reduce Motion.
  func isPlaying(_ e: ElementIndex) -> Bool {
    guard let spec = scene.motion[e], isVisible(scene.elements[e].screen), !scene.elements[e].hidden else { return false }
    let stopped = display.reduceMotion && spec.reduced != .none
    return !stopped && (spec.autoplay || spec.kind == .spinner)
  }
}

extension SceneRuntime {
  /// Starts a slide on the current screen, for the benchmark's animation frames.
  public mutating func startTransitionForBenchmark() {
    startTransition(.slideIn, screen: currentScreen)
  }
}
