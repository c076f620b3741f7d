import Foundation
import CommandLineSupport
import PNGCodec
import PixelproofCLI
@testable import PixelproofDevCLI
import Raster
import Testing
import Values

/// The developer tools live in `pixelproof-dev`, draw through the production back end, and are
/// not offered by `pixelproof`.
@Suite struct DevToolsTests {
    func folder() -> String {
        let path = NSTemporaryDirectory() + "pixelproof-dev-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func rasterSceneDrawsItsOpsThroughTheDisplayList() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = """
            {"width": 40, "height": 20, "scale": 2, "background": "#ffffff", "ops": [
              {"op": "fill_rrect", "x": 2, "y": 2, "w": 16, "h": 16, "r": 4, "color": "#ff0000"},
              {"op": "push_clip_rrect", "x": 20, "y": 0, "w": 10, "h": 20, "aa": false},
              {"op": "fill_rrect", "x": 18, "y": 2, "w": 20, "h": 16, "color": [0, 0, 255, 255]},
              {"op": "pop_clip"}
            ]}
            """
        try scene.write(toFile: dir + "/scene.json", atomically: true, encoding: .utf8)
        let code = CommandLineEntry.run(DevCommand.self, ["raster-scene", dir + "/scene.json", dir + "/out.png"])
        #expect(code == 0)
        let pixmap = try PNGFile.read(dir + "/out.png").pixmap
        #expect(pixmap.width == 80 && pixmap.height == 40)
        #expect(pixmap[20, 20].unpremultiplied == RGBAColor(r: 255, g: 0, b: 0))
        #expect(pixmap[50, 20].unpremultiplied == RGBAColor(r: 0, g: 0, b: 255), "inside the clip")
        #expect(pixmap[70, 20].unpremultiplied == RGBAColor.white, "outside the clip")
    }

    @Test func aLayersBlendModeAndAConicGradientReachTheBackEnd() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = """
            {"width": 40, "height": 10, "background": "#ffffff", "ops": [
              {"op": "fill_rrect", "x": 0, "y": 0, "w": 10, "h": 10, "color": "#ff0000"},
              {"op": "push_layer", "blend": "multiply", "bounds": [0, 0, 20, 10]},
              {"op": "fill_rrect", "x": 0, "y": 0, "w": 20, "h": 10, "color": "#0000ff"},
              {"op": "pop_layer"},
              {"op": "fill_rrect", "x": 20, "y": 0, "w": 20, "h": 10, "gradient":
                {"type": "conic", "cx": 30, "cy": 5, "from_deg": 0, "stops": [[0, "#00ff00"], [0.5, "#000000"], [1, "#00ff00"]]}}
            ]}
            """
        try scene.write(toFile: dir + "/scene.json", atomically: true, encoding: .utf8)
        #expect(CommandLineEntry.run(DevCommand.self, ["raster-scene", dir + "/scene.json", dir + "/out.png"]) == 0)
        let pixmap = try PNGFile.read(dir + "/out.png").pixmap
        #expect(pixmap[5, 5].unpremultiplied == RGBAColor(r: 0, g: 0, b: 0), "blue multiplied onto red")
        #expect(pixmap[15, 5].unpremultiplied == RGBAColor(r: 0, g: 0, b: 255), "blue multiplied onto white")
        // Straight up from the centre is the first stop; straight down, half a turn on, the middle one.
        #expect(pixmap[30, 0].unpremultiplied.g > 200)
        #expect(pixmap[30, 9].unpremultiplied.g < 60)

        try scene.replacingOccurrences(of: "\"multiply\"", with: "\"multiplied\"").write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
        #expect(CommandLineEntry.run(DevCommand.self, ["raster-scene", dir + "/bad.json", dir + "/bad.png"]) == 2)
        #expect(!FileManager.default.fileExists(atPath: dir + "/bad.png"))
    }

    @Test func aBadSceneIsExitTwoNamingTheOp() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "{\"width\": 4, \"height\": 4, \"ops\": [{\"op\": \"fill_star\"}]}".write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
        #expect(CommandLineEntry.run(DevCommand.self, ["raster-scene", dir + "/bad.json", dir + "/out.png"]) == 2)
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
    }

    @Test func theUserCommandDoesNotOfferTheDeveloperTools() {
        #expect(CommandLineEntry.run(["raster-scene", "a.json", "b.png"]) == 2)
        #expect(CommandLineEntry.run(["bench-peer", "pills", "b.png"]) == 2)
    }
}
