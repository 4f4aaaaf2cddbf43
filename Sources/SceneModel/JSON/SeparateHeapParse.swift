#if canImport(Glibc)
  import Glibc
#endif

/// Parses a large document on a thread of its own, so that its JSON tree is allocated apart
/// from the scene decoded from it.
///
/// glibc gives a new thread its own heap arena. The tree is hundreds of thousands of small
/// blocks; built on the loading thread they would lie between the scene's own blocks, and
/// once the tree is freed those pages stay resident, each pinned by a few live bytes. Built
/// in an arena of their own they leave it almost empty when freed, and the loader returns it
/// to the system (`SceneLoader`). Texts the scene keeps from the tree are copied by the
/// decoder (`SceneDecoder.interned`), so they do not pin the tree's arena either.
enum SeparateHeapParse {
  /// Documents at least this large are parsed apart (small ones are not worth a thread).
  static let threshold = 1 << 20

  static func parse(_ bytes: [UInt8]) throws(JSON5SyntaxError) -> JSONNode {
    #if canImport(Glibc)
      if bytes.count >= threshold {
        let job = Job(bytes: bytes)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(job).toOpaque()
        let started = pthread_create(&thread, nil, { context in
          let job = Unmanaged<Job>.fromOpaque(context!).takeRetainedValue()
          job.run()
          return nil
        }, context)
        if started == 0 {
          pthread_join(thread, nil)
          if let result = job.result { return try result.get() }
        } else {
          Unmanaged<Job>.fromOpaque(context).release()
        }
      }
    #endif
    return try JSON5Parser.parse(bytes)
  }

  /// The document and, once the thread has run, what parsing it gave. Only one thread
  /// touches it at a time: the parsing thread until it ends, then the caller after joining.
  private final class Job: @unchecked Sendable {
    let bytes: [UInt8]
    var result: Result<JSONNode, JSON5SyntaxError>?

    init(bytes: [UInt8]) { self.bytes = bytes }

    func run() {
      do throws(JSON5SyntaxError) {
        result = .success(try JSON5Parser.parse(bytes))
      } catch {
        result = .failure(error)
      }
    }
  }
}
