/// Turns a parsed JSON5 document into a `Scene`, collecting every problem on the way.
struct SceneDecoder {
  var context = DecodingContext()
  var elements: [Element] = []
  var interaction: [ElementIndex: InteractionTraits] = [:]
  var colors: [ElementIndex: ElementColors] = [:]
  var notes: [ElementIndex: String] = [:]
  var auditSuppressions: [ElementIndex: [AuditSuppression]] = [:]
  /// Controls: the scene's framework, values written on switches (`SceneDecoder+Controls`).
  var sceneFramework = UIFramework.default
  var ignoredSwitchValues: [ElementIndex: IgnoredValue] = [:]
  var replacedTraits: [ElementIndex: ReplacedTraits] = [:]
  var motion: [ElementIndex: MotionSpec] = [:]
  var ids: [String: ElementIndex] = [:]
  var idOffsets: [String: Int] = [:]
  /// References to resolve once every id is known.
  var pendingRefs: [PendingRef] = []
  var pendingScreenRefs: [(screen: String, offset: Int, path: DeferredPath)] = []
  var pendingOrders: [(element: ElementIndex, ids: [(String, Int, DeferredPath)])] = []
  /// The member being decoded and whose it is, while references in it are kept with a
  /// `DeferredPath`.
  var anchor: (owner: DeferredPath.Owner, key: Int)?
  /// The document being decoded (`text(of:)` reads it).
  var tape: UnsafePointer<TapeBuffers>?
  /// Per key of the document: the element kind it names (an index in `allKinds`), -1 for
  /// none, -2 not looked up yet (`kind(ofKey:)`).
  var keyKinds: [Int16] = []
  /// Per key of the document: 1 when it is one of `commonKeys`, 0 when not, -1 not looked up
  /// yet (`isCommonKey`).
  var commonKeyIDs: [Int8] = []
  var currentScreen = 0
  var pendingSelectedIndex: [(ElementIndex, Int, Int, String)] = []
  /// Ids of elements and screens that could not be decoded: references to them are not
  /// reported again as dangling.
  var unreadIDs: Set<String> = []
  var unreadScreenIDs: Set<String> = []
  /// Lists of one navigation effect, shared by every element that repeats them (`shared`).
  var sharedEffects: [String: [Effect]] = [:]
  /// Texts longer than a `String` holds inline, one copy of each (`interned`).
  var sharedTexts = StringTable()

  /// A reference by id found while decoding, resolved after the whole file is read.
  struct PendingRef {
    var id: String
    var offset: Int
    var path: DeferredPath
  }

  static let topLevelKeys = [
    "format", "title", "device", "settings", "initialScreen", "screens", "note", "$schema",
    "framework", "importedFrom",
  ]

  mutating func decode(_ root: TapeNode, sourceName: String) -> Scene? {
    tape = root.tape
    defer { tape = nil }
    guard let members = context.object(root, "", example: "{ format: \"\(SceneFormat.current)\", screens: [...] }") else {
      return nil
    }
    let top = context.uniqueMembers(members, "")
    var format: String?
    var title = sourceName
    var device = Device()
    var settings = SceneSettings()
    var initialScreen: (String, Int)?
    var screensNode: TapeNode?
    var importedFrom: ImportOrigin?
    // Device first: layout defaults depend on it.
    for m in top {
      // The table is what the scene accepts (the schema lists the same keys).
      guard SceneDecoder.topLevelKeys.contains(m.key) else {
        context.unknownKey(m, "", allowed: SceneDecoder.topLevelKeys, context: "the scene")
        continue
      }
      switch m.key {
      case "format":
        if let f = context.string(m.value, "format", example: "\"\(SceneFormat.current)\"") {
          format = f
          if !SceneFormat.supported.contains(f) {
            context.error(
              m.value.offset, "format",
              "unsupported format \(Sanitize.quote(f)) (this axsim reads '\(SceneFormat.current)')",
              "write format: \"\(SceneFormat.current)\"")
          }
        }
      case "title": title = context.string(m.value, "title") ?? title
      case "device": device = decodeDevice(m.value) ?? device
      case "settings": settings = decodeSettings(m.value) ?? settings
      case "initialScreen":
        if let s = context.string(m.value, "initialScreen") { initialScreen = (s, m.value.offset) }
      case "screens": screensNode = m.value
      case "note": break
      case "framework":
        sceneFramework = context.choice(m.value, "framework", what: "framework", names: UIFramework.allCases.map(\.rawValue), lookup: UIFramework.init(rawValue:)) ?? .default
      case "$schema": _ = context.string(m.value, "$schema", example: "\"\(SceneFormat.schemaID)\"")
      case "importedFrom": importedFrom = decodeImportedFrom(m.value)
      default:
        context.unknownKey(m, "", allowed: SceneDecoder.topLevelKeys, context: "the scene")
      }
    }
    if format == nil, !top.contains(where: { $0.key == "format" }) {
      context.error(
        root.offset, "", "missing 'format'",
        "add format: \"\(SceneFormat.current)\" as the first key")
    }
    var screens: [Screen] = []
    var screenIndex: [String: Int] = [:]
    if let screensNode {
      if let items = context.array(screensNode, "screens", example: "[{ id: \"home\", root: {...} }]") {
        if items.isEmpty {
          context.error(screensNode.offset, "screens", "the scene has no screens", "add at least one screen")
        }
        var sourceIndex: [String: Int] = [:]  // where each screen id first appears, for messages
        for (i, item) in items.enumerated() {
          currentScreen = screens.count
          if let screen = decodeScreen(item, path: "screens[\(i)]", sourceIndex: i) {
            if screenIndex[screen.id] != nil {
              let first = sourceIndex[screen.id] ?? 0
              var idOffset = screen.sourceOffset
              if case .object(let ms) = item.value, let m = ms.first(where: { $0.key == "id" }) {
                idOffset = m.value.offset
              }
              context.error(
                idOffset, "screens[\(i)].id",
                "duplicate screen id \(Sanitize.quote(screen.id)) (also screens[\(first)])",
                "give each screen its own id")
            } else {
              screenIndex[screen.id] = screens.count
              sourceIndex[screen.id] = i
            }
            screens.append(screen)
          }
        }
      }
    } else {
      context.error(root.offset, "", "missing 'screens'", "add screens: [{ id: \"main\", root: { vstack: [...] } }]")
    }
    if let (name, offset) = initialScreen {
      if let i = screenIndex[name] {
        if i != 0 {
          screens.swapAt(0, i)
          rebuild(&screenIndex, screens)
          for k in elements.indices where elements[k].screen == 0 || elements[k].screen == i {
            elements[k].screen = elements[k].screen == 0 ? i : 0
          }
        }
      } else if !unreadScreenIDs.contains(name) {
        context.error(
          offset, "initialScreen", "no screen has the id \(Sanitize.quote(name))",
          Suggest.didYouMean(name, among: screenIndex.keys.sorted(), otherwise: "use one of the screens' ids"))
      }
    }
    resolveReferences(screenIndex: screenIndex, screens: &screens)
    checkDataTables()
    if context.hasErrors || screens.isEmpty { return nil }
    var scene = Scene(
      title: title, device: device, settings: settings, screens: screens, elements: elements,
      ids: ids, screenIndex: screenIndex, sourceName: sourceName)
    scene.interaction = interaction
    scene.colors = colors
    scene.notes = notes
    scene.auditSuppressions = auditSuppressions
    scene.motion = motion
    scene.framework = sceneFramework
    scene.ignoredSwitchValues = ignoredSwitchValues
    scene.replacedTraits = replacedTraits
    scene.importedFrom = importedFrom
    return scene
  }

  /// One copy of each text too long to be stored inside a `String` (15 UTF-8 bytes), so a
  /// label repeated on every row is kept once; texts are the same when their bytes are.
  /// (Texts are made from the document's bytes for the scene alone: nothing of the document
  /// stays alive with them.)
  mutating func interned(_ text: String) -> String {
    guard text.utf8.count > 15 else { return text }
    return sharedTexts.interned(text)
  }

  private func rebuild(_ index: inout [String: Int], _ screens: [Screen]) {
    index = [:]
    for (i, s) in screens.enumerated() where index[s.id] == nil { index[s.id] = i }
  }

  static let screenKeys = ["id", "title", "root", "rotors", "onMagicTap", "onEscape", "transition", "mockup", "note"]

  mutating func decodeScreen(_ node: TapeNode, path: String, sourceIndex: Int) -> Screen? {
    guard let raw = context.object(node, path, example: "{ id: \"home\", root: { vstack: [...] } }") else {
      return nil
    }
    let members = context.uniqueMembers(raw, path)
    var id: String?
    var title: String?
    var rootNode: TapeNode?
    for m in members where m.key == "id" {
      id = context.string(m.value, join(path, "id"), example: "\"home\"")
      if id == "" {
        context.error(m.value.offset, join(path, "id"), "the screen id is empty", "give the screen a name such as \"home\"")
      }
    }
    for m in members where m.key == "root" { rootNode = m.value }
    var rootIndex: ElementIndex?
    if let rootNode {
      let rootPath = join(path, "root")
      if case .array = rootNode.value {
        // A bare array is a vertical stack.
        rootIndex = decodeSynthetic(.vstack, children: rootNode, path: rootPath, step: .root(screen: sourceIndex), parent: nil)
      } else {
        rootIndex = decodeElement(rootNode, path: rootPath, step: .root(screen: sourceIndex), parent: nil, depth: 0)
      }
    } else {
      context.error(node.offset, path, "the screen has no 'root'", "add root: { vstack: [...] }")
    }
    // Without a root the screen is dropped, but its other keys are still checked.
    var screen = Screen(id: id ?? "screen\(currentScreen + 1)", title: nil, root: rootIndex ?? SceneDecoder.unresolved)
    screen.sourceOffset = node.offset
    for m in members {
      anchor = (.text(path), m.keyIndex)
      let p = join(path, m.key)
      guard SceneDecoder.screenKeys.contains(m.key) else {
        context.unknownKey(m, path, allowed: SceneDecoder.screenKeys, context: "a screen")
        continue
      }
      switch m.key {
      case "id", "root", "note": break
      case "title": title = context.string(m.value, p)
      case "rotors": screen.rotors = decodeRotors(m.value, p)
      case "onMagicTap": screen.onMagicTap = decodeEffects(m.value, p)
      case "onEscape": screen.onEscape = decodeEffects(m.value, p)
      case "transition":
        screen.transition = context.choice(
          m.value, p, what: "transition", names: Transition.allCases.map(\.rawValue),
          lookup: Transition.init(rawValue:)) ?? .automatic
      case "mockup":
        guard let file = context.string(m.value, p, example: "\"mockups/home.png\"") else { break }
        let lower = file.lowercased()
        if [".png", ".jpg", ".jpeg"].contains(where: { lower.hasSuffix($0) && lower.count > $0.count }) {
          screen.mockup = file
        } else {
          context.error(m.value.offset, p, "a mockup is a PNG or JPEG file, found '\(Sanitize.forMessage(file))'", "name a .png or .jpg file, relative to the scene")
        }
      default: context.unknownKey(m, path, allowed: SceneDecoder.screenKeys, context: "a screen")
      }
    }
    anchor = nil
    screen.title = title
    guard rootIndex != nil else {
      if let id { unreadScreenIDs.insert(id) }
      return nil
    }
    return screen
  }

  static let deviceKeys = ["idiom", "size", "layoutDirection", "safeArea", "note"]

  mutating func decodeDevice(_ node: TapeNode) -> Device? {
    guard let raw = context.object(node, "device", example: "{ idiom: \"phone\", size: [393, 852] }") else { return nil }
    let members = context.uniqueMembers(raw, "device")
    var idiom = Device.Idiom.phone
    var size: (Double, Double)?
    var direction = Device.LayoutDirection.leftToRight
    var safe: (Double, Double)?
    for m in members {
      let p = join("device", m.key)
      guard SceneDecoder.deviceKeys.contains(m.key) else {
        context.unknownKey(m, "device", allowed: SceneDecoder.deviceKeys, context: "'device'")
        continue
      }
      switch m.key {
      case "idiom":
        idiom = context.choice(m.value, p, what: "idiom", names: Device.Idiom.allCases.map(\.rawValue), lookup: Device.Idiom.init(rawValue:)) ?? idiom
      case "size":
        if let pair = decodePair(m.value, p, range: SceneRange.screenSize, example: "[393, 852]") { size = pair }
      case "layoutDirection":
        direction = context.choice(
          m.value, p, what: "layout direction", names: Device.LayoutDirection.names,
          lookup: Device.LayoutDirection.named) ?? direction
      case "safeArea":
        if let pair = decodePair(m.value, p, range: SceneRange.safeArea, example: "[59, 34] (top, bottom)") { safe = pair }
      case "note": break
      default: context.unknownKey(m, "device", allowed: SceneDecoder.deviceKeys, context: "'device'")
      }
    }
    return Device(
      idiom: idiom, width: size?.0, height: size?.1, layoutDirection: direction,
      safeAreaTop: safe?.0, safeAreaBottom: safe?.1)
  }

  mutating func decodePair(_ node: TapeNode, _ path: String, range: ClosedRange<Double>, example: String) -> (Double, Double)? {
    guard let items = context.array(node, path, example: example) else { return nil }
    guard items.count == 2 else {
      context.error(node.offset, path, "expected 2 numbers, found \(items.count)", "write \(example)")
      return nil
    }
    let a = context.number(items[0], path + "[0]", in: range)
    let b = context.number(items[1], path + "[1]", in: range)
    guard let a, let b else { return nil }
    return (a, b)
  }

  /// The keys of `settings`: the display settings are `DisplaySettings.names`' booleans.
  static let settingsKeys =
    ["speakHints", "contentSize", "largerAccessibilitySizes"] + DisplaySettings.names.map(\.key)
    + ["appearance", "iosVersion", "minimumTouchTarget", "note"]

  mutating func decodeSettings(_ node: TapeNode) -> SceneSettings? {
    guard let raw = context.object(node, "settings", example: "{ speakHints: true }") else { return nil }
    var settings = SceneSettings()
    for m in context.uniqueMembers(raw, "settings") {
      let p = join("settings", m.key)
      guard SceneDecoder.settingsKeys.contains(m.key) else {
        context.unknownKey(m, "settings", allowed: SceneDecoder.settingsKeys, context: "'settings'")
        continue
      }
      switch m.key {
      case "speakHints": settings.speakHints = context.bool(m.value, p) ?? true
      case "contentSize":
        settings.contentSize = context.choice(
          m.value, p, what: "content size", names: ContentSizeCategory.allCases.map(\.rawValue),
          lookup: ContentSizeCategory.named) ?? .large
      case "largerAccessibilitySizes": settings.largerAccessibilitySizes = context.bool(m.value, p) ?? true
      case let key where DisplaySettings.names.contains(where: { $0.key == key }):
        if let b = context.bool(m.value, p) { settings.display[key] = b }
      case "appearance":
        settings.display.appearance = context.choice(m.value, p, what: "appearance", names: DisplaySettings.Appearance.allCases.map(\.rawValue), lookup: DisplaySettings.Appearance.init(rawValue:)) ?? .light
      case "iosVersion": settings.iosVersion = decodeIOSVersion(m.value, p) ?? IOSVersion.newest
      case "minimumTouchTarget":
        settings.minimumTouchTarget = context.number(m.value, p, in: 1...200) ?? SceneSettings.defaultMinimumTouchTarget
      case "note": break
      default: context.unknownKey(m, "settings", allowed: SceneDecoder.settingsKeys, context: "'settings'")
      }
    }
    return settings
  }
}
