// swift-tools-version:6.0
// libFuzzer targets for axsim, kept out of the app's package: `--sanitize=fuzzer` applies to
// every executable in a build. Build and run them with `Fuzz/run` (see Docs/Testing.md).
import Foundation
import PackageDescription

// A path dependency's identity is its directory's name (the checkout may be called anything).
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let axsim = root.lastPathComponent

let package = Package(
  name: "axsim-fuzz",
  dependencies: [.package(path: "..")],
  targets: [
    .executableTarget(
      name: "FuzzSceneLoader",
      dependencies: [
        .product(name: "SceneModel", package: axsim),
        .product(name: "AssistiveTechnologies", package: axsim),
        .product(name: "TerminalCanvas", package: axsim),
        .product(name: "InspectorCore", package: axsim),
        .product(name: "InspectorUI", package: axsim),
      ]),
    // The importers (XCUITest text, Appium XML, idb JSON), one target each over one oracle.
    .target(
      name: "ImportOracle",
      dependencies: [
        .product(name: "SceneImport", package: axsim),
        .product(name: "SceneModel", package: axsim),
        .product(name: "AssistiveTechnologies", package: axsim),
      ]),
    .executableTarget(name: "FuzzXCUITestImport", dependencies: ["ImportOracle"]),
    .executableTarget(name: "FuzzAppiumImport", dependencies: ["ImportOracle"]),
    .executableTarget(name: "FuzzIdbImport", dependencies: ["ImportOracle"]),
    .executableTarget(
      name: "FuzzKeymap",
      dependencies: [
        .product(name: "InspectorCore", package: axsim),
        .product(name: "SceneModel", package: axsim),
      ]),
  ]
)
