import Foundation
import FoldKit
import FoldKitScenes

/// The other built-in scenes — grids, overlays, displacement, presentations (SPEC 5–7) — written with the builder.
///
/// Written from the scene files in `Sources/FoldKitScenes/Resources/Scenes`; each MUST equal its
/// file decoded (`BuiltInScenesInSwiftTests`).
extension BuiltInScenesInSwift {
    /// `fitness-grid`.
    static let fitnessGrid = Scene("Fitness",
                                   summary: "Workout tiles in a grid that keeps its columns when the device folds.",
                                   comment: "A fold-aware grid (SPEC 6): on a device with a crease it prefers an even number of columns, so bending the device never reflows it; only the hinge gutter widens and every tile stays whole inside one region. The screen's title is the UI layer's (SPEC 9); the grid scrolls under it.") {
        GridNode("workouts", items: 12, minItemWidth: 150, itemAspect: 0.75, spacing: 12, margin: 16, interactive: true).title("Workouts")
            .comment("Each cell starts a workout: cells are interactive and must never straddle the fold.")
    }

    /// `photo-context-menu`.
    static let photoContextMenu = Scene("Photo Context Menu",
                                        summary: "A long-pressed photo lifted over the library, with a reactions bar above it and its menu beside it.",
                                        comment: "Group displacement (SPEC 5.1): the photo and its reactions bar work together and move together, kept near the fold rather than pushed apart; the menu is a presentation anchored to the photo, so it stays next to it in the photo's region (SPEC 7).") {
        OverlayNode("photo-screen") {
            GridNode("library", items: 60, minItemWidth: 110, spacing: 2, interactive: true)
            StackNode("lifted-photo", axis: .vertical, spacing: 12) {
                DisplaceNode("reactions-focus", purpose: .contextual, group: "photo-context", anchor: "photo") {
                    ElementNode("reactions", role: .control, label: "Reactions").frame(width: 280)
                }.frame(height: 48)
                DisplaceNode("photo-focus", purpose: .contextual, group: "photo-context") {
                    ElementNode("photo", role: .image, label: "Photo").important().frame(width: 320)
                        .variant(when: .horizontalSizeClass(.compact)) { $0.frame(width: .fill, minWidth: 200) }
                }.frame(height: 300)
                    .variant(when: .horizontalSizeClass(.compact)) { $0.frame(height: 224) }
            }.padding(16).frame(width: 320, height: 360).alignment(.top)
                .variant(when: .horizontalSizeClass(.compact)) { $0.frame(width: .fill, height: .fill) }
                .comment("Lifted near the top, so the menu has room below the photo, where it opens first. Regular, it keeps a photo's size, narrower than a region and as tall as the shortest regular window allows (the flip-foldable held as a book), so the group can move off a fold; compact, it spans the window's width, the photo 224 pt tall: what a landscape phone leaves (the tri-fold's 316 pt less padding and the reactions), and short enough to stay above a tabletop fold with its reactions.")
            PresentationNode("photo-menu", kind: .menu, anchor: "photo", label: "Copy · Share · Favourite · Delete").frame(width: 250, height: 220)
        }
    }

    /// `search`.
    static let search = Scene("Search",
                              summary: "A search bar above its results; with the keyboard up, it sits on the keyboard.",
                              comment: "Contextual displacement (SPEC 5.2): a focused search bar stays above the view it searches and adjusts its width and position as the device folds. The keyboard is the system's (SPEC 10.2, the keyboard state: storyboard --keyboard off,on): the bar moves down onto it and the results fill the room above. The results are scrolling content and are never displaced.",
                              focus: "search-field") {
        StackNode("search-screen", axis: .vertical) {
            DisplaceNode("search-focus", purpose: .contextual, anchor: "results") {
                ElementNode("search-field", role: .searchField, label: "Search").important().padding(8)
            }.frame(height: 60)
            ListNode("results", rows: 12, rowHeight: 56) {
                ElementNode("result", role: .text, label: "Result").interactive(true).padding(4)
            }
        }
    }

    /// `media-controls`.
    static let mediaControls = Scene("Media Controls",
                                     summary: "A video with its playback controls over it, on the bottom half in tabletop.",
                                     comment: "Displacement by purpose (SPEC 5.2): in tabletop the top region is for watching from a distance and the bottom region is the stable touch surface, so the video moves up and the controls down. Held as a book, the video goes to the region where it moves least and the controls stay over it; it never lies across the fold. The video keeps to the safe area (letterboxed, as video is), so no camera covers it.") {
        OverlayNode("player-screen") {
            DisplaceNode("video-focus", purpose: .farViewing) {
                ElementNode("video", role: .media, label: "Video").important()
            }
            DisplaceNode("controls-focus", purpose: .interactive) {
                StackNode("media-controls", axis: .vertical, spacing: 8) {
                    ElementNode("scrubber", role: .control, label: "Scrubber").frame(height: 44)
                    StackNode("transport", axis: .horizontal, spacing: 20) {
                        ElementNode("rewind", role: .control, label: "−10 s").frame(width: 64)
                        ElementNode("play-pause", role: .control, label: "Pause").important().frame(width: 64)
                        ElementNode("forward", role: .control, label: "+10 s").frame(width: 64)
                    }.frame(width: 232, height: 64)
                }.padding(16).frame(width: .fill, minWidth: 232)
            }.frame(height: 148).alignment(.bottom)
        }
    }

    /// `alert`.
    static let alert = Scene("Alert",
                             summary: "A confirmation alert over a recording's notes.",
                             comment: "An alert (SPEC 7) follows displacement: centred in the safe area when open, on the outer display's side in book (where it keeps showing when the device closes), in the top region in tabletop. It never lies across the fold.") {
        OverlayNode("alert-screen") {
            ScrollNode("notes-body", contentHeight: 1200) {
                ElementNode("notes-text", role: .text, label: "Notes").padding(16)
            }
            PresentationNode("delete-alert", kind: .alert, label: "Delete this recording?") {
                StackNode("alert-body", axis: .vertical) {
                    ElementNode("alert-message", role: .text, label: "Delete this recording? This cannot be undone.").important().padding(12)
                    StackNode("alert-buttons", axis: .horizontal) {
                        ElementNode("cancel", role: .control, label: "Cancel")
                        ElementNode("delete", role: .control, label: "Delete").important()
                    }.frame(height: 44)
                }
            }.frame(width: 270, height: 150)
        }.title("Notes")
    }
}
