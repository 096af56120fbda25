import Foundation
import FoldKitRender

/// Renders a plan's panels and writes their files: SVG always, PNG, `index.html` and
/// `storyboard.pdf` on request; then removes what its previous run into the directory wrote and
/// this one did not (``StoryboardManifest``).
///
/// PNGs (the slow part: Cairo and zlib at device pixels) are rendered on every core, a batch of
/// panels at a time, and written in plan order, so the files and their bytes do not depend on
/// the scheduling.
struct StoryboardWriter {
    /// One panel's written files, paths relative to the output directory.
    struct Written: Sendable {
        var panel: StoryboardPanel
        var svg: String
        var png: String?
        /// The drawing's canvas: points (the page's image size) and whole pixels (the PNG's).
        var canvas: CGSize
        var pixelSize: CGSize
    }

    /// Panels rendered at once; bounds the PNG bytes held in memory.
    static let batchSize = 16

    var directory: StoryboardOutputDirectory
    var kinds: Set<StoryboardOptions.RenderKind>
    /// How every panel is drawn.
    var style: PanelStyle = .wireframe
    /// What surrounds every display.
    var frame: PanelFrame = .none
    var progress: StoryboardProgress
    /// The scenes whose panel files are written (by id); nil for all. The page, PDF and manifest
    /// always cover every panel (`--watch` re-renders only the scenes whose files changed).
    var only: Set<String>? = nil
    /// Whether the page reloads itself when `watch.js` changes (`--watch`).
    var watch = false

    /// Writes every panel, then the HTML page; returns the panels' files in plan order.
    /// - Throws: ``CLIError`` when a directory or file cannot be written or a PNG cannot be
    ///   rendered (naming the panel).
    func write(_ plan: StoryboardPlan) throws(CLIError) -> [Written] {
        try directory.create()
        let previous = StoryboardManifest.previous(in: directory)
        var created = Set<String>()
        var written: [Written] = []
        written.reserveCapacity(plan.panels.count)
        defer { progress.finish() }
        var start = 0
        let panels = only.map { only in plan.panels.filter { only.contains($0.scene.id) } } ?? plan.panels
        while start < panels.count {
            let batch = Array(panels[start..<min(start + Self.batchSize, panels.count)])
            // Each panel drawn once, for its SVG, its PNG and its size in the page and report.
            let drawings = batch.map { PanelDrawing($0, style: style, frame: frame) }
            let pngs = kinds.contains(.png) ? Self.renderPNGs(drawings) : []
            for (offset, panel) in batch.enumerated() {
                progress.step(start + offset + 1, panel.name)
                let folder = StoryboardPaths.directory(panel)
                if created.insert(folder).inserted { try directory.createSubdirectory(folder) }
                let svg = StoryboardPaths.svg(panel)
                let drawing = drawings[offset]
                try directory.write(Data(SVGWriter.document(drawing).utf8), to: svg)
                var png: String?
                if offset < pngs.count {
                    let data: Data
                    switch pngs[offset] {
                    case .success(let bytes): data = bytes
                    case .failure(let error): throw .conflict("\(directory.shown(StoryboardPaths.png(panel))): \(error)")
                    }
                    png = StoryboardPaths.png(panel)
                    try directory.write(data, to: png!)
                }
                written.append(Written(panel: panel, svg: svg, png: png, canvas: drawing.size, pixelSize: drawing.pixelSize))
            }
            start += batch.count
        }
        if kinds.contains(.html) {
            // The sizes of the panels drawn; a panel this run did not draw (`--watch`) is drawn for its size.
            let canvases = Dictionary(written.map { (StoryboardPaths.svg($0.panel), $0.canvas) }, uniquingKeysWith: { first, _ in first })
            let (style, frame) = (style, frame)
            let page = HTMLPage.document(plan, hasPNG: kinds.contains(.png), watch: watch) {
                canvases[StoryboardPaths.svg($0)] ?? PanelDrawing.canvasSize($0, style: style, frame: frame)
            }
            try directory.write(Data(page.utf8), to: StoryboardPaths.index)
        }
        if kinds.contains(.pdf), !plan.panels.isEmpty {
            let data: Data
            do throws(RenderError) { data = try StoryboardPDF.document(plan, style: style, frame: frame) } catch {
                throw .conflict("\(directory.shown(StoryboardPaths.pdf)): \(error)")
            }
            try directory.write(data, to: StoryboardPaths.pdf)
        }
        var files = plan.panels.flatMap { [StoryboardPaths.svg($0)] + (kinds.contains(.png) ? [StoryboardPaths.png($0)] : []) }
        if watch { files.append(StoryboardPaths.watch) }
        if kinds.contains(.html) { files.append(StoryboardPaths.index) }
        if kinds.contains(.pdf), !plan.panels.isEmpty { files.append(StoryboardPaths.pdf) }
        try StoryboardManifest(files: files.sorted()).replace(previous, in: directory)
        return written
    }

    /// The PNG of each drawing, in order, rendered concurrently.
    static func renderPNGs(_ drawings: [PanelDrawing]) -> [Result<Data, RenderError>] {
        let results = ResultSlots(count: drawings.count)
        DispatchQueue.concurrentPerform(iterations: drawings.count) { index in
            let result: Result<Data, RenderError>
            do throws(RenderError) { result = .success(try CairoRenderer.png(drawings[index])) } catch { result = .failure(error) }
            results.set(index, result)
        }
        return results.values
    }
}

/// One result slot per panel, filled from concurrent renders (each slot written once, under a lock).
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Data, RenderError>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<Data, RenderError>) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    /// Every slot's result (a missing one reads as an empty canvas error, which cannot happen).
    var values: [Result<Data, RenderError>] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0 ?? .failure(.invalidSize(width: 0, height: 0)) }
    }
}
