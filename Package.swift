// swift-tools-version:6.0
// FoldKit: the iPhone Duo's adaptive-layout system in pure Swift, and the `foldkit` tool around it.
// Layers: the engine (FoldKit) → scenes → render / lint → storyboard (both) → CLI and testing. Inside FoldKit, folder by folder:
// vocabulary → geometry → input → regions → devices → solvers → transitions, checked by
// scripts/check-layers.py (make test; Sources/FoldKit/README.md).
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "FoldKit",
    products: [
        .library(name: "FoldKit", targets: ["FoldKit"]),
        .library(name: "FoldKitScenes", targets: ["FoldKitScenes"]),
        .library(name: "FoldKitRender", targets: ["FoldKitRender"]),
        .library(name: "FoldKitLint", targets: ["FoldKitLint"]),
        // Checks in an app's own tests: Swift Testing and XCTest helpers over lint and render.
        .library(name: "FoldKitTesting", targets: ["FoldKitTesting"]),
        .executable(name: "foldkit", targets: ["foldkit"]),
        .executable(name: "foldkit-bench", targets: ["foldkit-bench"]),
    ],
    targets: [
        // The pure engine (Foundation only): geometry, devices, regions and the layout solvers.
        .target(name: "FoldKit", exclude: ["README.md"], resources: [.copy("Resources/Profiles")], swiftSettings: strict),
        // Scene files: model, decoding with located errors, built-in scenes, the scene layout engine.
        .target(name: "FoldKitScenes", dependencies: ["FoldKit"], resources: [.copy("Resources/Scenes")], swiftSettings: strict),
        // Cairo from Debian (libcairo2-dev) for PNG; no stable Swift API.
        .systemLibrary(name: "_CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // Pango over Cairo from Debian (libpango1.0-dev) for text with font fallback (CJK, emoji).
        .systemLibrary(name: "_CPango", providers: [.apt(["libpango1.0-dev"])]),
        // Storyboard panels as SVG, PNG and HTML.
        .target(name: "FoldKitRender", dependencies: ["FoldKit", "FoldKitScenes", "_CCairo", "_CPango"], swiftSettings: strict),
        // The design rules, one file a rule (docs/lint/).
        .target(name: "FoldKitLint", dependencies: ["FoldKit", "FoldKitScenes"], swiftSettings: strict),
        // Scenes laid out and linted in a storyboard's panels: the one step lint, storyboard and FoldKitTesting share.
        .target(name: "FoldKitStoryboard", dependencies: ["FoldKit", "FoldKitScenes", "FoldKitRender", "FoldKitLint"], swiftSettings: strict),
        // Argument parsing, text/JSON rendering and exit codes; a library so tests call it in-process.
        .target(name: "FoldKitCLI", dependencies: ["FoldKit", "FoldKitScenes", "FoldKitRender", "FoldKitLint", "FoldKitStoryboard"], swiftSettings: strict),
        // Swift Testing and XCTest helpers: a scene has no finding, else the lint lines and the panels' SVGs.
        .target(name: "FoldKitTesting", dependencies: ["FoldKit", "FoldKitScenes", "FoldKitRender", "FoldKitLint", "FoldKitStoryboard"],
                exclude: ["README.md"], swiftSettings: strict),
        // Does nothing but call FoldKitCLI.
        .executableTarget(name: "foldkit", dependencies: ["FoldKitCLI"], swiftSettings: strict),
        // Counts heap allocations for the benchmark (interposes glibc's malloc family).
        .target(name: "_CAllocCounter"),
        // Benchmarks: ns and allocations per operation, release builds only.
        .executableTarget(name: "foldkit-bench", dependencies: ["FoldKit", "FoldKitScenes", "FoldKitRender", "FoldKitLint", "_CAllocCounter"], swiftSettings: strict),
        // Builders, invariant checkers and seeded generators shared by the test targets.
        .target(name: "_FoldKitTestSupport", dependencies: ["FoldKit"], path: "Tests/_FoldKitTestSupport", swiftSettings: strict),
        .testTarget(name: "FoldKitTests", dependencies: ["FoldKit", "_FoldKitTestSupport"], resources: [.copy("Fixtures")], swiftSettings: strict),
        .testTarget(name: "FoldKitScenesTests", dependencies: ["FoldKit", "FoldKitScenes", "_FoldKitTestSupport"], swiftSettings: strict),
        .testTarget(name: "FoldKitRenderTests", dependencies: ["FoldKit", "FoldKitRender", "_CCairo", "_FoldKitTestSupport"], exclude: ["Snapshots"], swiftSettings: strict),
        .testTarget(name: "FoldKitLintTests", dependencies: ["FoldKit", "FoldKitScenes", "FoldKitLint", "_FoldKitTestSupport"], swiftSettings: strict),
        .testTarget(name: "FoldKitTestingTests", dependencies: ["FoldKit", "FoldKitScenes", "FoldKitRender", "FoldKitLint", "FoldKitTesting"],
                    resources: [.copy("Fixtures")], swiftSettings: strict),
        .testTarget(name: "FoldKitCLITests", dependencies: ["FoldKit", "FoldKitScenes", "FoldKitRender", "FoldKitLint", "FoldKitStoryboard", "FoldKitCLI", "_FoldKitTestSupport"], exclude: ["Snapshots"], resources: [.copy("Fixtures")], swiftSettings: strict),
    ]
)
