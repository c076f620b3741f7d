import HTTPTypes
import Hummingbird
import JSON

/// The responses the server sends: JSON, pages, pictures and problems (JSON `{"error": …}` with the
/// status), each with headers that keep a browser from guessing types or framing the page.
enum Reply {
    static func json(_ value: JSONValue, status: HTTPResponse.Status = .ok) -> Response {
        bytes(Array(value.compact.utf8), type: "application/json; charset=utf-8", status: status)
    }

    static func problem(_ status: HTTPResponse.Status, _ message: String) -> Response {
        json(.object([("error", .string(message))]), status: status)
    }

    /// A page: scripts and styles only from this server or inline, no framing by other sites.
    static func html(_ text: String) -> Response {
        var response = bytes(Array(text.utf8), type: "text/html; charset=utf-8")
        response.headers[HTTPField.Name("Content-Security-Policy")!] =
            "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'"
        return response
    }

    static func png(_ data: [UInt8]) -> Response { bytes(data, type: "image/png") }

    /// A file of the report folder, typed by its extension, in a sandbox: an HTML page (the
    /// report's index.html) or an XML file there could come from anywhere, and in this server's
    /// origin its scripts could read the review page's token and accept. Sandboxed, it runs in an
    /// origin of its own (its scripts still work, the report's flip and wipe need them) that can
    /// neither read this server's answers nor send the token header.
    static func file(_ data: [UInt8], path: String) -> Response {
        let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        let type = ["png": "image/png", "html": "text/html; charset=utf-8", "json": "application/json; charset=utf-8",
                    "xml": "application/xml; charset=utf-8"][ext] ?? "application/octet-stream"
        var response = bytes(data, type: type)
        response.headers[HTTPField.Name("Content-Security-Policy")!] = "sandbox allow-scripts"
        return response
    }

    static func bytes(_ data: [UInt8], type: String, status: HTTPResponse.Status = .ok) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
