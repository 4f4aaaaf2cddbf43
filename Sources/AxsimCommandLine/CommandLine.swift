import AssistiveTechnologies
import SceneModel

/// What a command-line run produced: text for stdout and stderr, and the exit status.
public struct CommandOutput: Error, Sendable, Equatable {
  public var stdout: String = ""
  public var stderr: String = ""
  public var status: Int32 = 0
  /// Files to write (a report's Markdown and HTML); the executable writes them all or none.
  public var files: [OutputFile] = []
  /// What the files are, for the message when they cannot be written ("the report").
  public var filesName = "the report"
  /// A line for stderr once the files are written (`run --audio`, whose stdout is the
  /// transcript, kept whether or not they could be); nil when stdout already says so.
  public var filesWrittenLine: String?

  public init(stdout: String = "", stderr: String = "", status: Int32 = 0) {
    self.stdout = stdout
    self.stderr = stderr
    self.status = status
  }

  /// Exit statuses: 0 success, 1 runtime failure, 2 bad input or usage.
  public static let success: Int32 = 0
  public static let failure: Int32 = 1
  public static let badInput: Int32 = 2
}

/// The capabilities the headless commands need from the outside world.
public struct Environment: Sendable {
  /// The bytes of a file; throws `BoundedFileReader.Failure` (or any error, described in
  /// words) when it cannot be read or is too large.
  public var readFile: @Sendable (String) throws -> [UInt8]
  /// Everything on standard input; throws like `readFile`.
  public var readStandardInput: @Sendable () throws -> [UInt8]

  public init(readFile: @escaping @Sendable (String) throws -> [UInt8], readStandardInput: @escaping @Sendable () throws -> [UInt8]) {
    self.readFile = readFile
    self.readStandardInput = readStandardInput
  }
}

/// The version printed by `axsim --version`.
public enum AxsimVersion {
  public static let string = "axsim 0.1.0 (scene format \(SceneFormat.current))"
}
