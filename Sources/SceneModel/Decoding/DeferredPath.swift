/// The JSON path of a reference, kept until references are resolved (once every id is known)
/// and made into text only if a message needs it.
///
/// A reference sits inside one member of an element or a screen (`actions`, `onActivate`,
/// `rotors`, …), and below that member the decoder's paths follow the document's keys and
/// indexes: the path is the owner's path, the member's key, then the steps from the member's
/// value down to the reference, which the tape gives (`SceneDecoder.text(of:)`).
enum DeferredPath {
  case text(String)
  case member(owner: Owner, key: Int, target: Int)

  /// Whose member holds the reference: an element (its path is `ElementPath`'s) or a screen
  /// (`screens[2]`).
  enum Owner {
    case element(ElementIndex)
    case text(String)
  }
}

extension SceneDecoder {
  /// The path of a reference at `node`, kept lazily when it is inside the member being
  /// decoded (`anchor`), else `path` as text.
  func deferredPath(to node: TapeNode, _ path: @autoclosure () -> String) -> DeferredPath {
    guard let anchor else { return .text(path()) }
    let deferred = DeferredPath.member(owner: anchor.owner, key: anchor.key, target: node.index)
    assert(text(of: deferred) == path(), "a deferred path differs from the decoder's: \(text(of: deferred)) vs \(path())")
    return deferred
  }

  /// The text of a kept path (while the tape is read).
  func text(of path: DeferredPath) -> String {
    switch path {
    case .text(let s): return s
    case .member(let owner, let key, let target):
      var path: String
      switch owner {
      case .element(let i): path = ElementPath.of(i, in: elements)
      case .text(let s): path = s
      }
      guard let tape else { return path }
      let t = tape.pointee
      path = join(path, t.keys[Int(t.tokens[key].a)])
      var node = key + 1
      while node != target {
        let c = t.tokens[node]
        guard c.kind == .array || c.kind == .object, c.b > 0 else { break }
        // The item whose run of tokens holds the target: the last one at or before it.
        var low = 0
        var high = Int(c.b) - 1
        while low < high {
          let middle = (low + high + 1) / 2
          if Int(t.items[Int(c.a) + middle]) <= target { low = middle } else { high = middle - 1 }
        }
        let item = Int(t.items[Int(c.a) + low])
        if c.kind == .array {
          path = concat(path, "[", String(low), "]")
          node = item
        } else {
          path = join(path, t.keys[Int(t.tokens[item].a)])
          node = item + 1
        }
      }
      return path
    }
  }
}
