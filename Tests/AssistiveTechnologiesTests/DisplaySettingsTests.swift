import AssistiveTechnologies
import SceneModel
import Testing

@Suite struct DisplaySettingsTests {
  /// Published WCAG examples: black on white is 21:1; #767676 on white is the lightest grey
  /// that passes 4.5:1 (4.54:1); #777777 fails (4.48:1); white on #0000FF is 8.59:1.
  @Test(arguments: [
    ("#000000", "#FFFFFF", 21.0), ("#767676", "#FFFFFF", 4.54), ("#777777", "#FFFFFF", 4.48),
    ("#FFFFFF", "#0000FF", 8.59), ("#FFFFFF", "#FFFFFF", 1.0), ("#949494", "#FFFFFF", 3.03),
  ])
  func contrastRatiosMatchWCAG(_ a: String, _ b: String, _ expected: Double) {
    let r = Contrast.ratio(RGB(a)!, RGB(b)!)
    #expect(abs(r - expected) < 0.01, "\(a) on \(b): \(r)")
  }

  @Test func largeTextAndIndicatorsNeedThreeToOne() {
    // WCAG's 18 pt (14 pt bold) is 24 CSS px (18.66 bold); an iOS point is about a CSS px.
    #expect(Contrast.required(pointSize: 17, bold: false) == 4.5)
    #expect(Contrast.required(pointSize: 18, bold: false) == 4.5)
    #expect(Contrast.required(pointSize: 24, bold: false) == 3)
    #expect(Contrast.required(pointSize: 18.66, bold: true) == 3)
    #expect(Contrast.required(pointSize: nil, bold: false) == 3)
  }

  static let colors = screenScene("""
    { vstack: [
      { text: "Fine print", id: "grey", foreground: "#999999" },
      { text: "Readable", id: "dark", foreground: { light: "#333333", dark: "#333333", darkIncreasedContrast: "#FFFFFF" } },
      { text: "Title", id: "big", style: "largeTitle", foreground: "#949494" },
      { image: "circle.fill", label: "Status", id: "dot", foreground: "systemGreen", colorMeaning: "Online" },
      { image: "circle.fill", label: "Offline", id: "dot2", foreground: "systemRed", colorMeaning: "Offline", withoutColor: "xmark.circle" },
    ] }
    """)

  @Test func lowContrastAndColourOnlyStateAreFoundForTheCurrentAppearance() {
    var runtime = SceneRuntime(scene: Self.colors)
    let ids = Self.colors.ids
    #expect(runtime.displayProblems[ids["grey"]!] == [.lowContrast(ratio: Contrast.ratio(RGB("#999999")!, RGB("#FFFFFF")!), required: 4.5)])
    #expect(runtime.displayProblems[ids["grey"]!]?.first?.describe() == "contrast 2.85:1, needs 4.5:1")
    #expect(runtime.displayProblems[ids["dark"]!] == nil)
    // Large text needs only 3:1: #949494 passes.
    #expect(runtime.displayProblems[ids["big"]!] == nil)
    #expect(runtime.displayProblems[ids["dot"]!]?.map { $0.describe() } == [
      "contrast 2.22:1, needs 3:1", "'Online' is shown by colour alone (no Differentiate Without Color alternative); VoiceOver does not say it either",
    ])
    // An alternative for Differentiate Without Color, and a label that says it: not colour only.
    #expect(runtime.displayProblems[ids["dot2"]!] == nil)
    // Dark appearance: #333333 on black fails; Increase Contrast picks the white variant.
    var d = DisplaySettings()
    d.appearance = .dark
    runtime.setDisplay(d)
    #expect(runtime.displayProblems[ids["dark"]!]?.first?.describe() == "contrast 1.66:1, needs 4.5:1")
    d.increaseContrast = true
    runtime.setDisplay(d)
    #expect(runtime.displayProblems[ids["dark"]!] == nil)
    #expect(runtime.colors(of: ids["dark"]!)?.foreground == RGB("#FFFFFF"))
  }

  static let motion = loadScene("""
    { format: "axsim-scene/1", screens: [
      { id: "home", root: { vstack: [
        { element: "Featured", id: "carousel", motion: { kind: "carousel", pages: ["Summer sale", "New arrivals", "Gift cards"], interval: 3, announces: true, reduced: "pauseControl" } },
        { image: "sparkles", label: "Sparkles", id: "sparkle", motion: "animatedImage" },
        { button: "Details", id: "details", onActivate: { push: "details" } },
        { button: "Help", id: "help", onActivate: { present: "help" } },
      ] } },
      { id: "details", root: { vstack: [{ navigationBar: "Details", back: "Home" }, { text: "Body" }] } },
      { id: "help", transition: "zoom", root: { sheet: [{ button: "Close", onActivate: "dismiss" }] } },
    ] }
    """)

  @Test func motionWithoutAReducedAlternativeIsAProblem() {
    let runtime = SceneRuntime(scene: Self.motion)
    #expect(runtime.displayProblems[Self.motion.ids["sparkle"]!]?.map { $0.describe() } == ["animatedImage moves with no reduced-motion alternative"])
    #expect(runtime.displayProblems[Self.motion.ids["carousel"]!] == nil)
  }

  @Test func transitionsPlayByTicksAndTheTranscriptNamesThem() {
    let lines = simulate(Self.motion, .voiceOver, "focus:details activate escape focus:help activate")
    #expect(lines.contains("activate → screenChanged: [screen changed] [slide in] Home. Back Button."))
    #expect(lines.contains("escape → screenChanged: [screen changed] [slide out] Details. Button."))
    #expect(lines.contains("activate → screenChanged: [screen changed] [zoom] Close. Button."))
    var sim = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: Self.motion)))
    _ = sim.start()
    _ = sim.perform(.voiceOver(.focus(Self.motion.ids["details"]!)))
    _ = sim.perform(.voiceOver(.activate))
    #expect(sim.runtime.motion.transition?.kind == .slideIn)
    _ = sim.tick(0.15)
    #expect(abs((sim.runtime.motion.transition?.progress ?? 0) - 0.5) < 1e-9)
    // A key during the animation finishes it at once.
    _ = sim.perform(.voiceOver(.next))
    #expect(sim.runtime.motion.transition == nil)
  }

  @Test func reduceMotionCrossFadesOrCutsAndStopsAutoPlay() {
    var settings = DisplaySettings()
    settings.reduceMotion = true
    var sim = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: Self.motion)))
    _ = sim.start()
    let events = sim.setDisplay(settings)
    #expect(events.first?.notes == ["Reduce Motion on", "1 display problem"])
    _ = sim.perform(.voiceOver(.focus(Self.motion.ids["details"]!)))
    let pushed = sim.perform(.voiceOver(.activate))
    #expect(pushed.contains { $0.transition == "cross-fade" })
    _ = sim.perform(.voiceOver(.escape))
    settings.preferCrossFade = false
    sim.setDisplay(settings)
    let instant = sim.perform(.voiceOver(.activate))
    #expect(instant.contains { $0.transition == "instant" })
    #expect(sim.runtime.motion.transition == nil)
    // The carousel with a pause control stops; the animated image without an alternative plays on.
    #expect(sim.runtime.motion.playing == [])
  }

  @Test func anAnnouncingCarouselAdvancesWithTimeAndVoiceOverSpeaksIt() {
    let lines = simulate(Self.motion, .voiceOver, "wait:2.9s wait:0.1s", notes: true)
    #expect(lines.suffix(2) == [
      "wait 2.9s → time:  (2.9s passed; nothing changed)",
      "wait 0.1s → announcement: New arrivals (the carousel advanced)",
    ])
    #expect(simulate(Self.motion, .voiceOver, "wait:3s focus:carousel").last == "focus: Featured: New arrivals")
  }

  @Test func boldTextMeasuresWiderAndRelaysOut() {
    // 43 bytes of body text fit a 393 pt line at 0.52 × 17 pt a byte, but not 7 % wider.
    let text = String(repeating: "a", count: 43)
    let scene = screenScene("{ vstack: [{ text: \"\(text)\", id: \"t\", lines: 1 }] }")
    var runtime = SceneRuntime(scene: scene)
    let plain = runtime.layoutProblems[scene.ids["t"]!]
    var d = DisplaySettings()
    d.boldText = true
    runtime.setDisplay(d)
    #expect(plain == nil)
    #expect(runtime.layoutProblems[scene.ids["t"]!] == [.truncated(needs: 2, has: 1, limit: .lineLimit)])
  }

  @Test func sceneSettingsPresetTheDisplay() {
    let scene = loadScene(#"{ format: "axsim-scene/1", settings: { reduceMotion: true, appearance: "dark", boldText: true }, screens: [{ root: { vstack: [] } }] }"#)
    #expect(scene.settings.display.summary == "Reduce Motion · Bold Text · Dark")
    #expect(SceneRuntime(scene: scene).display.reduceMotion)
  }
}
