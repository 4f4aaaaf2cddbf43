import ImportOracle

// libFuzzer target: any bytes as an XCUITest dump (`axsim import --format xcuitest`). See
// ImportOracle for what is checked; a crash, a trap, a hang (-timeout) or a sanitizer report
// is a finding.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  ImportOracle.check(Array(UnsafeBufferPointer(start: data, count: count)), format: .xcuitest)
  return 0
}
