// swift-tools-version:6.0
// NoteApp: a sample app package that checks its screens with FoldKitTesting in its own tests.
// It depends on FoldKit by path, as an app of your own would by URL and version.
import PackageDescription

let package = Package(
    name: "NoteApp",
    dependencies: [
        .package(name: "FoldKit", path: "../.."),
    ],
    targets: [
        // The app's screens as scenes (JSON), shipped as resources.
        .target(name: "NoteApp", resources: [.copy("Screens")], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "NoteAppTests",
                    dependencies: ["NoteApp", .product(name: "FoldKit", package: "FoldKit"), .product(name: "FoldKitTesting", package: "FoldKit")],
                    resources: [.copy("Broken")], swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
