/// The types of the running process that conform to a protocol, read from the Swift runtime's
/// protocol-conformance records: every image (the test executable, shared libraries) registers
/// its `swift5_protocol_conformances` section with the runtime, which lists them through
/// `swift_enumerateAllMetadataSections` on ELF platforms (Linux), as swift-testing finds tests.
/// A conformance names its protocol by descriptor; it is matched here by the protocol's name and
/// its module's, so no symbol of the protocol has to be looked up. Generic types are skipped
/// (their metadata needs arguments); the others are instantiated through their metadata accessor.
enum ConformanceRecords {
    /// Every non-generic type conforming to the protocol `name` of module `module`.
    static func types(conformingTo name: String, in module: String) -> [Any.Type] {
        var found: [Any.Type] = []
        for section in conformanceSections() {
            var record = section.start
            while record + 4 <= section.end {
                if let type = conformingType(record: record, protocolName: name, protocolModule: module) { found.append(type) }
                record += 4
            }
        }
        return found
    }

    /// The conformance sections of the images loaded, from the runtime's `MetadataSections`:
    /// version, base address, two unused words, then {start, length} for `swift5_protocols` and
    /// `swift5_protocol_conformances` (swift/shims/MetadataSections.h).
    private static func conformanceSections() -> [(start: UnsafeRawPointer, end: UnsafeRawPointer)] {
        final class Found { var sections: [(start: UnsafeRawPointer, end: UnsafeRawPointer)] = [] }
        let found = Found()
        withExtendedLifetime(found) {
            swift_enumerateAllMetadataSections({ sections, context in
                let found = Unmanaged<Found>.fromOpaque(context!).takeUnretainedValue()
                let words = sections.assumingMemoryBound(to: UInt.self)
                if let start = UnsafeRawPointer(bitPattern: words[6]), words[7] > 0 {
                    found.sections.append((start, start + Int(words[7])))
                }
                return true
            }, Unmanaged.passUnretained(found).toOpaque())
        }
        return found.sections
    }

    /// The type of one record (a relative pointer to a conformance descriptor), when it conforms
    /// to the protocol asked for.
    private static func conformingType(record: UnsafeRawPointer, protocolName: String, protocolModule: String) -> Any.Type? {
        let descriptor = relative(record)
        // ProtocolConformanceDescriptor: protocol (indirectable), type reference, witness table, flags.
        guard let proto = indirectable(descriptor), name(of: proto) == protocolName,
              let parent = indirectable(proto + 4), name(of: parent) == protocolModule else { return nil }
        let flags = descriptor.load(fromByteOffset: 12, as: UInt32.self)
        let typeDescriptor: UnsafeRawPointer
        switch (flags >> 3) & 0x7 {
        case 0: typeDescriptor = relative(descriptor + 4)
        case 1: guard let indirect = relative(descriptor + 4).load(as: UnsafeRawPointer?.self) else { return nil }
            typeDescriptor = indirect
        default: return nil  // Objective-C class names: none on Linux
        }
        // TypeContextDescriptor: flags (kind in the low five bits, generic 0x80), parent, name, accessor.
        let typeFlags = typeDescriptor.load(as: UInt32.self)
        guard (16...18).contains(typeFlags & 0x1F), typeFlags & 0x80 == 0 else { return nil }
        let accessor = relative(typeDescriptor + 12)
        // The accessor is swiftcc (MetadataRequest) -> MetadataResponse; the request (0: complete)
        // and the metadata (the first word of the response) travel where the C convention puts them.
        let access = unsafeBitCast(accessor, to: (@convention(c) (Int) -> UnsafeRawPointer).self)
        return unsafeBitCast(access(0), to: Any.Type.self)
    }

    /// The name of a context descriptor (a module, protocol or type): its third field.
    private static func name(of context: UnsafeRawPointer) -> String {
        String(cString: relative(context + 8).assumingMemoryBound(to: CChar.self))
    }

    /// A 32-bit offset from its own address.
    private static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer {
        field + Int(field.load(as: Int32.self))
    }

    /// A relative pointer whose low bit says it points at a pointer (to a descriptor in another image).
    private static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = Int(field.load(as: Int32.self))
        guard offset != 0 else { return nil }
        let target = field + (offset & ~1)
        return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
    }
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool, _ context: UnsafeMutableRawPointer?)
