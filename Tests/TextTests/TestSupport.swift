import Text

/// One engine over Debian's Inter for the whole test run (opening nine faces is the slow part).
let inter: TextEngine = {
    do {
        return try TextEngine(fonts: .inter())
    } catch {
        fatalError("TextTests need Inter: \(error)")
    }
}()

/// Inter 3.019 (Debian fonts-inter) design units per em.
let interUnitsPerEm = 2816.0
