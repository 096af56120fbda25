import Foundation

// The fuzz build compiles FoldKit's sources with swiftc directly, so SwiftPM's resource accessor
// is absent: resources come from the source tree (FOLDKIT_RESOURCES, set by scripts/fuzz.sh).
extension Bundle {
    static let module: Bundle = Bundle(path: ProcessInfo.processInfo.environment["FOLDKIT_RESOURCES"] ?? "Sources/FoldKit/Resources") ?? .main
}
