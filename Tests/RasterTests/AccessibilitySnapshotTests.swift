import Foundation
import Layout
import Pixels
import Raster
import Spec
import TestSupport
import Testing
import Text

/// Accessibility snapshots (issue 30, deliverable 3): the render with each element VoiceOver visits
/// outlined and numbered in navigation order, and a legend with what it says. The drawing takes its
/// elements as plain input, so these tests pin it with hand-derived orders and spoken texts.
@Suite struct AccessibilitySnapshotTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let engine = try! TextEngine(fonts: .inter())
    static let white = RGBA8(255, 255, 255, 255)
    static let black = RGBA8(0, 0, 0, 255)

    /// The seed's terms screen (000) with Continue disabled, in VoiceOver's order, hand-derived: title,
    /// text, the terms toggle, the reason, then the button with its value.
    static func termsElements(_ tree: LayoutTree) throws -> [AccessibilitySnapshot.Element] {
        func frame(_ id: String) throws -> Rect { try #require(tree.root.node(withID: id)).frame }
        return [
            AccessibilitySnapshot.Element(frame: try frame("title"), spoken: "Before You Start"),
            AccessibilitySnapshot.Element(
                frame: try frame("summary"),
                spoken: "We keep your data on your device and sync it only when you turn on iCloud. Read the full terms in Settings."),
            AccessibilitySnapshot.Element(
                frame: try frame("accept-terms"), spoken: "I agree to the Terms of Service, switch button, off",
                hint: "double-tap to toggle setting"),
            AccessibilitySnapshot.Element(frame: try frame("terms-reason"), spoken: "Accept the terms to continue."),
            AccessibilitySnapshot.Element(frame: try frame("continue"), spoken: "Continue, Accept the terms first, dimmed, button"),
        ]
    }

    /// Pinned at Large and AX5: badges readable, legend wrapped and not clipped, outlines on the render.
    @Test(arguments: [SizeCategory.large, .AX5])
    func theTermsScreenMatchesItsSnapshotGolden(size: SizeCategory) throws {
        let spec = try SpecLoader.load(path: Self.repository.appendingPathComponent("specs/terms-disabled-continue.json").path)
        let tree = try LayoutEngine.layout(spec, size: size, state: .disabled, appearance: .light, measurer: Self.engine)
        let render = try Rasterizer(engine: Self.engine).render(tree).image
        let snapshot = try AccessibilitySnapshot(engine: Self.engine)
            .draw(
                render, scale: tree.scale, title: "What VoiceOver says, swipe by swipe · light/\(size.rawValue)-disabled",
                elements: try Self.termsElements(tree))
        #expect(snapshot.width == render.width + 300 * tree.scale)
        #expect(snapshot.height >= render.height)
        let golden = Self.repository.appendingPathComponent(
            "Tests/RasterTests/Snapshots/terms-disabled-continue-\(size.rawValue).voiceover.png")
        assertGolden(snapshot, at: golden.path)
    }

    /// The ring is, from the inside out, a dark line, the colour and a white halo, so that it shows on a
    /// white screen (dark line, colour) and on a black one (halo, colour).
    @Test(arguments: [white, black])
    func theOutlineHasADarkLineTheColourAndAWhiteHalo(backdrop: RGBA8) throws {
        let render = RGBAImage(width: 100, height: 100, fill: backdrop)
        let element = AccessibilitySnapshot.Element(frame: Rect(x: 60, y: 40, width: 30, height: 30), spoken: "OK, button")
        let snapshot = try AccessibilitySnapshot(engine: Self.engine).draw(render, scale: 1, title: "T", elements: [element])
        func pixel(_ x: Int, _ y: Int) -> RGBA8 {
            let index = (y * snapshot.width + x) * 4
            return RGBA8(snapshot.bytes[index], snapshot.bytes[index + 1], snapshot.bytes[index + 2], snapshot.bytes[index + 3])
        }
        // Along the middle of the element's left edge (x = 60): 56 halo, 57–58 colour, 59 dark, 60 the element.
        let halo = backdrop == Self.white ? Self.white : RGBA8(230, 230, 230, 255)
        #expect(pixel(56, 55) == halo)
        #expect(pixel(57, 55) == RGBA8(0x00, 0x72, 0xB2, 255))
        #expect(pixel(58, 55) == RGBA8(0x00, 0x72, 0xB2, 255))
        let shade: UInt8 = backdrop == Self.white ? 77 : 0
        #expect(pixel(59, 55) == RGBA8(shade, shade, shade, 255))
        #expect(pixel(60, 55) == backdrop)
        #expect(pixel(55, 55) == backdrop)
    }

    /// Badges and outlines cycle through the six palette colours in navigation order; the badge sits on
    /// the frame's top-leading corner, or its top-right one when mirrored.
    @Test func badgesCycleThePaletteAndSitOnTheLeadingCorner() throws {
        let render = RGBAImage(width: 200, height: 300, fill: Self.white)
        let elements = (0..<7).map {
            AccessibilitySnapshot.Element(frame: Rect(x: 40, y: 10 + Double($0) * 40, width: 120, height: 30), spoken: "\($0 + 1)")
        }
        let engine = AccessibilitySnapshot(engine: Self.engine)
        let snapshot = try engine.draw(render, scale: 1, title: "T", elements: elements)
        let mirrored = try engine.draw(render, scale: 1, title: "T", elements: elements, mirrored: true)
        func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> RGBA8 {
            let index = (y * image.width + x) * 4
            return RGBA8(image.bytes[index], image.bytes[index + 1], image.bytes[index + 2], image.bytes[index + 3])
        }
        // A badge (22 × 22 at scale 1) is centred on its outline's outer corner (4 outside the frame): element 7's
        // (frame top 250) spans x 25–47 and y 235–257; element 2's (top 50) y 35–57. Left of the number, inside the rim.
        #expect(pixel(snapshot, 28, 246) == RGBA8(0x00, 0x72, 0xB2, 255))
        #expect(pixel(snapshot, 28, 46) == RGBA8(0xE6, 0x9F, 0x00, 255))
        // Mirrored: centred on the top-right corner (x 153–175); left of the outline is the backdrop.
        #expect(pixel(mirrored, 172, 46) == RGBA8(0xE6, 0x9F, 0x00, 255))
        #expect(pixel(mirrored, 28, 46) == Self.white)
    }

    /// A legend entry's text wraps to the legend's width; a word wider than the width is cut.
    @Test func legendTextWrapsAtSpacesAndCutsWordsWiderThanALine() throws {
        let width = try Self.engine.shape("Continue, Accept", weight: .regular, size: 15).width + 1
        let lines = try LegendWrap.lines(
            "Continue, Accept the terms first, dimmed, button", width: width, size: 15, weight: .regular,
            engine: Self.engine)
        #expect(lines == ["Continue, Accept", "the terms first,", "dimmed, button"])
        let cut = try LegendWrap.lines(
            "Supercalifragilistic", width: try Self.engine.shape("Supercali", weight: .regular, size: 15).width + 0.5,
            size: 15, weight: .regular, engine: Self.engine)
        #expect(cut.first == "Supercali")
        #expect(cut.count >= 2 && cut.joined() == "Supercalifragilistic")
        let limit = try Self.engine.shape("Supercali", weight: .regular, size: 15).width + 0.5
        for line in cut { #expect(try Self.engine.shape(line, weight: .regular, size: 15).width <= limit) }
    }

    /// A screen with nothing for VoiceOver still gets a legend saying so; a legend taller than the render
    /// makes the image taller, the space under the render grey.
    @Test func anEmptyScreenSaysSoAndAShortRenderIsPaddedInGrey() throws {
        let render = RGBAImage(width: 40, height: 20, fill: Self.white)
        let snapshot = try AccessibilitySnapshot(engine: Self.engine).draw(render, scale: 1, title: "T", elements: [])
        #expect(snapshot.width == 340)
        // Margin 12, one title line 16.9, spacing 10, two text lines' worth 44.2, margin 12: 95.1, rounded up.
        #expect(snapshot.height == 96)
        let index = (50 * snapshot.width + 10) * 4
        #expect(Array(snapshot.bytes[index..<(index + 4)]) == [0xE8, 0xE8, 0xEB, 255])
    }
}
