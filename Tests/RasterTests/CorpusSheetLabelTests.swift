import Foundation
import Layout
import Raster
import Spec
import TestSupport
import Testing
import Text

/// Issue 28 (6): rule labels on contact sheets covered neighbouring content (the price between a reason
/// and its button, a stepper's "− 2 +", a checkbox's label). Every corpus spec is laid out at every size,
/// state, display setting and locale (its first appearance: appearances do not move frames), every
/// element that draws is outlined with a rule id, as if all of them failed, and the plates are placed as
/// the sheet places them (geometry only, nothing drawn): no plate may cover an element's frame, an
/// outline or another plate, a plate is inside the render or wholly under it, and a plate away from
/// its element hangs on a leader line.
@Suite struct CorpusSheetLabelTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let files = SpecFolder(repository.appendingPathComponent("specs").path).specs
    static let sheet = ContactSheet(engine: try! TextEngine(fonts: .inter()))
    static let rules = RuleID.allCases.map(\.rawValue)

    @Test func theCorpusIsThere() {
        #expect(Self.files.count >= 80)
    }

    @Test(arguments: files)
    func noPlateCoversAnElementAnOutlineOrAnotherPlate(file: String) throws {
        let spec = try SpecLoader.load(path: file)
        let engine = try TextEngine(stack: Self.stack(for: spec))
        let backdrop = try SpecBackdrop.image(for: spec)
        let maximumHeight = ContactSheet.maximumCellHeight(combinations: spec.settings.count * spec.locales.count)
        var problems: [String] = []
        var plates = 0
        for settings in spec.settings {
            for locale in spec.locales.map(spec.caseLocale) {
                for size in spec.sizes {
                    for situation in spec.situations {
                        let tree = try LayoutEngine.layout(
                            spec, size: size, state: situation.state, appearance: spec.appearances[0],
                            settings: settings, locale: locale, measurer: engine, backdropImage: backdrop,
                            scenario: situation.scenario)
                        let place =
                            "\(settings.name) \(locale?.identifier ?? "") \(size.rawValue)-\(situation.scenario ?? situation.state.rawValue)"
                        let frames = tree.elementFrames
                        let outlines = frames.enumerated().map { (rect: $0.element, label: Self.rules[$0.offset % Self.rules.count]) }
                        let thumbnail = ContactSheet.thumbnailSize(
                            width: Int((tree.contentSize.width * Double(tree.scale)).rounded()),
                            height: Int((tree.contentSize.height * Double(tree.scale)).rounded()),
                            maximumHeight: maximumHeight)
                        let perPoint = Double(tree.scale) / Double(thumbnail.reduction)
                        let labels = try Self.sheet.labels(
                            outlines: outlines, frames: frames, pixelsPerPoint: perPoint,
                            width: thumbnail.width, height: thumbnail.height)
                        let screen = PixelRect(x: 0, y: 0, width: thumbnail.width, height: thumbnail.height)
                        let boxes = ContactSheet.frameBoxes(frames, pixelsPerPoint: perPoint).map { $0.intersection(screen) }
                        let outlineBoxes = frames.map { frame in
                            PixelRect(
                                x: Int((frame.x * perPoint).rounded(.down)) - 2, y: Int((frame.y * perPoint).rounded(.down)) - 2,
                                width: Int((frame.width * perPoint).rounded(.up)) + 4,
                                height: Int((frame.height * perPoint).rounded(.up)) + 4
                            )
                            .intersection(screen)
                        }
                        plates += labels.count
                        for (index, label) in labels.enumerated() {
                            if let box = boxes.first(where: { !$0.intersection(label.box).isEmpty }) {
                                problems.append("\(place): \(label.text) at \(label.box) covers the element at \(box)")
                            }
                            if let box = outlineBoxes.first(where: { !$0.intersection(label.box).isEmpty }) {
                                problems.append("\(place): \(label.text) at \(label.box) covers the outline at \(box)")
                            }
                            if let other = labels[(index + 1)...].first(where: { !$0.box.intersection(label.box).isEmpty }) {
                                problems.append("\(place): \(label.text) at \(label.box) covers \(other.text) at \(other.box)")
                            }
                            if label.box.intersection(screen) != label.box && label.box.y < screen.maxY {
                                problems.append("\(place): \(label.text) at \(label.box) is neither in the render nor under it")
                            }
                            if let leader = label.leader {
                                let touches = leader.maxY == label.box.y || leader.y == label.box.maxY
                                if !touches || leader.x < label.box.x || leader.x >= label.box.maxX {
                                    problems.append("\(place): \(label.text) at \(label.box) does not hang on its leader \(leader)")
                                }
                            } else if label.box.intersection(screen) != label.box {
                                problems.append("\(place): \(label.text) at \(label.box) leaves the render without a leader")
                            }
                        }
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(5).joined(separator: "\n"))")
        #expect(plates > 0)
    }

    /// The spec's font stack as `buttoncheck` draws it: its fonts or Inter, then its fallbacks or the Noto fonts installed.
    static func stack(for spec: ScreenSpec) -> FontStack {
        let fallbacks = spec.fallbackFonts.map { sets in
            sets.map { files in
                FontSet(
                    files: Dictionary(
                        uniqueKeysWithValues: files.compactMap { weight, path in
                            FontWeight(rawValue: weight.rawValue).map { ($0, path) }
                        }))
            }
        }
        return FontStack(primary: .inter(), fallbacks: fallbacks ?? FontStack.defaultFallbacks())
    }
}
