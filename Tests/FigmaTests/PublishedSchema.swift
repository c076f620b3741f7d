import JSON

/// The parts of Figma's published OpenAPI description (github.com/figma/rest-api-spec,
/// openapi/openapi.yaml) that the fixtures exercise, transcribed by hand: for each schema the
/// required properties, their types and enums, and the optional properties the fixtures use.
/// Names are the spec's component names. `scripts/check-figma-fixtures` checks the same fixtures
/// against the whole spec when given a copy of it.
indirect enum PublishedSchema: Sendable {
    case string, number, boolean, null
    case strings([String])
    case numbers([Double])
    case booleans([Bool])
    case array(PublishedSchema)
    /// `additionalProperties`: every member's value.
    case map(PublishedSchema)
    case anyOf([PublishedSchema])
    case object(String, required: [(String, PublishedSchema)], optional: [(String, PublishedSchema)] = [])
    /// `Node` / `SubcanvasNode`: one schema per `type`, by the spec's discriminator.
    case node(String, [String: PublishedSchema])
    /// Defined later (the node schemas refer to themselves).
    case lazy(@Sendable () -> PublishedSchema)

    /// Every way `value` departs from the schema, as `line:column: path: problem`.
    func problems(_ value: JSONNode, at path: String = "$") -> [String] {
        let here = "\(value.line):\(value.column): \(path)"
        switch self {
        case .string: return value.string == nil ? ["\(here): expected a string, got \(value.kindDescription)"] : []
        case .number: return value.number == nil ? ["\(here): expected a number, got \(value.kindDescription)"] : []
        case .boolean: return value.bool == nil ? ["\(here): expected a boolean, got \(value.kindDescription)"] : []
        case .null: return value.isNull ? [] : ["\(here): expected null, got \(value.kindDescription)"]
        case let .strings(allowed):
            guard let text = value.string, allowed.contains(text) else { return ["\(here): expected one of \(allowed)"] }
            return []
        case let .numbers(allowed):
            guard let number = value.number, allowed.contains(number) else { return ["\(here): expected one of \(allowed)"] }
            return []
        case let .booleans(allowed):
            guard let flag = value.bool, allowed.contains(flag) else { return ["\(here): expected one of \(allowed)"] }
            return []
        case let .array(items):
            guard let elements = value.array else { return ["\(here): expected an array, got \(value.kindDescription)"] }
            return elements.enumerated().flatMap { items.problems($1, at: "\(path)[\($0)]") }
        case let .map(values):
            guard let members = value.members else { return ["\(here): expected an object, got \(value.kindDescription)"] }
            return members.flatMap { values.problems($0.node, at: "\(path).\($0.key)") }
        case let .anyOf(options):
            return options.contains { $0.problems(value, at: path).isEmpty } ? [] : ["\(here): matches none of the allowed types"]
        case let .object(name, required, optional):
            guard value.members != nil else { return ["\(here): expected an object (\(name)), got \(value.kindDescription)"] }
            var found: [String] = []
            for (key, schema) in required {
                if let member = value[key] { found += schema.problems(member, at: "\(path).\(key)") }
                else { found.append("\(here): \(name) requires \"\(key)\"") }
            }
            for (key, schema) in optional { if let member = value[key] { found += schema.problems(member, at: "\(path).\(key)") } }
            return found
        case let .node(name, byType):
            guard let type = value["type"]?.string else { return ["\(here): \(name) requires \"type\""] }
            guard let schema = byType[type] else { return ["\(here): \(name) of type \(type) is not transcribed here"] }
            return schema.problems(value, at: path)
        case let .lazy(make):
            return make().problems(value, at: path)
        }
    }
}

extension PublishedSchema {
    static let rectangle = object("Rectangle", required: [("x", .number), ("y", .number), ("width", .number), ("height", .number)])
    static let rgba = object("RGBA", required: [("r", .number), ("g", .number), ("b", .number), ("a", .number)])
    static let scrollBehavior = strings(["SCROLLS", "FIXED", "STICKY_SCROLLS"])
    static let role = strings(["owner", "editor", "viewer"])
    static let editorType = strings(["figma", "figjam"])

    static let componentPropertyDefinition = object("ComponentPropertyDefinition",
        required: [("type", .strings(["BOOLEAN", "INSTANCE_SWAP", "TEXT", "VARIANT"])), ("defaultValue", .anyOf([.boolean, .string]))],
        optional: [("variantOptions", .array(.string)), ("preferredValues", .array(.object("InstanceSwapPreferredValue", required: [])))])

    /// `FrameTraits` (with `IsLayerTrait`) and `ComponentPropertiesTrait`, as COMPONENT_SET, COMPONENT and FRAME nodes have them.
    static func frameLike(_ name: String, type: String) -> PublishedSchema {
        object(name, required: [
            ("id", .string), ("name", .string), ("type", .strings([type])), ("scrollBehavior", scrollBehavior),
            ("blendMode", .string), ("children", .array(.lazy { subcanvasNode })),
            ("absoluteBoundingBox", .anyOf([rectangle, .null])), ("absoluteRenderBounds", .anyOf([rectangle, .null])),
            ("clipsContent", .boolean), ("fills", .array(.object("Paint", required: []))), ("effects", .array(.object("Effect", required: []))),
        ], optional: [("componentPropertyDefinitions", .map(componentPropertyDefinition))])
    }

    static let subcanvasNode = node("SubcanvasNode", [
        "COMPONENT_SET": frameLike("ComponentSetNode", type: "COMPONENT_SET"),
        "COMPONENT": frameLike("ComponentNode", type: "COMPONENT"),
        "FRAME": frameLike("FrameNode", type: "FRAME"),
    ])

    static let canvasNode = object("CanvasNode", required: [
        ("id", .string), ("name", .string), ("type", .strings(["CANVAS"])), ("scrollBehavior", scrollBehavior),
        ("children", .array(subcanvasNode)), ("backgroundColor", rgba), ("flowStartingPoints", .array(.object("FlowStartingPoint", required: []))),
        ("prototypeDevice", .object("PrototypeDevice", required: [("type", .strings(["NONE", "PRESET", "CUSTOM", "PRESENTATION"])),
                                                                   ("rotation", .strings(["NONE", "CCW_90"]))])),
        ("prototypeStartNodeID", .anyOf([.string, .null])),
    ])

    static let documentNode = object("DocumentNode", required: [
        ("id", .string), ("name", .string), ("type", .strings(["DOCUMENT"])), ("scrollBehavior", scrollBehavior), ("children", .array(canvasNode)),
    ])

    static let component = object("Component", required: [
        ("key", .string), ("name", .string), ("description", .string), ("documentationLinks", .array(documentationLink)), ("remote", .boolean),
    ], optional: [("componentSetId", .string)])

    static let componentSet = object("ComponentSet", required: [("key", .string), ("name", .string), ("description", .string)],
                                     optional: [("documentationLinks", .array(documentationLink)), ("remote", .boolean)])

    static let documentationLink = object("DocumentationLink", required: [("uri", .string)])

    static let fileMetadata: [(String, PublishedSchema)] = [
        ("name", .string), ("role", role), ("lastModified", .string), ("editorType", editorType), ("version", .string),
    ]

    static let getFileResponse = object("GetFileResponse", required: fileMetadata + [
        ("document", documentNode), ("components", .map(component)), ("componentSets", .map(componentSet)),
        ("schemaVersion", .number), ("styles", .map(.object("Style", required: []))),
    ], optional: [("thumbnailUrl", .string)])

    static let getFileNodesResponse = object("GetFileNodesResponse", required: fileMetadata + [
        ("thumbnailUrl", .string),
        ("nodes", .map(.object("GetFileNodesResponse.nodes", required: [
            ("document", node("Node", ["COMPONENT_SET": frameLike("ComponentSetNode", type: "COMPONENT_SET"),
                                       "COMPONENT": frameLike("ComponentNode", type: "COMPONENT"),
                                       "FRAME": frameLike("FrameNode", type: "FRAME")])),
            ("components", .map(component)), ("componentSets", .map(componentSet)), ("schemaVersion", .number),
            ("styles", .map(.object("Style", required: []))),
        ]))),
    ])

    static let publishedComponentSet = object("PublishedComponentSet", required: [
        ("key", .string), ("file_key", .string), ("node_id", .string), ("name", .string), ("description", .string),
        ("created_at", .string), ("updated_at", .string),
        ("user", .object("User", required: [("id", .string), ("handle", .string), ("img_url", .string)])),
    ], optional: [("thumbnail_url", .string)])

    static let getFileComponentSetsResponse = object("GetFileComponentSetsResponse", required: [
        ("status", .numbers([200])), ("error", .booleans([false])),
        ("meta", .object("GetFileComponentSetsResponse.meta", required: [("component_sets", .array(publishedComponentSet))])),
    ])

    static let getImagesResponse = object("GetImagesResponse", required: [("err", .null), ("images", .map(.anyOf([.string, .null])))])

    /// `ErrorResponsePayloadWithErrMessage` with the status the response names (403, 404, 429, 500).
    static func errMessage(_ status: Double) -> PublishedSchema {
        object("ErrorResponsePayloadWithErrMessage", required: [("status", .numbers([status])), ("err", .string)])
    }

    static let errorBoolean = object("ErrorResponsePayloadWithErrorBoolean", required: [
        ("error", .booleans([true])), ("status", .numbers([404])), ("message", .string),
    ])

    /// Each fixture file and the response it stands for.
    static let fixtures: [(file: String, schema: PublishedSchema)] = [
        ("file.json", getFileResponse), ("nodes.json", getFileNodesResponse),
        ("component_sets.json", getFileComponentSetsResponse), ("images.json", getImagesResponse),
        ("error-403.json", errMessage(403)), ("error-404.json", errMessage(404)),
        ("error-404-component-sets.json", errorBoolean), ("error-429.json", errMessage(429)), ("error-500.json", errMessage(500)),
    ]
}
