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
        #expect(
            Set(properties.keys) == Set(vocabulary),
            "schema only: \(Set(properties.keys).subtracting(vocabulary).sorted()); vocabulary only: \(Set(vocabulary).subtracting(properties.keys).sorted())"
        )
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

    @Test("a version 1 spec is refused exactly the format 2 additions: per node type, the node types, the spec's keys and the nested ones")
    func formatOneOverlay() throws {
        let spec = try #require(SchemaFile.definition("spec"))
        let branches = try #require(spec["allOf"] as? [[String: Any]])
        let versionOne = try #require(branches.first { (($0["if"] as? [String: Any])?["properties"] as? [String: Any])?["version"] != nil })
        #expect(((versionOne["if"] as? [String: Any])?["properties"] as? [String: [String: Int]])?["version"]?["const"] == 1)
        #expect((versionOne["then"] as? [String: Any])?["$ref"] as? String == "#/$defs/format1")

        func forbidden(_ properties: Any?) -> Set<String> {
            Set(((properties as? [String: Any]) ?? [:]).filter { ($0.value as? Bool) == false }.keys)
        }
        let overlay = try #require(SchemaFile.definition("format1"))
        #expect(forbidden(overlay["properties"]) == Set(try #require(SpecVocabulary.sinceVersion2["spec"])))

        let node = try #require(SchemaFile.definition("format1.node"))
        var typesRefused: [String] = []
        var keysPerType: [String: Set<String>] = [:]
        for branch in try #require(node["allOf"] as? [[String: Any]]) {
            let type = try #require(((branch["if"] as? [String: Any])?["properties"] as? [String: Any])?["type"] as? [String: Any])
            if let types = type["enum"] as? [String] {
                #expect(branch["then"] as? Bool == false)
                typesRefused += types
            } else {
                let name = try #require(type["const"] as? String)
                keysPerType[name] = forbidden((branch["then"] as? [String: Any])?["properties"])
            }
        }
        #expect(typesRefused == SpecVocabulary.nodeTypesSinceVersion2)
        let nodeKeys = SpecVocabulary.sinceVersion2.filter { SpecVocabulary.nodeTypes.contains($0.key) }.mapValues(Set.init)
        #expect(keysPerType == nodeKeys)

        // Keys of the other shapes (a colour's increaseContrast, the spinner colour) and text keys, anywhere inside.
        let nested = SpecVocabulary.sinceVersion2.filter { $0.key != "spec" && !SpecVocabulary.nodeTypes.contains($0.key) }.values.flatMap {
            $0
        }
        let value = try #require(SchemaFile.definition("format1.value"))
        #expect(forbidden(value["properties"]) == Set(nested + (SpecVocabulary.objectKeys["textKey"] ?? [])))
        #expect((value["additionalProperties"] as? [String: String])?["$ref"] == "#/$defs/format1.value")
        #expect((value["items"] as? [String: String])?["$ref"] == "#/$defs/format1.value")
    }

    @Test(
        "every property an editor completes has a description, in the spec and the report schema",
        arguments: ["buttoncheck-spec.schema.json", "buttoncheck-report.schema.json"])
    func descriptions(schema: String) throws {
        let url = SchemaFile.specsDirectory.appendingPathComponent("schema/" + schema)
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        var undescribed: [String] = []
        var properties = 0
        // Conditions (if, not), the restrictions they switch on (then) and the format 1 overlay only
        // narrow what the described shapes allow; editors complete from the shapes.
        func walk(_ value: Any, _ path: String) {
            if let object = value as? [String: Any] {
                for (key, member) in object where !["if", "then", "not"].contains(key) && !(path == "#/$defs" && key.hasPrefix("format1")) {
                    if key == "properties", let members = member as? [String: Any] {
                        for (name, property) in members {
                            properties += 1
                            if (property as? [String: Any])?["description"] as? String == nil {
                                undescribed.append("\(path)/properties/\(name)")
                            }
                        }
                    }
                    walk(member, path + "/" + key)
                }
            } else if let array = value as? [Any] {
                for (index, item) in array.enumerated() { walk(item, "\(path)/\(index)") }
            }
        }
        walk(root, "#")
        #expect(properties > 50)
        #expect(undescribed.sorted() == [])
    }

    @Test(
        "every spec's $schema points at the schema by a correct relative path",
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
