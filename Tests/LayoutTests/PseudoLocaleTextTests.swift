@testable import Spec
import Testing
import Text

/// The pseudo-locale's letters are drawn by Inter (no .notdef box), and texts of 8 characters or more
/// come out 30 to 40 % wider than the originals, as the README says.
@Suite struct PseudoLocaleTextTests {
    static let engine: TextEngine = {
        do {
            return try TextEngine(fonts: .inter())
        } catch {
            fatalError("LayoutTests need Inter: \(error)")
        }
    }()

    @Test func interDrawsEveryAccentedLetterAndTheDotsAndBrackets() throws {
        let letters = PseudoLocale.accents.values.map { String($0) } + ["\u{B7}", "[", "]"]
        for letter in letters {
            for weight in [FontWeight.regular, .semibold, .bold] {
                let run = try Self.engine.shape(letter, weight: weight, size: 17)
                #expect(run.glyphs.count == 1 && run.glyphs[0].glyph != 0, "\(letter) \(weight)")
            }
        }
    }

    @Test func pseudoTextsAreThirtyToFortyPercentWider() throws {
        let texts = [
            "Continue", "Accept the terms to continue.", "Add a card to pay.", "Sign in to iCloud to join this album.",
            "Email address", "You're offline. Upload starts when you reconnect.",
        ]
        for text in texts {
            let plain = try Self.engine.shape(text, weight: .regular, size: 17).width
            let pseudo = try Self.engine.shape(PseudoLocale.translate(text), weight: .regular, size: 17).width
            #expect((1.30...1.40).contains(pseudo / plain), "\(text): \(pseudo / plain)")
        }
    }
}
