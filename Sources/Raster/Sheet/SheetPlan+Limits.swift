import Limits

extension SheetPlan {
    /// Throws unless the sheet fits the images ButtonCheck reads (`Limits.maximumImageSide` pixels a side,
    /// `Limits.maximumImagePixels` in all), so that `diff` and `review` open every sheet it writes. A sweep
    /// within `Limits.maximumRenders` can still ask for more rows than fit (each row takes its label and
    /// gap however small its cells are): such a sheet is refused before it is drawn, never cut, so no
    /// render is silently left off it. `file` is the spec's.
    package func requireReadableSize(file: String) throws(RenderError) {
        guard width > Limits.maximumImageSide || height > Limits.maximumImageSide || width * height > Limits.maximumImagePixels else {
            return
        }
        throw RenderError(
            "\(file): error: its contact sheet would be \(Limits.grouped(width)) × \(Limits.grouped(height)) pixels, over the limit of "
                + "\(Limits.grouped(Limits.maximumImageSide)) pixels a side and \(Limits.grouped(Limits.maximumImagePixels)) in all for the images "
                + "ButtonCheck reads (\(Limits.grouped(rows.count)) rows of cells); narrow the sweep with --locale, --setting, --appearance or --state, "
                + "or list fewer \"locales\" or \"settings\" in the spec")
    }
}
