import AssistiveTechnologies
import SceneModel
import TerminalCanvas

/// What the display settings and declared motion change in the wireframe: an element's text
/// in its declared colours, bold with Bold Text, underlined with Button Shapes, with its
/// Differentiate Without Color alternative; spinners turning and carousels' pages.
///
/// Only the elements on screen are styled, and each looks up side tables (`scene.colors`,
/// `scene.motion`) that hold what the scene declares, so the cost follows the screen.
extension WireframePane {
  /// Braille spinner frames, one every 0.1 s of animation time.
  static let spinnerFrames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// `line` as the display settings and the element's motion draw it.
  static func displayed(_ line: StyledLine, element: ElementIndex, reachable: Bool, in runtime: SceneRuntime)
    -> StyledLine
  {
    // Read in place: this runs for every element on screen on every frame.
    let display = runtime.display
    var line = line
    if let spec = runtime.scene.motion[element] {
      line = withMotion(line, element: element, spec: spec, in: runtime)
    }
    if display.differentiateWithoutColor, let alternative = runtime.scene.colors[element]?.withoutColor,
      !alternative.isEmpty
    {
      let e = runtime.scene.elements[element]
      if line.isEmpty || (e.symbol != nil && (e.visibleText ?? "").isEmpty && line.first?.role == .wireframeSymbol) {
        // A coloured symbol gets a shape instead: "◆" where a small image has room for one mark.
        line = [Span("◆ " + alternative, .wireframeSymbol)]
      } else {
        line.append(Span(" " + alternative, .wireframeSymbol))
      }
    }
    guard reachable, !line.isEmpty else { return line }
    let kind = runtime.scene.elements[element].kind
    let traits = runtime.scene.elements[element].traits
    let isButton =
      kind == .button || kind == .backButton || kind == .link
      || traits.contains(.button) || traits.contains(.link)
    let underline = display.buttonShapes && isButton
    var foreground: TrueColor?
    var background: TrueColor?
    if let colors = runtime.colors(of: element) {
      foreground = trueColor(colors.foreground)
      // The background too, so the terminal shows the pair whose contrast is measured.
      background = trueColor(colors.background)
    }
    guard display.boldText || underline || foreground != nil else { return line }
    return line.map { span in
      guard isTextRole(span.role) else { return span }
      var styled = span
      styled.role = span.role.adding(
        bold: display.boldText, underline: underline, foreground: foreground, background: background)
      return styled
    }
  }

  static func trueColor(_ c: RGB) -> TrueColor { TrueColor(red: c.red, green: c.green, blue: c.blue) }

  /// Roles that are an element's own text (not marks the inspector adds).
  static func isTextRole(_ role: StyleRole) -> Bool {
    switch role {
    case .wireframeText, .wireframeSelected, .wireframeSymbol, .wireframeTruncated, .wireframeClipped: return true
    default: return false
    }
  }

  /// A spinner's turning frame (or a still "◌" when Reduce Motion stopped it); a
  /// carousel's page and whether it plays (`▶ 2/3`, `⏸ 2/3`); `▶`/`⏸` on videos, parallax and
  /// animated images.
  static func withMotion(_ line: StyledLine, element: ElementIndex, spec: MotionSpec, in runtime: SceneRuntime)
    -> StyledLine
  {
    let playing = runtime.motion.playing.contains(element)
    switch spec.kind {
    case .spinner:
      let n = spinnerFrames.count
      let frame = playing ? spinnerFrames[Int((runtime.motion.time * 10).rounded(.down)) % n] : "◌"
      return [Span(frame + " ", .motionMark)] + line
    case .carousel:
      var mark = playing ? "▶" : "⏸"
      if spec.pages.count > 1 {
        mark += " \((runtime.motion.pages[element] ?? 0) + 1)/\(spec.pages.count)"
      }
      let page = spec.pages.isEmpty ? nil : spec.pages[(runtime.motion.pages[element] ?? 0) % spec.pages.count]
      // The page showing, when the element's own text does not say it.
      var shown = line
      if let page, !Styled.text(line).contains(page) { shown = [Span(page, .wireframeText)] }
      return shown + [Span(" " + mark, .motionMark)]
    case .video, .parallax, .animatedImage:
      return line + [Span(playing ? " ▶" : " ⏸", .motionMark)]
    }
  }

  /// The display-problem marks of an element: `*` low contrast or colour only, `~` motion
  /// without a reduced alternative.
  static func displayMarks(_ problems: [DisplayProblem]) -> (colour: Bool, motion: Bool) {
    var colour = false
    var motion = false
    for p in problems {
      switch p {
      case .lowContrast, .colorOnly: colour = true
      case .motionWithoutAlternative: motion = true
      }
    }
    return (colour, motion)
  }
}
