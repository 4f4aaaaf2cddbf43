import AssistiveTechnologies
import SceneModel

/// A screen drawn for the HTML report as an inline SVG at the device's real proportions (one
/// SVG unit is one point): every element laid out on the screen as a box with its label,
/// the order number of each technology on the elements they reach (VoiceOver in a dark
/// disc, Switch Control `S1…`, the keyboard `K1…`), and ⚠ on elements the audit has a
/// finding about. Plain data until `html`, which escapes every scene string.
public struct ReportWireframeSVG: Sendable, Equatable {
  struct Box: Sendable, Equatable {
    var frame: Frame
    /// A container (drawn faint, unlabelled unless it is a stop).
    var container: Bool
    var label: String
    var voiceOver: Int?
    var switchControl: Int?
    var keyboard: Int?
    var finding: Bool
  }

  var title: String
  var width: Double
  var height: Double
  /// The device screen's height: the mockup covers it.
  var deviceHeight: Double
  var boxes: [Box]
  /// The screen's mockup as a `data:` URI, drawn under the boxes.
  var mockup: String?

  /// The screen `screen` of `scene` at the scene's settings; `flagged`: elements with an
  /// unsuppressed finding.
  init(scene: Scene, screen: Int, flagged: Set<ElementIndex>, switchSettings: SwitchControlSettings) {
    let runtime = SceneRuntime(scene: scene, screen: screen)
    title = scene.screens[screen].title ?? scene.screens[screen].id
    width = max(1, scene.device.width)
    // Tall content scrolls: the picture is as tall as the laid-out content, at least the device.
    var bottom = scene.device.height
    deviceHeight = scene.device.height
    var numbers: [[ElementIndex: Int]] = []
    for technology in [Technology.voiceOver, .switchControl, .fullKeyboardAccess] {
      let order = StopMatching.order(technology, runtime, switchSettings: switchSettings)
      numbers.append(Dictionary(order.enumerated().map { ($1, $0 + 1) }, uniquingKeysWith: { a, _ in a }))
    }
    var boxes: [Box] = []
    for e in scene.elements.indices where scene.elements[e].screen == screen && runtime.frames.indices.contains(e) {
      let f = runtime.frames[e]
      guard f.width > 0, f.height > 0, e != scene.screens[screen].root else { continue }
      let el = scene.elements[e]
      bottom = max(bottom, f.y + f.height)
      let vo = numbers[0][e]
      let container = el.kind.acceptsChildren && !el.children.isEmpty
      boxes.append(Box(
        frame: f, container: container && vo == nil, label: el.label ?? el.visibleText ?? "",
        voiceOver: vo, switchControl: numbers[1][e], keyboard: numbers[2][e], finding: flagged.contains(e)))
    }
    height = bottom
    self.boxes = boxes
  }

  /// Numbers as SVG writes them: whole numbers without a fraction, else one decimal.
  static func n(_ x: Double) -> String {
    let r = (x * 10).rounded() / 10
    return r == r.rounded() ? String(Int(r)) : String(r)
  }

  var html: String {
    let h = HTMLText.escape
    let n = Self.n
    var out = "<figure class=\"wireframe\">\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(height))\" width=\"\(n(min(360, width)))\" role=\"img\" aria-label=\"Wireframe of \(h(title))\">\n"
    out += "<rect class=\"device\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" rx=\"12\"/>\n"
    if let mockup {
      // The data URI is made by the report (base64 of a checked PNG or JPEG): no scene text.
      out += "<image class=\"mockup\" href=\"\(h(mockup))\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(deviceHeight))\" preserveAspectRatio=\"xMidYMin meet\"/>\n"
    }
    for b in boxes {
      let f = b.frame
      out += "<g class=\"\(b.container ? "container" : "element")\(b.finding ? " flagged" : "")\">"
      out += "<rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\"/>"
      if !b.container, !b.label.isEmpty {
        // Clipped to its box, as the screen clips it.
        let chars = max(1, Int(f.width / 7))
        let text = b.label.count > chars ? String(b.label.prefix(max(1, chars - 1))) + "…" : b.label
        out += "<text x=\"\(n(f.x + 4))\" y=\"\(n(f.y + min(f.height - 3, 15)))\">\(h(text))</text>"
      }
      var badges: [String] = []
      if let v = b.voiceOver { badges.append("<circle class=\"vo\" cx=\"\(n(f.x))\" cy=\"\(n(f.y))\" r=\"8\"/><text class=\"vo\" x=\"\(n(f.x))\" y=\"\(n(f.y + 3.5))\">\(v)</text>") }
      var tags: [String] = []
      if let s = b.switchControl { tags.append("S\(s)") }
      if let k = b.keyboard { tags.append("K\(k)") }
      if !tags.isEmpty {
        badges.append("<text class=\"tags\" x=\"\(n(f.x + f.width - 2))\" y=\"\(n(f.y + f.height - 3))\">\(tags.joined(separator: " "))</text>")
      }
      if b.finding { badges.append("<text class=\"mark\" x=\"\(n(f.x + f.width - 2))\" y=\"\(n(f.y + 12))\">⚠</text>") }
      out += badges.joined() + "</g>\n"
    }
    out += "</svg>\n<figcaption>Numbers in discs: VoiceOver's order · S: Switch Control's items · K: Full Keyboard Access's focusable items · ⚠ the audit has a finding on it</figcaption>\n</figure>\n"
    return out
  }

  /// The SVG's styles, in the report's stylesheet.
  static let style = """
    figure.wireframe { margin: .5rem 0 1rem; } figure.wireframe svg { border: 1px solid #c8c8d0; background: #fff; }
    svg .device { fill: #fafafc; stroke: #8a8a96; } svg .container rect { fill: none; stroke: #d4d4dc; stroke-dasharray: 3 2; }
    svg .element rect { fill: #eef0f6; stroke: #5a5a6a; } svg .flagged rect { stroke: #a40000; stroke-width: 1.5; }
    svg text { font: 11px system-ui, sans-serif; fill: #1b1b1f; } svg circle.vo { fill: #1b1b1f; }
    svg text.vo { fill: #fff; font-size: 9px; text-anchor: middle; } svg text.tags { font-size: 8px; fill: #2d4f8a; text-anchor: end; }
    svg text.mark { fill: #a40000; text-anchor: end; } svg image.mockup { opacity: .55; }
    svg .mockup ~ g.element rect { fill: rgba(238, 240, 246, .35); } figcaption { font-size: 13px; color: #404048; }
    """
}
