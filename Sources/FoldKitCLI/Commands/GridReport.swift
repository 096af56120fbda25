import Foundation
import FoldKit
import FoldKitRender

/// The text and JSON forms of a ``GridResult`` for `foldkit grid` (CLI.md).
enum GridReport {
    /// The JSON text of `layout`: CLI.md's `columns`, `rows`, `items`, `contentSize`, plus context
    /// and the solver's extras (fields may be added, never renamed).
    ///
    /// Written by hand rather than through `JSONEncoder`, one item per line, so a million items
    /// take about a second, not a quarter of a minute; members in a fixed order, deterministic.
    static func json(_ layout: GridResult, request: GridRequest, device: String, preset: String, posture: String) -> String {
        var out = "{\n"
        out.reserveCapacity(512 + layout.itemCount * 96)
        func member(_ key: String, _ value: String, last: Bool = false) { out += "  \(quoted(key)): \(value)\(last ? "" : ",")\n" }
        member("device", quoted(device))
        member("preset", quoted(preset))
        member("posture", quoted(posture))
        member("layoutDirection", quoted(request.space.layoutDirection.rawValue))
        member("bounds", rect(layout.bounds))
        member("scrolls", request.scrolls ? "true" : "false")
        member("columns", String(layout.columns))
        member("rows", String(layout.rows))
        member("cellSize", size(layout.cellSize))
        out += "  \"items\": ["
        for (index, frame) in layout.itemFrames.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\"index\": \(index), \"frame\": \(rect(frame))}"
        }
        out += layout.itemCount == 0 ? "],\n" : "\n  ],\n"
        member("contentSize", size(layout.contentSize))
        member("splitAxis", layout.splitAxis.map { quoted($0.rawValue) } ?? "null")
        member("splitAxes", "[" + layout.splitAxes.map { quoted($0.rawValue) }.joined(separator: ", ") + "]")
        member("regions", "[" + layout.regions.map(rect).joined(separator: ", ") + "]")
        member("columnRegions", "[" + layout.regionOfColumn.map(String.init).joined(separator: ", ") + "]")
        let gutters = layout.gutters.map { gutter in
            "{\"frame\": \(rect(gutter.frame)), \"divisions\": [\(gutter.divisionIDs.map(quoted).joined(separator: ", "))]}"
        }
        member("gutters", "[" + gutters.joined(separator: ", ") + "]")
        member("notes", "[" + layout.notes.map { quoted($0.rawValue) }.joined(separator: ", ") + "]", last: true)
        return out + "}\n"
    }

    /// `{"x": …, "y": …, "width": …, "height": …}` (CLI.md's rect shape).
    static func rect(_ r: CGRect) -> String {
        "{\"x\": \(Format.number(r.minX)), \"y\": \(Format.number(r.minY)), \"width\": \(Format.number(r.width)), \"height\": \(Format.number(r.height))}"
    }

    /// `{"width": …, "height": …}`.
    static func size(_ s: CGSize) -> String {
        "{\"width\": \(Format.number(s.width)), \"height\": \(Format.number(s.height))}"
    }

    /// `text` as a JSON string literal, escaped (``JSONString/quoted(_:forScript:)``).
    static func quoted(_ text: String) -> String { JSONString.quoted(text) }

    /// The most items the text form lists one by one.
    static let listedItems = 24

    /// The human-readable form: a summary, the gutters, the notes, then the first items; numbers
    /// in text output's one format (``Format/output(_:)-(Double)``, 0.01 pt; the JSON form keeps
    /// six decimals).
    static func text(_ layout: GridResult, label: String) -> String {
        var out = "\(label): \(layout.columns) columns × \(layout.rows) rows, \(layout.itemCount) items\n"
        out += "  bounds      \(TextTable.frame(layout.bounds))\n"
        out += "  cell        \(Format.output(layout.cellSize.width)) × \(Format.output(layout.cellSize.height))\n"
        out += "  content     \(Format.output(layout.contentSize.width)) × \(Format.output(layout.contentSize.height))\n"
        for gutter in layout.gutters {
            out += "  gutter      \(TextTable.frame(gutter.frame)) at \(gutter.divisionIDs.joined(separator: ", "))\n"
        }
        for note in layout.notes { out += "  note        \(note.message)\n" }
        for (index, frame) in layout.itemFrames.prefix(listedItems).enumerated() {
            out += "  item \(String(index).padding(toLength: 7, withPad: " ", startingAt: 0))\(TextTable.frame(frame))\n"
        }
        if layout.itemCount > listedItems { out += "  … \(layout.itemCount - listedItems) more (see --format json)\n" }
        return out
    }

}
