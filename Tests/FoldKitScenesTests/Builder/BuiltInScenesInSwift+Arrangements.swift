import Foundation
import FoldKit
import FoldKitScenes

/// The built-in scenes whose root is an arrangement (SPEC 4.1–4.2 [S1][S4]), written with the builder.
///
/// Written from the scene files in `Sources/FoldKitScenes/Resources/Scenes`; each MUST equal its
/// file decoded (`BuiltInScenesInSwiftTests`).
extension BuiltInScenesInSwift {
    /// `podcasts-now-playing`.
    static let podcastsNowPlaying = Scene("Podcasts Now Playing",
                                          summary: "The player and the episode's transcript, side by side when the transcript is on.",
                                          comment: "A split arrangement (SPEC 4.1, 4.3): neither the player nor the transcript may cover the other. Only the horizontal axis is allowed, so the transcript never squeezes in below the player; where the window cannot split side by side the player stays alone, because the primary is the view that survives. secondaryVisible is the state of the Transcript action, which the screen declares with Up Next in its toolbar (SPEC 9): the system puts them in the open Duo's side bar, or in a bottom toolbar — on the touch surface in tabletop.") {
        ArrangementView("now-playing") {
            StackNode("player", axis: .vertical, spacing: 12) {
                StackNode("header", axis: .vertical, spacing: 12) {
                    ElementNode("artwork", role: .image, label: "Artwork").important().frame(width: .fill, height: .fill, minHeight: 64)
                        .variant(when: .splitShowsBoth(false)) { $0.frame(width: 64, height: 64) }
                    ElementNode("episode-title", role: .text, label: "Episode title").frame(height: 48)
                }.frame(height: .fill, minHeight: 124)
                    .variant(when: .splitShowsBoth(false)) { $0.axis(.horizontal).frame(height: 64, minHeight: 64) }
                    .comment("The artwork takes the height the controls leave, at least 64 pt, so a short window held as a book (the flip-foldable's) keeps its title and controls. Where the split cannot happen the artwork shrinks to a thumbnail beside the title, so the inline transcript keeps a usable height (SPEC 8.1: scrolling content from 88 pt) on a landscape phone.")
                ScrollNode("transcript-inline", contentHeight: 1200) {
                    ElementNode("transcript-inline-text", role: .text, label: "Transcript").padding(8)
                }.standsFor("transcript")
                    .comment("Where the split cannot happen (tabletop, the phone-sized screen) the transcript shows inline in the player, under the artwork shrunk to a thumbnail; where it can, the transcript has its own pane and this one is gone (SPEC 10.3, S4).")
                DisplaceNode("playback-focus", purpose: .interactive) {
                    StackNode("playback", axis: .vertical, spacing: 12) {
                        ElementNode("scrubber", role: .control, label: "Scrubber").frame(height: 44)
                        StackNode("transport", axis: .horizontal, spacing: 16) {
                            ElementNode("skip-back", role: .control, label: "−15 s").frame(width: 56)
                            ElementNode("play-pause", role: .control, label: "Play").important().frame(width: 64)
                            ElementNode("skip-forward", role: .control, label: "+30 s").frame(width: 56)
                        }.frame(width: 208, height: 64)
                    }
                        .variant(when: .splitShowsBoth(false)) { $0.axis(.horizontal) }
                }.frame(height: 120)
                    .variant(when: .splitShowsBoth(false)) { $0.frame(height: 64) }
                    .comment("Where the window cannot split side by side (tabletop) the player is alone across the fold: its controls move to the bottom region, the touch surface (SPEC 5.2).")
            }.padding(16)
                .variant(when: .splitShowsBoth(false)) { $0.spacing(8).padding(8) }
        } secondary: {
            ScrollNode("transcript", contentHeight: 2400) {
                ElementNode("transcript-text", role: .text, label: "Transcript").padding(16)
            }
                .comment("Continuously scrolling text: never displaced (SPEC 5.1).")
        }
            .arrangementViewStyle(.split(axes: .horizontal)).secondaryVisible(true)
            .toolbar([ToolbarItem(id: "show-transcript", title: "Transcript", symbol: "quote.bubble", placement: .bottomBar), ToolbarItem(id: "show-queue", title: "Up Next", symbol: "list.bullet", placement: .bottomBar)])
    }

    /// `voice-notes`.
    static let voiceNotes = Scene("Voice Notes",
                                  summary: "A recording's player and its Up Next queue, side by side when open.",
                                  comment: "A split arrangement (SPEC 4.1, 4.3), the style the design session concludes is right here (S4): the queue is not read through the player, so neither may cover the other. As in S4's demo the split is limited to the horizontal axis: side by side when the window is wider, at the fold when it folds. Where it cannot split side by side (the phone-sized screen, tabletop) the player, the primary, stays alone and shows the queue inline; its transport sits at the player's foot, where the thumb is, and in tabletop moves across the fold to the touch surface, as Podcasts' does (SPEC 5.2).") {
        ArrangementView("voice-notes") {
            StackNode("player", axis: .vertical, spacing: 12) {
                ElementNode("note-title", role: .text, label: "Recording title").frame(height: 44)
                ElementNode("waveform", role: .media, label: "Waveform")
                    .variant(when: .splitShowsBoth(false)) { $0.frame(height: 44) }
                ListNode("up-next-inline", rows: 8, rowHeight: 56) {
                    ElementNode("inline-note", role: .text, label: "Queued note").interactive(true).padding(4)
                }.standsFor("up-next")
                    .comment("Where the split cannot happen, the queue shows inline below the waveform (SPEC 10.3), so it stays reachable.")
                DisplaceNode("transport-focus", purpose: .interactive) {
                    StackNode("transport", axis: .horizontal, spacing: 20) {
                        ElementNode("rewind", role: .control, label: "−15 s").frame(width: 64)
                        ElementNode("play-pause", role: .control, label: "Play").important().frame(width: 64)
                        ElementNode("forward", role: .control, label: "+15 s").frame(width: 64)
                    }.frame(width: 232, height: 64)
                }.frame(height: 64)
                    .comment("Where the player is alone across the fold (tabletop) its controls go to the bottom region, the touch surface.")
            }.padding(16)
        } secondary: {
            ListNode("up-next", rows: 8, rowHeight: 56) {
                ElementNode("queued-note", role: .text, label: "Queued note").interactive(true).padding(4)
            }
                .comment("The queue scrolls: it may run under the fold and is never displaced.")
        }
            .arrangementViewStyle(.split(axes: .horizontal))
    }

    /// `accessibility-reader`.
    static let accessibilityReader = Scene("Accessibility Reader",
                                           summary: "An article with reading controls floating over it.",
                                           comment: "An overlay arrangement (SPEC 4.2, 4.3): controls over readable content, where partial occlusion is acceptable. Closed or flat, the controls float as a bar at the bottom edge over the text; folded, they take the thumb side's region and expand there into a column, and the article keeps the other one.") {
        ArrangementView("reader") {
            StackNode("reader-controls", axis: .horizontal, spacing: 12) {
                ElementNode("smaller-text", role: .control, label: "A−")
                    .variant(when: .stacked(false)) { $0.frame(height: 64) }
                ElementNode("larger-text", role: .control, label: "A+")
                    .variant(when: .stacked(false)) { $0.frame(height: 64) }
                ElementNode("speak", role: .control, label: "Speak").important()
                    .variant(when: .stacked(false)) { $0.frame(height: 64) }
                ElementNode("contrast", role: .control, label: "Contrast")
                    .variant(when: .stacked(false)) { $0.frame(height: 64) }
            }.padding(12).frame(width: 320, height: 72).alignment(.bottom)
                .variant(when: .stacked(false)) { $0.axis(.vertical).frame(width: 280, height: 292).alignment(.center) }
                .variant(when: .horizontalSizeClass(.compact)) { $0.frame(width: .fill, minWidth: 212) }
                .comment("Collapsed to a bar while stacked over the text — 320 pt wide where the window is regular, the window's width where it is compact — and expanded into a column of four 64-pt buttons centred in its own region once it has one (a variant, SPEC 10.3), read from the arrangement's z-index: 292 = 4 × 64 + 3 × 12.")
        } secondary: {
            ScrollNode("article", contentHeight: 3200) {
                ElementNode("article-text", role: .text, label: "Article").important().padding(20)
            }
        }
            .arrangementViewStyle(.overlay(edge: .bottom))
    }
}
