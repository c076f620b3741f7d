import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Dispatch
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PNGCodec
import Pixelproof
import Raster
import Synchronization
import Testing

@Suite struct OutputEquivalenceTests {
    static let yaml = """
        system: web
        scale: 2
        canvas: { width: 200, background: "#f8fafc", padding: 8 }
        content:
          vstack:
            spacing: md
            alignment: leading
            children:
              - text: { string: "Pixelproof", style: heading-3, color: neutral-900 }
              - shape: { kind: roundedRect, width: 184, height: 40, cornerRadius: lg, fill: { gradient: neon }, shadow: md }
              - icon: { name: home, size: 24, color: primary-500 }
        """
    static let json = """
        {"system": "web", "scale": 2, "canvas": {"width": 200, "background": "#f8fafc", "padding": 8},
         "content": {"vstack": {"spacing": "md", "alignment": "leading", "children": [
           {"text": {"string": "Pixelproof", "style": "heading-3", "color": "neutral-900"}},
           {"shape": {"kind": "roundedRect", "width": 184, "height": 40, "cornerRadius": "lg", "fill": {"gradient": "neon"}, "shadow": "md"}},
           {"icon": {"name": "home", "size": 24, "color": "primary-500"}}]}}}
        """

    @Test func yamlAndJSONGiveIdenticalPNGs() throws {
        let folder = temporaryFolder()
        let a = try Renderer().png(of: try DescriptionFile.load(descriptionFile(Self.yaml, named: "a.yaml", in: folder)))
        let b = try Renderer().png(of: try DescriptionFile.load(descriptionFile(Self.json, named: "b.json", in: folder)))
        #expect(a == b)
        #expect(a.count > 1000)
    }

    @Test func sameDescriptionSameBytes() throws {
        let document = try DescriptionFile.load(descriptionFile(Self.yaml))
        #expect(try Renderer().png(of: document) == (try Renderer().png(of: document)))
    }

    @Test func parallelRenderingEqualsSerial() throws {
        let documents = try (0..<8).map { i in
            try DescriptionFile.load(descriptionFile(Self.yaml.replacingOccurrences(of: "Pixelproof", with: "Label \(i)")))
        }
        let serial = try documents.map { try Renderer().png(of: $0) }
        let parallel = Mutex<[Int: [UInt8]]>([:])
        DispatchQueue.concurrentPerform(iterations: documents.count) { i in
            let bytes = try? Renderer().png(of: documents[i])
            parallel.withLock { $0[i] = bytes }
        }
        let results = parallel.withLock { $0 }
        for i in documents.indices { #expect(results[i] == serial[i], "document \(i) differs when rendered in parallel") }
    }

    @Test func svgIsWellFormedXMLWithTheExpectedElements() throws {
        let svg = try Renderer().svg(of: try DescriptionFile.load(descriptionFile(Self.yaml)))
        final class Collector: NSObject, XMLParserDelegate {
            var elements: [String] = []
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) { elements.append(name) }
        }
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "SVG is not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")")
        let names = Set(collector.elements)
        #expect(collector.elements.first == "svg")
        // background rect, gradient fill, blurred shadow with its cut-out mask, text and icon as paths.
        for expected in ["rect", "linearGradient", "filter", "feGaussianBlur", "mask", "path"] {
            #expect(names.contains(expected), "no <\(expected)> in the SVG")
        }
        #expect(svg.contains("width=\"400\""))  // device size at 2x
    }
}
