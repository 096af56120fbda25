/// Where a storyboard's files go, relative to the output directory (CLI.md `storyboard`).
///
/// `<scene>/<device>/<posture>.svg` (and `.png`) beside one `index.html`; a panel of a state other
/// than the standard one adds the state's name before the extension
/// (``StateModifiers/fileSuffix``): `book.rtl.svg`, `book.rtl.camera.svg`,
/// `flat.live-activity.window-0-0-470-669.svg`; the next screen of a panel that shows one view, its
/// list–detail's detail pushed (``StoryboardPanel/pushed``), adds `.pushed`: `closed.pushed.svg`.
/// The HTML page refers to panels by these relative paths.
public enum StoryboardPaths {
    /// The HTML page's file name.
    public static let index = "index.html"

    /// The live preview's version file, beside the page (`storyboard --watch`): the page loads it
    /// again every half second and reloads itself when its version changes.
    public static let watch = "watch.js"

    /// The review PDF's name, beside the page (a page per scene).
    public static let pdf = "storyboard.pdf"

    /// `space/iphone-duo/book.svg`.
    public static func svg(_ panel: StoryboardPanel) -> String { stem(panel) + ".svg" }

    /// `space/iphone-duo/book.png`.
    public static func png(_ panel: StoryboardPanel) -> String { stem(panel) + ".png" }

    /// The folder of a panel's files, `space/iphone-duo`.
    public static func directory(_ panel: StoryboardPanel) -> String {
        component(panel.scene.id) + "/" + component(panel.deviceID)
    }

    /// The panel's path without the extension: `space/iphone-duo/book`, `space/iphone-duo/book.rtl.camera`.
    static func stem(_ panel: StoryboardPanel) -> String {
        let suffix = panel.state.fileSuffix
        return directory(panel) + "/" + panel.posture.rawValue + (suffix.isEmpty ? "" : "." + suffix) + (panel.pushed.isEmpty ? "" : ".pushed")
    }

    /// `id` as one safe path component: letters, digits, `-`, `_` and `.` are kept, anything else
    /// becomes `-`; an empty component, one that starts with a dot (`.`, `..`, a hidden folder) and
    /// one that is the page's own name (``index``, any case) are prefixed with `_`.
    public static func component(_ id: String) -> String {
        var out = ""
        out.reserveCapacity(id.utf8.count)
        for scalar in id.unicodeScalars {
            let keep = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
            out.unicodeScalars.append(keep ? scalar : "-")
        }
        if out.isEmpty || out.hasPrefix(".") || out.lowercased() == index { out = "_" + out }
        return out
    }
}
