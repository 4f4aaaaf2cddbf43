import InspectorCore
import TerminalCanvas
import Testing

@testable import InspectorUI

@Suite struct ScreenLayoutTests {
  @Test(arguments: [
    (100, 30), (80, 24), (60, 20), (40, 12), (300, 100), (150, 20), (59, 16), (120, 14),
  ])
  func panesTileTheBodyWithoutOverlapping(width: Int, height: Int) {
    let layout = ScreenLayout(size: Size(width: width, height: height))
    let rects = Array(layout.panes.values)
    for r in rects { #expect(layout.body.contains(r)) }
    for (i, a) in rects.enumerated() {
      for b in rects[(i + 1)...] { #expect(!a.intersects(b)) }
    }
    #expect(layout.status == Rect(x: 0, y: height - 1, width: width, height: 1))
    #expect(layout.rect(for: .screen) != nil)
    #expect(layout.rect(for: .speech) != nil)
  }

  @Test func whichPanesAtWhichSize() {
    func panes(_ w: Int, _ h: Int) -> Set<Pane> {
      Set(ScreenLayout(size: Size(width: w, height: h)).panes.keys)
    }
    #expect(panes(100, 30) == Set(Pane.allCases))
    #expect(panes(80, 24) == Set(Pane.allCases))
    #expect(panes(40, 12) == [.screen, .speech])
    #expect(panes(300, 100) == Set(Pane.allCases))
    // Side by side from 60 columns: the screen is tall, like a phone.
    let medium = ScreenLayout(size: Size(width: 60, height: 20))
    #expect(medium.rect(for: .screen)?.height == 18)
    // Narrow: stacked in priority order.
    let narrow = ScreenLayout(size: Size(width: 50, height: 30))
    #expect(narrow.rect(for: .screen)!.maxY <= narrow.rect(for: .speech)!.minY)
    #expect(narrow.rect(for: .speech)!.maxY <= narrow.rect(for: .inspector)!.minY)
  }

  @Test func titleRowOnlyWhenTallEnough() {
    #expect(ScreenLayout(size: Size(width: 100, height: 30)).title != nil)
    #expect(ScreenLayout(size: Size(width: 40, height: 12)).title == nil)
  }

  @Test func presenterLayoutHasOnlyTheScreenAndSpeechLarge() {
    let wide = ScreenLayout(size: Size(width: 200, height: 50), presenter: true)
    #expect(Set(wide.panes.keys) == [.screen, .speech])
    // Half the width for the wireframe; beside it the caption above the Speech pane.
    #expect((wide.rect(for: .screen)?.width ?? 0) == 100 && (wide.rect(for: .speech)?.width ?? 0) == 100)
    #expect(wide.rect(for: .screen)?.height == wide.body.height)
    #expect(wide.caption.map { $0.width == 100 && $0.maxY == wide.rect(for: .speech)?.minY } == true)
    // Larger than the normal layout's Screen pane.
    #expect((wide.rect(for: .screen)?.width ?? 0) > (ScreenLayout(size: Size(width: 200, height: 50)).rect(for: .screen)?.width ?? 0))
    let narrow = ScreenLayout(size: Size(width: 50, height: 30), presenter: true)
    #expect(Set(narrow.panes.keys) == [.screen, .speech])
    #expect(narrow.rect(for: .screen)?.width == 50)
    // Caption mode wins over the presenter layout.
    #expect(ScreenLayout(size: Size(width: 200, height: 50), caption: true, presenter: true).caption != nil)
  }

  @Test func captionModeGivesTheBodyToTheCaption() {
    let wide = ScreenLayout(size: Size(width: 100, height: 30), caption: true)
    #expect(wide.caption != nil && wide.rect(for: .screen) != nil && wide.rect(for: .speech) == nil)
    let narrow = ScreenLayout(size: Size(width: 60, height: 20), caption: true)
    #expect(narrow.caption == narrow.body && narrow.panes.isEmpty)
  }

  @Test func degenerateSizes() {
    #expect(ScreenLayout(size: Size(width: 0, height: 0)).status == nil)
    #expect(ScreenLayout(size: Size(width: 1, height: 1)).body.isEmpty)
    #expect(ScreenLayout(size: Size(width: -5, height: 3)).panes.isEmpty)
    let tiny = ScreenLayout(size: Size(width: 3, height: 2))
    #expect(tiny.status == Rect(x: 0, y: 1, width: 3, height: 1))
    #expect(tiny.rect(for: .screen) == Rect(x: 0, y: 0, width: 3, height: 1))
  }
}

@Suite struct ThemeTests {
  @Test func focusRingStandsOutInColourAndInMonochrome() {
    let theme = Theme.standard
    let ring = theme.attributes(for: .focusRing)
    #expect(ring.bold && ring.foreground == .brightYellow)
    let mono = theme.monochrome
    let monoRing = mono.attributes(for: .focusRing)
    #expect(monoRing.bold)
    #expect(monoRing != mono.attributes(for: .wireframe))
    #expect(monoRing != mono.attributes(for: .paneBorder))
    // The focused text is reverse video, so it shows without colour too.
    #expect(mono.attributes(for: .focusText).reverse)
  }

  @Test func rolesThatMustDifferStayDistinctInMonochrome() {
    let mono = Theme.standard.monochrome
    let pairs: [(StyleRole, StyleRole)] = [
      (.paneBorder, .paneBorderFocused), (.statusBar, .normal), (.bannerError, .statusBar),
      (.bannerInfo, .normal), (.rotorCurrent, .rotorEntry), (.rotorSelected, .rotorItem),
      (.orderBadge, .wireframeText), (.logHint, .logLabel), (.logValue, .logLabel),
      (.titleBar, .normal),
    ]
    for (a, b) in pairs {
      #expect(mono.attributes(for: a) != mono.attributes(for: b), "\(a) and \(b)")
    }
  }
}

@Suite struct StyledTextTests {
  @Test func wrapWithALimitGivesTheFirstLinesOfTheWholeWrap() {
    let line: StyledLine = [
      Span("Subject line number 12 with some words", .logLabel), Span(" · "), Span("Ünïcödé wörds ⚠ and a verylongwordthatbreaks", .logHint),
      Span(" e\u{301}t 日本語 👍🏽 end", .logTraits),
    ]
    for width in 1...20 {
      for indent in [0, 2] {
        let all = Styled.wrap(line, width: width, indent: indent)
        for limit in 0...all.count + 1 {
          let some = Styled.wrap(line, width: width, indent: indent, limit: limit)
          #expect(some == Array(all.prefix(limit + 1)), "width \(width) limit \(limit)")
        }
      }
    }
  }

  @Test func wrapKeepsRolesAndIndents() {
    let line: StyledLine = [
      Span("Compose.", .logLabel), Span(" "), Span("Button.", .logTraits),
      Span(" Double tap to open.", .logHint),
    ]
    let wrapped = Styled.wrap(line, width: 12, indent: 2)
    #expect(wrapped.map(Styled.text) == ["Compose.", "  Button.", "  Double tap", "  to open."])
    #expect(wrapped[1].last?.role == .logTraits)
    #expect(wrapped[2].last?.role == .logHint)
  }

  @Test func wrapBreaksLongWordsAndWideCharacters() {
    #expect(Styled.wrap([Span("abcdefghij")], width: 4).map(Styled.text) == ["abcd", "efgh", "ij"])
    #expect(Styled.wrap([Span("日本語テキスト")], width: 5).map(Styled.text) == ["日本", "語テ", "キス", "ト"])
    #expect(Styled.wrap([Span("日")], width: 1).map(Styled.text) == ["日"])
    #expect(Styled.wrap([], width: 5).map(Styled.text) == [""])
    #expect(Styled.wrap([Span("a")], width: 0).isEmpty)
  }

  @Test func truncateUsesAnEllipsis() {
    let line: StyledLine = [Span("Hello", .logLabel), Span(" world", .logTraits)]
    #expect(Styled.text(Styled.truncate(line, toWidth: 8)) == "Hello w…")
    #expect(Styled.truncate(line, toWidth: 8).last?.role == .logTraits)
    #expect(Styled.text(Styled.truncate(line, toWidth: 20)) == "Hello world")
    #expect(Styled.truncate(line, toWidth: 0).isEmpty)
  }

  @Test func spansAreSanitized() {
    #expect(Span("a\u{1B}b").text == "a␛b")
    #expect(Span("\u{7}").width == 1)
  }
}
