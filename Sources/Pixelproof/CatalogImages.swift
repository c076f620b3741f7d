import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Raster
import Values

/// The catalog's two images, drawn with our own rasterizer so the catalog needs no image files:
/// a retailer avatar (4:3, a green tile with a white leaf) and a landscape placeholder (16:9, sky,
/// sun and hills). Their pixels are fixed, so goldens that show them are stable.
enum CatalogImages {
    static func pixmap(named name: String) -> Pixmap? {
        switch name {
        case "avatar-retailer": return drawnAvatar
        case "image-placeholder": return drawnLandscape
        default: return nil
        }
    }

    /// Drawn once a process, on first use: the pixels never change, and a catalog run shows them
    /// in many items.
    private static let drawnAvatar = try? avatar()
    private static let drawnLandscape = try? landscape()

    static func avatar() throws -> Pixmap {
        let canvas = try Canvas(width: 192, height: 144, background: RGBAColor(hex: "#2f7d32")!)
        var leaf = Path()
        leaf.move(to: Point(96, 30))
        leaf.cubic(to: Point(96, 114), control1: Point(150, 50), control2: Point(140, 104))
        leaf.cubic(to: Point(96, 30), control1: Point(52, 104), control2: Point(42, 50))
        leaf.close()
        canvas.fill(leaf, paint: .solid(.white))
        canvas.stroke(Path([.move(Point(96, 44)), .line(Point(96, 112))]), style: StrokeStyle(width: 5, cap: .round), paint: .solid(RGBAColor(hex: "#2f7d32")!))
        return canvas.pixmap
    }

    static func landscape() throws -> Pixmap {
        let w = 640.0, h = 360.0
        let canvas = try Canvas(width: Int(w), height: Int(h))
        let sky = Raster.LinearGradient.css(angle: 180, box: Rect(x: 0, y: 0, width: w, height: h),
                                     stops: [GradientStop(0, RGBAColor(hex: "#8ec5fc")!), GradientStop(1, RGBAColor(hex: "#e0f3ff")!)])
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: w, height: h)), paint: .linearGradient(sky))
        canvas.fill(Path(circleCenter: Point(470, 110), radius: 48), paint: .solid(RGBAColor(hex: "#ffd54f")!))
        for (y, color) in [(250.0, "#7cb342"), (290.0, "#558b2f")] {
            var hill = Path()
            hill.move(to: Point(0, h))
            hill.line(to: Point(0, y))
            hill.cubic(to: Point(w, y + 10), control1: Point(w * 0.3, y - 90), control2: Point(w * 0.6, y + 60))
            hill.line(to: Point(w, h))
            hill.close()
            canvas.fill(hill, paint: .solid(RGBAColor(hex: color)!))
        }
        return canvas.pixmap
    }
}
