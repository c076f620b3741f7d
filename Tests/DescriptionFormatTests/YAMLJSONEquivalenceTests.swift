import DescriptionSource
import Testing
@testable import BuiltInComponents
@testable import DescriptionFormat
@testable import SceneBuilding

/// The same description written in YAML and in JSON gives equal models (source places aside).
@Suite struct YAMLJSONEquivalenceTests {
    @Test(arguments: ["button", "kitchen-sink", "web-components"])
    func sameModel(_ name: String) throws {
        let yaml = try Fixture.parse("good/\(name).yaml")
        let json = try Fixture.parse("good/\(name).json")
        #expect(yaml == json)
        #expect(yaml.hashValue == json.hashValue)
    }

    @Test func placesDifferButAreKept() throws {
        let yaml = try Fixture.parse("good/button.yaml")
        let json = try Fixture.parse("good/button.json")
        let path = DescriptionPath.root.appending("content").appending("button").appending("label")
        #expect(yaml.sourceMap[path] == SourceLocation(file: "button.yaml", line: 9, column: 20))
        #expect(json.sourceMap[path] == SourceLocation(file: "button.json", line: 5, column: 35))
    }

    @Test func differentContentIsNotEqual() throws {
        let a = try parse("system: ids\ncanvas: {width: 100}\ncontent: {button: {label: Go}}\n")
        let b = try parse("system: ids\ncanvas: {width: 100}\ncontent: {button: {label: Stop}}\n")
        #expect(a != b)
    }
}
