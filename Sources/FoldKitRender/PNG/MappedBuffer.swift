import Foundation

/// Zeroed memory in pages of its own (an anonymous `mmap`), unmapped when the buffer is released:
/// a PNG panel's pixels and libpng's output, up to ~30 MB each, freed after every panel.
///
/// Through `malloc`, glibc raises its mmap threshold to the largest block freed, so after the
/// first panel these blocks come from the heap and stay there across the render threads' arenas:
/// a storyboard of PNGs held 250–380 MB of memory it had freed. Mapped, it holds ~110 MB
/// (docs/decisions.md, "A scene at a time").
final class MappedBuffer {
    /// The first byte.
    let base: UnsafeMutableRawPointer
    /// The size, bytes.
    let count: Int

    /// `count` zeroed bytes; nil when the system cannot map them (or `count` is not positive).
    init?(count: Int) {
        guard count > 0 else { return nil }
        let memory = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let memory, memory != MAP_FAILED else { return nil }
        base = memory
        self.count = count
    }

    deinit { munmap(base, count) }
}
