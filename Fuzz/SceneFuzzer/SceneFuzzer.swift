import Foundation
import FoldKit
import FoldKitScenes

// libFuzzer entry: any bytes as a scene file. Decoding either succeeds or throws a located
// JSONInputError; a valid scene is then laid out on the Duo in every posture and on a tri-fold,
// in both directions. Nothing may trap, hang or grow without bound.

/// The spaces a decoded scene is laid out in, resolved once (the profiles are not fuzzed here).
let spaces: [LayoutSpace] = {
    var spaces: [LayoutSpace] = []
    for id in ["iphone-duo", "tri-fold"] {
        guard let profile = try? DeviceProfile.builtIn(id) else { continue }
        for preset in profile.supportedPresets {
            if let state = try? profile.state(for: preset), let space = try? profile.resolve(state) { spaces.append(space) }
        }
    }
    precondition(!spaces.isEmpty, "no built-in profile found: set FOLDKIT_RESOURCES")
    return spaces
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ bytes: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    guard let scene = try? Scene.decode(data) else { return 0 }
    for space in spaces {
        for direction in LayoutDirection.allCases {
            let result = SceneLayout.layout(scene, in: space, layoutDirection: direction)
            for node in result.nodes { _ = node.id }
        }
    }
    return 0
}
