import Foundation
import FoldKit
import FoldKitRender

/// Renders a storyboard's panels a scene at a time and writes their files: SVG always, PNG,
/// `index.html` and `storyboard.pdf` on request; then removes what its previous run into the
/// directory wrote and this one did not (``StoryboardManifest``).
///
/// Each scene's files are journaled before they are written (``StoryboardManifest/journalName``),
/// so a run stopped part way leaves nothing the next run will not clean up.
///
/// Memory stays bounded at scale (issue 20): one scene's panels are held at a time. The page's
/// sections and the PDF's pages are streamed to temporary files as each scene is drawn (the
/// page's header, which counts every panel, is written last, before its sections); what is kept
/// per panel is its compact ``Written`` entry for the report.
///
/// PNGs (the slow part: Cairo and zlib at device pixels) are rendered on every core, a batch of
/// panels at a time, and written in plan order, so the files and their bytes do not depend on
/// the scheduling.
struct StoryboardWriter {
    /// One panel's written files, paths relative to the output directory.
    struct Written: Sendable {
        /// The panel without its nodes and bars (its findings kept): what the report reads.
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

    /// Writes every scene's panels, then the HTML page and the PDF; returns the panels' files in
    /// plan order.
    /// - Parameters:
    ///   - sceneCount: how many scenes there are.
    ///   - states: every panel's state in plan order (the page's state filter; ``HTMLPage/head(_:states:)``).
    ///   - scene: the panels of scene `index`, ready to draw; called once per scene, in order.
    /// - Throws: ``CLIError`` when a directory or file cannot be written or a PNG cannot be
    ///   rendered (naming the panel), or what `scene` throws.
    func write(sceneCount: Int, states: [StateModifiers], scene: (Int) throws(CLIError) -> StoryboardPlan) throws(CLIError) -> [Written] {
        try directory.create()
        let previous = StoryboardManifest.previous(in: directory)
        let journal = try directory.journal()
        defer { try? journal.close() }
        var created = Set<String>()
        var written: [Written] = []
        // Every panel's files, drawn this run or not (`--watch` draws only the scenes that changed).
        var files: [String] = []
        var overview = HTMLPage.Overview()
        let dimensions = StateDimensions(states)
        defer { progress.finish() }
        let sections = kinds.contains(.html) ? try directory.stream(to: StoryboardPaths.index, part: "sections") : nil
        let pdfFile = kinds.contains(.pdf) ? try directory.stream(to: StoryboardPaths.pdf) : nil
        let pdf = try pdfFile.map { file throws(CLIError) in try pdfWriter(to: file) }
        for index in 0..<sceneCount {
            let panels = try scene(index).panels
            overview.add(panels)
            let sceneFiles = panels.flatMap { [StoryboardPaths.svg($0)] + (kinds.contains(.png) ? [StoryboardPaths.png($0)] : []) }
            files += sceneFiles
            // Journaled before they are written: an interrupted run leaves their names behind.
            try directory.writing(StoryboardManifest.journalName) { try journal.write(contentsOf: Data((sceneFiles.joined(separator: "\n") + "\n").utf8)) }
            // By SVG path: a panel's path names it, and hashing a panel would hash all its nodes.
            var canvases: [String: CGSize] = [:]
            let drawn = only.map { only in panels.filter { only.contains($0.scene.id) } } ?? panels
            var start = 0
            while start < drawn.count {
                let batch = Array(drawn[start..<min(start + Self.batchSize, drawn.count)])
                // Each panel drawn once, for its SVG, its PNG and its size in the page and report.
                let drawings = batch.map { PanelDrawing($0, style: style, frame: frame) }
                let pngs = kinds.contains(.png) ? Self.renderPNGs(drawings) : []
                for (offset, panel) in batch.enumerated() {
                    progress.step(index + 1, of: sceneCount, panel.name)
                    let drawing = drawings[offset]
                    let paths = try write(panel, drawing: drawing, png: offset < pngs.count ? pngs[offset] : nil, created: &created)
                    canvases[paths.svg] = drawing.size
                    var compact = panel
                    compact.nodes = []
                    compact.bars = []
                    written.append(Written(panel: compact, svg: paths.svg, png: paths.png, canvas: drawing.size, pixelSize: drawing.pixelSize))
                }
                start += batch.count
            }
            if let sections {
                // The sizes of the panels drawn; a panel this run did not draw (`--watch`) is drawn for its size.
                let (style, frame) = (style, frame)
                let html = HTMLPage.section(panels, hasPNG: kinds.contains(.png), states: dimensions) {
                    canvases[StoryboardPaths.svg($0)] ?? PanelDrawing.canvasSize($0, style: style, frame: frame)
                }
                try directory.writing(StoryboardPaths.index) { try sections.write(Data(html.utf8)) }
            }
            if let pdf { try appendPDF(panels, to: pdf) }
        }
        if let sections {
            let page = try directory.stream(to: StoryboardPaths.index)
            try directory.writing(StoryboardPaths.index) {
                try page.write(Data(HTMLPage.head(overview, states: dimensions).utf8))
                try page.append(contentsOf: sections)
                try page.write(Data(HTMLPage.tail(watch: watch).utf8))
                try page.commit()
            }
            sections.discard()
        }
        if let pdf, let pdfFile {
            if overview.panelCount > 0 {
                do throws(RenderError) { try pdf.finish() } catch { throw .conflict("\(directory.shown(StoryboardPaths.pdf)): \(error)") }
                try directory.writing(StoryboardPaths.pdf) { try pdfFile.commit() }
            } else {
                pdfFile.discard()
            }
        }
        if watch { files.append(StoryboardPaths.watch) }
        if kinds.contains(.html) { files.append(StoryboardPaths.index) }
        if kinds.contains(.pdf), overview.panelCount > 0 { files.append(StoryboardPaths.pdf) }
        try StoryboardManifest(files: files.sorted()).replace(previous, in: directory)
        return written
    }

    /// Writes one panel's SVG, and its PNG when rendered; returns their relative paths.
    private func write(_ panel: StoryboardPanel, drawing: PanelDrawing, png: Result<Data, RenderError>?,
                       created: inout Set<String>) throws(CLIError) -> (svg: String, png: String?) {
        let folder = StoryboardPaths.directory(panel)
        if created.insert(folder).inserted { try directory.createSubdirectory(folder) }
        let svg = StoryboardPaths.svg(panel)
        try directory.write(Data(SVGWriter.document(drawing).utf8), to: svg)
        guard let png else { return (svg, nil) }
        let data: Data
        switch png {
        case .success(let bytes): data = bytes
        case .failure(let error): throw .conflict("\(directory.shown(StoryboardPaths.png(panel))): \(error)")
        }
        let path = StoryboardPaths.png(panel)
        try directory.write(data, to: path)
        return (svg, path)
    }

    /// The PDF writer streaming into `file`.
    private func pdfWriter(to file: TemporaryFiles.Stream) throws(CLIError) -> StoryboardPDF.Writer {
        do throws(RenderError) {
            return try StoryboardPDF.Writer(style: style, frame: frame) { bytes in (try? file.write(bytes)) != nil }
        } catch {
            throw .conflict("\(directory.shown(StoryboardPaths.pdf)): \(error)")
        }
    }

    /// Appends one scene's pages to the PDF.
    private func appendPDF(_ panels: [StoryboardPanel], to pdf: StoryboardPDF.Writer) throws(CLIError) {
        do throws(RenderError) { try pdf.append(panels) } catch {
            throw .conflict("\(directory.shown(StoryboardPaths.pdf)): \(error)")
        }
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
