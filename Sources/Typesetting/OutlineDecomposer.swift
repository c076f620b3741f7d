import CFreeType
import Raster
import Values

/// FreeType outline → `Raster.Path` (px, y down). The C callbacks cannot capture Swift context
/// (and capturing ones crash the Swift 6.3.1 compiler), so the path being built travels
/// through FreeType's `user` pointer.
enum OutlineDecomposer {
    private final class Sink { var path = Path() }

    private static func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
        // 26.6 → px; FreeType's y grows upward, ours downward.
        Point(Double(v!.pointee.x) / 64, -Double(v!.pointee.y) / 64)
    }

    private static func sink(_ user: UnsafeMutableRawPointer?) -> Sink {
        Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
    }

    static func path(of outline: UnsafeMutablePointer<FT_Outline>) -> Path {
        let box = Sink()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let s = OutlineDecomposer.sink(user)
                if !s.path.isEmpty { s.path.close() }
                s.path.move(to: OutlineDecomposer.point(to)); return 0
            },
            line_to: { to, user in
                OutlineDecomposer.sink(user).path.line(to: OutlineDecomposer.point(to)); return 0
            },
            conic_to: { control, to, user in
                OutlineDecomposer.sink(user).path.quad(to: OutlineDecomposer.point(to), control: OutlineDecomposer.point(control)); return 0
            },
            cubic_to: { c1, c2, to, user in
                OutlineDecomposer.sink(user).path.cubic(to: OutlineDecomposer.point(to), control1: OutlineDecomposer.point(c1),
                                                        control2: OutlineDecomposer.point(c2)); return 0
            },
            shift: 0, delta: 0)
        let err = withExtendedLifetime(box) {
            FT_Outline_Decompose(outline, &funcs, Unmanaged.passUnretained(box).toOpaque())
        }
        if err != 0 { return Path() }
        if !box.path.isEmpty { box.path.close() }
        return box.path
    }
}
