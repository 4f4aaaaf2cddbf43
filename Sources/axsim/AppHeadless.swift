import AxsimCommandLine
import Foundation
import InspectorUI
import SpeechAudio

extension HeadlessCommands {
  /// The headless commands as the executable runs them: paths relative to the working
  /// directory, `variants` and reports drawn with the app's own wireframe, and reports
  /// listing the reviewers' notes (a demo's from `demoNotesDirectory`).
  static func forApp(_ environment: Environment, demoNotesDirectory: String? = nil) -> HeadlessCommands {
    var headless = HeadlessCommands(environment: environment)
    headless.workingDirectory = FileManager.default.currentDirectoryPath
    // `AXSIM_ESPEAK_LIBRARY` names the eSpeak NG library file (tests name a missing one).
    let library = ProcessInfo.processInfo.environment["AXSIM_ESPEAK_LIBRARY"].flatMap { $0.isEmpty ? nil : $0 }
    headless.audio = .eSpeak(library: library)
    headless.variantsWireframe = { scene, sizes, screen, width in
      VariantsView.textLines(scene: scene, sizes: sizes, screen: screen, width: width)
    }
    headless.reportNotes = { scenePath, scene in
      try axsim.ReportNotes.notes(scenePath: scenePath, saveDirectory: scenePath == nil ? demoNotesDirectory : nil, scene: scene)
    }
    return headless
  }
}
