import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// The `regions` cases of ../shared/cases/contract.json, each as a test of ours with the
/// derivation of every number (SPEC 2.2, 2.4, 3).
@Suite("Contract: foldkit regions")
struct RegionsContractTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var args: [String]
        var check: @Sendable (JSONProbe) -> Void
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "book: the fold is an active division", args: ["--posture", "book"]) { j in
            #expect(j.string("display") == "inner" && j.string("posture") == "book")
            #expect(j.rect("window") == CGRect(x: 0, y: 0, width: 951, height: 669))
            #expect(j.string("sizeClasses.horizontal") == "regular" && j.string("sizeClasses.vertical") == "regular")
            #expect(j.number("safeAreaInsets.trailing") == 56 && j.number("safeAreaInsets.bottom") == 20 && j.number("safeAreaInsets.leading") == 0)
            #expect(j.count("regions") == 1 && j.string("regions[0].id") == "fold" && j.bool("regions[0].isActive") == true)
            #expect(j.rect("regions[0].frame") == CGRect(x: (951.0 - 40) / 2, y: 0, width: 40, height: 669))
            #expect(j.number("regions[0].margins.leading") == 12 && j.number("regions[0].margins.trailing") == 12)
            #expect(j.rect("regions[0].hardwareFrame") == CGRect(x: 455.5 + 12, y: 0, width: 40 - 2 * 12, height: 669))
            #expect(j.string("fold.posture") == "book" && j.number("fold.frame.x") == 455.5)
        },
        Case(name: "flat: only active regions by default", args: ["--posture", "flat"]) { j in
            #expect(j.string("posture") == "flat" && j.count("regions") == 0 && j.isNull("fold"))
        },
        Case(name: "flat include-inactive: the inactive fold keeps its frame", args: ["--posture", "flat", "--include-inactive", "--kind", "division"]) { j in
            #expect(j.count("regions") == 1 && j.bool("regions[0].isActive") == false)
            #expect(j.rect("regions[0].frame") == CGRect(x: 455.5, y: 0, width: 40, height: 669))
            #expect(j.isNull("fold"))
        },
        Case(name: "tabletop: the fold is horizontal in portrait", args: ["--posture", "tabletop"]) { j in
            #expect(j.string("posture") == "tabletop")
            #expect(j.rect("window") == CGRect(x: 0, y: 0, width: 669, height: 951))
            #expect(j.number("safeAreaInsets.top") == 56 && j.number("safeAreaInsets.bottom") == 20)
            // Rotation (SPEC 2.4): y' = 951 − (455.5 + 40) = 455.5, the margins' left/right become top/bottom.
            #expect(j.rect("regions[0].frame") == CGRect(x: 0, y: 951 - 495.5, width: 669, height: 40))
            #expect(j.number("regions[0].margins.top") == 12 && j.number("regions[0].margins.bottom") == 12)
            #expect(j.string("fold.posture") == "tabletop")
        },
        Case(name: "closed: the outer camera is always an active occlusion", args: ["--posture", "closed"]) { j in
            #expect(j.string("display") == "outer" && j.string("posture") == "closed")
            #expect(j.rect("window") == CGRect(x: 0, y: 0, width: 360, height: 780))
            #expect(j.string("sizeClasses.horizontal") == "compact" && j.string("sizeClasses.vertical") == "regular")
            #expect(j.count("regions") == 1 && j.string("regions[0].kind") == "occlusion" && j.bool("regions[0].isActive") == true)
            #expect(j.rect("regions[0].frame") == CGRect(x: 306, y: 12, width: 40, height: 40))
            #expect(j.isNull("fold"))
        },
        Case(name: "closed-landscape: rotated camera, compact/compact", args: ["--posture", "closed-landscape"]) { j in
            #expect(j.rect("window") == CGRect(x: 0, y: 0, width: 780, height: 360))
            #expect(j.string("sizeClasses.horizontal") == "compact" && j.string("sizeClasses.vertical") == "compact")
            // x' = y = 12, y' = 360 − (306 + 40) = 14
            #expect(j.rect("regions[0].frame") == CGRect(x: 12, y: 360 - 346, width: 40, height: 40))
        },
        Case(name: "closed live activity: the camera grows into an island", args: ["--posture", "closed", "--live-activity"]) { j in
            #expect(j.count("regions") == 1 && j.rect("regions[0].frame") == CGRect(x: 196, y: 10, width: 150, height: 40))
        },
        Case(name: "book camera streaming: the inner camera is an active occlusion", args: ["--posture", "book", "--camera-streaming", "--kind", "occlusion"]) { j in
            #expect(j.count("regions") == 1 && j.string("regions[0].kind") == "occlusion" && j.bool("regions[0].isActive") == true)
            #expect(j.rect("regions[0].frame") == CGRect(x: 903, y: 20, width: 40, height: 40))
        },
        Case(name: "book inner camera idle: inactive, hidden by default", args: ["--posture", "book", "--kind", "occlusion"]) { j in
            #expect(j.count("regions") == 0)
        },
        Case(name: "book inner camera idle, include-inactive", args: ["--posture", "book", "--kind", "occlusion", "--include-inactive"]) { j in
            #expect(j.count("regions") == 1 && j.bool("regions[0].isActive") == false)
        },
        Case(name: "RTL mirrors in the view's space", args: ["--posture", "book", "--view", "0,0,700,669", "--layout-direction", "rtl"]) { j in
            #expect(j.rect("regions[0].frame") == CGRect(x: 700 - 495.5, y: 0, width: 40, height: 669))   // 204.5
        },
        Case(name: "RTL fixed keeps physical coordinates", args: ["--posture", "book", "--view", "0,0,700,669", "--layout-direction", "rtl", "--behavior", "fixed"]) { j in
            #expect(j.number("regions[0].frame.x") == 455.5)
        },
        Case(name: "in a view: view coordinates, not clipped", args: ["--posture", "book", "--view", "400,100,300,300"]) { j in
            #expect(j.count("regions") == 1 && j.rect("regions[0].frame") == CGRect(x: 455.5 - 400, y: 0 - 100, width: 40, height: 669))
        },
        Case(name: "in a view that does not overlap the fold", args: ["--posture", "book", "--view", "500,0,451,669"]) { j in
            #expect(j.count("regions") == 0 && j.isNull("fold"))
        },
        // SPEC 3.4: any finite rect of positive size is a view, inside the window or not.
        Case(name: "in a view reaching past the window: the regions it overlaps, unclipped", args: ["--posture", "book", "--view", "300,50,800,500"]) { j in
            // The fold (455.5, 0, 40, 669) seen from (300, 50): x 155.5, y −50; it runs across the view's 500 pt.
            #expect(j.count("regions") == 1 && j.rect("regions[0].frame") == CGRect(x: 455.5 - 300, y: 0 - 50, width: 40, height: 669))
            #expect(j.string("fold.posture") == "book" && j.rect("view") == CGRect(x: 300, y: 50, width: 800, height: 500))
        },
        Case(name: "in a view entirely outside the window: no regions, no fold", args: ["--posture", "book", "--include-inactive", "--view", "2000,-900,300,300"]) { j in
            #expect(j.count("regions") == 0 && j.isNull("fold"))
        },
        // The fold crosses the view's visible part, the whole window (SPEC 3.4, 3.5).
        Case(name: "in a view around the whole window: every region, and the fold", args: ["--posture", "book", "--view", "-100,-100,1151,869"]) { j in
            #expect(j.count("regions") == 1 && j.rect("regions[0].frame") == CGRect(x: 455.5 + 100, y: 100, width: 40, height: 669))
            #expect(j.rect("fold.frame") == CGRect(x: 455.5 + 100, y: 100, width: 40, height: 669) && j.string("fold.posture") == "book")
        },
        Case(name: "in a view taller than the window: the window's fold", args: ["--posture", "book", "--view", "0,0,951,5000"]) { j in
            #expect(j.count("regions") == 1 && j.rect("fold.frame") == CGRect(x: 455.5, y: 0, width: 40, height: 669) && j.string("fold.posture") == "book")
        },
        Case(name: "in a 1e308-pt view: the window's fold", args: ["--posture", "book", "--view", "0,0,1e308,1e308"]) { j in
            #expect(j.count("regions") == 1 && j.rect("fold.frame") == CGRect(x: 455.5, y: 0, width: 40, height: 669))
        },
        Case(name: "iPhone: nothing reserved", args: ["--device", "iphone", "--orientation", "portrait", "--include-inactive"]) { j in
            #expect(j.count("regions") == 0 && j.isNull("fold"))
            #expect(j.rect("window") == CGRect(x: 0, y: 0, width: 393, height: 852))
        },
        Case(name: "iPad: nothing reserved", args: ["--device", "ipad", "--orientation", "portrait", "--include-inactive"]) { j in
            #expect(j.count("regions") == 0 && j.isNull("fold"))
        },
        Case(name: "a window beside the fold has no fold", args: ["--posture", "book", "--window", "0,0,400,669"]) { j in
            #expect(j.count("regions") == 0 && j.isNull("fold"))
            // 400 < 600 → compact; 669 ≥ 600 → regular (SPEC 2.4)
            #expect(j.string("sizeClasses.horizontal") == "compact" && j.string("sizeClasses.vertical") == "regular")
        },
        Case(name: "a window across the fold sees it in window coordinates", args: ["--posture", "book", "--window", "300,0,651,669"]) { j in
            #expect(j.count("regions") == 1 && j.number("regions[0].frame.x") == 455.5 - 300 && j.string("fold.posture") == "book")
        },
        Case(name: "flat include-inactive, all kinds: the idle inner camera too", args: ["--posture", "flat", "--include-inactive"]) { j in
            #expect(j.count("regions") == 2)
        },
    ]

    @Test("Each contract case", arguments: cases)
    func contract(_ c: Case) {
        let output = FoldKitCommandLine.run(["regions"] + c.args + ["--format", "json"])
        #expect(output.exitCode == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty)
        c.check(JSONProbe(output.stdout))
    }
}
