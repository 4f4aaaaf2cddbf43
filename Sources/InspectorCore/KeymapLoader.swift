import SceneModel

/// The active keymap and how it was put together.
public struct LoadedKeymap: Sendable, Equatable {
  /// The keymap to use.
  public var keymap: Keymap
  /// The layers, bottom first: `default`, then the user keymap and `--keymap` file if used.
  public var layers: [String]
  /// Bindings of a lower layer that an upper one took over, each prefixed with the upper
  /// layer's name, for example `keymap.txt: the key 'h' now runs 'voiceover.first' instead
  /// of 'voiceover.toggleHints'`. Shown by the app as notes, not errors.
  public var notes: [String]

  /// Creates a result.
  public init(keymap: Keymap, layers: [String], notes: [String]) {
    self.keymap = keymap
    self.layers = layers
    self.notes = notes
  }
}

/// Finds and layers the keymaps: the built-in default, then the user's, then `--keymap`.
///
/// Pure: the caller passes the environment's config directory and a file reader, so tests
/// need no files. Every error names the file it is about.
public enum KeymapLoader {
  /// The user keymap's path inside the config directory.
  public static let userKeymapSubpath = "axsim/keymap"

  /// The XDG config directory: `$XDG_CONFIG_HOME` if set to an absolute path (the XDG spec
  /// ignores relative ones), else `$HOME/.config`, else nil.
  public static func configDirectory(environment: [String: String]) -> String? {
    if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg }
    if let home = environment["HOME"], !home.isEmpty {
      return (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/.config"
    }
    return nil
  }

  /// The user keymap's path for a config directory, for example `~/.config/axsim/keymap`.
  public static func userKeymapPath(configDirectory: String) -> String {
    (configDirectory.hasSuffix("/") ? String(configDirectory.dropLast()) : configDirectory)
      + "/" + userKeymapSubpath
  }

  /// The active keymap, or the error for the first layer that cannot be used.
  ///
  /// See `loadLayered` for the order; this keeps only the keymap.
  public static func load(
    keymapPath: String?, configDirectory: String?, readFile: (String) throws -> String?
  ) -> Result<Keymap, KeymapError> {
    do {
      return .success(
        try loadLayered(keymapPath: keymapPath, configDirectory: configDirectory, readFile: readFile).keymap)
    } catch {
      return .failure(error)
    }
  }

  /// The active keymap, with its layers and the bindings each layer took over.
  ///
  /// 1. The built-in default (Keymaps/default.keymap).
  /// 2. `<configDirectory>/axsim/keymap` overlaid on it, if that file exists.
  /// 3. The `--keymap` file overlaid on that, if given. It must exist, except that a name of
  ///    a shipped keymap (`vim`, `voiceover-keyboard`, `default`) with no such file uses the
  ///    built-in copy.
  ///
  /// - Parameter readFile: the text of a file, nil when there is no such file; throws when
  ///   the file exists but cannot be read.
  /// - Throws: `KeymapError` for the first layer that cannot be read or has problems (all
  ///   of that file's problems), named by its path.
  public static func loadLayered(
    keymapPath: String?, configDirectory: String?, readFile: (String) throws -> String?
  ) throws(KeymapError) -> LoadedKeymap {
    var loaded = LoadedKeymap(keymap: .builtInDefault, layers: [DefaultKeymap.name], notes: [])
    if let configDirectory {
      let path = userKeymapPath(configDirectory: configDirectory)
      if let text = try read(path, readFile) {
        loaded.add(try Keymap.parse(text, name: path))
      }
    }
    if let keymapPath {
      if let text = try read(keymapPath, readFile) {
        loaded.add(try Keymap.parse(text, name: keymapPath))
      } else if let shipped = Keymap.shipped(named: keymapPath) {
        loaded.add(shipped)
      } else {
        let names = ShippedKeymaps.names.map { "'\($0)'" }.joined(separator: ", ")
        throw KeymapError(
          name: keymapPath, message: "no such keymap file",
          fix: "check the path given to --keymap, or use a built-in keymap: \(names)")
      }
    }
    return loaded
  }

  private static func read(_ path: String, _ readFile: (String) throws -> String?)
    throws(KeymapError) -> String?
  {
    do {
      return try readFile(path)
    } catch let failure as BoundedFileReader.Failure {
      if case .tooLarge = failure {
        throw KeymapError(name: path, message: failure.message, fix: "a keymap is a short text file; check the path")
      }
      throw KeymapError(
        name: path, message: "cannot read the keymap (\(failure))",
        fix: "check that it is a readable text file")
    } catch {
      throw KeymapError(
        name: path, message: "cannot read the keymap (\(error))",
        fix: "check that it is a readable text file")
    }
  }
}

extension LoadedKeymap {
  fileprivate mutating func add(_ layer: Keymap) {
    let (keymap, dropped) = self.keymap.overlay(layer)
    self.keymap = keymap
    layers.append(layer.name)
    notes += dropped.map { layer.name + ": " + $0.description }
  }
}
