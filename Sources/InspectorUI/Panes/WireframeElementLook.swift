import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// How each element looks in the wireframe: its outline (`Look`), where its text sits
/// (`Alignment`), the text and symbols it shows, and its text as the layout cuts it.
extension WireframePane {
  /// The element's text as the layout leaves it: a `lines` limit keeps the share of the
  /// text that fits and ends it in "…"; a fixed height (its own or its container's) clips
  /// it with no "…" (nothing at all when not even one line fits).
  static func cut(_ line: StyledLine, for problems: [LayoutProblem]) -> StyledLine {
    for problem in problems {
      guard case .truncated(let needs, let has, let limit) = problem, needs > 0, has < needs else {
        continue
      }
      let text = Styled.text(line)
      let width = TextWidth.width(of: text)
      var keep = width * max(0, has) / needs
      if has > 0 { keep = max(1, keep) }
      switch limit {
      case .lineLimit:
        let kept = TextWidth.prefix(text, width: max(0, keep - 1))
        return [Span(kept, line.first?.role ?? .wireframeText), Span("…", .wireframeTruncated)]
          .filter { !$0.text.isEmpty }
      case .fixedFrame, .container:
        let kept = TextWidth.prefix(text, width: keep)
        return kept.isEmpty ? [] : [Span(kept, .wireframeClipped)]
      }
    }
    return line
  }

  // MARK: Elements

  /// How an element is drawn.
  enum Look {
    /// Not drawn (layout stacks, spacers).
    case none
    /// Corners only (lists, cells, bars, grouping containers).
    case container
    /// An outline with text inside (buttons, fields).
    case control
    /// Text only (labels, headings, images, links, bar buttons).
    case text
  }

  static func look(of e: Element, parent: ElementKind?) -> Look {
    switch e.kind {
    case .spacer: return .none
    case .vstack, .hstack, .zstack, .group, .scroll:
      let matters =
        e.containerType != .none || e.grouping == .contain || e.groupsChildren
        || e.explicitOrder != nil || e.isModal || e.grouping == .combine
      return matters ? .container : .none
    case .list, .cell, .navigationBar, .tabBar, .segmented, .alert, .sheet, .modal:
      return .container
    case .text, .header, .sectionHeader, .image, .link, .backButton, .tab, .toggle, .slider,
      .pageControl:
      return .text
    case .button:
      // Bar buttons are plain text on iOS.
      return parent == .navigationBar ? .text : .control
    case .segment, .textField, .secureField, .searchField, .textArea: return .control
    case .stepper:
      // A UIKit stepper is its two buttons (drawn on their own); what remains is its label
      // and value as text.
      return e.isElement ? .control : .text
    case .element: return e.children.isEmpty ? .control : .container
    }
  }

  /// Where text sits in its frame.
  enum Alignment { case leading, centre, trailing }

  /// Buttons, tabs and segments are centred, as are bar and alert titles; bar buttons sit
  /// at their end of the bar.
  static func alignment(of e: Element, frame: Frame, parentKind: ElementKind?, parentFrame: Frame?)
    -> Alignment
  {
    switch e.kind {
    case .segment, .tab: return .centre
    case .button:
      guard parentKind == .navigationBar else { return .centre }
      if let pf = parentFrame, frame.x + frame.width / 2 > pf.x + pf.width / 2 { return .trailing }
      return .leading
    case .header, .text:
      return parentKind == .navigationBar || parentKind == .alert ? .centre : .leading
    default: return .leading
    }
  }

  /// What the element shows. `unlabelledStop` marks an icon that VoiceOver stops on with
  /// nothing to say (`?`); an icon inside a labelled element is not one.
  static func text(of e: Element, ascii: Bool = false, unlabelledStop: Bool = false) -> StyledLine {
    let selected = e.traits.contains(.selected)
    let plain: StyleRole = selected ? .wireframeSelected : .wireframeText
    func nonEmpty(_ s: String?) -> String? { (s?.isEmpty ?? true) ? nil : s }
    let label = nonEmpty(e.label)
    switch e.kind {
    case .toggle:
      var line: StyledLine = []
      if let t = nonEmpty(e.visibleText) ?? label { line.append(Span(t + " ", .wireframeText)) }
      let state: String
      switch e.value {
      case "1": state = "[on]"
      case "0": state = "[off]"
      case "2": state = "[mixed]"
      default: state = "[" + (e.value ?? "?") + "]"
      }
      line.append(Span(state, .wireframeSymbol))
      return line
    case .textField, .secureField, .searchField, .textArea:
      var line: StyledLine = []
      if e.kind == .searchField { line.append(Span(WireframeSymbols.glyph("magnifyingglass", ascii: ascii) + " ", .wireframeSymbol)) }
      if let typed = nonEmpty(e.visibleText) {
        line.append(
          Span(
            e.kind == .secureField ? String(repeating: "•", count: min(typed.count, 12)) : typed,
            .wireframeText))
      } else if let shown = nonEmpty(e.placeholder) ?? label {
        line.append(Span(shown, .wireframeSymbol))
      }
      return line
    case .image:
      // The picture, never its label: that is heard, not seen.
      return e.symbol.map { _ in symbolLine(e, ascii: ascii, unlabelled: unlabelledStop) } ?? [Span("[image]", .wireframeSymbol)]
    default:
      break
    }
    if e.kind == .stepper, !e.isElement {
      // UIKit's: the buttons are elements of their own; show the label and the value.
      return [label, nonEmpty(e.value)].compactMap { $0 }.enumerated().map { k, t in
        Span((k > 0 ? " " : "") + t, k == 0 ? .wireframeText : .wireframeSymbol)
      }
    }
    if case .range(let range)? = e.adjustment, e.kind != .stepper {
      var line: StyledLine = []
      if let t = nonEmpty(e.visibleText) ?? label { line.append(Span(t + " ", .wireframeText)) }
      let span = range.maximum - range.minimum
      let fraction =
        span > 0 && range.current.isFinite
        ? min(1, max(0, (range.current - range.minimum) / span)) : 0
      let knob = Int((fraction * 5).rounded())
      let gauge =
        String(repeating: "━", count: knob) + "○" + String(repeating: "─", count: 5 - knob)
      line.append(Span(gauge, .wireframeSymbol))
      if let v = nonEmpty(e.value) { line.append(Span(" " + v, .wireframeText)) }
      return line
    }
    if e.kind == .stepper || { if case .steps? = e.adjustment { return true } else { return false } }() {
      var line: StyledLine = []
      if let t = nonEmpty(e.visibleText) ?? label { line.append(Span(t + " ", .wireframeText)) }
      line.append(Span("− ", .wireframeSymbol))
      line.append(Span(nonEmpty(e.value) ?? "", .wireframeText))
      line.append(Span(" +", .wireframeSymbol))
      return line
    }
    if let visible = nonEmpty(e.visibleText) {
      // A title and a symbol (`{ button: "Edit invoice", symbol: "pencil" }`) show both; with
      // too few columns the title is cut first, with the pane's `▸`.
      if let symbol = nonEmpty(e.symbol) {
        return [Span(WireframeSymbols.glyph(symbol, ascii: ascii), .wireframeSymbol), Span(" " + visible, plain)]
      }
      return [Span(visible, plain)]
    }
    if e.kind != .tab, nonEmpty(e.symbol) != nil {
      // Icon-only: the picture is what shows, whatever the label says.
      return symbolLine(e, ascii: ascii, unlabelled: unlabelledStop)
    }
    if let label { return [Span(label, plain)] }
    if let value = nonEmpty(e.value) { return [Span(value, plain)] }
    return []
  }

  /// An icon as drawn: its glyph (`WireframeSymbols`), and `?` after it when nothing gives
  /// it a label, so a labelled and an unlabelled icon differ by that mark only. `ascii`
  /// draws the symbol's ASCII stand-in (`[del]`), for terminals without UTF-8.
  static func symbolLine(_ e: Element, ascii: Bool = false, unlabelled: Bool = false) -> StyledLine {
    var line: StyledLine = [Span(WireframeSymbols.glyph(e.symbol ?? "image", ascii: ascii), .wireframeSymbol)]
    if unlabelled { line.append(Span("?", .wireframeUnlabelled)) }
    return line
  }

  /// An icon VoiceOver stops on with no label or visible text: a stop of the tree (not an
  /// image inside a labelled cell or an `ignore` group), whose label, as effects leave it,
  /// is empty.
  static func isUnlabelledStop(_ element: ElementIndex, in runtime: borrowing SceneRuntime) -> Bool {
    let e = runtime.scene.elements[element]
    guard e.symbol != nil, runtime.tree.position[element] != nil else { return false }
    return (runtime.properties(of: element).label ?? "").isEmpty && (e.visibleText ?? "").isEmpty
  }
}
