import Foundation
import Spec
import Testing

// The committed JSON Schema (specs/schema/buttoncheck-spec.schema.json) and SpecVocabulary, the
// table the reader checks specs against, must describe the same format: the same keys per object
// shape and the same values per enumeration. A change on either side fails here until the other
// side follows.

private enum SchemaFile {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let specsDirectory = repository.appendingPathComponent("specs")
    static let url = specsDirectory.appendingPathComponent("schema/buttoncheck-spec.schema.json")

    /// The schema's `$defs`, read once (immutable after that).
    nonisolated(unsafe) static let definitions: [String: Any] = {
        guard let data = try? Data(contentsOf: url),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let defs = root["$defs"] as? [String: Any]
        else { return [:] }
        return defs
    }()

    static func definition(_ name: String) -> [String: Any]? {
        definitions[name] as? [String: Any]
    }
}

@Suite("JSON Schema matches SpecVocabulary")
struct SchemaVocabularyTests {
    @Test("the schema is a draft 2020-12 schema with an $id whose root is the spec shape")
    func schemaHeader() throws {
        let data = try Data(contentsOf: SchemaFile.url)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(root["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect((root["$id"] as? String)?.hasSuffix("buttoncheck-spec.schema.json") == true)
        #expect(root["$ref"] as? String == "#/$defs/spec")
        #expect(!SchemaFile.definitions.isEmpty)
    }

    @Test("each object shape lists exactly the vocabulary's keys", arguments: SpecVocabulary.objectKeys.keys.sorted())
    func shapeKeys(shape: String) throws {
        let vocabulary = try #require(SpecVocabulary.objectKeys[shape])
        let definition = try #require(SchemaFile.definition(shape), "the schema has no $defs entry \"\(shape)\"")
        let properties = try #require(definition["properties"] as? [String: Any], "$defs/\(shape) has no properties")
        #expect(Set(properties.keys) == Set(vocabulary),
                "schema only: \(Set(properties.keys).subtracting(vocabulary).sorted()); vocabulary only: \(Set(vocabulary).subtracting(properties.keys).sorted())")
        #expect(vocabulary.count == Set(vocabulary).count, "the vocabulary lists a key of \(shape) twice")
        #expect(definition["additionalProperties"] as? Bool == false, "$defs/\(shape) must forbid unknown keys")
        for (key, value) in properties {
            let property = value as? [String: Any]
            #expect(property?["description"] is String, "$defs/\(shape)/properties/\(key) has no description")
        }
    }

    @Test("each enumeration lists exactly the vocabulary's values, in order", arguments: SpecVocabulary.enums.keys.sorted())
    func enumValues(name: String) throws {
        let vocabulary = try #require(SpecVocabulary.enums[name])
        let definition = try #require(SchemaFile.definition(name), "the schema has no $defs entry \"\(name)\"")
        let values = try #require(definition["enum"] as? [String], "$defs/\(name) has no enum of strings")
        #expect(values == vocabulary)
    }

    @Test("every object shape and enumeration in the schema is in the vocabulary")
    func noSchemaOnlyVocabulary() {
        for (name, value) in SchemaFile.definitions {
            guard let definition = value as? [String: Any] else { continue }
            if definition["enum"] != nil {
                #expect(SpecVocabulary.enums[name] != nil, "$defs/\(name) is an enumeration the vocabulary does not have")
            }
            if definition["properties"] != nil, definition["additionalProperties"] as? Bool == false {
                #expect(SpecVocabulary.objectKeys[name] != nil, "$defs/\(name) is an object shape the vocabulary does not have")
            }
        }
    }

    @Test("each node type has a shape whose type is that name, and the common node keys", arguments: SpecVocabulary.nodeTypes)
    func nodeShape(type: String) throws {
        let definition = try #require(SchemaFile.definition(type))
        let properties = try #require(definition["properties"] as? [String: Any])
        let typeProperty = try #require(properties["type"] as? [String: Any])
        #expect(typeProperty["const"] as? String == type)
        #expect(Set(SpecVocabulary.commonNodeKeys).isSubset(of: properties.keys))
    }

    @Test("each backdrop type has a shape named backdrop.<type>", arguments: SpecVocabulary.backdropTypes)
    func backdropShape(type: String) throws {
        let definition = try #require(SchemaFile.definition("backdrop." + type))
        let properties = try #require(definition["properties"] as? [String: Any])
        #expect((properties["type"] as? [String: Any])?["const"] as? String == type)
    }

    @Test("the schema's versions are the format versions")
    func version() throws {
        let spec = try #require(SchemaFile.definition("spec"))
        let version = try #require((spec["properties"] as? [String: Any])?["version"] as? [String: Any])
        #expect(version["enum"] as? [Int] == Array(SpecVocabulary.versions))
    }

    @Test("every spec's $schema points at the schema by a correct relative path",
          arguments: SpecLoader.specFiles(in: SchemaFile.specsDirectory.path))
    func schemaReference(file: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let spec = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let reference = try #require(spec["$schema"] as? String, "\(file) has no \"$schema\"")
        #expect(!reference.hasPrefix("/"), "\(file): \"$schema\" should be relative so it works in every checkout")
        let resolved = URL(fileURLWithPath: file).deletingLastPathComponent()
            .appendingPathComponent(reference).standardizedFileURL.path
        #expect(resolved == SchemaFile.url.standardizedFileURL.path, "\(file): \"$schema\": \"\(reference)\" resolves to \(resolved)")
        #expect(FileManager.default.fileExists(atPath: resolved))
    }
}
