import ButtonCheck
import Layout
import Spec
import Text
import XCTest

/// The library is callable from XCTest suites too (teams' existing test targets).
final class XCTestUsageTests: XCTestCase {
    func testLayingOutABundledSpecFromXCTest() throws {
        let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("specs")
        let spec = try SpecLoader.load(path: specs.appendingPathComponent("loading-overlay.json").path)
        let engine = try TextEngine(fonts: .inter())
        let idle = try LayoutEngine.layout(spec, size: .AX5, state: .idle, appearance: .light, measurer: engine)
        let loading = try LayoutEngine.layout(spec, size: .AX5, state: .loading, appearance: .light, measurer: engine)
        let buttons = idle.root.allNodes.filter { $0.role == .element(.button) }
        XCTAssertFalse(buttons.isEmpty)
        for button in buttons {
            XCTAssertEqual(loading.root.node(withID: button.id ?? "")?.frame, button.frame, "overlay keeps the idle footprint")
        }
    }
}
