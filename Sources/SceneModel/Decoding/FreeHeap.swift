#if canImport(Glibc)
  /// glibc's `int malloc_trim(size_t pad)` (declared in malloc.h, which Glibc's module
  /// does not export).
  @_silgen_name("malloc_trim")
  private func mallocTrim(_ pad: Int) -> Int32
#endif

/// Gives the heap's free pages back to the system.
///
/// Loading a large scene frees its token table (`JSONTape`) and the decoder's tables, and laying out and ordering a large screen
/// frees its scratch tables (measurements, the walked nodes before flattening): glibc keeps
/// those pages resident as free heap unless asked. The walk over the heap costs about a
/// millisecond per 100 MB, so callers ask only after work of that size.
public enum FreeHeap {
  /// Work on at least this many elements is worth a trim afterwards.
  public static let elementThreshold = 20_000

  public static func returnToSystem() {
    #if canImport(Glibc)
      _ = mallocTrim(0)
    #endif
  }
}
