import Foundation
import FoldKit
import _CCairo

/// The storyboard as one PDF for a review (CLI.md `storyboard --render pdf`, SPEC 8.3): a page per
/// scene with its title, a summary line, every panel drawn as the SVG draws it, in plan order,
/// in a grid scaled to fit, and its findings below, one a line; findings that do not fit continue
/// on pages of their own.
///
/// Pages are A3 landscape (1191 × 842 pt). Text goes through Pango like the PNGs' (CJK and emoji
/// included). Deterministic: the same plan gives the same bytes (the creation date is fixed).
public enum StoryboardPDF {
    /// The page size, points: A3 landscape.
    public static let pageSize = CGSize(width: 1191, height: 842)
    /// The margin on every side, points.
    static let margin: CGFloat = 36
    /// The space between panels in the grid, points.
    static let gap: CGFloat = 14
    /// One finding's line height, points.
    static let findingLine: CGFloat = 12

    /// The PDF of `plan`'s panels drawn in `style` and `frame`.
    /// - Throws: ``RenderError/cairo(step:status:)`` when Cairo fails; ``RenderError/invalidSize(width:height:)``
    ///   for a plan without panels.
    /// - Complexity: O(*p*·*q*) for *p* panels of *q* primitives each.
    public static func document(_ plan: StoryboardPlan, style: PanelStyle = .wireframe, frame: PanelFrame = .none) throws(RenderError) -> Data {
        guard !plan.panels.isEmpty else { throw .invalidSize(width: 0, height: 0) }
        let sink = DataSink()
        let writer = try Writer(style: style, frame: frame) { bytes in sink.data.append(contentsOf: bytes); return true }
        for scene in plan.byScene { try writer.append(scene) }
        try writer.finish()
        return sink.data
    }

    /// A PDF written a scene at a time: each scene's pages go to `write` as Cairo finishes them,
    /// so a storyboard of any size holds one scene's panels, not the document (issue 20: bounded
    /// memory at scale). Not thread-safe: use one from one thread.
    public final class Writer {
        /// Receives the PDF's bytes in order; returns false when they cannot be written (Cairo
        /// then stops with a write error, which ``append(_:)`` or ``finish()`` throws).
        public typealias Write = (UnsafeRawBufferPointer) -> Bool

        private let style: PanelStyle
        private let frame: PanelFrame
        private let sink: Sink
        private let surface: OpaquePointer
        private let context: OpaquePointer
        private var finished = false

        /// A PDF drawing panels in `style` and `frame`, its bytes going to `write`.
        /// - Throws: ``RenderError/cairo(step:status:)`` when Cairo cannot create the surface.
        public init(style: PanelStyle = .wireframe, frame: PanelFrame = .none, write: @escaping Write) throws(RenderError) {
            self.style = style
            self.frame = frame
            let sink = Sink(write)
            self.sink = sink
            guard let surface = cairo_pdf_surface_create_for_stream({ closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
                return sink.write(UnsafeRawBufferPointer(start: bytes, count: Int(length))) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
            }, Unmanaged.passUnretained(sink).toOpaque(), pageSize.width, pageSize.height) else {
                throw .cairo(step: "create PDF surface", status: "no surface")
            }
            do throws(RenderError) { try CairoRenderer.check(cairo_surface_status(surface), step: "create PDF surface") } catch {
                cairo_surface_destroy(surface)
                throw error
            }
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, "FoldKit storyboard")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "foldkit storyboard")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2026-01-01T00:00:00Z")
            guard let context = cairo_create(surface) else {
                cairo_surface_destroy(surface)
                throw .cairo(step: "create PDF context", status: "no context")
            }
            self.surface = surface
            self.context = context
        }

        deinit {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
        }

        /// Draws one scene's pages: `panels` are that scene's, in plan order; none adds nothing.
        /// - Throws: ``RenderError/cairo(step:status:)`` when Cairo fails or the bytes cannot be written.
        /// - Complexity: O(*p*·*q*) for *p* panels of *q* primitives each.
        public func append(_ panels: [StoryboardPanel]) throws(RenderError) {
            guard !panels.isEmpty, !finished else { return }
            for page in pages(panels, style: style, frame: frame) {
                CairoRenderer.paint(page, in: context)
                try CairoRenderer.check(cairo_status(context), step: "draw PDF page")
                cairo_show_page(context)
                try CairoRenderer.check(cairo_surface_status(surface), step: "write PDF")
            }
        }

        /// Ends the document: Cairo writes its fonts and cross-reference table. Call it once,
        /// after the last scene; a PDF not finished is incomplete.
        /// - Throws: ``RenderError/cairo(step:status:)`` when the bytes cannot be written.
        public func finish() throws(RenderError) {
            guard !finished else { return }
            finished = true
            cairo_surface_finish(surface)
            try CairoRenderer.check(cairo_surface_status(surface), step: "write PDF")
        }
    }

    /// One scene's pages as drawings in page points: the first with the title, panels and as many
    /// findings as fit; then findings only.
    static func pages(_ panels: [StoryboardPanel], style: PanelStyle, frame: PanelFrame) -> [PanelDrawing] {
        let scene = panels[0].scene
        let findings = panels.flatMap { panel in
            panel.findings.map { "\($0.rule) \($0.severity.rawValue) · \(panel.deviceID)/\(panel.postureAndState)\(panel.pushed.isEmpty ? "" : " (pushed)") · \($0.message)" }
        }
        let counts = PanelFinding.Severity.allCases.map { severity in
            let count = panels.reduce(0) { $0 + $1.findings.count { $0.severity == severity } }
            return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        let devices = panels.reduce(into: [String]()) { if !$0.contains($1.deviceName) { $0.append($1.deviceName) } }
        var out: [DrawingPrimitive] = [.rect(.init(CGRect(origin: .zero, size: pageSize), fill: PanelPalette.surface))]
        let title = scene == .space ? "Spaces" : scene.title
        out.append(.text(.init(title, at: CGPoint(x: margin, y: margin + 20), size: 20, color: PanelPalette.ink, bold: true)))
        let summary = "\(panels.count) panels on \(devices.joined(separator: ", ")) · findings: " + counts.joined(separator: ", ")
        // The summary wraps at its separators to the page's width (every device named, the counts whole).
        let summaryLines = PanelDrawing.wrapped(summary, width: pageSize.width - 2 * margin, size: 10, bold: false)
        for (index, line) in summaryLines.enumerated() {
            out.append(.text(.init(line, at: CGPoint(x: margin, y: margin + 38 + CGFloat(index) * 13), size: 10, color: PanelPalette.inactiveText)))
        }
        let header = 50 + CGFloat(max(summaryLines.count - 1, 0)) * 13
        // Findings take at most a third of the page below the panels.
        let bottom = pageSize.height - margin
        let findingRoom = findings.isEmpty ? 0 : min(CGFloat(findings.count) * findingLine + 20, (bottom - margin - header) / 3)
        let grid = CGRect(x: margin, y: margin + header, width: pageSize.width - 2 * margin, height: bottom - margin - header - findingRoom)
        appendPanels(panels, in: grid, style: style, frame: frame, to: &out)
        var rest = findings[...]
        if !findings.isEmpty {
            out.append(.text(.init("Findings", at: CGPoint(x: margin, y: grid.maxY + 16), size: 11, color: PanelPalette.ink, bold: true)))
            appendLines(&rest, from: grid.maxY + 16 + findingLine, to: bottom, to: &out)
        }
        var pages = [PanelDrawing(size: pageSize, pixelSize: pageSize, title: title, primitives: out)]
        while !rest.isEmpty {
            var page: [DrawingPrimitive] = [.rect(.init(CGRect(origin: .zero, size: pageSize), fill: PanelPalette.surface))]
            page.append(.text(.init("\(title) — findings, continued", at: CGPoint(x: margin, y: margin + 14), size: 14, color: PanelPalette.ink, bold: true)))
            appendLines(&rest, from: margin + 14 + 2 * findingLine, to: bottom, to: &page)
            pages.append(PanelDrawing(size: pageSize, pixelSize: pageSize, title: title, primitives: page))
        }
        return pages
    }

    /// Every panel's drawing in `grid`, in rows and columns chosen so the panels are as large as
    /// they can be at one common scale, each centred in its cell.
    static func appendPanels(_ panels: [StoryboardPanel], in grid: CGRect, style: PanelStyle, frame: PanelFrame, to out: inout [DrawingPrimitive]) {
        let drawings = panels.map { PanelDrawing($0, style: style, frame: frame) }
        let cellSize = CGSize(width: drawings.map(\.size.width).max() ?? 1, height: drawings.map(\.size.height).max() ?? 1)
        var best = (columns: 1, scale: CGFloat(0))
        for columns in 1...drawings.count {
            let rows = (drawings.count + columns - 1) / columns
            let width = (grid.width - gap * CGFloat(columns - 1)) / CGFloat(columns)
            let height = (grid.height - gap * CGFloat(rows - 1)) / CGFloat(rows)
            let scale = min(width / cellSize.width, height / cellSize.height)
            if scale > best.scale { best = (columns, scale) }
        }
        let cell = CGSize(width: cellSize.width * best.scale, height: cellSize.height * best.scale)
        for (index, drawing) in drawings.enumerated() {
            let origin = CGPoint(x: grid.minX + CGFloat(index % best.columns) * (cell.width + gap),
                                 y: grid.minY + CGFloat(index / best.columns) * (cell.height + gap))
            let size = CGSize(width: drawing.size.width * best.scale, height: drawing.size.height * best.scale)
            let place = CGPoint(x: origin.x + (cell.width - size.width) / 2, y: origin.y + (cell.height - size.height) / 2)
            out += drawing.primitives.map { $0.scaled(by: best.scale).offsetBy(dx: place.x, dy: place.y) }
        }
    }

    /// Findings, one a line, from `top` down to `bottom`; the ones that fit are taken from `lines`.
    static func appendLines(_ lines: inout ArraySlice<String>, from top: CGFloat, to bottom: CGFloat, to out: inout [DrawingPrimitive]) {
        var y = top
        while let line = lines.first, y <= bottom {
            out.append(.text(.init(PanelDrawing.fitted(line, width: pageSize.width - 2 * margin, size: 8.5), at: CGPoint(x: margin, y: y),
                                   size: 8.5, color: PanelPalette.ink)))
            lines = lines.dropFirst()
            y += findingLine
        }
    }

    /// Where Cairo's bytes go, handed to Cairo's C callback as an unretained pointer.
    final class Sink {
        let write: Writer.Write
        init(_ write: @escaping Writer.Write) { self.write = write }
    }

    /// The bytes of ``document(_:style:frame:)``.
    final class DataSink {
        var data = Data()
    }
}
