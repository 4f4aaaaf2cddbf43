import AxsimCommandLine
import Foundation

/// `axsim report --pdf`: prints the report's HTML to PDF with headless Chromium (Debian's
/// `chromium`), the browser the report's tests render it in. The HTML goes to a private
/// temporary folder with a throwaway browser profile; Chromium prints it with the report's
/// print stylesheet (a page per screen) and without its own header and footer. A browser
/// that does not finish in `timeout` seconds is stopped.
enum PDFPrinter {
  /// The browser: `AXSIM_CHROMIUM` when set (tests name a missing one), else the first of
  /// chromium, chromium-browser, google-chrome on PATH.
  static func browser(environment: [String: String]) -> String? {
    if let named = environment["AXSIM_CHROMIUM"], !named.isEmpty {
      return FileManager.default.isExecutableFile(atPath: named) ? named : nil
    }
    let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for dir in path where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") { return "\(dir)/\(name)" }
    }
    return nil
  }

  static let timeout: Double = 90

  /// The PDF's bytes, or why there are none (in words, with what to do).
  static func print(html: String, environment: [String: String]) -> Result<[UInt8], PrintFailure> {
    guard let browser = browser(environment: environment) else {
      return .failure(PrintFailure("--pdf needs Chromium to print the report, and it is not installed; install it with: sudo apt-get install chromium (or set AXSIM_CHROMIUM to the browser)"))
    }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-pdf-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    } catch {
      return .failure(PrintFailure("could not make a temporary folder for printing: \(error.localizedDescription)"))
    }
    defer { try? FileManager.default.removeItem(at: dir) }
    let page = dir.appendingPathComponent("report.html")
    let pdf = dir.appendingPathComponent("report.pdf")
    do {
      try Data(html.utf8).write(to: page)
    } catch {
      return .failure(PrintFailure("could not write the page to print: \(error.localizedDescription)"))
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: browser)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
      "--user-data-dir=\(dir.appendingPathComponent("profile").path)",
      "--no-pdf-header-footer", "--print-to-pdf=\(pdf.path)", page.absoluteString,
    ]
    let log = dir.appendingPathComponent("chromium.log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let logHandle = try? FileHandle(forWritingTo: log)
    process.standardOutput = logHandle
    process.standardError = logHandle
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return .failure(PrintFailure("could not start \(browser): \(error.localizedDescription)"))
    }
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      return .failure(PrintFailure("\(browser) did not finish printing within \(Int(timeout)) s"))
    }
    try? logHandle?.close()
    guard let bytes = try? Data(contentsOf: pdf), bytes.starts(with: Array("%PDF-".utf8)) else {
      let said = (try? String(contentsOf: log, encoding: .utf8)).map { $0.split(separator: "\n").suffix(2).joined(separator: " ") } ?? ""
      return .failure(PrintFailure("\(browser) printed no PDF (exit \(process.terminationStatus))" + (said.isEmpty ? "" : ": " + said)))
    }
    return .success(Array(bytes))
  }
}
