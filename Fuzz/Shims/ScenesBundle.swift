import Foundation

// The fuzz build compiles FoldKitScenes' sources with swiftc directly, so SwiftPM's resource
// accessor is absent: the built-in scenes come from the source tree (FOLDKIT_SCENE_RESOURCES,
// set by scripts/fuzz.sh), as FoldKitBundle.swift does for the profiles.
extension Bundle {
    static let module: Bundle = Bundle(path: ProcessInfo.processInfo.environment["FOLDKIT_SCENE_RESOURCES"] ?? "Sources/FoldKitScenes/Resources") ?? .main
}
