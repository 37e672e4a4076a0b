// Splits a line into the runs it is shaped in: by direction (UAX #9), font (the first face of the stack
// that has the character) and script.

internal import CHarfBuzz

/// Itemizes one line of text. Each character takes the first font of the stack whose character map has
/// it, except marks, joiners, variation selectors and other format and control characters, which stay
/// with the character before them (a mark is drawn by its base's font); a character no font has goes
/// to the primary font (index 0), where it shapes to glyph 0. Characters of no script of their own
/// (spaces, digits, punctuation, marks) take the script of the character before them, or of the
/// first one after them at the start.
struct TextItemizer {
    /// `coverage(font, scalars)`: whether font `font` of the stack has each of `scalars`.
    let fontCount: Int
    let coverage: (Int, [UInt32]) throws(TextError) -> [Bool]

    /// The items of `text`, a paragraph of one line, in logical order, and the paragraph level.
    func items(_ text: String, direction: TextDirection?) throws(TextError) -> (items: [TextItem], paragraphLevel: Int) {
        let scalars = text.unicodeScalars.map(\.value)
        guard !scalars.isEmpty else { return ([], direction?.level ?? 0) }
        return try items(text, bidi: try BidiLevels(scalars, direction: direction))
    }

    /// The items of the line `text`, whose characters have the levels `bidi` (resolved on its paragraph).
    func items(_ text: String, bidi: BidiLevels) throws(TextError) -> (items: [TextItem], paragraphLevel: Int) {
        let scalars = text.unicodeScalars.map(\.value)
        precondition(bidi.levels.count == scalars.count, "one level per character of the line")
        guard !scalars.isEmpty else { return ([], bidi.paragraphLevel) }
        let fonts = try fontIndices(text)
        let scripts = resolvedScripts(scalars)

        var items: [TextItem] = []
        var byte = 0
        for (index, scalar) in text.unicodeScalars.enumerated() {
            let length = UTF8.width(scalar)
            if let last = items.last, last.level == bidi.levels[index], last.font == fonts[index], last.script == scripts[index] {
                items[items.count - 1].bytes = last.bytes.lowerBound..<(byte + length)
            } else {
                items.append(TextItem(bytes: byte..<(byte + length), level: bidi.levels[index], font: fonts[index], script: scripts[index]))
            }
            byte += length
        }
        return (items, bidi.paragraphLevel)
    }

    /// The stack index of the font each scalar of `text` is drawn with.
    func fontIndices(_ text: String) throws(TextError) -> [Int] {
        let scalars = Array(text.unicodeScalars)
        var fonts = [Int?](repeating: nil, count: scalars.count)
        let followers = scalars.map(Self.followsPrevious)
        // Each font is asked only about the characters the fonts before it lack.
        var pending = scalars.indices.filter { !followers[$0] }
        for font in 0..<fontCount where !pending.isEmpty {
            let has = try coverage(font, pending.map { scalars[$0].value })
            var rest: [Int] = []
            for (position, index) in pending.enumerated() {
                if has[position] { fonts[index] = font } else { rest.append(index) }
            }
            pending = rest
        }
        var result: [Int] = []
        result.reserveCapacity(scalars.count)
        for index in scalars.indices {
            if followers[index] {
                result.append(result.last ?? 0)
            } else {
                result.append(fonts[index] ?? 0)
            }
        }
        return result
    }

    /// Characters drawn with the font of the character before them: combining marks, control and format
    /// characters (joiners, bidi controls, U+0000) and variation selectors.
    static func followsPrevious(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .control, .format: return true
        default: return scalar.properties.isVariationSelector
        }
    }

    /// Each scalar's script, characters without one of their own (Common, Inherited, Unknown) taking
    /// the script before them, or at the start the first after them; `nil` throughout when none has one.
    func resolvedScripts(_ scalars: [UInt32]) -> [UInt32?] {
        let functions = hb_unicode_funcs_get_default()
        let own: [UInt32?] = scalars.map { scalar in
            let script = hb_unicode_script(functions, scalar)
            if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN { return nil }
            return script.rawValue
        }
        guard let first = own.first(where: { $0 != nil }) else { return own }
        var current = first
        return own.map { script in
            if let script { current = script }
            return current
        }
    }
}
