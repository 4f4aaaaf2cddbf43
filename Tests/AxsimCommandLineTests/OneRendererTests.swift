import AssistiveTechnologies
import AxsimCommandLine
import Foundation
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// One renderer for the four wireframes: the Screen pane, the in-app variants view (`V`),
/// `axsim variants` and the review report. Every scene's first screen at L is drawn
/// through each at the width and height that path uses, and the Screen pane, drawn at that
/// same width and height, must show the very same picture, row for row.
@Suite struct OneRendererTests {
  static var scenePaths: [String] {
    let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scenes").path
    return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".json5") }.sorted()
      .map { dir + "/" + $0 }
  }

  /// The rows of a column's picture: between its top border and its `┄` divider (or bottom
  /// border), inside its side borders.
  static func picture(_ lines: [String]) -> [String] {
    guard let top = lines.firstIndex(where: { $0.hasPrefix("┌") }) else { return [] }
    var rows: [String] = []
    for line in lines[(top + 1)...] {
      if line.hasPrefix("└") || line.dropFirst().hasPrefix("┄") { break }
      rows.append(String(line.dropFirst().dropLast()))
    }
    return rows
  }

  /// The Screen pane with no highlight (nothing focused yet) at `width` × `height` inside.
  static func screenPane(_ scene: Scene, width: Int, height: Int) -> [String] {
    let state = AppState(
      voiceOver: VoiceOver(runtime: SceneRuntime(scene: scene)), scenePath: nil, size: Size(width: 100, height: 30),
      keymap: .builtInDefault)
    var grid = Grid(size: Size(width: width + 2, height: height + 2))
    WireframePane.render(state, in: grid.bounds, focused: false, into: &grid)
    return (1...height).map { y in String(grid.row(y).map(\.text).joined().dropFirst().dropLast()) }
  }

  @Test func theFourWireframesAreOnePicture() throws {
    var compared = 0
    for path in Self.scenePaths {
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      let loaded = try SceneLoader.load(bytes: bytes, name: path)
      let scene = loaded.scene
      var commands = HeadlessCommands(environment: Environment(readFile: { _ in bytes }, readStandardInput: { [] }))
      commands.variantsWireframe = { scene, sizes, screen, width in
        VariantsView.textLines(scene: scene, sizes: sizes, screen: screen, width: width)
      }
      var o = Options()
      o.scenes = [path]
      o.sizes = [.large]
      o.width = 44
      o.format = .text
      // `axsim variants`: the lines between the header and the first size's heading.
      let printed = commands.variants(o).stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let variants = Self.picture(printed)
      // The report's wireframe of the first screen.
      o.sizes = nil
      let report = Self.picture(commands.buildReport(loaded, source: SourceText(bytes: bytes), o).screens[0].wireframe)
      // The in-app variants view at L, 44 columns wide, nothing focused.
      var state = AppState(
        voiceOver: VoiceOver(runtime: SceneRuntime(scene: scene)), scenePath: nil, size: Size(width: 44, height: 30),
        keymap: .builtInDefault)
      state.variantSizes = [.large]
      let inApp = Self.picture(VariantsView.render(state).lines().map { String($0) })
      // The report trims the empty rows at the bottom of the picture it was given.
      let reportHeight = Self.picture(VariantsView.textLines(scene: scene, sizes: [.large], screen: 0, width: 48)).count
      for (name, rows, height) in [("axsim variants", variants, variants.count), ("the report", report, reportHeight), ("the V view", inApp, inApp.count)] {
        #expect(!rows.isEmpty, "\(path): \(name) drew no picture")
        guard let width = rows.first.map({ TextWidth.width(of: $0) }), !rows.isEmpty else { continue }
        let pane = Self.screenPane(scene, width: width, height: height)
        // The report leaves out the empty rows at the bottom.
        #expect(rows == Array(pane.prefix(rows.count)), "\(path): \(name) differs from the Screen pane:\n\(rows.joined(separator: "\n"))\n---\n\(pane.joined(separator: "\n"))")
        compared += 1
      }
    }
    #expect(compared >= 3 * 30)
  }
}
