import Foundation
import Testing

/// The watch preview and the HTML report opened as files in headless Chromium (issue 16): no console
/// errors, every image loads, and an open preview page reloads itself when its spec is checked again.
@Suite(.serialized, .enabled(if: HeadlessBrowser.executable != nil, "needs chromium-headless-shell (.ci/run installs it)"))
struct PreviewInBrowserTests {
    static let imagesLoaded =
        "JSON.stringify(Array.from(document.images).map(function (image) { return [image.getAttribute('src'), image.complete && image.naturalWidth > 0]; }))"

    /// Every image of the page and whether it loaded, once all have (lazy ones load after the load
    /// event) or 5 seconds have passed.
    private func images(_ browser: HeadlessBrowser) throws -> [[String]] {
        var images: [[String]] = []
        for _ in 0..<50 {
            let text = try browser.evaluate(Self.imagesLoaded) as? String ?? "[]"
            let list = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[Any]] ?? []
            images = list.map { ["\($0[0])", "\($0[1] as? Bool == true)"] }
            if images.allSatisfy({ $0[1] == "true" }) { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return images
    }

    @Test func thePreviewLoadsCleanAndReloadsItselfWhenItsSpecChanges() throws {
        let tool = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        try withSpecDirectory([
            "specs/a.json": WatchCommandTests.a, "specs/b.json": WatchCommandTests.b,
            "specs/brand.tokens.json": WatchCommandTests.tokens,
        ]) { directory in
            let watch = try ChildProcess(tool, ["watch", "specs", "--out", "out", "--size", "large"], directory: directory)
            #expect(ChildProcess.wait(timeout: 30) { watch.error.contains("watching 2 specs") } != nil, "\(watch.error)")
            let browser = try HeadlessBrowser(try #require(HeadlessBrowser.executable))

            try browser.open("file://\(directory)/out/index.html")
            #expect(try images(browser) == [["a/sheet.png?g=2", "true"], ["b/sheet.png?g=2", "true"]])
            #expect(try browser.evaluate("document.querySelector('meta[name=buttoncheck-generation]').content") as? String == "2")
            _ = try browser.evaluate("window.stillTheSamePage = true")
            // The page polls generation.js; an edit checks a again and the index reloads itself.
            try WatchCommandTests.a.replacingOccurrences(of: "Hello", with: "Hallo").write(
                toFile: directory + "/specs/a.json", atomically: false, encoding: .utf8)
            try browser.waitForEvent("Page.loadEventFired", timeout: 10)
            #expect(try browser.evaluate("typeof window.stillTheSamePage") as? String == "undefined")
            #expect(try browser.evaluate("document.querySelector('meta[name=buttoncheck-generation]').content") as? String == "3")
            #expect(try images(browser) == [["a/sheet.png?g=3", "true"], ["b/sheet.png?g=3", "true"]])

            try browser.open("file://\(directory)/out/a/index.html")
            // The workspace shows the render (the sheet is folded away below it, loaded when unfolded).
            #expect(try browser.evaluate("document.getElementById('render').getAttribute('src')") as? String == "light/large-idle.png?g=3")
            #expect(try browser.evaluate("document.getElementById('render').naturalWidth") as? Int == 120)
            try browser.open("file://\(directory)/out/a/light/large-idle.html")
            #expect(try images(browser) == [["large-idle.png?g=3", "true"]])
            // A page of a spec not checked again stays put (its generation is its own).
            try browser.open("file://\(directory)/out/b/index.html")
            _ = try browser.evaluate("window.stillTheSamePage = true")
            Thread.sleep(forTimeInterval: 2.5)
            #expect(try browser.evaluate("typeof window.stillTheSamePage") as? String == "boolean")
            #expect(browser.errors == [])
            #expect(watch.stop(signal: SIGTERM) == 0)
        }
    }

    @available(macOS 15, *)
    @Test func theHTMLReportWithAPendingGoldenLoadsClean() throws {
        try withSpecDirectory(["hello.json": ReviewCommandTests.hello]) { directory in
            let spec = directory + "/hello.json"
            let goldens = directory + "/goldens"
            #expect(runTool(["check", spec, "--goldens", goldens, "--record", "missing", "--size", "large"]).status != 2)
            try ReviewCommandTests.hello.replacingOccurrences(of: "Hello", with: "Hallo").write(
                toFile: spec, atomically: true, encoding: .utf8)
            #expect(
                runTool([
                    "check", spec, "--goldens", goldens, "--size", "large", "--pending", "--out", directory + "/out",
                    "--report", "html:\(directory)/out/report.html",
                ]).status == 1)
            let browser = try HeadlessBrowser(try #require(HeadlessBrowser.executable))
            try browser.open("file://\(directory)/out/report.html")
            // The sheet; expected, actual and diff side by side; the swipe and the onion skin (two each).
            let loaded = try images(browser)
            #expect(loaded.count == 8, "\(loaded)")
            #expect(loaded.allSatisfy { $0[1] == "true" }, "\(loaded)")
            // The onion skin's slider sets the actual render's opacity.
            _ = try browser.evaluate(
                "var input = document.querySelector('input[data-onion]'); input.value = 20; input.dispatchEvent(new Event('input')); 0")
            #expect(
                try browser.evaluate(
                    "document.getElementById(document.querySelector('input[data-onion]').getAttribute('data-onion')).style.opacity")
                    as? String == "0.2")
            #expect(browser.errors == [])
        }
    }
}
