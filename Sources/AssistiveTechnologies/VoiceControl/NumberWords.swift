/// Numbers as a recogniser writes them: digits ("12") or English words ("twelve", "twenty
/// one", "one hundred and five"), up to 999,999.
public enum NumberWords {
  static let units: [String: Int] = [
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
  ]
  static let tens: [String: Int] = [
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
  ]

  /// The number the words say, or nil when they are not (only) a number.
  public static func value<S: StringProtocol>(_ words: [S]) -> Int? {
    guard !words.isEmpty else { return nil }
    if words.count == 1, let w = words.first, w.count <= 6, w.allSatisfy(\.isASCII), w.allSatisfy(\.isNumber) {
      return Int(w)
    }
    var total = 0
    var current = 0
    var sawWord = false
    var lastWasTens = false
    for raw in words {
      let w = String(raw)
      if let u = units[w] {
        // "twenty one" adds; "one one" does not make a number.
        if sawWord, current % 100 != 0, !(lastWasTens && u < 10) { return nil }
        current += u
        lastWasTens = false
      } else if let t = tens[w] {
        if current % 100 != 0 { return nil }
        current += t
        lastWasTens = true
      } else if w == "hundred" {
        guard current > 0, current < 10 else { return nil }
        current *= 100
        lastWasTens = false
      } else if w == "thousand" {
        guard current > 0, total == 0 else { return nil }
        total = current * 1000
        current = 0
        lastWasTens = false
      } else if w == "and", sawWord {
        continue
      } else {
        return nil
      }
      sawWord = true
    }
    return sawWord ? total + current : nil
  }
}
