import Hummingbird
import JSON

/// The live catalog's HTTP API:
/// - `GET /` the page; `GET /api/variants` the axes and token contexts to choose from;
/// - `GET /api/catalog?textSize=&direction=&pseudoLocale=&context=M=C` every card in that variant;
/// - `GET /images/KEY.png` a card's picture; `GET /events` server-sent `change` events.
package enum CatalogRoutes {
    package static func add(to router: Router<BasicRequestContext>, catalog: LiveCatalog, events: EventBroadcaster, title: String) {
        router.get("/") { _, _ in Reply.html(CatalogPage.html(title: title)) }
        router.get("/api/variants") { _, _ in Reply.json(await Offload.run { catalog.variantsJSON }) }
        router.get("/api/catalog") { request, _ in
            let query = request.uri.queryParameters
            func value(_ key: String) -> String? { query[Substring(key)].map { String($0) } }
            let asked = CatalogVariant(textSize: value("textSize"), direction: value("direction"), pseudoLocale: value("pseudoLocale"),
                                       contexts: query.getAll("context").map { String($0) }.filter { !$0.isEmpty })
            let variant: CatalogVariant
            do { variant = try asked.checked() } catch { return Reply.problem(.badRequest, "\(error)") }
            let checked = variant
            return Reply.json(await Offload.run { catalog.jsonValue(for: checked) })
        }
        router.get("/images/:file") { _, context in
            let file = context.parameters.get("file") ?? ""
            guard file.hasSuffix(".png"), let bytes = catalog.image(key: String(file.dropLast(4))) else {
                return Reply.problem(.notFound, "no such picture (the catalog was drawn again since; reload)")
            }
            return Reply.png(bytes)
        }
        router.get("/events") { _, _ in
            guard let stream = events.subscribe() else {
                return Reply.problem(.serviceUnavailable, "too many pages open (\(events.maxSubscribers) event streams); close some and reload")
            }
            var headers = HTTPFields()
            headers[.contentType] = "text/event-stream"
            headers[.cacheControl] = "no-store"
            return Response(status: .ok, headers: headers, body: ResponseBody { writer in
                for await message in stream {
                    try await writer.write(ByteBuffer(string: message))
                }
                try await writer.finish(nil)
            })
        }
    }

    /// The watcher's step: when files changed, tell every open page (which then fetches the
    /// catalog again, drawn anew).
    package static func watch(_ catalog: LiveCatalog, events: EventBroadcaster, log: @escaping @Sendable (String) -> Void) -> RepeatingTask {
        RepeatingTask(every: .milliseconds(250)) {
            let changed = await Offload.run { catalog.refresh() }
            guard !changed.isEmpty else { return }
            let files = changed.map { JSONValue.string(catalog.relative($0)) }
            log("changed: " + changed.map(catalog.relative).joined(separator: ", "))
            events.send(event: "change", data: JSONValue.object([("generation", .int(catalog.generation)), ("files", .array(files))]).compact)
        }
    }

    /// Every 10 s, a keep-alive on each event stream, so the streams of pages closed since are
    /// noticed and their places under the cap freed (`EventBroadcaster.keepAlive`).
    package static func keepAlive(_ events: EventBroadcaster) -> RepeatingTask {
        RepeatingTask(every: .seconds(10)) { events.keepAlive() }
    }
}
