import AxsimCommandLine
import Foundation
import InspectorCore
import SceneModel

/// The reviewers' notes of a scene for `axsim report` and the app's `W`: read from
/// `NAME.review.json5` beside it (the demo's from `saveDirectory`), each put on the screen of
/// the element or screen it is about; a note whose element is gone is orphaned (screen nil).
enum ReportNotes {
  /// Throws when the notes file is there but cannot be read: its path and why.
  static func notes(scenePath: String?, saveDirectory: String?, scene: Scene) throws -> [(screen: Int?, note: ReviewReport.Note)] {
    let path = ReviewFile.path(scenePath: scenePath, saveDirectory: scenePath == nil ? saveDirectory : nil)
    let bytes: [UInt8]?
    do {
      bytes = try ReviewFile.read(path)
    } catch {
      throw Unreadable(description: "\(FileName.display(path)): \(error)")
    }
    guard let bytes else { return [] }
    return convert(try ReviewFile.decode(bytes, path: FileName.display(path)), scene: scene)
  }

  struct Unreadable: Error, CustomStringConvertible {
    var description: String
  }

  static func convert(_ notes: ReviewNotes, scene: Scene) -> [(screen: Int?, note: ReviewReport.Note)] {
    notes.notes.map { n in
      var screen: Int?
      var target: String
      switch n.target {
      case .screen(let id):
        screen = scene.screenIndex[id]
        target = screen == nil ? "screen '\(id)' (no longer in the scene)" : "the screen"
      case .element(let id):
        if let e = ReviewNotes.element(of: n, in: scene) {
          screen = scene.elements[e].screen
          target = "'" + name(e, scene) + "'"
        } else {
          target = "'\(id)' (no longer in the scene)"
        }
      case .elementPath(let path, let label):
        if let e = ReviewNotes.element(of: n, in: scene) {
          screen = scene.elements[e].screen
          target = "'" + name(e, scene) + "'"
        } else {
          target = "'\(label ?? path)' (no longer in the scene)"
        }
      }
      return (screen, ReviewReport.Note(target: target, text: n.text, tier: n.tier?.title, agreedFix: n.agreedFix))
    }
  }

  /// An element as people know it: its label or visible text, else what it is.
  static func name(_ e: ElementIndex, _ scene: Scene) -> String {
    let el = scene.elements[e]
    if let l = el.label, !l.isEmpty { return l }
    if let t = el.visibleText, !t.isEmpty { return t }
    return el.kind.acceptsChildren ? el.kind.word : "unlabelled " + el.kind.word
  }
}
