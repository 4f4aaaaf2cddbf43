/// A 24-bit colour a scene declares (`#RRGGBB`), drawn as closely as the terminal allows:
/// itself on a direct-colour terminal, the nearest of the 256 xterm colours, or the nearest
/// of the 16 ANSI colours.
public struct TrueColor: Sendable, Hashable, CustomStringConvertible {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Parses `RRGGBB` (six hex digits, no `#`).
  public init?(hex: Substring) {
    guard hex.count == 6, let v = UInt32(hex, radix: 16) else { return nil }
    self.init(red: UInt8(v >> 16 & 0xFF), green: UInt8(v >> 8 & 0xFF), blue: UInt8(v & 0xFF))
  }

  /// `RRGGBB`, upper case.
  public var hex: String {
    [red, green, blue].map { b in
      let s = String(b, radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }.joined()
  }

  public var description: String { "#" + hex }

  /// The colour as a direct-colour number (`0xRRGGBB`).
  public var packed: Int { Int(red) << 16 | Int(green) << 8 | Int(blue) }

  /// The levels of the xterm 6×6×6 colour cube.
  static let cubeLevels = [0, 95, 135, 175, 215, 255]

  /// The nearest of the xterm 256 colours (16–255: the colour cube and the grey ramp).
  public var xterm256: Int {
    func nearestLevel(_ v: UInt8) -> Int {
      var best = 0
      for (i, l) in Self.cubeLevels.enumerated() where abs(l - Int(v)) < abs(Self.cubeLevels[best] - Int(v)) {
        best = i
      }
      return best
    }
    let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
    let cube = (Self.cubeLevels[r], Self.cubeLevels[g], Self.cubeLevels[b])
    let average = (Int(red) + Int(green) + Int(blue)) / 3
    let greyIndex = min(23, max(0, (average - 8 + 5) / 10))
    let grey = 8 + 10 * greyIndex
    if distance(to: (grey, grey, grey)) < distance(to: cube) { return 232 + greyIndex }
    return 16 + 36 * r + 6 * g + b
  }

  /// The nearest ANSI colour (of the first 8 when `brights` is false), by the xterm
  /// default palette.
  public func nearestANSI(brights: Bool = true) -> TerminalColor {
    let palette: [(TerminalColor, (Int, Int, Int))] = [
      (.black, (0, 0, 0)), (.red, (205, 0, 0)), (.green, (0, 205, 0)), (.yellow, (205, 205, 0)),
      (.blue, (0, 0, 238)), (.magenta, (205, 0, 205)), (.cyan, (0, 205, 205)),
      (.white, (229, 229, 229)), (.brightBlack, (127, 127, 127)), (.brightRed, (255, 0, 0)),
      (.brightGreen, (0, 255, 0)), (.brightYellow, (255, 255, 0)), (.brightBlue, (92, 92, 255)),
      (.brightMagenta, (255, 0, 255)), (.brightCyan, (0, 255, 255)), (.brightWhite, (255, 255, 255)),
    ]
    let candidates = brights ? palette : Array(palette.prefix(8))
    return candidates.min { distance(to: $0.1) < distance(to: $1.1) }?.0 ?? .white
  }

  func distance(to c: (Int, Int, Int)) -> Int {
    let dr = Int(red) - c.0
    let dg = Int(green) - c.1
    let db = Int(blue) - c.2
    return dr * dr + dg * dg + db * db
  }
}

extension StyleRole {
  /// This role with modifiers a theme applies on top of the role's own attributes:
  /// `wireframeText+bold+fg#1E1E1E+bg#FFFFFF`. Used for what a scene declares (its colours,
  /// Bold Text, Button Shapes), which no fixed palette can list. Snapshots show the name.
  public func adding(bold: Bool = false, underline: Bool = false, foreground: TrueColor? = nil, background: TrueColor? = nil) -> StyleRole {
    var name = rawValue
    if bold && !name.contains("+bold") { name += "+bold" }
    if underline && !name.contains("+underline") { name += "+underline" }
    if let foreground { name += "+fg#" + foreground.hex }
    if let background { name += "+bg#" + background.hex }
    return StyleRole(name)
  }

  /// The role without its modifiers.
  public var base: StyleRole {
    guard let plus = rawValue.firstIndex(of: "+") else { return self }
    return StyleRole(String(rawValue[..<plus]))
  }
}
