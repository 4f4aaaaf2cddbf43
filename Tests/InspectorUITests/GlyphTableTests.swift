import Foundation
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// Without UTF-8 (`LANG=C`) every glyph the app draws has a distinct ASCII form: the table
/// (`AsciiGlyphs`) keeps meanings apart, and a tour of every scene in the app, drawn as an
/// ASCII terminal gets it, finds no glyph the table lacks.
@Suite struct GlyphTableTests {
  @Test func everyMeaningHasItsOwnForm() {
    var owner: [Character: String] = [:]
    var markForms: [String: String] = [:]
    var lineSets: [Set<String>: String] = [:]
    for family in AsciiGlyphs.families {
      for (glyph, form) in family.forms {
        #expect(owner[glyph] == nil, "\(glyph) is in '\(owner[glyph] ?? "")' and '\(family.meaning)'")
        owner[glyph] = family.meaning
        #expect(!form.isEmpty && form.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }, "\(glyph): '\(form)' is not printable ASCII")
        #expect(!glyph.isASCII, "\(glyph) is ASCII already")
      }
      let forms = Set(family.forms.map(\.1))
      switch family.kind {
      case .marks:
        // One form a meaning, and no other meaning's.
        #expect(forms.count == 1, "'\(family.meaning)' has several forms: \(forms)")
        for form in forms {
          #expect(markForms[form] == nil, "'\(family.meaning)' and '\(markForms[form] ?? "")' are both '\(form)'")
          markForms[form] = family.meaning
        }
      case .lines:
        // A set of lines is told apart from every other set.
        #expect(lineSets[forms] == nil, "'\(family.meaning)' and '\(lineSets[forms] ?? "")' are both \(forms.sorted())")
        lineSets[forms] = family.meaning
      }
    }
    // The issue's collisions, each apart now.
    #expect(AsciiFallback.ascii("⏎") != AsciiFallback.ascii("←"))
    #expect(AsciiFallback.ascii("…") != AsciiFallback.ascii("·"))
    #expect(AsciiFallback.ascii("▐") != "?" && AsciiFallback.ascii("◖") != "?")
  }

  /// Glyphs the tour may not reach: every non-ASCII character in a string the app's
  /// panes draw (icons excepted, which draw their names in ASCII).
  @Test func everyGlyphInTheDrawingCodeIsInTheTable() throws {
    let folder = packageRoot.appendingPathComponent("Sources/InspectorUI")
    let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
    #expect(files.count > 40)
    var missing: [String] = []
    for file in files where !file.hasSuffix("WireframeSymbols.swift") && !file.hasSuffix("BlockLetters.swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        // Inside string literals only.
        for (k, part) in line.split(separator: "\"", omittingEmptySubsequences: false).enumerated() where k % 2 == 1 {
          for ch in part where !ch.isASCII && AsciiFallback.table[ch] == nil {
            missing.append("\(ch) in \(file)")
          }
        }
      }
    }
    #expect(missing.isEmpty, "\(Set(missing).sorted())")
  }

  @Test func everyHighlightGlyphIsInTheTable() {
    for style in HighlightStyle.all {
      let e = style.edges
      for glyph in [e.topLeft, e.top, e.topRight, e.right, e.bottomRight, e.bottom, e.bottomLeft, e.left, style.sides.left, style.sides.right] {
        #expect(AsciiFallback.table[glyph] != nil, "\(style.name): \(glyph)")
      }
    }
  }

  /// The demo's whole tour at two sizes and a short one of every other scene, drawn as an
  /// ASCII terminal gets it (icons by name): every glyph that is not the scene's own text
  /// is in the table, and the frame sent to the terminal is ASCII.
  @Test func aTourOfEveryScreenDrawsOnlyGlyphsOfTheTable() throws {
    var missing: [Character: String] = [:]
    for name in AppTour.sceneNames {
      let path = packageRoot.appendingPathComponent("Scenes/" + name).path
      let source = try String(contentsOfFile: path, encoding: .utf8)
      let scene = try SceneLoader.load(path: path).scene
      let demo = name == "demo.json5"
      for size in demo ? [Size(width: 100, height: 30), Size(width: 80, height: 24)] : [Size(width: 100, height: 30)] {
        let steps = demo && size.width == 100 ? AppTour.steps : AppTour.shortSteps
        for f in AppTour.frames(scene, size: size, name: name, ascii: true, steps: steps) {
          for cell in f.grid.cells {
            for ch in cell.text where !ch.isASCII && !source.contains(ch) && AsciiFallback.table[ch] == nil {
              missing[ch] = missing[ch] ?? "\(name) after \(f.step) (\(cell.role))"
            }
          }
          let sent = AsciiFallback.convert(f.grid)
          #expect(sent.size == f.grid.size)
          #expect(sent.cells.allSatisfy { $0.text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }, "\(name) after \(f.step)")
        }
      }
    }
    #expect(missing.isEmpty, "glyphs without an ASCII form: \(missing.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" })")
  }
}
