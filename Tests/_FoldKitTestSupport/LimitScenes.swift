import Foundation

/// Scene documents with every length at its limit (SceneLimits: lengths up to 1 000 000 pt,
/// positive lengths from 0.01 pt, an item aspect of 0.01…100, 100 000 rows or cells): the
/// decoder accepts each, and layout must give finite frames that print exactly.
public enum LimitScenes {
    /// The largest length, as the documents write it.
    public static let maximum = "1000000"
    /// The smallest positive length, as the documents write it.
    public static let minimum = "0.01"

    /// An element with every length at the maximum and `extra` members.
    static func element(_ id: String, _ role: String, _ extra: String = "") -> String {
        #"{"type":"element","id":"\#(id)","role":"\#(role)","width":\#(maximum),"height":\#(maximum),"padding":\#(maximum)\#(extra)}"#
    }

    /// A range of dimensions all at the maximum.
    static let range = #"{"min":\#(maximum),"preferred":\#(maximum),"max":\#(maximum)}"#

    /// Every kind of node in one screen, every length it takes at the maximum.
    public static let everyLengthAtTheMaximum: String = {
        let m = maximum
        let children = [
            #"{"type":"stack","id":"controls","axis":"horizontal","padding":\#(m),"spacing":\#(m),"width":\#(m),"height":\#(m),"children":["#
                + ["play", "pause", "skip"].map { element($0, "control") }.joined(separator: ",") + "]}",
            #"{"type":"overlay","id":"photo","padding":\#(m),"width":\#(m),"height":\#(m),"children":["#
                + element("picture", "image") + "," + element("caption", "text", #","alignment":"bottomTrailing""#) + "]}",
            #"{"type":"scroll","id":"article","contentHeight":\#(m),"padding":\#(m),"content":"# + element("body", "text") + "}",
            #"{"type":"splitView","id":"split","preferredPrimaryWidth":\#(m),"minimumPrimaryWidth":\#(m),"maximumPrimaryWidth":\#(m),"padding":\#(m),"#
                + #""primary":"# + element("sidebar", "text") + #","secondary":"# + element("content", "text") + "}",
            #"{"type":"arrangement","id":"pair","primaryWidth":\#(range),"primaryHeight":\#(range),"secondaryWidth":\#(range),"secondaryHeight":\#(range),"#
                + #""padding":\#(m),"primary":"# + element("first", "media") + #","secondary":"# + element("second", "map") + "}",
            #"{"type":"listDetail","id":"mail","padding":\#(m),"list":{"type":"list","id":"inbox","rows":1000,"rowHeight":\#(m),"padding":\#(m),"row":"#
                + element("message", "control") + #"},"detail":"# + element("reader", "text") + "}",
            #"{"type":"displace","id":"floating","purpose":"interactive","padding":\#(m),"child":"# + element("compose", "control") + "}",
            #"{"type":"grid","id":"tiles","items":1000,"minItemWidth":\#(m),"itemAspect":100,"spacing":\#(m),"margin":\#(m),"padding":\#(m)}"#,
            #"{"type":"presentation","id":"menu","kind":"popover","anchor":"play","width":\#(m),"height":\#(m),"padding":\#(m)}"#,
            #"{"type":"presentation","id":"alert","kind":"alert","width":\#(m),"height":\#(m)}"#,
        ]
        return document(#"{"type":"stack","id":"screen","axis":"vertical","padding":\#(m),"spacing":\#(m),"title":"Limits","#
                        + #""toolbar":[{"id":"add","title":"Add","symbol":"plus"}],"children":["# + children.joined(separator: ",") + "]}")
    }()

    /// The longest content: 100 000 rows of the largest height, each padded at the maximum.
    public static let longestList = document(#"{"type":"list","id":"rows","rows":100000,"rowHeight":\#(maximum),"row":"# + element("row", "control") + "}")

    /// The tallest grid: 100 000 cells of the largest aspect, spaced and inset at the maximum.
    public static let tallestGrid = document(#"{"type":"grid","id":"cells","items":100000,"minItemWidth":\#(maximum),"itemAspect":100,"spacing":\#(maximum),"margin":\#(maximum)}"#)

    /// Every positive length at the minimum: 100 000 rows 0.01 pt high, a grid of cells 0.01 pt
    /// wide at the smallest aspect.
    public static let everyPositiveLengthAtTheMinimum = document(
        #"{"type":"stack","id":"screen","axis":"vertical","children":[{"type":"list","id":"rows","rows":100000,"rowHeight":\#(minimum)},"#
        + #"{"type":"grid","id":"cells","items":1000,"minItemWidth":\#(minimum),"itemAspect":0.01}]}"#)

    /// Every document, named.
    public static let all: [(name: String, json: String)] = [
        ("every length at the maximum", everyLengthAtTheMaximum),
        ("the longest list", longestList),
        ("the tallest grid", tallestGrid),
        ("every positive length at the minimum", everyPositiveLengthAtTheMinimum),
    ]

    static func document(_ root: String) -> String { #"{"name":"Limits","summary":"Every length at its limit.","root":"# + root + "}" }
}
