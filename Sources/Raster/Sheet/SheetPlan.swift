import Spec

/// Where everything goes on a contact sheet (`ContactSheet.plan`): its size, and its horizontal
/// bands — the title and legend, then one per (display settings, locale, appearance, state) row — which `ContactSheet.band`
/// draws independently, so the bands of a large sheet are drawn and compressed on several threads.
package struct SheetPlan: Sendable {
    /// One row of cells: its top on the sheet, its height with its label and the gap below it, and
    /// per size column the index of its cell (nil where the row has none).
    struct Row: Sendable {
        let settings: DisplaySettings
        let locale: RenderLocale?
        let appearance: Appearance
        /// The built-in state's or scenario's name.
        let state: String
        let y: Int
        let height: Int
        let cells: [Int?]
    }

    let title: String
    package let width: Int
    package let height: Int
    let columnWidth: Int
    let sizes: [SizeCategory]
    /// Labels name the appearance when the sheet has more than one.
    let namesAppearance: Bool
    /// Labels name the display settings when the sheet has more than one combination.
    package let namesSettings: Bool
    /// Labels name the locale when the sheet has more than one.
    package let namesLocale: Bool
    let rows: [Row]
    let cells: [ContactSheet.Cell]
    /// Per cell, its plates, relative to its render.
    package let labels: [[SheetLabel]]

    /// The title band and one band per row.
    package var bandCount: Int { rows.count + 1 }
}
