import Diagnostics
import FigmaUnderFuzz
import Foundation
import FuzzSupport

/// A body Figma's REST API could answer with, decoded as `FigmaClient.get` decodes every response
/// (Foundation's JSONDecoder) into each type `figma pull` and `figma check` read: the file, its
/// nodes, its published component sets, the image URLs and the error body. What they do with it
/// follows: the document walked for component sets, each set's variants laid out as the files
/// `pull` writes, the variant check against a library component, the missing-set message. A body
/// that does not decode is an answer (the client reports it); a crash, a hang, or an export file
/// that leads out of the pull's folder (the names are Figma's, so anyone's who can edit the
/// file) is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFigma(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let body = Data(bytes: data, count: size)
    let decoder = JSONDecoder()
    if let file = try? decoder.decode(GetFileResponse.self, from: body) {
        file.document.walk { node in if node.type == FigmaNode.componentSet { exercise(set: node) } }
        _ = ComponentSetLookup.setIDs(in: file)
        let names = file.componentSets.values.map(\.name)
        _ = ComponentSetLookup.missingMessage(file.name, suggestions: DidYouMean.suggestions(for: file.name, in: names), known: names)
    }
    if let nodes = try? decoder.decode(GetFileNodesResponse.self, from: body) {
        for case let entry? in nodes.nodes.values { exercise(set: entry.document) }
    }
    if let published = try? decoder.decode(GetFileComponentSetsResponse.self, from: body) {
        let names = published.meta.componentSets.map(\.name)
        for name in names.prefix(8) {
            _ = ComponentSetLookup.missingMessage(name, suggestions: DidYouMean.suggestions(for: name, in: names), known: names)
        }
    }
    if let images = try? decoder.decode(GetImagesResponse.self, from: body) {
        for case let link? in images.images.values { _ = FigmaPull.imageURL(link)?.host }
    }
    _ = (try? decoder.decode(FigmaErrorBody.self, from: body))?.text
    return 0
}

/// A library component with an enum and a bool prop, as `figma check` compares one.
let component = LibraryComponent(name: "Chip", figmaName: "Acme.Chip", place: "chips.yaml:3:3",
                                 props: [.init(name: "size", values: ["small", "large"]), .init(name: "isSelected", values: nil)])

func exercise(set: FigmaNode) {
    _ = VariantCheck.drifts(component, against: set)
    for variant in set.variants {
        for scale in [0.5, 2.0] {
            let file = ExportLayout.file(set: set.name, variant: variant.name, scale: scale)
            if !ExportLayout.isInside(file) { fatalError("export file \(file) leads out of the pull's folder") }
        }
    }
}

@_cdecl("FuzzFigma_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzFigma(data, size) }
}
