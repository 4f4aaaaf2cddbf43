import AssistiveTechnologies
import SceneModel
import Testing

/// Loads a scene from JSON5 text, failing the test with the loader's messages.
func loadScene(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> Scene {
  do {
    return try SceneLoader.load(bytes: Array(source.utf8), name: "test.json5").scene
  } catch {
    Issue.record("scene failed to load:\n\(error.description)", sourceLocation: sourceLocation)
    return try! SceneLoader.load(bytes: Array(#"{format:"axsim-scene/1",screens:[{root:{vstack:[]}}]}"#.utf8), name: "empty").scene
  }
}

/// A one-screen scene around a root element.
func screenScene(_ root: String, device: String = "{ idiom: \"phone\" }") -> Scene {
  loadScene(#"{ format: "axsim-scene/1", device: \#(device), screens: [{ id: "s", root: \#(root) }] }"#)
}

/// The stops' labels (or ids) in reading order.
func order(_ scene: Scene, contentSize: ContentSizeCategory? = nil) -> [String] {
  let runtime = SceneRuntime(scene: scene, contentSize: contentSize)
  return runtime.tree.stops.map { scene.elements[$0.element].id ?? scene.elements[$0.element].label ?? "?" }
}

/// Runs script words and returns each utterance as "cause: display text".
func transcript(_ scene: Scene, _ words: String, hints: Bool = true) -> [String] {
  var vo = VoiceOver(runtime: SceneRuntime(scene: scene), options: SpeechComposer.Options(speakHints: hints))
  var out = vo.start()
  for w in words.split(separator: " ") {
    switch VoiceOverCommand.parse(String(w), resolve: { scene.ids[$0] }, ids: { [] }) {
    case .success(let c): out += vo.perform(c)
    case .failure(let e): Issue.record("bad word \(w): \(e.message)")
    }
  }
  return out.map { "\($0.causeDescription): \($0.displayText)" }
}
