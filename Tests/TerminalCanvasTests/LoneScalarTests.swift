import Testing

@testable import TerminalCanvas

/// The fast paths over lone scalars (`LoneScalar`) give what the paths by `Character` give.
@Suite struct LoneScalarTests {
  /// The values `LoneScalar.contains` accepts.
  static let lone: [UInt32] = (0...0x2FFF).filter { LoneScalar.contains($0) }

  /// A small deterministic generator, so a failure repeats.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
  }

  /// Scalars that test every path: printable ASCII, lone scalars, controls, combining marks,
  /// joiners, variation selectors, emoji and their modifiers, CJK, bidi controls, CR LF.
  static let alphabet: [String] = [
    "a", "Z", " ", "~", "é", "ß", "Ω", "Ж", "…", "·", "▸", "│", "⚠", "✓", "→", "€", "™", "①",
    "\u{301}", "\u{20DD}", "\u{200D}", "\u{FE0F}", "\u{200B}", "\u{AD}", "👍", "\u{1F3FD}", "日", "ｱ",
    "\u{1F1EB}", "\u{1F1F7}", "\r", "\n", "\r\n", "\u{1B}", "\u{7F}", "\u{85}", "\u{202E}", "\u{2028}",
    "\u{1100}", "\u{1161}", "\u{93E}", "\u{600}", "\t",
  ]

  static func randomText(_ g: inout Generator, length: Int, plain: Bool) -> String {
    var text = ""
    for _ in 0..<length {
      if plain {
        // Mostly lone scalars, sometimes one that is not.
        text += g.int(8) == 0 ? alphabet[g.int(alphabet.count)] : String(Character(Unicode.Scalar(lone[g.int(lone.count)])!))
      } else {
        text += alphabet[g.int(alphabet.count)]
      }
    }
    return text
  }

  @Test func loneScalarsAreNeitherMarksNorJoiners() {
    for v in Self.lone {
      let s = Unicode.Scalar(v)!
      let category = s.properties.generalCategory
      #expect(![.nonspacingMark, .spacingMark, .enclosingMark, .control].contains(category), "U+\(String(v, radix: 16))")
      #expect(!s.properties.isGraphemeExtend, "U+\(String(v, radix: 16))")
      #expect(!s.properties.isVariationSelector && !s.properties.isJoinControl)
    }
  }

  @Test func loneScalarsStandAloneBesideEachOther() {
    // Each lone scalar beside the first and last of every range and a spread of the others.
    let probes = Self.lone.enumerated().filter { $0.offset % 97 == 0 }.map(\.element)
      + [0x20, 0x7E, 0xA0, 0x2FF, 0x370, 0x482, 0x2010, 0x2027, 0x2030, 0x205E, 0x2070, 0x20CF, 0x2100, 0x2BFF]
    for v in Self.lone {
      let s = String(Character(Unicode.Scalar(v)!))
      for p in probes {
        let t = String(Character(Unicode.Scalar(p)!))
        #expect((s + t).count == 2 && (t + s).count == 2, "U+\(String(v, radix: 16)) beside U+\(String(p, radix: 16))")
      }
    }
  }

  @Test func printableASCIIScan() {
    for byte in UInt8.min...UInt8.max {
      let text = "ab" + String(decoding: [byte], as: UTF8.self) + "cd"
      #expect(LoneScalar.isPrintableASCII(text) == (byte >= 0x20 && byte < 0x7F), "byte \(byte)")
    }
    #expect(LoneScalar.isPrintableASCII(""))
    #expect(LoneScalar.isPrintableASCII(String(repeating: "lorem ", count: 1_000)))
  }

  @Test func widthAndPrefixMatchTheClusterPaths() {
    var g = Generator(state: 7)
    for round in 0..<4_000 {
      let text = Self.randomText(&g, length: g.int(12), plain: round % 2 == 0)
      #expect(TextWidth.width(of: text) == TextWidth.clusterWidth(of: text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
      for w in [-1, 0, 1, 2, 3, 5, 8, 40] {
        #expect(TextWidth.prefix(text, width: w) == TextWidth.clusterPrefix(text, width: w), "\(Array(text.unicodeScalars)) at \(w)")
      }
    }
  }

  /// A grid of random wide and narrow characters, so drawing over it detaches wide pairs.
  static func busyGrid(_ g: inout Generator, width: Int, height: Int) -> Grid {
    var grid = Grid(width: width, height: height)
    for y in 0..<height {
      grid.put(randomText(&g, length: width, plain: false), at: Point(x: g.int(3) - 1, y: y), role: "busy")
    }
    return grid
  }

  @Test func putMatchesThePathByCharacters() {
    var g = Generator(state: 11)
    for round in 0..<6_000 {
      let base = Self.busyGrid(&g, width: 9, height: 1)
      let text = Self.randomText(&g, length: g.int(14), plain: round % 3 != 0)
      let point = Point(x: g.int(14) - 4, y: 0)
      let limit = min(9, point.x + max(0, g.int(12) - 1))
      var fast = base
      var slow = base
      let a = fast.putLoneScalars(text, at: point, role: "text", limit: limit)
      let b = slow.putByCharacters(text, at: point, role: "text", limit: limit)
      if let a {
        #expect(a == b && fast == slow, "\(Array(text.unicodeScalars)) at \(point.x) limit \(limit)")
      } else {
        // The fast path declined and drew nothing.
        #expect(fast == base)
      }
      var put = base
      #expect(put.put(text, at: point, role: "text", maxWidth: limit - point.x) == b)
      #expect(put == slow)
    }
  }

  @Test func putOfLongTextMatchesThePathByCharacters() {
    // Long enough that `drawablePrefix` cuts it: zero-width scalars past the cut are not
    // drawn on either path.
    let cases = [
      String(repeating: "é", count: 500), String(repeating: "\u{AD}", count: 300) + "xyz",
      String(repeating: "a", count: 200) + String(repeating: "\u{2028}", count: 200) + "b",
      String(repeating: "·", count: 100) + "\u{301}" + String(repeating: "·", count: 100),
    ]
    for text in cases {
      for columns in [1, 3, 10] {
        var fast = Grid(width: 12, height: 1)
        var slow = fast
        let a = fast.put(text, at: Point(x: 1, y: 0), maxWidth: columns)
        let b = slow.putByCharacters(text, at: Point(x: 1, y: 0), role: .normal, limit: 1 + columns)
        #expect(a == b && fast == slow)
      }
    }
  }

  @Test func blitMatchesCopyingCellByCell() {
    var g = Generator(state: 5)
    for _ in 0..<2_000 {
      let source = Self.busyGrid(&g, width: 1 + g.int(7), height: 1 + g.int(3))
      let target = Self.busyGrid(&g, width: 8, height: 4)
      let origin = Point(x: g.int(12) - 3, y: g.int(6) - 2)
      var fast = target
      fast.blit(source, at: origin)
      var slow = target
      for y in 0..<source.height {
        for (x, cell) in source.row(y).enumerated() where !cell.isContinuation {
          slow[origin.x + x, origin.y + y] = cell
        }
      }
      #expect(fast == slow)
      // No half of a wide character is left (`expectWellFormed` also measures each row as
      // one text, which neighbouring flags or jamo of this alphabet join differently).
      for y in 0..<fast.height {
        for x in 0..<fast.width where fast[x, y].isContinuation {
          #expect(x > 0 && TextWidth.width(of: fast[x - 1, y].text) == 2)
        }
      }
    }
  }
}
