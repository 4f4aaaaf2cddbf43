extension JSON5Reader {
  /// Parses a number starting at `pos` (a digit, sign or decimal point).
  ///
  /// Grammar: `[+-]? ( Infinity | NaN | 0[xX] hex+ | decimal )` where decimal is
  /// `( 0 | [1-9][0-9]* ) ( '.' [0-9]* )? | '.' [0-9]+`, followed by an optional exponent.
  /// The value keeps its literal; out-of-range values become ±infinity or ±0 (the caller
  /// reports range problems). Returns the number's token.
  mutating func parseNumber() throws(Failure) -> Int {
    let start = pos
    var i = pos
    var negative = false
    let first = bytes[i]
    if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
      negative = first == UInt8(ascii: "-")
      i += 1
      if i < end && (bytes[i] == UInt8(ascii: "I") || bytes[i] == UInt8(ascii: "N")) {
        pos = i
        let length = try identifierLength(at: i) ?? 0
        return try parseWord(length: length, signOffset: start, negative: negative)
      }
    }
    if i + 1 < end && bytes[i] == UInt8(ascii: "0") && bytes[i + 1] | 0x20 == UInt8(ascii: "x") {
      return try parseHex(start: start, digitsStart: i + 2, negative: negative)
    }

    // Decimal. Up to 19 significant digits are accumulated exactly in `mantissa`.
    var mantissa: UInt64 = 0
    var mantissaDigits = 0
    var exact = true
    var decimalExponent = 0  // value = mantissa * 10^decimalExponent (when exact)
    var integerDigits = 0
    var fractionDigits = 0

    if i < end && bytes[i] == UInt8(ascii: "0") {
      i += 1
      integerDigits = 1
      if i < end && isDigit(bytes[i]) {
        throw Failure(
          offset: start, message: "leading zeros are not allowed in numbers",
          fix: "remove the leading zeros, or write the value as a string")
      }
    } else {
      while i < end {
        let digit = bytes[i] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        if mantissaDigits < 19 {
          mantissa = mantissa &* 10 &+ UInt64(digit)
          mantissaDigits += 1
        } else {
          exact = false
        }
        integerDigits += 1
        i += 1
      }
    }
    if i < end && bytes[i] == UInt8(ascii: ".") {
      i += 1
      while i < end {
        let digit = bytes[i] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        if mantissaDigits < 19 {
          mantissa = mantissa &* 10 &+ UInt64(digit)
          if mantissa != 0 { mantissaDigits += 1 }
          decimalExponent -= 1
        } else {
          exact = false
        }
        fractionDigits += 1
        i += 1
      }
    }
    if integerDigits == 0 && fractionDigits == 0 {
      let after = bytes[i - 1] == UInt8(ascii: ".") ? "'.'" : "'\(Character(UnicodeScalar(first)))'"
      throw unexpected(at: i) { found in
        "expected a digit after \(after), found \(found)"
      } fix: {
        "write a number such as \(first == UInt8(ascii: "-") ? "-" : "")1 or 0.5"
      }
    }
    if i < end && bytes[i] | 0x20 == UInt8(ascii: "e") {
      let exponentStart = i
      i += 1
      var exponentNegative = false
      if i < end && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) {
        exponentNegative = bytes[i] == UInt8(ascii: "-")
        i += 1
      }
      guard i < end && isDigit(bytes[i]) else {
        let literal = JSON5SyntaxError.abbreviated(makeString(from: start, to: exponentStart + 1))
        throw unexpected(at: i) { found in
          "expected a digit in the exponent of '\(literal)', found \(found)"
        } fix: {
          "write the exponent's digits, for example 1e5 or 2.5e-3"
        }
      }
      var exponent = 0
      while i < end {
        let digit = bytes[i] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        if exponent < 1_000_000 { exponent = exponent * 10 + Int(digit) }
        i += 1
      }
      decimalExponent += exponentNegative ? -exponent : exponent
    }

    pos = i
    var value: Double
    if exact && mantissa <= 1 << 53 && decimalExponent >= -22 && decimalExponent <= 22 {
      // Exact: both operands are exactly representable, so one operation rounds correctly.
      value = Double(mantissa)
      if decimalExponent > 0 {
        value *= powersOfTen[decimalExponent]
      } else if decimalExponent < 0 {
        value /= powersOfTen[-decimalExponent]
      }
      if negative { value = -value }
    } else if exact && mantissa == 0 {
      value = negative ? -0.0 : 0.0
    } else {
      // The literal was validated above, so this always parses.
      value = Double(makeString(from: start, to: i)) ?? .nan
    }
    return appendNumber(value, from: start, to: i)
  }

  /// A hexadecimal integer; `digitsStart` is just after `0x`.
  private mutating func parseHex(start: Int, digitsStart: Int, negative: Bool) throws(Failure)
    -> Int
  {
    var i = digitsStart
    var exactValue: UInt64 = 0
    var approximate: Double? = nil
    while i < end, let digit = hexDigitValue(bytes[i]) {
      if let current = approximate {
        approximate = current * 16 + Double(digit)
      } else if exactValue >> 60 != 0 {
        approximate = Double(exactValue) * 16 + Double(digit)
      } else {
        exactValue = exactValue << 4 | UInt64(digit)
      }
      i += 1
    }
    if i == digitsStart {
      throw unexpected(at: i) { found in
        "expected hex digits after '0x', found \(found)"
      } fix: {
        "write a hexadecimal number such as 0x1F"
      }
    }
    pos = i
    var value = approximate ?? Double(exactValue)
    if negative { value = -value }
    return appendNumber(value, from: start, to: i)
  }

  /// Parses the identifier-like word of `length` bytes at `pos`: `true`, `false`, `null`,
  /// `Infinity` or `NaN` (the last two possibly after a sign at `signOffset`).
  mutating func parseWord(length: Int, signOffset: Int? = nil, negative: Bool = false)
    throws(Failure) -> Int
  {
    let start = pos
    let nodeOffset = signOffset ?? start
    switch length {
    case 3 where wordMatches(start, "NaN"):
      pos = start + length
      return appendNumber(.nan, from: nodeOffset, to: start + 3)
    case 8 where wordMatches(start, "Infinity"):
      pos = start + length
      return appendNumber(negative ? -.infinity : .infinity, from: nodeOffset, to: start + 8)
    case 4 where signOffset == nil && wordMatches(start, "true"):
      pos = start + length
      return appendToken(.true, at: nodeOffset)
    case 4 where signOffset == nil && wordMatches(start, "null"):
      pos = start + length
      return appendToken(.null, at: nodeOffset)
    case 5 where signOffset == nil && wordMatches(start, "false"):
      pos = start + length
      return appendToken(.false, at: nodeOffset)
    default: break
    }
    let word = JSON5SyntaxError.abbreviated(makeString(from: nodeOffset, to: start + length))
    let fix =
      signOffset == nil
      ? "write true, false or null, or put text in quotes: \"\(word)\""
      : "write a number, Infinity or NaN after the sign"
    throw Failure(offset: nodeOffset, message: "unexpected word '\(word)'", fix: fix)
  }

  private func wordMatches(_ start: Int, _ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard start + count <= end else { return false }
    let expected = word.utf8Start
    for k in 0..<count where bytes[start + k] != expected[k] { return false }
    return true
  }
}

/// 10^0 ... 10^22, all exactly representable as Double.
private let powersOfTen: [Double] = [
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
  1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]
