/// Renders help in OVERVIEW / USAGE / OPTIONS sections with aligned columns (STYLE 13).
enum Help {
    static func command(_ command: any Command) -> String {
        var out = "OVERVIEW: \(command.overview)\n\nUSAGE: foldkit \(command.name) \(command.usage)\n\nOPTIONS:\n"
        let rows = command.options.map { spec -> (String, String) in
            var left = spec.name
            if let short = spec.short { left = "\(short), \(left)" }
            if let placeholder = spec.placeholder { left += spec.optionalValueWords == nil ? " <\(placeholder)>" : " [<\(placeholder)>]" }
            return (left, spec.help)
        } + [("-h, --help", "Show help for this command")]
        out += table(rows)
        return out
    }

    static func top(_ commands: [any Command]) -> String {
        var out = "OVERVIEW: FoldKit lays out app screens on foldable phones in every posture, draws them and lints them\n\n"
        out += "USAGE: foldkit <command> [options]\n\nCOMMANDS:\n"
        out += table(commands.map { ($0.name, $0.overview) })
        out += "\n  See 'foldkit <command> --help' for a command's options.\n"
        return out
    }

    static func table(_ rows: [(String, String)]) -> String {
        let width = min(40, (rows.map(\.0.count).max() ?? 0) + 2)
        var out = ""
        for (left, right) in rows {
            if left.count + 2 > width {
                out += "  \(left)\n  \(String(repeating: " ", count: width))\(right)\n"
            } else {
                out += "  \(left)\(String(repeating: " ", count: width - left.count))\(right)\n"
            }
        }
        return out
    }
}
