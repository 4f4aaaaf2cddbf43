import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// A highlight never replaces a glyph of content. Every highlight of every technology is
/// drawn over dense rows (the demo's inbox, a settings list, a bar of icon buttons, a
/// screen with marks), and each frame is compared with the same frame drawn without it:
/// every cell of content (anything drawn, and the cells an element's text or outline
/// claims) must hold the same character, in Unicode and in ASCII; only its role may change.
/// Then each technology's mark must be told apart at a glance in colour, in 8 colours,
/// without colour and in ASCII.
@Suite struct HighlightRuleTests {
  /// Dense rows with marks on them: `⚠` (an unlabelled button), `?`, a note-like mark, `!`.
  static let dense = #"""
    { format: "axsim-scene/1", title: "Dense", screens: [{ id: "s", title: "Settings", root: { vstack: [
      { navigationBar: "Settings", back: "Inbox", trailing: [{ button: null, symbol: "gear", label: "Options" }] },
      { searchField: "Search" },
      { segmented: ["Day", "Week", "Month"] },
      { list: [
        { cell: [{ text: "Wi-Fi" }, { toggle: "Wi-Fi", on: true }], grouping: "combine" },
        { cell: [{ text: "Bluetooth" }, { toggle: "Bluetooth", on: false }], grouping: "combine" },
        { cell: [{ image: "bell" }, { text: "Notifications and sounds for every app you use", lines: 1 }], grouping: "combine", actions: ["Mute"] },
        { hstack: [{ button: { symbol: "trash" } }, { button: "Archive" }, { button: "Flag", symbol: "flag" }, { button: { symbol: "ellipsis" }, label: "More" }] },
      ] },
      { hstack: [{ text: "Storage" }, { text: "12 GB free" }] },
      { button: "Continue", height: 20 },
      { tabBar: ["General", "Privacy"] },
    ] } }] }
    """#

  /// Pane sizes: the 100×30 app's Screen pane, a narrow one and a wide one.
  static let sizes = [Size(width: 36, height: 26), Size(width: 22, height: 14), Size(width: 66, height: 56)]

  /// Every highlight a technology shows on `scene`: VoiceOver on each stop, Switch
  /// Control's items, groups, exit stops and Gliding Cursor as scanning walks the screen,
  /// the keyboard's focus and focus group on each item.
  static func highlights(_ scene: Scene) -> [(String, VoiceOver, WireframeHighlight)] {
    var out: [(String, VoiceOver, WireframeHighlight)] = []
    var vo = VoiceOver(runtime: SceneRuntime(scene: scene))
    _ = vo.start()
    for stop in vo.tree.stops {
      var v = vo
      _ = v.perform(.focus(stop.element))
      out.append(("VoiceOver on \(v.runtime.name(of: stop.element))", v, WireframeHighlight(focus: stop.element)))
    }
    var sim = Simulator(voiceOver: vo)
    _ = sim.start()
    _ = sim.perform(.use(.switchControl))
    _ = sim.perform(.switchControl(.setStyle(.manual)))
    for step in 0..<60 {
      _ = sim.perform(.switchControl(step % 9 == 8 ? .select : .move))
      if sim.switchControl.menu != nil, step % 9 != 8 { _ = sim.perform(.switchControl(.select)) }
      out.append(("Switch Control step \(step)", sim.voiceOver, WireframeHighlight.switchControl(sim.switchControl)))
    }
    _ = sim.perform(.switchControl(.setMethod(.gliding)))
    _ = sim.perform(.switchControl(.setStyle(.auto)))
    for t in 0..<12 {
      _ = sim.tick(0.7)
      if t == 6 { _ = sim.perform(.switchControl(.select)) }
      out.append(("Gliding Cursor \(t)", sim.voiceOver, WireframeHighlight.switchControl(sim.switchControl)))
    }
    var keyboard = Simulator(voiceOver: vo)
    _ = keyboard.start()
    _ = keyboard.perform(.use(.fullKeyboardAccess))
    for step in 0..<30 {
      _ = keyboard.perform(.keyboard(step % 3 == 2 ? .moveForward : .moveDown))
      var state = AppState(voiceOver: keyboard.voiceOver, scenePath: nil, size: Size(width: 100, height: 30), keymap: testKeymap)
      state.simulator = keyboard
      out.append(("keyboard step \(step)", keyboard.voiceOver, WireframeHighlight.of(state)))
    }
    return out
  }

  static func scenes() throws -> [(String, Scene)] {
    [("demo", try sceneFile("demo.json5")), ("dense", try scene(dense, name: "dense.json5"))]
  }

  @Test func aHighlightNeverReplacesAGlyphOfContent() throws {
    var checked = 0
    for (name, scene) in try Self.scenes() {
      for (what, vo, highlight) in Self.highlights(scene) {
        for size in Self.sizes {
          let marked = WireframePicture.draw(vo, size: size, highlight: highlight)
          let bare = WireframePicture.draw(vo, size: size, highlight: highlight.unmarked)
          for y in 0..<size.height {
            for x in 0..<size.width where bare.content.contains(x, y) {
              let before = bare.grid[x, y]
              let after = marked.grid[x, y]
              // The same character, in Unicode and as the ASCII terminal shows it.
              guard before.text == after.text, AsciiFallback.ascii(before.text) == AsciiFallback.ascii(after.text) else {
                Issue.record("\(name), \(what), \(size.width)×\(size.height): (\(x), \(y)) '\(before.text)' became '\(after.text)'\n\(bare.grid.lines().joined(separator: "\n"))\n---\n\(marked.grid.lines().joined(separator: "\n"))")
                return
              }
              checked += 1
            }
          }
        }
      }
    }
    #expect(checked > 100_000)
  }

  /// How a cell looks in one of the terminals axsim draws for.
  enum Mode: CaseIterable {
    case colour, eightColours, noColour, ascii

    func look(_ cell: Cell) -> String {
      let text = self == .ascii ? AsciiFallback.ascii(cell.text) : cell.text
      var a: TextAttributes
      switch self {
      case .colour, .ascii: a = Theme.standard.attributes(for: cell.role)
      case .noColour: a = Theme.standard.monochrome.attributes(for: cell.role)
      case .eightColours:
        // What ColorPairs does with fewer than 16 colours: a bright colour is its base, bold.
        a = Theme.standard.attributes(for: cell.role)
        if let f = a.foreground, f.isBright { a.foreground = f.base; a.bold = true }
        if let b = a.background { a.background = b.base }
      }
      return text + "|" + a.description
    }
  }

  /// The looks a mark gives the marked element's cells and the ring around it, by mode.
  static func looks(of style: HighlightStyle, placement: HighlightMark.Placement) throws -> [Mode: (changed: Set<String>, added: Set<String>)] {
    let s = try scene(dense, name: "dense.json5")
    var vo = VoiceOver(runtime: SceneRuntime(scene: s))
    _ = vo.start()
    // A row of the list: dense, with rows above and below.
    let target = placement == .ring ? vo.tree.stops[6].element : (s.elements.firstIndex { $0.kind == .list } ?? 0)
    _ = vo.perform(.focus(placement == .ring ? target : vo.tree.stops[0].element))
    let highlight = WireframeHighlight(marks: [HighlightMark(element: target, style: style, placement: placement)])
    let size = Size(width: 36, height: 26)
    let marked = WireframePicture.draw(vo, size: size, highlight: highlight)
    let bare = WireframePicture.draw(vo, size: size, highlight: highlight.unmarked)
    var out: [Mode: (changed: Set<String>, added: Set<String>)] = [:]
    for mode in Mode.allCases {
      var changed = Set<String>()
      var added = Set<String>()
      for y in 0..<size.height {
        for x in 0..<size.width where marked.grid[x, y] != bare.grid[x, y] {
          if bare.content.contains(x, y) { changed.insert(mode.look(marked.grid[x, y])) } else { added.insert(mode.look(marked.grid[x, y])) }
        }
      }
      out[mode] = (changed, added)
    }
    return out
  }

  @Test func eachTechnologysMarkIsToldApartInEveryMode() throws {
    let rings: [HighlightStyle] = [.voiceOverCursor, .switchItem, .keyboardFocus]
    let outlines: [HighlightStyle] = [.switchGroup, .switchExit, .keyboardGroup]
    var seen: [Mode: [String: Set<String>]] = [:]
    for (styles, placement) in [(rings, HighlightMark.Placement.ring), (outlines, .outline)] {
      for style in styles {
        let looks = try Self.looks(of: style, placement: placement)
        for mode in Mode.allCases {
          let look = looks[mode]!
          // Something shows: ring characters where there is room, and on a ring's element
          // its own cells in the technology's roles.
          #expect(!look.added.isEmpty, "\(style.name) draws nothing around the element in \(mode)")
          if placement == .ring { #expect(!look.changed.isEmpty, "\(style.name) leaves the element's text as it was in \(mode)") }
          seen[mode, default: [:]][style.name] = look.added.union(look.changed)
        }
      }
    }
    // No two technologies' marks look alike, in any mode.
    for mode in Mode.allCases {
      let all = seen[mode]!
      for a in all.keys.sorted() {
        for b in all.keys.sorted() where a < b {
          #expect(all[a] != all[b], "\(a) and \(b) look the same in \(mode)")
          #expect(all[a]!.isDisjoint(with: all[b]!) || mode == .noColour || mode == .ascii,
            "\(a) and \(b) share a look in \(mode): \(all[a]!.intersection(all[b]!))")
        }
      }
    }
    // The rings' own characters differ between technologies, in Unicode and in ASCII.
    for mode in [Mode.colour, .ascii] {
      let sides = rings.map { [$0.sides.left, $0.sides.right].map { mode == .ascii ? AsciiFallback.ascii(String($0)) : String($0) } }
      #expect(Set(sides).count == rings.count, "ring sides alike in \(mode): \(sides)")
      let corners = (rings + outlines).map { [$0.edges.topLeft, $0.edges.top, $0.edges.left].map { mode == .ascii ? AsciiFallback.ascii(String($0)) : String($0) } }
      #expect(Set(corners).count == corners.count, "ring or outline characters alike in \(mode): \(corners)")
    }
  }
}
