import NameSuggestions
import Testing

@testable import TerminalCanvas

@Suite struct EditDistanceTests {
  @Test(arguments: [
    ("", "", 0), ("abc", "", 3), ("", "ab", 2), ("right", "right", 0), ("rigth", "right", 1), ("ab", "ba", 1), ("ca", "abc", 3),
    ("kitten", "sitting", 3), ("up", "down", 4), ("日本", "日本語", 1),
  ])
  func distance(_ a: String, _ b: String, _ expected: Int) {
    #expect(EditDistance.distance(a, b) == expected)
    #expect(EditDistance.distance(b, a) == expected)
  }

  @Test func closest() {
    let names = ["up", "down", "left", "right", "enter", "escape"]
    #expect(EditDistance.closest(to: "rigth", among: names) == "right")
    #expect(EditDistance.closest(to: "lefft", among: names) == "left")
    #expect(EditDistance.closest(to: "right", among: names) == "right")
    #expect(EditDistance.closest(to: "xyzzy", among: names) == nil)
    #expect(EditDistance.closest(to: "ab", among: names) == nil)  // 2 edits of 2 characters.
    #expect(EditDistance.closest(to: "buton", among: ["button", "image"]) == "button")
    #expect(EditDistance.closest(to: "abcdef", among: ["abcxyz"], maxDistance: 3) == "abcxyz")
    #expect(EditDistance.closest(to: "abcdef", among: ["abcxyz"]) == nil)
  }

  @Test func tiesGoToTheEarlierCandidate() {
    #expect(EditDistance.closest(to: "cat", among: ["bat", "hat"]) == "bat")
    #expect(EditDistance.closest(to: "cat", among: ["hat", "bat"]) == "hat")
    #expect(EditDistance.closest(to: "pgdown", among: ["down", "pagedown"]) == "pagedown")
  }
}
