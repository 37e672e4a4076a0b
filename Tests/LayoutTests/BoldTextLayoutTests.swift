import Foundation
import Layout
import Spec
import Testing
import TestSupport
import Text

/// Bold Text (the `boldText` display setting) draws every weight heavier, as iOS's system font does,
/// so text is measured and broken again in its heavier weight.
@Suite struct BoldTextLayoutTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("specs").path

    @Test func everyWeightMovesUpTheSystemFontsLadder() throws {
        let weights: [(Weight, FontWeight)] = [
            (.thin, .extraLight), (.extraLight, .light), (.light, .regular), (.regular, .semibold),
            (.medium, .bold), (.semibold, .heavy), (.bold, .black), (.heavy, .black), (.black, .black),
        ]
        for (weight, bold) in weights {
            let spec = try screen(#"{"type": "text", "id": "t", "text": "Hi", "weight": "\#(weight.rawValue)"}"#)
            let plain = try LayoutEngine.layout(spec, size: .large, state: .idle, appearance: .light, measurer: MonospaceMeasurer())
            let heavier = try LayoutEngine.layout(
                spec, size: .large, state: .idle, appearance: .light, settings: DisplaySettings([.boldText]),
                measurer: MonospaceMeasurer())
            #expect(plain.text("t")?.weight.rawValue == weight.rawValue)
            #expect(heavier.text("t")?.weight == bold, "\(weight)")
        }
    }

    @Test func theBasketTitleFitsAtAX3UntilBoldTextWidensIt() throws {
        let spec = try SpecLoader.load(path: "\(Self.corpus)/basket-header-bold-text.json")
        let engine = try TextEngine(fonts: .inter())
        let plain = try LayoutEngine.layout(spec, RenderCase(appearance: .light, size: .AX3, state: .idle), measurer: engine)
        let bold = try LayoutEngine.layout(
            spec, RenderCase(appearance: .light, settings: DisplaySettings([.boldText]), size: .AX3, state: .idle),
            measurer: engine)
        #expect(bold.renderCase.name == "light+boldText/AX3-idle")
        func rounded(_ rect: Rect?) -> [Double] {
            guard let rect else { return [] }
            return [rect.x, rect.y, rect.width, rect.height].map { ($0 * 1000).rounded() / 1000 }
        }
        // Regular 22 pt: 330.156 pt beside the 13.944 pt count and 8 pt of spacing, in 358 pt.
        #expect(plain.text("basket-title")?.lines.map(\.text) == ["Your basket, ready to check out"])
        #expect(plain.text("basket-title")?.weight == .regular)
        #expect(rounded(plain.frame("basket-title")) == [18.95, 20.188, 330.156, 26.625])
        #expect(rounded(plain.frame("item-count")) == [357.106, 16, 13.944, 35])
        #expect(plain.text("basket-title")?.truncated == false)
        // Semibold, the title needs 335.672 pt: more than the 335.572 pt left beside the heavier count.
        #expect(bold.text("basket-title")?.weight == .semibold)
        #expect(bold.text("basket-title")?.truncated == true)
        #expect(bold.text("basket-title")?.lines.map(\.text) == ["Your basket, ready to check o…"])
        #expect(rounded(bold.frame("basket-title")) == [17.954, 20.188, 331.664, 26.625])
        #expect(rounded(bold.frame("item-count")) == [357.618, 16, 14.428, 35])
    }
}
