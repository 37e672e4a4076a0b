import JSON

/// Where a spec names a file it reads when drawn — a font or its backdrop image — so that a file the
/// font engine or the PNG reader rejects is reported at the key that names it (`ScreenSpec.fileSources`).
package struct SpecFileSource: Sendable, Hashable {
    package enum Role: Sendable, Hashable {
        case font, backdrop
    }

    package let role: Role
    /// The path as messages show it (relative to the working directory when the spec's is).
    package let shown: String
    package let location: SourceLocation
    /// The JSONPath of the value naming the file (`$.fonts.regular`, `$.backdrop.path`).
    package let path: String

    /// The located error for the file: it cannot be used, for `reason`.
    package func unusable(in file: String, reason: String) -> Diagnostic {
        let message =
            switch role {
            case .font: "font file \(shown) cannot be used: \(reason); name a TrueType or OpenType font file (.ttf, .otf or .ttc)"
            case .backdrop: "backdrop image \(shown) cannot be used: \(reason); name a PNG image"
            }
        return Diagnostic(file: file, location: location, path: path, message: message)
    }
}
