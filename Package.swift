// swift-tools-version:6.0
// FoldKit: the iPhone Duo's adaptive-layout system in pure Swift, and the `foldkit` tool around it.
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "FoldKit",
    products: [
        .library(name: "FoldKit", targets: ["FoldKit"]),
        .executable(name: "foldkit", targets: ["foldkit"]),
    ],
    targets: [
        // geometry → devices → regions → solvers: the pure engine (Foundation only).
        .target(name: "FoldKit", resources: [.copy("Resources/Profiles")], swiftSettings: strict),
        // Argument parsing, text/JSON rendering and exit codes; a library so tests call it in-process.
        .target(name: "FoldKitCLI", dependencies: ["FoldKit"], swiftSettings: strict),
        // Does nothing but call FoldKitCLI.
        .executableTarget(name: "foldkit", dependencies: ["FoldKitCLI"], swiftSettings: strict),
        // Builders and invariant checkers shared by the test targets.
        .target(name: "_FoldKitTestSupport", dependencies: ["FoldKit"], path: "Tests/_FoldKitTestSupport", swiftSettings: strict),
        .testTarget(name: "FoldKitTests", dependencies: ["FoldKit", "_FoldKitTestSupport"], swiftSettings: strict),
        .testTarget(name: "FoldKitCLITests", dependencies: ["FoldKitCLI", "_FoldKitTestSupport"], swiftSettings: strict),
    ]
)
