/// Apple's Dynamic Type table: point size and leading for each text style at each content size category,
/// with the default and emphasized weights. Values are the published HIG figures.
package enum DynamicTypeTable {
    /// Size and leading in points.
    package struct Entry: Sendable, Hashable {
        package let size: Double
        package let leading: Double
    }

    /// A style's size and leading at a size; under browser text zoom, its `large` values times the zoom.
    package static func entry(_ style: TextStyle, _ category: SizeCategory) -> Entry {
        if let zoom = category.textZoom {
            let base = entry(style, .large)
            return Entry(size: base.size * zoom, leading: base.leading * zoom)
        }
        let row = table[style.rawIndex]
        let pair = row[category.rawIndex]
        return Entry(size: pair.0, leading: pair.1)
    }

    package static func weight(_ style: TextStyle, emphasized: Bool = false) -> Weight {
        (emphasized ? emphasizedWeights : weights)[style.rawIndex]
    }

    // Rows follow TextStyle.allCases; columns follow SizeCategory.allCases (xSmall … AX5).
    private static let table: [[(Double, Double)]] = [
        /* largeTitle */ [
            (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70),
        ],
        /* title1 */ [
            (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68),
        ],
        /* title2 */ [
            (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66),
        ],
        /* title3 */ [
            (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65),
        ],
        /* headline */ [
            (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
        ],
        /* body */ [
            (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
        ],
        /* callout */ [
            (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60),
        ],
        /* subheadline */ [
            (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58),
        ],
        /* footnote */ [
            (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52),
        ],
        /* caption1 */ [
            (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51),
        ],
        /* caption2 */ [
            (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48),
        ],
    ]
    private static let weights: [Weight] = [
        .regular, .regular, .regular, .regular, .semibold, .regular, .regular, .regular, .regular, .regular, .regular,
    ]
    private static let emphasizedWeights: [Weight] = [
        .bold, .bold, .bold, .semibold, .semibold, .semibold, .semibold, .semibold, .semibold, .semibold, .semibold,
    ]
}
