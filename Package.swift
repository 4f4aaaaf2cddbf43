// swift-tools-version:6.0
import PackageDescription

// Release builds of the executables link the Swift runtime and Foundation statically on
// Linux, as the README's install does (`--static-swift-stdlib`), and at a fixed address
// (not position-independent, as Swift's own `-static-executable` links): the shipped
// binary runs without the toolchain, and a process starts with about 8 MB less resident
// memory, none of it spent relocating the libraries' data at start (Docs/Decisions.md,
// "The process baseline"). The executable's own module is compiled with `-static-stdlib`
// too, so that its objects name the static libraries' dependencies (CoreFoundation, ICU)
// for the linker. Debug builds, and so `swift test`, link dynamically.
let staticRelease = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
let staticSwiftRuntime = (
  swift: [SwiftSetting.unsafeFlags(["-static-stdlib"], staticRelease)],
  linker: [LinkerSetting.unsafeFlags(["-static-stdlib", "-Xclang-linker", "-no-pie"], staticRelease)])

let package = Package(
  name: "axsim",
  products: [
    .executable(name: "axsim", targets: ["axsim"]),
    .executable(name: "axsim-bench", targets: ["axsim-bench"]),
    // The libraries, for other packages (the fuzzers in Fuzz/ use them).
    .library(name: "NameSuggestions", targets: ["NameSuggestions"]),
    .library(name: "SceneModel", targets: ["SceneModel"]),
    .library(name: "AssistiveTechnologies", targets: ["AssistiveTechnologies"]),
    .library(name: "AxsimCommandLine", targets: ["AxsimCommandLine"]),
    .library(name: "TerminalCanvas", targets: ["TerminalCanvas"]),
    .library(name: "InspectorCore", targets: ["InspectorCore"]),
    .library(name: "InspectorUI", targets: ["InspectorUI"]),
    .library(name: "SpeechAudio", targets: ["SpeechAudio"]),
    .library(name: "SceneImport", targets: ["SceneImport"]),
  ],
  targets: [
    // C seams. Only CursesTerminal imports CNcursesw.
    .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
    .target(name: "CLocaleWidth"),
    .target(name: "CSignalFlags"),

    // Pure Swift core.
    .target(name: "NameSuggestions"),
    .target(name: "TerminalCanvas", dependencies: ["CLocaleWidth", "NameSuggestions"]),
    .target(name: "SceneModel", dependencies: ["NameSuggestions"]),
    .target(name: "AssistiveTechnologies", dependencies: ["SceneModel"]),
    // Audio: eSpeak NG loaded at run time (dlopen), so nothing links against it.
    .target(name: "SpeechAudio", dependencies: ["SceneModel", "AssistiveTechnologies"]),
    // Hierarchy dumps (XCUITest, Appium, idb) → scenes.
    .target(name: "SceneImport", dependencies: ["SceneModel"]),
    .target(name: "AxsimCommandLine", dependencies: ["SceneModel", "AssistiveTechnologies", "SpeechAudio", "SceneImport"]),
    .target(
      name: "InspectorCore",
      dependencies: ["SceneModel", "AssistiveTechnologies", "TerminalCanvas", "NameSuggestions"]),
    .target(name: "InspectorUI", dependencies: ["InspectorCore", "TerminalCanvas"]),

    // The terminal plugin.
    .target(name: "CursesTerminal", dependencies: ["TerminalCanvas", "CNcursesw", "CSignalFlags"]),

    // Executables.
    .executableTarget(
      name: "axsim",
      dependencies: ["AxsimCommandLine", "InspectorUI", "CursesTerminal", "SpeechAudio"],
      swiftSettings: staticSwiftRuntime.swift, linkerSettings: staticSwiftRuntime.linker),
    .executableTarget(
      name: "axsim-bench",
      dependencies: ["SceneModel", "AssistiveTechnologies", "AxsimCommandLine", "InspectorCore", "InspectorUI", "TerminalCanvas", "SpeechAudio", "SceneImport"],
      swiftSettings: staticSwiftRuntime.swift, linkerSettings: staticSwiftRuntime.linker),

    // Tests.
    .testTarget(name: "TerminalCanvasTests", dependencies: ["TerminalCanvas", "NameSuggestions"]),
    .testTarget(
      name: "SceneModelTests", dependencies: ["SceneModel"],
      exclude: ["BrokenScenes", "NastyButValidScenes"]),
    .testTarget(
      name: "AssistiveTechnologiesTests", dependencies: ["AssistiveTechnologies", "SceneModel"]),
    .testTarget(
      name: "AxsimCommandLineTests", dependencies: ["AxsimCommandLine", "InspectorUI", "SpeechAudio", "SceneImport"], exclude: ["Transcripts", "Reports", "Diffs", "Imports"]),
    .testTarget(name: "InspectorCoreTests", dependencies: ["InspectorCore"]),
    .testTarget(name: "SpeechAudioTests", dependencies: ["SpeechAudio", "AxsimCommandLine"]),
    .testTarget(
      name: "SceneImportTests", dependencies: ["SceneImport", "SceneModel", "AssistiveTechnologies", "AxsimCommandLine"],
      exclude: ["Samples", "Dumps"]),
    .testTarget(name: "InspectorUITests", dependencies: ["InspectorUI"], exclude: ["__Snapshots__"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["AxsimCommandLine", "InspectorUI", "InspectorCore", "TerminalCanvas", "axsim"]),
  ]
)
