#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A colour in sRGB, 0–255 per channel.
public struct RGB: Sendable, Hashable, CustomStringConvertible {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// "#RRGGBB" or "#RGB", or one of a few system colour names.
  public init?(_ text: String) {
    if let named = RGB.named[text] {
      self = named
      return
    }
    var hex = Substring(text)
    guard hex.hasPrefix("#") else { return nil }
    hex = hex.dropFirst()
    if hex.count == 3 { hex = Substring(hex.map { "\($0)\($0)" }.joined()) }
    guard hex.count == 6, let v = UInt32(hex, radix: 16) else { return nil }
    self.init(red: UInt8(v >> 16 & 0xFF), green: UInt8(v >> 8 & 0xFF), blue: UInt8(v & 0xFF))
  }

  /// System colour names (iOS light-appearance values) for hand-written scenes.
  public static let named: [String: RGB] = [
    "white": RGB(red: 255, green: 255, blue: 255), "black": RGB(red: 0, green: 0, blue: 0),
    "systemRed": RGB(red: 255, green: 59, blue: 48), "systemGreen": RGB(red: 52, green: 199, blue: 89),
    "systemBlue": RGB(red: 0, green: 122, blue: 255), "systemOrange": RGB(red: 255, green: 149, blue: 0),
    "systemYellow": RGB(red: 255, green: 204, blue: 0), "systemGray": RGB(red: 142, green: 142, blue: 147),
    "systemGray2": RGB(red: 174, green: 174, blue: 178), "systemGray3": RGB(red: 199, green: 199, blue: 204),
    "label": RGB(red: 0, green: 0, blue: 0), "secondaryLabel": RGB(red: 60, green: 60, blue: 67),
    "systemBackground": RGB(red: 255, green: 255, blue: 255),
  ]

  public var description: String {
    "#" + [red, green, blue].map { b in
      let s = String(b, radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }.joined()
  }

  /// The colour with its channels inverted (Smart Invert).
  public var inverted: RGB { RGB(red: 255 - red, green: 255 - green, blue: 255 - blue) }
}

/// A colour with its appearance and contrast variants (an asset-catalog colour).
public struct ColorSet: Sendable, Equatable {
  public var light: RGB
  public var dark: RGB?
  public var increasedContrast: RGB?
  public var darkIncreasedContrast: RGB?

  public init(light: RGB, dark: RGB? = nil, increasedContrast: RGB? = nil, darkIncreasedContrast: RGB? = nil) {
    self.light = light
    self.dark = dark
    self.increasedContrast = increasedContrast
    self.darkIncreasedContrast = darkIncreasedContrast
  }

  /// The variant for an appearance and contrast setting, falling back as asset catalogs do.
  public func resolved(dark isDark: Bool, increasedContrast high: Bool) -> RGB {
    switch (isDark, high) {
    case (true, true): return darkIncreasedContrast ?? dark ?? increasedContrast ?? light
    case (true, false): return dark ?? light
    case (false, true): return increasedContrast ?? light
    case (false, false): return light
    }
  }
}

/// The colours an element declares, and state it shows by colour.
public struct ElementColors: Sendable, Equatable {
  public var foreground: ColorSet?
  public var background: ColorSet?
  /// What the colour means ("Offline"), when colour carries state.
  public var colorMeaning: String?
  /// What Differentiate Without Color shows instead (a symbol name or text).
  public var withoutColor: String?
  public init() {}
}

/// WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
public enum Contrast {
  /// Relative luminance of an sRGB colour.
  public static func luminance(_ c: RGB) -> Double {
    func channel(_ v: UInt8) -> Double {
      let s = Double(v) / 255
      return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
  }

  /// (L1 + 0.05) / (L2 + 0.05), lighter over darker: 1…21.
  public static func ratio(_ a: RGB, _ b: RGB) -> Double {
    let la = luminance(a)
    let lb = luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  /// The minimum ratio: 4.5 for text, 3 for large text and for non-text indicators (icons,
  /// state dots). WCAG's large text is 18 typographic points (14 bold), which is 24 CSS px
  /// (18.66 bold); an iOS point is about a CSS px, so large text is 24 pt, or 18.66 pt bold.
  public static func required(pointSize: Double?, bold: Bool) -> Double {
    guard let pointSize else { return 3 }
    return pointSize >= 24 || (bold && pointSize >= 18.66) ? 3 : 4.5
  }
}
