import Foundation
import FoldKit
import FoldKitScenes

/// The built-in scenes whose root is a navigation container (SPEC 4.4, 4.5, 9), written with the builder.
///
/// Written from the scene files in `Sources/FoldKitScenes/Resources/Scenes`; each MUST equal its
/// file decoded (`BuiltInScenesInSwiftTests`).
extension BuiltInScenesInSwift {
    /// `mail`.
    static let mail = Scene("Mail",
                            summary: "A mailbox and a message, side by side when open; a reply field below the message.",
                            comment: "The list–detail rule (SPEC 4.4): one tree in every posture. The mailbox is the same view whether it stands alone or beside the message; only its width changes, so folding resets nothing. The UI layer is a model (SPEC 9, S3): each column declares its title and actions, and the system places them — down the side bar of the open Duo, in each column's navigation bar elsewhere — so no control is drawn by the app, and none lands on the fold.",
                            focus: "reply-field") {
        ListDetailNode("mail") {
            StackNode("mailbox", axis: .vertical) {
                ElementNode("mailbox-search", role: .searchField, label: "Search").padding(8).frame(height: 44)
                ListNode("messages", rows: 24, rowHeight: 76) {
                    StackNode("message-row", axis: .horizontal, spacing: 12) {
                        ElementNode("sender-avatar", role: .image).frame(width: 40, height: 40).alignment(.top)
                        ElementNode("message-summary", role: .text, label: "Sender · Subject · Preview")
                    }.padding(8)
                }
                    .comment("Rows scroll and may pass under the fold; each row keeps its own controls out of it.")
            }.title("Inbox")
                .toolbar([ToolbarItem(id: "compose", title: "Compose", symbol: "square.and.pencil")])
        } detail: {
            StackNode("message", axis: .vertical) {
                ScrollNode("message-body", contentHeight: 1400) {
                    ElementNode("message-text", role: .text, label: "Message text").important().padding(16)
                }
                ElementNode("reply-field", role: .textField, label: "Reply").padding(8).frame(height: 44)
            }.title("Message")
                .toolbar([ToolbarItem(id: "archive", title: "Archive", symbol: "archivebox"), ToolbarItem(id: "reply", title: "Reply", symbol: "arrowshape.turn.up.left")])
                .comment("The message scrolls under its column's navigation bar, its first line clear of it (content insets, S3); the reply field stays at the column's foot, and with the keyboard up (SPEC 10.2) directly above it, the message ending at the field.")
        }
    }

    /// `odokeep-garage`.
    static let odokeepGarage = Scene("OdoKeep Garage",
                                     summary: "The vehicles as cards, and the selected vehicle's details beside them when there is room.",
                                     comment: "OdoKeep's garage (SPEC 4.4, seed S0). A column of cards does not get better cut in half, so this screen does not opt into stacking: in tabletop it ignores the horizontal fold and the cards scroll under it. Each column declares its title and actions (SPEC 9); the system places them.") {
        garage(logsRefuels: true)
    }

    /// OdoKeep's garage screen, in `odokeep-garage` with its Log a refuel button and in
    /// `odokeep-tabs` without (the files repeat it; the Swift writes it once, `if` in the children).
    static func garage(logsRefuels: Bool) -> ListDetailNode {
        ListDetailNode("garage") {
            ListNode("vehicles", rows: 6, rowHeight: 148) {
                ElementNode("vehicle-card", role: .card, label: "Vehicle").interactive(true).padding(8)
            }.title("Garage")
                .toolbar([ToolbarItem(id: "add-vehicle", title: "Add vehicle", symbol: "plus")])
        } detail: {
            ScrollNode("vehicle-details", contentHeight: 900) {
                StackNode("vehicle-content", axis: .vertical, spacing: 16) {
                    ElementNode("vehicle-photo", role: .image, label: "Photo").frame(height: 220)
                    ElementNode("odometer", role: .text, label: "Odometer · next service").important().frame(height: 96)
                    if logsRefuels {
                        DisplaceNode("log-refuel-focus", purpose: .interactive) {
                            ElementNode("log-refuel", role: .control, label: "Log a refuel")
                        }.frame(height: 50)
                            .comment("On a device with two folds the detail pane itself may span one: the button then moves into the region that holds most of it.")
                    }
                    ElementNode("service-history", role: .text, label: "Service history")
                }.padding(16)
            }.title("Vehicle")
        }
    }

    /// `odokeep-fuel-prices`.
    static let odokeepFuelPrices = Scene("OdoKeep Fuel Prices",
                                         summary: "Nearby stations and their prices on a map; in tabletop the map sits above like a screen and the list below, under the thumbs.",
                                         comment: "OdoKeep's fuel prices (SPEC 4.4 rule 1, seed S0): the one screen that opts into stacking. The map is full-bleed content and ignores the safe area; its locate button does not.") {
        ListDetailNode("fuel-prices", stacksInTabletop: true) {
            StackNode("stations-pane", axis: .vertical) {
                ElementNode("station-search", role: .searchField, label: "Search stations").padding(8).frame(height: 44)
                ListNode("stations", rows: 15, rowHeight: 64) {
                    ElementNode("station", role: .text, label: "Station · price").interactive(true).padding(4)
                }
            }
        } detail: {
            OverlayNode("station-map") {
                ElementNode("map", role: .map, label: "Map").important().ignoresSafeArea()
                ElementNode("locate", role: .control, label: "Locate me").padding(16).frame(width: 44, height: 44).alignment(.bottomTrailing)
            }
        }
    }

    /// `odokeep-tabs`.
    static let odokeepTabs = Scene("OdoKeep",
                                   summary: "OdoKeep's tabs — Garage, Fuel prices, Trips and Settings — with the quick-capture action, the Garage tab selected.",
                                   comment: "The UI layer as a model (SPEC 9, seed S0): the tab view declares its tabs and the quick-capture action; the system places them. Open, the iPhone Duo draws the tab bar as a vertical side bar in its trailing strip, with the clock and the inner camera; closed, the compact tabs run along the bottom; on an iPad they sit at the top; in tabletop, along the bottom of the bottom region. Settings is left out of compact bars and reached through More (S3).") {
        TabViewNode("odokeep", tabs: [
                TabBarModel.Tab(id: "garage-tab", title: "Garage", symbol: "car"),
                TabBarModel.Tab(id: "fuel-tab", title: "Fuel prices", symbol: "fuelpump"),
                TabBarModel.Tab(id: "trips-tab", title: "Trips", symbol: "map"),
                TabBarModel.Tab(id: "settings-tab", title: "Settings", symbol: "gear", compact: false)
            ],
            action: UIAction(id: "quick-capture", title: "Log refuel", symbol: "plus.circle"), selected: "garage-tab") {
            garage(logsRefuels: false)
        }
    }

    /// `reminders`.
    static let reminders = Scene("Reminders",
                                 summary: "Lists in a sidebar column and the selected list's reminders beside it.",
                                 comment: "A system split view (SPEC 4.5): with a vertical fold it rebalances to 50/50, each column snapping to one region so both stay visible; without one it uses its preferred width; in compact width it collapses to one column. Each column declares its title and actions (SPEC 9); the system places them.") {
        SplitViewNode("reminders-split", preferredPrimaryWidth: .absolute(320), minimumPrimaryWidth: .absolute(280), maximumPrimaryWidth: .fractional(0.5)) {
            ListNode("lists", rows: 8, rowHeight: 52).title("My Lists")
                .toolbar([ToolbarItem(id: "add-list", title: "Add List", symbol: "plus.circle", placement: .bottomBar)])
        } secondary: {
            ListNode("reminders", rows: 12, rowHeight: 56) {
                StackNode("reminder", axis: .horizontal, spacing: 8) {
                    ElementNode("done", role: .control, label: "○").frame(width: 44, height: 44)
                    ElementNode("reminder-title", role: .text, label: "Reminder")
                }.padding(4)
            }.title("Today")
                .toolbar([ToolbarItem(id: "new-reminder", title: "New Reminder", symbol: "plus")])
        }
    }

    /// `timeline`.
    static let timeline = Scene("Timeline",
                                summary: "A social timeline with the selected post beside it and a compose action in the toolbar.",
                                comment: "From seed S3: a split view shows the timeline and the selected post hierarchically, so the focused post reads as chosen from the timeline. Compose moved from a floating action button into the toolbar, where the open Duo shows it in the vertical side bar; on the phone-sized screen it stays a floating button, because the top-right corner is out of the thumb's reach (floatsInCompact). It is declared once, on the primary column, so it is never shown twice.") {
        SplitViewNode("timeline-split", preferredPrimaryWidth: .fractional(0.4)) {
            ListNode("timeline", rows: 30, rowHeight: 112) {
                StackNode("post-row", axis: .horizontal, spacing: 12) {
                    ElementNode("author-avatar", role: .image).frame(width: 44, height: 44).alignment(.top)
                    ElementNode("post-preview", role: .text, label: "Post").interactive(true)
                }.padding(8)
            }.title("Home")
                .toolbar([ToolbarItem(id: "compose", title: "Compose", symbol: "square.and.pencil", floatsInCompact: true)])
                .comment("The timeline scrolls under the bars: it may run under the fold and is never displaced.")
        } secondary: {
            ScrollNode("post", contentHeight: 1600) {
                ElementNode("post-body", role: .text, label: "Selected post and replies").important().padding(16)
            }.title("Post")
                .toolbar([ToolbarItem(id: "reply", title: "Reply", symbol: "arrowshape.turn.up.left")])
        }
    }
}
