import Foundation
import FoldKit

/// `foldkit devices`: lists the built-in device profiles (CLI.md).
public struct DevicesCommand: Command {
    /// Creates the command.
    public init() {}
    public var name: String { "devices" }
    public var overview: String { "List the built-in device profiles, their displays and postures" }
    public var usage: String { "[--device <id|path>] [--format text|json]" }
    public var options: [OptionSpec] {
        [.value("--device", "id|path", "Show only this profile (a built-in id or a profile JSON file)"), OutputFormat.spec]
    }

    struct Listing: Encodable {
        struct Device: Encodable {
            struct Display: Encodable {
                var id: String
                var size: JSONSize
                var scale: Double
                var regions: [String]
            }
            var id: String
            var name: String
            var displays: [Display]
            var postures: [String]
            var source: String
        }
        var devices: [Device]
    }

    public func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CLIOutput {
        let format = try OutputFormat.parse(arguments)
        if let extra = arguments.positionals.first { throw .usage(command: name, message: "unexpected argument '\(extra)'") }
        let profiles: [DeviceProfile]
        if let device = arguments.value("--device") {
            profiles = [try DeviceLoader.load(device, flag: "--device", context: context)]
        } else {
            do { profiles = try DeviceProfile.allBuiltIn() } catch { throw .invalidFile(path: "built-in profiles", error: error) }
        }
        let listing = Listing(devices: profiles.map { profile in
            Listing.Device(id: profile.id, name: profile.name, displays: profile.displays.map { display in
                Listing.Device.Display(id: display.id.rawValue, size: JSONSize(display.naturalSize), scale: Double(display.scale),
                                       regions: display.regions.map(\.id))
            }, postures: profile.supportedPresets.map(\.rawValue), source: profile.source)
        })
        if format == .json { return CLIOutput(stdout: try JSONOutput.encode(listing)) }
        var text = ""
        for device in listing.devices {
            text += "\(device.id)  \(device.name)\n"
            for display in device.displays {
                let px = "\(Format.output(display.size.width * display.scale)) × \(Format.output(display.size.height * display.scale)) px"
                let regions = display.regions.isEmpty ? "no reserved regions" : "regions: " + display.regions.joined(separator: ", ")
                text += "  \(display.id.padding(toLength: 6, withPad: " ", startingAt: 0)) \(Format.output(display.size.width)) × \(Format.output(display.size.height)) pt @\(Format.output(display.scale))x (\(px)); \(regions)\n"
            }
            text += "  postures: \(device.postures.joined(separator: ", "))\n"
        }
        return CLIOutput(stdout: text)
    }
}

/// A size in JSON: `{"width","height"}`.
public struct JSONSize: Encodable, Sendable, Equatable {
    /// Points (or pixels where the field says so).
    public var width, height: Double
    /// The JSON form of `size`.
    public init(_ size: CGSize) {
        width = Double(size.width)
        height = Double(size.height)
    }
}
