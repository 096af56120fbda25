import Foundation
import Testing
import FoldKit
import FoldKitLint

/// A drafts screen written with the mistakes the seeds describe (`docs/lint/examples/
/// seed-mistakes.json`) gets exactly the findings it should, on the Duo in every posture
/// (SPEC 8.4; issue 6).
struct SeedMistakesTests {
    @Test func exactlyTheFindingsTheSeedsPredict() throws {
        let found = try LintExamples.lint("seed-mistakes").map(\.headline)
        let scene = "seed-mistakes: iphone-duo"
        #expect(found == [
            // [S0] The toast pads itself and ignores the safe area: closed it runs 34 pt under the
            // home indicator; closed-landscape 54 pt under the trailing inset; open and landscape
            // 56 pt under the side bar; in portrait 20 pt under the home indicator.
            // [S3] The context menu's 160-pt padding (the misplaced alert-style bar FK005 finds in
            // book) squeezes its frame below a touch target on the phone: 360 − 2 × 160 = 40 wide
            // closed, 1.6 pt high held sideways. It comes first: the menu precedes the toast.
            // [S0][S3] The card holding them is fixed at 300 × 316 inside that 160-pt padding: it
            // gets 360 − 2 × 160 = 40 wide closed and 339 − 2 × 160 = 19 high held sideways (FK016,
            // reported for the card, not again for what shrinks inside it).
            "\(scene)/closed: warning: FK016: stack 'photo-card' asked for 300 × 316pt but got 40 × 316pt",
            // [S1][S4] The alert is drawn as content, a card in the overlay's fourth layer, not a
            // presentation: centred in the safe area, it covers the context menu in the layer
            // behind it. Closed: the card 45…315 × 325…475 (centred in 360 × 692 from y 54), the
            // menu 160…200 × 370…530: 40 × (475 − 370) = 40 × 105.
            "\(scene)/closed: error: FK017: control 'photo-menu' is covered by card 'delete-alert' in layer 4 of overlay 'drafts-screen' by 40 × 105pt",
            "\(scene)/closed: warning: FK018: control 'photo-menu' is 40 × 160pt, below the 44 × 44pt touch target",
            "\(scene)/closed: error: FK007: control 'undo-toast' extends 34pt past the safe area's bottom edge",
            "\(scene)/closed-landscape: warning: FK016: stack 'photo-card' asked for 300 × 316pt but got 300 × 19pt",
            // Held sideways the card's 19 pt less its 16-pt spacing leave 3 pt for the photo and the
            // menu: the photo is content and gives first, all of it (a stack shrinks content before
            // touch targets, docs/decisions.md), so it has no room here (FK003) and the menu keeps 3 pt.
            "\(scene)/closed-landscape: warning: FK003: image 'photo' has no room here (300 × 0pt) but is shown in closed (40 × 140pt)",
            // The card 255…525 (54 + (672 − 270) / 2) × 94.67…244.67, the 3-pt menu 214…514
            // under it: (514 − 255) × 3 = 259 × 3.
            "\(scene)/closed-landscape: error: FK017: control 'photo-menu' is covered by card 'delete-alert' in layer 4 of overlay 'drafts-screen' by 259 × 3pt",
            "\(scene)/closed-landscape: warning: FK018: control 'photo-menu' is 300 × 3pt, below the 44 × 44pt touch target",
            "\(scene)/closed-landscape: error: FK007: control 'undo-toast' extends 54pt past the safe area's trailing edge",
            // Flat: the card at snap(312.5) = 312.67 … 582.67 × snap(249.5) = 249.67 … 399.67, the
            // menu 160…460 × 316…476: (460 − 312.67) × (399.67 − 316) = 147.33 × 83.67.
            "\(scene)/flat: error: FK017: control 'photo-menu' is covered by card 'delete-alert' in layer 4 of overlay 'drafts-screen' by 147.33 × 83.67pt",
            "\(scene)/flat: error: FK007: control 'undo-toast' extends 56pt past the safe area's trailing edge",
            // Flat-rotated: the card 199.67…469.67 × 418.67…568.67 (centred in 669 × 875 from y 56),
            // the menu 160…460 × 372…532: (460 − 199.67) × (532 − 418.67) = 260.33 × 113.33.
            "\(scene)/flat-rotated: error: FK017: control 'photo-menu' is covered by card 'delete-alert' in layer 4 of overlay 'drafts-screen' by 260.33 × 113.33pt",
            "\(scene)/flat-rotated: error: FK007: control 'undo-toast' extends 20pt past the safe area's bottom edge",
            // [S3] A toolbar is touched unless the scene says otherwise (SCENE.md: roles imply
            // interactivity): the photos' bar spans the detail half 455.5…895 and so the whole
            // 40-pt fold.
            "\(scene)/book: error: FK001: toolbar 'detail-bar' overlaps region 'fold' by 40pt",
            // [S1][S4] The grid is not fold-aware: flat, the detail half (447.5 pt) holds
            // ⌊(447.5 − 16 + 4) / (78 + 4)⌋ = 5 columns; in book, naively in the larger region
            // beside the fold, 495.5…895 (399.5 pt): ⌊(399.5 − 16 + 4) / 82⌋ = 4.
            "\(scene)/book: warning: FK004: grid 'photos' has 4 columns here but 5 in flat",
            // [S0] The split centred on the fold puts the compose button on it: centred in the safe
            // area 16…879, x = snap(16 + (863 − 56) / 2) = 419.67, so 475.67 − 455.5 = 20.17 in the fold.
            "\(scene)/book: error: FK001: control 'compose' overlaps region 'fold' by 20.17pt",
            // [S1] The context menu is displaced as if it were an alert (purpose transient): it
            // crosses the fold by 4.5 pt (x 160…460) and is sent to the outer display's side, the
            // trailing region, next to the fold: 495.5 − 160 = 335.5 > 951 / 3 = 317.
            "\(scene)/book: warning: FK005: control 'photo-menu' moved 335.5pt, more than a third of the window's width (317pt)",
            // Book: the moved menu 495.5…795.5 under the card's 312.67…582.67, y as flat:
            // (582.67 − 495.5) × 83.67 = 87.17 × 83.67.
            "\(scene)/book: error: FK017: control 'photo-menu' is covered by card 'delete-alert' in layer 4 of overlay 'drafts-screen' by 87.17 × 83.67pt",
            // [S1][S4] The alert, drawn as a card, is centred across the fold: 270 wide centred in
            // 0…895 at snap(312.5) = 312.67, x 312.67…582.67, so it covers the fold's whole 40 pt
            // (important content that is not media: FK001's, amended 2026-12-02).
            "\(scene)/book: error: FK001: card 'delete-alert' overlaps region 'fold' by 40pt",
            "\(scene)/book: error: FK007: control 'undo-toast' extends 56pt past the safe area's trailing edge",
            // Tabletop: 150 high centred in 56…931 at snap(418.5) = 418.67…568.67, across the
            // whole fold 455.5…495.5. The menu crosses the fold too and goes to the top
            // region, next to the fold: 76.5 pt, not far.
            // In tabletop the photo's fixed 140 pt gets 63.5 in the top region above the fold.
            "\(scene)/tabletop: warning: FK016: image 'photo' asked for 300 × 140pt but got 300 × 63.5pt",
            // Tabletop: the menu moved to 295.5…455.5 above the fold, the card as flat-rotated:
            // 260.33 × (455.5 − 418.67) = 260.33 × 36.83.
            "\(scene)/tabletop: error: FK017: control 'photo-menu' is covered by card 'delete-alert' in layer 4 of overlay 'drafts-screen' by 260.33 × 36.83pt",
            "\(scene)/tabletop: error: FK001: card 'delete-alert' overlaps region 'fold' by 40pt",
            "\(scene)/tabletop: error: FK007: control 'undo-toast' extends 20pt past the safe area's bottom edge",
        ])
    }
}
