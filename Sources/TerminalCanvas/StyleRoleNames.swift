import Synchronization

/// The names of the style roles used in the process, each with its number: a `StyleRole`
/// holds the number, so drawing copies and compares integers, and asks for the name only
/// where one is written (snapshots, themes' modifiers).
///
/// Names are added the first time a role is made from them and kept: the app's roles are a
/// few dozen constants, and the ones made as the app runs (`StyleRole.adding`, a base role
/// with a scene's declared colours) are as many as the colours the scenes declare.
final class StyleRoleNames: Sendable {
  static let shared = StyleRoleNames()

  private struct Table {
    var names: [String] = []
    var ids: [String: UInt32] = [:]
  }

  private let table = Mutex(Table())

  /// The number of `name`, added when it is new.
  func id(of name: String) -> UInt32 {
    table.withLock { table in
      if let id = table.ids[name] { return id }
      let id = UInt32(table.names.count)
      table.names.append(name)
      table.ids[name] = id
      return id
    }
  }

  /// The name with number `id`.
  func name(of id: UInt32) -> String {
    table.withLock { $0.names[Int(id)] }
  }
}
