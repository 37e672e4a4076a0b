import Foundation
import Testing
import Text

@Suite struct FontSetTests {
    @Test func interFiles() {
        let set = FontSet.inter()
        #expect(set.files.count == 9)
        #expect(set.file(for: .regular) == "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        #expect(set.file(for: .semibold) == "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf")
        #expect(set.file(for: .heavy) == "/usr/share/fonts/opentype/inter/Inter-ExtraBold.otf")
        #expect(FontSet.inter(directory: "/f/").file(for: .black) == "/f/Inter-Black.otf")
    }

    @Test func weightsAreOrdered() {
        #expect(FontWeight.allCases == FontWeight.allCases.sorted())
        #expect(FontWeight.allCases.map(\.numericValue) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(FontWeight(rawValue: "semibold") == .semibold)
    }

    @Test func cssFallbackOrder() {
        let set = FontSet(files: [.light: "L", .medium: "M", .bold: "B"])
        #expect(set.file(for: .regular) == "M")  // 400 → 500 first
        #expect(set.file(for: .medium) == "M")
        #expect(set.file(for: .semibold) == "B")  // > 500 → heavier first
        #expect(set.file(for: .black) == "B")  // then lighter, descending
        #expect(set.file(for: .thin) == "L")  // < 400 → lighter first, then heavier ascending
        #expect(set.file(for: .extraLight) == "L")
        let noMedium = FontSet(files: [.light: "L", .bold: "B"])
        #expect(noMedium.file(for: .regular) == "L")  // 400: 500, then lighter descending
        #expect(noMedium.file(for: .medium) == "L")  // 500: lighter descending first
        #expect(noMedium.file(for: .semibold) == "B")
        #expect(FontSet(files: [.black: "K"]).file(for: .thin) == "K")
        #expect(FontSet(files: [:]).file(for: .regular) == nil)
    }

    @Test func engineUsesTheFallbackFile() throws {
        let engine = try TextEngine(fonts: FontSet(files: [.regular: FontSet.inter().file(for: .regular)!]))
        let bold = try engine.shape("Continue", weight: .bold, size: 17)
        let regular = try inter.shape("Continue", weight: .regular, size: 17)
        #expect(bold == regular)
    }
}
