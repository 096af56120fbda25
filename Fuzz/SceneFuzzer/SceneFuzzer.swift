import Foundation
import FoldKit
import FoldKitScenes
import FoldKitLint

// libFuzzer entry: any bytes as a scene file. Decoding either succeeds or throws a located
// JSONInputError; a valid scene is then laid out and linted on the Duo and on a tri-fold in every
// posture they support, in both directions (lint lays the scene out itself, once per posture).
// Nothing may trap, hang or grow without bound.
//
// A scene that expands to more than `largeScene` nodes (a list of 30 000 rows is valid input) is
// laid out once only: twenty layouts and lints of it under AddressSanitizer outlast libFuzzer's
// per-input timeout without finding anything new. Large scenes' cost is linear and measured by
// the benchmarks (`scene.layout.*`, the lint cases) instead.
let largeScene = 2_000

/// The profiles a decoded scene is checked on, decoded once (the profiles are not fuzzed here).
let profiles: [DeviceProfile] = {
    let profiles = ["iphone-duo", "tri-fold"].compactMap { try? DeviceProfile.builtIn($0) }
    precondition(!profiles.isEmpty, "no built-in profile found: set FOLDKIT_RESOURCES")
    return profiles
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ bytes: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    guard let scene = try? PreparedScene.decode(data) else { return 0 }
    guard let first = profiles.first, let state = try? first.state(for: .book), let space = try? first.resolve(state),
          SceneLayout.solve(SceneLayoutRequest(scene: scene, space: space)).nodes.count <= largeScene else { return 0 }
    for profile in profiles {
        for direction in LayoutDirection.allCases {
            let diagnostics = try? Linter.lint(scene, sceneID: "fuzz", profile: profile, postures: profile.supportedPresets,
                                               layoutDirection: direction)
            for diagnostic in diagnostics ?? [] { _ = diagnostic.message }
        }
    }
    return 0
}
