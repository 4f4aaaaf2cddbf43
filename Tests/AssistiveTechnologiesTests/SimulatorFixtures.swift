import AssistiveTechnologies
import SceneModel
import Testing

/// Runs script words through the simulator with `technology` active and returns each event
/// as "cause: display text (notes)". `wait 2s` is written `wait:2s`.
func simulate(
  _ scene: Scene, _ technology: Technology, _ words: String, switchSettings: SwitchControlSettings = SwitchControlSettings(),
  notes: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
) -> [String] {
  var sim = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: scene)), technology: technology, switchSettings: switchSettings)
  var out = sim.start()
  var current = technology
  for w in words.split(separator: " ") {
    switch TechnologyCommand.parse(String(w), technology: current, resolve: { scene.ids[$0] }, ids: { [] }) {
    case .success(let c):
      if case .use(let t) = c { current = t }
      out += sim.perform(c)
    case .failure(let e): Issue.record("bad word \(w): \(e.message)", sourceLocation: sourceLocation)
    }
  }
  return out.map { e in
    var line = "\(e.causeDescription): \(e.displayText)"
    if notes, !e.notes.isEmpty { line += " (" + e.notes.joined(separator: "; ") + ")" }
    return line
  }
}
