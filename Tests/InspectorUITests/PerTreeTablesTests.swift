import AssistiveTechnologies
import Foundation
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// The tables a frame looks things up in, made once per tree or kept between frames, give
/// what working it out directly gives.
@Suite struct PerTreeTablesTests {
  /// A small deterministic generator, so a failure repeats.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
  }

  /// Nested groups and lists, some hidden, so the walk has subtrees to skip.
  static func nestedScene() throws -> Scene {
    var rows: [String] = []
    for n in 0..<60 {
      let hidden = n % 7 == 3 ? ", hidden: true" : ""
      rows.append(#"{ cell: [ { text: "T\#(n)" }, { vstack: [ { button: "B\#(n)" }, { text: "S\#(n)" } ] } ]\#(hidden) }"#)
    }
    return try screenScene("{ vstack: [ { header: \"Top\" }, { list: [\(rows.joined(separator: ", "))] }, { text: \"End\" } ] }")
  }

  /// Every drawable element in drawing order, by a plain recursive walk.
  static func drawingOrder(_ scene: Scene, frames: [Frame], screens: [Int]) -> [SpatialIndex.Entry] {
    var out: [SpatialIndex.Entry] = []
    func walk(_ i: Int, _ layer: Int) {
      guard scene.elements.indices.contains(i), !scene.elements[i].hidden else { return }
      if frames.indices.contains(i) {
        let f = frames[i]
        if !f.isEmpty || !f.x.isFinite || !f.y.isFinite { out.append(SpatialIndex.Entry(element: i, layer: layer)) }
      }
      for c in scene.elements[i].children { walk(c, layer) }
    }
    for (layer, s) in screens.enumerated() { walk(scene.screens[s].root, layer) }
    return out
  }

  /// What `positions(overlapping:)` answers, looking at every element.
  static func overlapping(_ range: ClosedRange<Double>, order: [SpatialIndex.Entry], frames: [Frame]) -> [Int] {
    let h = SpatialIndex.bucketHeight
    var query: (Int, Int)?
    if range.lowerBound.isFinite, range.upperBound.isFinite {
      let lower = max(-1e12, min(1e12, range.lowerBound))
      let upper = max(lower, min(1e12, range.upperBound))
      let first = Int((lower / h).rounded(.down))
      query = (first, min(Int((upper / h).rounded(.down)), first + 4 * SpatialIndex.maxSpan))
    }
    return order.indices.filter { p in
      let f = frames[order[p].element]
      let tall = !(f.y.isFinite && f.maxY.isFinite && f.y > -1e12 && f.maxY < 1e12)
      if tall { return true }
      let first = Int((f.y / h).rounded(.down))
      let last = max(first, Int((f.maxY / h).rounded(.down)))
      if last - first >= SpatialIndex.maxSpan { return true }
      guard let (a, b) = query else { return false }
      return first <= b && last >= a
    }
  }

  @Test func spatialIndexFindsWhatLookingAtEveryElementFinds() throws {
    let s = try Self.nestedScene()
    let runtime = SceneRuntime(scene: s)
    var g = Generator(state: 3)
    for round in 0..<300 {
      // The laid-out frames, or random ones: far away, not finite, tall, empty.
      var frames = runtime.frames.all
      if round > 0 {
        for i in frames.indices {
          let y: Double
          // Far away only in some rounds (the buckets then go in a dictionary, or past the tables).
          switch g.int(40) {
          case 0: y = .nan
          case 1 where round % 3 == 0: y = 1e10 * Double(g.int(3) + 1)
          case 2: y = -1e13
          case 3: y = .infinity
          case 4 where round % 3 == 1: y = 2e11 * Double(g.int(3) + 1) - 3e11
          default: y = Double(g.int(round % 2 == 0 ? 3_000 : 300_000)) - 500
          }
          let height = g.int(30) == 0 ? 20_000.0 : g.int(10) == 0 ? 0 : Double(g.int(300))
          frames[i] = Frame(x: Double(g.int(300)), y: y, width: g.int(10) == 0 ? 0 : 40, height: height)
        }
      }
      let order = Self.drawingOrder(s, frames: frames, screens: runtime.visibleScreens)
      let bottom = order.map { frames[$0.element] }.filter { $0.y.isFinite && $0.maxY.isFinite && $0.y > -1e12 && $0.maxY < 1e12 }
        .map(\.maxY).max() ?? 0
      // Bisected, and with buckets (as for a scene drawn in no order).
      for index in [
        SpatialIndex(scene: s, frames: frames, screens: runtime.visibleScreens),
        SpatialIndex(scene: s, frames: frames, screens: runtime.visibleScreens, maxOutliers: 0),
      ] {
        #expect(index.drawn(in: s) == order)
        #expect(index.maxY == max(0, bottom))
        func found(_ range: ClosedRange<Double>) -> [SpatialIndex.Entry] { index.positions(overlapping: range, in: s).map(index.entry) }
        func expected(_ range: ClosedRange<Double>) -> [SpatialIndex.Entry] { Self.overlapping(range, order: order, frames: frames).map { order[$0] } }
        for _ in 0..<20 {
          let a = Double(g.int(320_000)) - 10_000
          let range = a...(a + Double(g.int(3_000)))
          #expect(found(range) == expected(range), "round \(round) \(range)")
        }
        #expect(found(-Double.infinity...0) == expected(-Double.infinity...0))
      }
    }
  }

  @Test func aFloatingElementAfterALongListIsFoundWhereverThePaneIs() throws {
    // A list drawn top to bottom, then a button placed near the top: an outlier.
    var rows: [String] = []
    for n in 0..<400 { rows.append(#"{ text: "Row \#(n)", id: "r\#(n)" }"#) }
    let s = try screenScene(
      #"{ zstack: [ { vstack: [\#(rows.joined(separator: ", "))] }, { button: "Floating", id: "float", frame: [300, 40, 60, 40] } ] }"#)
    let runtime = SceneRuntime(scene: s)
    let index = SpatialIndex(scene: s, frames: runtime.frames.all, screens: runtime.visibleScreens)
    let float = try #require(s.ids["float"])
    func ids(_ range: ClosedRange<Double>) -> [ElementIndex] { index.positions(overlapping: range, in: s).map { index.entry($0).element } }
    #expect(ids(0...300).contains(float))
    #expect(!ids(8_000...8_300).contains(float))
    let last = try #require(s.ids["r399"])
    #expect(ids(runtime.frames[last].y...runtime.frames[last].maxY).contains(last))
  }

  @Test func screenRowsAreTheSameSortedOrNot() throws {
    let s = try sceneFile("demo.json5")
    let runtime = SceneRuntime(scene: s)
    let frames = runtime.frames
    let stops = runtime.tree.elements.map { frames[$0].y }
    func reference(_ stops: [Double], tolerance: Double) -> [Int] {
      let byTop = stops.indices.sorted { stops[$0] < stops[$1] }
      var rows = Array(repeating: 1, count: stops.count)
      var row = 0
      var top = -Double.infinity
      for i in byTop {
        if stops[i] - top >= tolerance {
          row += 1
          top = stops[i]
        }
        rows[i] = row
      }
      return rows
    }
    // As they are (top to bottom), reversed, and shuffled.
    var g = Generator(state: 9)
    var shuffled = stops
    for i in shuffled.indices.reversed() { shuffled.swapAt(i, g.int(i + 1)) }
    for list in [stops, Array(stops.reversed()), shuffled] {
      let rows = OrderExplanation.screenRows(list, tolerance: 8)
      #expect(rows.rows(of: list) == reference(list, tolerance: 8))
    }
  }

  @Test func keptRotorEntriesAreTheEngines() throws {
    var items: [String] = []
    var targets: [String] = []
    for n in 0..<120 {
      items.append(#"{ button: "B\#(n)", id: "b\#(n)" }"#)
      if n % 3 == 0 { targets.append(#""b\#((n * 7) % 120)""#) }
    }
    let s = try scene(
      #"{ format: "axsim-scene/1", screens: [{ id: "s", rotors: [{ name: "Picked", targets: [\#(targets.joined(separator: ", ")), "b0"] }], root: { vstack: [\#(items.joined(separator: ", "))] } }] }"#)
    let vo = VoiceOver(runtime: SceneRuntime(scene: s))
    let item = RotorItem.custom("Picked")
    let kept = RotorEntriesCache.shared.entries(item, in: vo)
    let positions = vo.rotorEntries(item)
    #expect(kept.positions == Array(positions))
    for p in vo.tree.stops.indices {
      #expect(kept.indexOfPosition[p] == positions.firstIndex(of: p))
    }
    // Asked again, the same entries; for the rotor's targets, the same answers as the list.
    #expect(RotorEntriesCache.shared.entries(item, in: vo).positions == Array(positions))
    let rotor = try #require(vo.customRotorsInScope.first { $0.name == "Picked" })
    for e in s.elements.indices {
      #expect(RotorTargetSets.shared.rotor(rotor, lists: e) == rotor.targets.contains { $0.index == e })
    }
  }

  @Test func searchCountsAndRanksAreTheMatchesList() throws {
    let s = try sceneFile("demo.json5")
    let vo = VoiceOver(runtime: SceneRuntime(scene: s))
    for query in ["e", "a", "set", "zzz", "E"] {
      let matches = SearchMatcher.matches(query, in: vo)
      #expect(SearchMatcher.count(query, in: vo) == matches.count)
      for stop in vo.tree.stops {
        let rank = SearchMatcher.rank(of: stop.element, for: query, in: vo)
        #expect(rank?.rank == matches.firstIndex(of: stop.element).map { $0 + 1 })
        if let rank { #expect(rank.count == matches.count) }
      }
    }
  }
}
