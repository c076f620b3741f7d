import PNGCodec
import Raster

enum PNGFileWriter {
    static func write(_ pixmap: Pixmap, to path: String) throws { try PNGFile.write(pixmap, to: path) }
}
