import Foundation
import FoldKit

// libFuzzer entry: any bytes as a device profile. Decoding either succeeds or throws a located
// JSONInputError; a valid profile then resolves every preset and queries every region. Nothing
// may trap, hang or grow without bound.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProfile(_ bytes: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    guard let profile = try? DeviceProfile.decode(data) else { return 0 }
    for preset in PosturePreset.allCases {
        guard var state = try? profile.state(for: preset) else { continue }
        for camera in [false, true] {
            state.cameraStreaming = camera
            state.liveActivity = !camera
            for direction in LayoutDirection.allCases {
                guard let space = try? profile.resolve(state, layoutDirection: direction) else { continue }
                _ = space.reservedRegions(options: .includeInactive)
                _ = space.fold()
                _ = UsableRegions(container: space.safeAreaFrame, regions: space.regions).inReadingOrder(direction)
            }
        }
    }
    return 0
}
