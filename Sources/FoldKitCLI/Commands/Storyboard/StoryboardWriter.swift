import Foundation
import FoldKitRender

/// Renders a plan's panels and writes their files: SVG always, PNG and `index.html` on request.
struct StoryboardWriter {
    /// One panel's written files, paths relative to the output directory.
    struct Written: Sendable {
        var panel: StoryboardPanel
        var svg: String
        var png: String?
    }

    var directory: StoryboardOutputDirectory
    var kinds: Set<StoryboardOptions.RenderKind>
    var progress: StoryboardProgress

    /// Writes every panel, then the HTML page; returns the panels' files in plan order.
    /// - Throws: ``CLIError`` when a directory or file cannot be written or a PNG cannot be
    ///   rendered (naming the panel).
    func write(_ plan: StoryboardPlan) throws(CLIError) -> [Written] {
        try directory.create()
        var created = Set<String>()
        var written: [Written] = []
        written.reserveCapacity(plan.panels.count)
        defer { progress.finish() }
        for (index, panel) in plan.panels.enumerated() {
            progress.step(index + 1, panel.name)
            let folder = StoryboardPaths.directory(panel)
            if created.insert(folder).inserted { try directory.createSubdirectory(folder) }
            let drawing = PanelDrawing(panel)
            let svg = StoryboardPaths.svg(panel)
            try directory.write(Data(SVGWriter.document(drawing).utf8), to: svg)
            var png: String?
            if kinds.contains(.png) {
                let data: Data
                do { data = try CairoRenderer.png(drawing) } catch {
                    throw .conflict("\(directory.shown(StoryboardPaths.png(panel))): \(error)")
                }
                png = StoryboardPaths.png(panel)
                try directory.write(data, to: png!)
            }
            written.append(Written(panel: panel, svg: svg, png: png))
        }
        if kinds.contains(.html) {
            try directory.write(Data(HTMLPage.document(plan, hasPNG: kinds.contains(.png)).utf8), to: StoryboardPaths.index)
        }
        return written
    }
}
