import Spec

extension ScreenSpec {
    /// The same spec rendered at another pixel scale (1, 2 or 3).
    package func withScale(_ scale: Int) -> ScreenSpec {
        ScreenSpec(
            file: file, slug: slug, name: name, description: description, platform: platform,
            viewport: Viewport(width: viewport.width, height: viewport.height, scale: scale, device: viewport.device),
            appearances: appearances, settings: settings, sizes: sizes,
            sourceLanguage: sourceLanguage, locales: locales, localizedContent: localizedContent, backdrop: backdrop, fonts: fonts,
            fallbackFonts: fallbackFonts, palette: palette, content: content, suppressions: suppressions,
            expect: expect)
    }
}
