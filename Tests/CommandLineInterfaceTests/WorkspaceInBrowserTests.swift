import Foundation
import Testing

/// `watch`'s spec page as a designer's workspace (issue 28), opened as a file in headless Chromium:
/// each control and each key shows the render it names, a finding chosen is outlined where the
/// layout puts its element, the place survives a reload (hash) and a fresh visit (localStorage),
/// a changed golden gets its swipe and onion skin, and the page logs no error.
@Suite(.serialized, .enabled(if: HeadlessBrowser.executable != nil, "needs chromium-headless-shell (.ci/run installs it)"))
struct WorkspaceInBrowserTests {
    /// Two appearances × two display settings × two locales × two states; rendered at 2 px per point.
    /// Its name would run a script if the page did not escape it.
    static let spec = """
        {"version": 2, "name": "Pay <img src=x onerror=\\"window.injected=1\\"><script>window.injected=2</script>",
         "viewport": {"width": 160, "height": 100, "scale": 2}, "appearances": ["light", "dark"], "settings": [[], ["boldText"]],
         "strings": {"en": {"go": "Go"}, "de": {"go": "Los"}}, "locales": ["en", "de"],
         "content": {"type": "vstack", "padding": 16, "children": [{"type": "button", "id": "pay", "title": {"key": "go"},
           "style": "glassProminent", "tint": {"light": "#0050B3", "dark": "#2E6FD9"}, "states": {"disabled": {"cause": "incompleteInput"}}}]}}
        """

    private func string(_ browser: HeadlessBrowser, _ expression: String) throws -> String {
        try browser.evaluate(expression) as? String ?? "<not a string: \(expression)>"
    }

    /// The file the render image shows (its URL decoded: `+` and `@` are escaped in it).
    private func shown(_ browser: HeadlessBrowser) throws -> String {
        try string(browser, "decodeURIComponent(document.getElementById('render').getAttribute('src'))")
    }

    /// Presses a key as a person does (a DevTools key event, not a script's), Shift when `shift`.
    private func press(_ browser: HeadlessBrowser, _ key: String, shift: Bool = false) throws {
        let typed = shift ? key.uppercased() : key
        for type in ["keyDown", "keyUp"] {
            try browser.send(
                "Input.dispatchKeyEvent",
                [
                    "type": type, "key": typed, "code": "Key" + key.uppercased(), "modifiers": shift ? 8 : 0,
                    "windowsVirtualKeyCode": Int(key.uppercased().unicodeScalars.first!.value),
                ])
        }
    }

    /// The frame of the element `id` as `buttoncheck layout --json` gives it for one render.
    private func layoutFrame(_ spec: String, id: String, _ options: [String]) throws -> [Double] {
        let run = runTool(["layout", spec, "--json"] + options)
        #expect(run.status == 0, "\(run)")
        func find(_ value: Any) -> [String: Any]? {
            if let object = value as? [String: Any] {
                if object["id"] as? String == id { return object["frame"] as? [String: Any] }
                for member in object.values { if let found = find(member) { return found } }
            } else if let array = value as? [Any] {
                for element in array { if let found = find(element) { return found } }
            }
            return nil
        }
        let frame = try #require(find(try JSONSerialization.jsonObject(with: Data(run.output.utf8))))
        return ["x", "y", "width", "height"].map { (frame[$0] as? NSNumber)?.doubleValue ?? -1 }
    }

    private func outline(_ browser: HeadlessBrowser) throws -> [Double] {
        let text = try string(
            browser,
            """
            (function () { var o = document.getElementById('outline'); return o.hidden ? '[]'
              : JSON.stringify([o.style.left, o.style.top, o.style.width, o.style.height].map(parseFloat)); })()
            """)
        return (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [NSNumber] ?? []).map(\.doubleValue)
    }

    @Test func controlsKeysFindingsGoldensAndThePlaceKeptAcrossReloads() throws {
        let tool = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        try withSpecDirectory(["specs/pay.json": Self.spec]) { directory in
            let spec = directory + "/specs/pay.json"
            // Goldens of the spec as it is, then the dark tint changes: the dark renders' goldens change, the light ones pass.
            let recorded = runTool([
                "check", spec, "--goldens", directory + "/goldens", "--record", "missing", "--size", "large", "--size", "AX5",
            ])
            #expect(recorded.status == 1, "\(recorded)")
            try Self.spec.replacingOccurrences(of: "#2E6FD9", with: "#7A3FD9").write(toFile: spec, atomically: true, encoding: .utf8)
            let watch = try ChildProcess(
                tool, ["watch", "specs", "--out", "out", "--goldens", "goldens", "--size", "large", "--size", "AX5"],
                directory: directory)
            #expect(ChildProcess.wait(timeout: 60) { watch.error.contains("watching 1 spec") } != nil, "\(watch.error)")
            #expect(watch.output.contains("specs/pay.json: 32 renders in "), "\(watch.output)")
            #expect(watch.output.hasSuffix(" goldens changed\n"), "\(watch.output)")
            let browser = try HeadlessBrowser(try #require(HeadlessBrowser.executable))
            let page = "file://\(directory)/out/pay/index.html"
            try browser.open(page)
            #expect(try browser.evaluate("typeof window.injected") as? String == "undefined")
            // The first render at size large, at one CSS pixel per point: 320 px wide at 2x, shown 160 px wide.
            #expect(try shown(browser) == "light/large-idle.png?g=1")
            #expect(try string(browser, "document.getElementById('render').style.width") == "160px")
            #expect(try browser.evaluate("document.getElementById('render').naturalWidth") as? Int == 320)
            #expect(try string(browser, "location.hash") == "#size=large&state=idle&appearance=light&setting=none&locale=source")

            // Each control shows the render it names.
            _ = try browser.evaluate("document.querySelector('input[name=size][value=AX5]').click(); 0")
            #expect(try shown(browser) == "light/AX5-idle.png?g=1")
            _ = try browser.evaluate("document.querySelector('input[name=state][value=disabled]').click(); 0")
            #expect(try shown(browser) == "light/AX5-disabled.png?g=1")
            _ = try browser.evaluate("document.querySelector('input[name=appearance][value=dark]').click(); 0")
            #expect(try shown(browser) == "dark/AX5-disabled.png?g=1")
            _ = try browser.evaluate("document.querySelector('input[name=setting][value=boldText]').click(); 0")
            #expect(try shown(browser) == "dark+boldText/AX5-disabled.png?g=1")
            _ = try browser.evaluate("document.querySelector('input[name=locale][value=de]').click(); 0")
            #expect(try shown(browser) == "dark+boldText@de/AX5-disabled.png?g=1")
            #expect(try string(browser, "document.getElementById('case-name').textContent") == "dark+boldText@de/AX5-disabled")

            // Each key steps its axis (wrapping); Shift steps back.
            _ = try browser.evaluate("document.activeElement.blur(); 0")
            try press(browser, "s")
            #expect(try shown(browser) == "dark+boldText@de/large-disabled.png?g=1")
            try press(browser, "t", shift: true)
            #expect(try shown(browser) == "dark+boldText@de/large-idle.png?g=1")
            try press(browser, "a")
            #expect(try shown(browser) == "light+boldText@de/large-idle.png?g=1")
            try press(browser, "d")
            #expect(try shown(browser) == "light@de/large-idle.png?g=1")
            try press(browser, "l")
            #expect(try shown(browser) == "light/large-idle.png?g=1")
            #expect(try browser.evaluate("document.querySelector('input[name=locale][value=source]').checked") as? Bool == true)

            // The disabled render lists the grey-on-grey finding; choosing it outlines "pay" where the layout puts it.
            #expect(try browser.evaluate("document.getElementById('finding-list').children.length") as? Int == 0)
            #expect(try browser.evaluate("document.getElementById('no-findings').hidden") as? Bool == false)
            for _ in 0..<3 { try press(browser, "t") }
            #expect(try shown(browser) == "light/large-disabled.png?g=1")
            let finding = "document.querySelector('[data-finding=\"contrast.disabled pay\"]')"
            _ = try browser.evaluate("\(finding).click(); 0")
            #expect(try string(browser, "\(finding).getAttribute('aria-pressed')") == "true")
            // The list is made anew on every change; the finding chosen keeps the focus.
            #expect(try browser.evaluate("document.activeElement === \(finding)") as? Bool == true)
            let expected = try layoutFrame(spec, id: "pay", ["--size", "large", "--state", "disabled"])
            #expect(try outline(browser) == expected)
            // Another size moves the outline with the element.
            try press(browser, "s")
            #expect(try shown(browser) == "light/AX5-disabled.png?g=1")
            let large = try layoutFrame(spec, id: "pay", ["--size", "AX5", "--state", "disabled"])
            #expect(try outline(browser) == large)
            #expect(large != expected)

            // The light render's golden passed: no comparison. The dark idle one changed (its tint): swipe and onion skin.
            #expect(try browser.evaluate("document.getElementById('golden-panel').hidden") as? Bool == true)
            try press(browser, "t")
            try press(browser, "a")
            #expect(try shown(browser) == "dark/AX5-idle.png?g=1")
            // The finding chosen is not in this render: nothing outlined.
            #expect(try outline(browser) == [])
            #expect(try browser.evaluate("document.getElementById('golden-panel').hidden") as? Bool == false)
            #expect(
                try string(browser, "document.getElementById('swipe-expected').getAttribute('src')")
                    == "../../goldens/pay/dark/AX5-idle.png?g=1")
            #expect(try string(browser, "document.getElementById('swipe-actual').getAttribute('src')") == "dark/AX5-idle.png?g=1")
            #expect(
                try string(browser, "document.getElementById('onion-expected').getAttribute('src')")
                    == "../../goldens/pay/dark/AX5-idle.png?g=1")
            _ = try browser.evaluate("var r = document.getElementById('swipe-range'); r.value = 30; r.dispatchEvent(new Event('input')); 0")
            #expect(try string(browser, "document.getElementById('swipe-actual').style.clipPath") == "inset(0px 0px 0px 30%)")
            _ = try browser.evaluate("var r = document.getElementById('onion-range'); r.value = 20; r.dispatchEvent(new Event('input')); 0")
            #expect(try string(browser, "document.getElementById('onion-actual').style.opacity") == "0.2")
            let images =
                "Array.from(document.querySelectorAll('#golden-panel img, #render')).every(function (i) { return i.complete && i.naturalWidth > 0; })"
            #expect(ChildProcess.wait(timeout: 5) { (try? browser.evaluate(images)) as? Bool == true } != nil)
            try press(browser, "t")
            #expect(try shown(browser) == "dark/AX5-disabled.png?g=1")
            #expect(try outline(browser) == large)

            // A reload (watch rewrites the page on every save) keeps the render and the finding chosen…
            let place = "#size=AX5&state=disabled&appearance=dark&setting=none&locale=source&finding=contrast.disabled%20pay"
            #expect(try string(browser, "location.hash") == place)
            _ = try browser.evaluate("location.reload(); 0")
            try browser.waitForEvent("Page.loadEventFired", timeout: 10)
            #expect(try shown(browser) == "dark/AX5-disabled.png?g=1")
            #expect(try string(browser, "\(finding).getAttribute('aria-pressed')") == "true")
            #expect(try outline(browser) == large)
            // …and so does opening the page again without the hash (localStorage).
            try browser.open(page)
            #expect(try shown(browser) == "dark/AX5-disabled.png?g=1")
            #expect(try string(browser, "location.hash") == place)
            #expect(try browser.evaluate("typeof window.injected") as? String == "undefined")
            #expect(browser.errors == [])
            #expect(watch.stop(signal: SIGTERM) == 0)
        }
    }
}
