import Checks
import JSON
import Spec

/// A finding's `details` as a report writes them: its free-form facts, plus the typed values a
/// report shows as text — the colours it measured under their part's name ("text", "background", …)
/// and the crop as "x,y,width,height,imageWidth". The one place those become strings, and where
/// merge-reports reads them back.
enum FindingDetails {
    static func strings(_ finding: Finding) -> [String: String] {
        var details = finding.details
        for (part, color) in finding.colors { details[part.rawValue] = color.description }
        if let crop = finding.crop {
            details["crop"] = [crop.x, crop.y, crop.width, crop.height, crop.imageWidth].map(String.init).joined(separator: ",")
        }
        return details
    }

    /// What `strings` wrote, split back into the free-form facts, the colours and the crop.
    static func read(_ reader: JSONReader) throws(ReportError) -> (
        details: [String: String], colors: [ColorPart: SRGBColor], crop: FindingCrop?
    ) {
        var details = try reader.stringMap()
        var colors: [ColorPart: SRGBColor] = [:]
        for part in ColorPart.allCases {
            guard let text = details.removeValue(forKey: part.rawValue) else { continue }
            guard let color = ColorSyntax.hex(text), text.count == 7 || text.count == 9 else {
                throw member(reader, part.rawValue).fail("expected a colour as #RRGGBB or #RRGGBBAA, found \"\(text)\"")
            }
            colors[part] = color
        }
        var crop: FindingCrop?
        if let text = details.removeValue(forKey: "crop") {
            let values = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            guard values.count == 5, let x = values[0], let y = values[1], let width = values[2], let height = values[3],
                let imageWidth = values[4]
            else {
                throw member(reader, "crop").fail("expected the crop as five whole numbers x,y,width,height,imageWidth, found \"\(text)\"")
            }
            crop = FindingCrop(x: x, y: y, width: width, height: height, imageWidth: imageWidth)
        }
        return (details, colors, crop)
    }

    /// The reader of one member of the details object, for an error located at its value.
    private static func member(_ reader: JSONReader, _ key: String) -> JSONReader {
        guard case .object(let members) = reader.node.value, let found = members.last(where: { $0.key == key }) else { return reader }
        return JSONReader(node: found.value, path: JSONPath.member(reader.path, key), source: reader.source)
    }
}
