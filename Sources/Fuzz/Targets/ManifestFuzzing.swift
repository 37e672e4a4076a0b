import Goldens

/// The manifest target: the input read as a goldens `manifest.json`; a manifest it accepts is encoded
/// and must decode to the same manifest.
enum ManifestFuzzing {
    static func run(_ input: [UInt8]) -> FuzzOutcome {
        let manifest: GoldenManifest
        do {
            manifest = try GoldenManifest.decode(input, source: "manifest.json")
        } catch {
            return .refused(error.description)
        }
        let encoded = manifest.encoded()
        do {
            let reread = try GoldenManifest.decode(encoded, source: "manifest.json")
            guard reread == manifest else {
                fatalError("an encoded manifest decodes to another manifest:\n\(String(decoding: encoded, as: UTF8.self))")
            }
        } catch {
            fatalError("an encoded manifest does not decode (\(error)):\n\(String(decoding: encoded, as: UTF8.self))")
        }
        return .ok
    }
}
