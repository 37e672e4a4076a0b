// The Unicode Bidirectional Algorithm (UAX #9) for one line of a paragraph, by GNU FriBidi.
// Only this file touches FriBidi; its C types do not leave it.

internal import CFriBidi

/// The resolved embedding level of every character (Unicode scalar) of one line: even levels run left
/// to right, odd ones right to left. FriBidi resolves the line's whole paragraph (rules P2–I2), then
/// applies rule L1 to the line alone (its trailing white space reset to the paragraph level); reordering
/// (L2) is `VisualOrder`'s. A line is resolved in its paragraph, as UAX #9 requires: the digits that open
/// a line after an Arabic word on the line before are Arabic numbers (rule W2) whatever the line holds.
struct BidiLevels: Sendable, Equatable {
    /// 0 for a left-to-right paragraph, 1 for a right-to-left one.
    let paragraphLevel: Int
    /// One level per scalar of the line, in logical order.
    let levels: [Int]

    /// Resolves `scalars` as one paragraph and one line. `direction` is the paragraph's base direction;
    /// `nil` takes it from the text's first strong character (rules P2 and P3), left to right when it has none.
    init(_ scalars: [UInt32], direction: TextDirection?) throws(TextError) {
        try self.init(paragraph: scalars, direction: direction, line: scalars.indices)
    }

    /// Resolves the paragraph `scalars` and gives the levels of its line `line` (scalar indices).
    /// `direction` is as for `init(_:direction:)`, of the whole paragraph.
    init(paragraph scalars: [UInt32], direction: TextDirection?, line: Range<Int>) throws(TextError) {
        precondition(line.lowerBound >= 0 && line.upperBound <= scalars.count, "a line lies within its paragraph")
        let count = scalars.count
        guard count > 0 else {
            paragraphLevel = direction?.level ?? 0
            levels = []
            return
        }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var base: FriBidiParType =
            switch direction {
            case .leftToRight: buttoncheck_fribidi_par_ltr
            case .rightToLeft: buttoncheck_fribidi_par_rtl
            case nil: buttoncheck_fribidi_par_on
            }
        let length = FriBidiStrIndex(count)
        let maximum: FriBidiLevel = scalars.withUnsafeBufferPointer { text in
            fribidi_get_bidi_types(text.baseAddress, length, &types)
            fribidi_get_bracket_types(text.baseAddress, length, types, &brackets)
            let resolved = fribidi_get_par_embedding_levels_ex(types, brackets, length, &base, &levels)
            guard resolved > 0 else { return 0 }
            guard !line.isEmpty else { return resolved }
            // L1 part 4: white space at the end of the line goes back to the paragraph level.
            return fribidi_reorder_line(0, types, FriBidiStrIndex(line.count), FriBidiStrIndex(line.lowerBound), base, &levels, nil, nil)
        }
        guard maximum > 0 else {
            throw .bidi("FriBidi could not resolve the directions of a text of \(count) characters (out of memory)")
        }
        paragraphLevel = base == buttoncheck_fribidi_par_rtl ? 1 : 0
        self.levels = levels[line].map { Int($0) }
    }

    /// The base direction rules P2 and P3 give `scalars`: that of its first strong character outside
    /// isolates, or `nil` when it has none (digits, punctuation and spaces only).
    static func naturalDirection(_ scalars: [UInt32]) -> TextDirection? {
        guard !scalars.isEmpty else { return nil }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: scalars.count)
        let direction = scalars.withUnsafeBufferPointer { text in
            fribidi_get_bidi_types(text.baseAddress, FriBidiStrIndex(scalars.count), &types)
            return fribidi_get_par_direction(types, FriBidiStrIndex(scalars.count))
        }
        switch direction {
        case buttoncheck_fribidi_par_ltr: return .leftToRight
        case buttoncheck_fribidi_par_rtl: return .rightToLeft
        default: return nil
        }
    }
}
