import Spec
import Testing

/// Web specs of format 2 are swept at browser text zoom steps and the reflow width instead of the
/// Dynamic Type sizes; iOS specs and web specs of format 1 keep the 12 Dynamic Type sizes.
@Suite struct WebSizesTests {
    static func spec(platform: String, version: Int) throws -> ScreenSpec {
        let json = """
            {"version": \(version), "name": "Sizes", "platform": "\(platform)", "viewport": {"width": 390, "height": 844, "scale": 2},
             "content": {"type": "text", "text": "Hello"}}
            """
        return try SpecLoader.load(bytes: Array(json.utf8), file: "sizes.json", baseDirectory: "/tmp")
    }

    @Test func aWebSpecOfFormat2IsSweptAtTextZoomAndTheReflowWidth() throws {
        #expect(
            try Self.spec(platform: "web", version: 2).sizes.map(\.rawValue) == [
                "zoom100", "zoom125", "zoom150", "zoom175", "zoom200", "reflow320",
            ])
        #expect(try Self.spec(platform: "web", version: 1).sizes == SizeCategory.dynamicTypeSizes)
        #expect(try Self.spec(platform: "ios", version: 2).sizes == SizeCategory.dynamicTypeSizes)
        #expect(SizeCategory.dynamicTypeSizes.count == 12)
    }

    @Test func theWebSizesSayWhatTheyAre() {
        #expect(SizeCategory.webSizes.map(\.textZoom) == [1, 1.25, 1.5, 1.75, 2, 1])
        #expect(SizeCategory.webSizes.map(\.viewportWidth) == [nil, nil, nil, nil, nil, 320])
        #expect(
            SizeCategory.webSizes.map(\.spoken) == [
                "text zoom 100 %", "text zoom 125 %", "text zoom 150 %", "text zoom 175 %",
                "text zoom 200 %", "the 320 px reflow width",
            ])
        #expect(SizeCategory.AX5.spoken == "AX5" && SizeCategory.AX5.textZoom == nil && SizeCategory.AX5.isAccessibilitySize)
        #expect(!SizeCategory.zoom200.isAccessibilitySize && !SizeCategory.reflow320.isAccessibilitySize)
    }

    @Test func caseNamesAndPathsNameTheZoomStep() {
        let item = RenderCase(appearance: .light, size: .zoom150, state: .idle)
        #expect(item.name == "light/zoom150-idle")
        #expect(item.path(spec: "signup") == "signup/light/zoom150-idle.png")
        #expect(RenderCase(name: "dark/reflow320-invalidSubmit") == RenderCase(appearance: .dark, size: .reflow320, state: .invalidSubmit))
    }

    @Test func textZoomScalesAStyleFromItsDefaultSize() {
        // title1 is 28 pt on a 34 pt leading at large.
        let zoomed = DynamicTypeTable.entry(.title1, .zoom150)
        #expect(zoomed.size == 42 && zoomed.leading == 51)
        #expect(DynamicTypeTable.entry(.title1, .reflow320) == DynamicTypeTable.entry(.title1, .large))
    }
}
