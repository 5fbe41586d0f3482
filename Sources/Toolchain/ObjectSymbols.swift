import Foundation

/// The global symbols an ELF file (an object, or a shared library's dynamic
/// table) defines and refers to, read from its bytes: no tool's text output
/// is parsed, so a symbol's name is exactly what the linker sees, whatever
/// characters it holds.
///
/// Read in one pass over the symbol table, every offset checked against the
/// file's size: a file that is not a 64-bit little-endian ELF, or whose
/// tables point outside it, is an error, never a crash.
public struct ObjectSymbols: Sendable, Equatable {
    public enum Binding: Sendable, Equatable {
        /// `STB_GLOBAL` (or `STB_GNU_UNIQUE`): one definition per program.
        case strong
        /// `STB_WEAK`: a definition the linker drops when another exists.
        case weak
    }

    /// A symbol this file defines for other files.
    public struct Definition: Sendable, Equatable {
        public let name: String
        public let binding: Binding
        /// `STV_HIDDEN` or `STV_INTERNAL`: seen by the static link only, never
        /// by the dynamic linker (so never by a shared library, nor by `dlsym`).
        public let hidden: Bool

        public init(name: String, binding: Binding, hidden: Bool) {
            self.name = name
            self.binding = binding
            self.hidden = hidden
        }
    }

    public var definitions: [Definition]
    /// The names this file uses and leaves for another file to define.
    public var references: Set<String>
    /// The names of its sections, in order.
    public var sections: [String]

    public init(definitions: [Definition], references: Set<String>, sections: [String] = []) {
        self.definitions = definitions
        self.references = references
        self.sections = sections
    }

    public enum ReadError: Error, Equatable, CustomStringConvertible {
        case unreadable(String)
        case notELF(String)
        case malformed(String, what: String)

        public var description: String {
            switch self {
            case let .unreadable(path): return "\(path) could not be read"
            case let .notELF(path): return "\(path) is not a 64-bit little-endian ELF file"
            case let .malformed(path, what): return "\(path) is not a well-formed ELF file (\(what))"
            }
        }
    }

    /// The symbols of the file at `path`: its static symbol table, or for a
    /// shared library (`ET_DYN`) its dynamic one, which is what the dynamic
    /// linker binds by.
    public static func read(_ path: String) throws -> ObjectSymbols {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { throw ReadError.unreadable(path) }
        return try parse(data, path: path)
    }

    /// Whether the file at `path` starts as an ELF file does.
    public static func isELF(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 4)) == Data([0x7F, 0x45, 0x4C, 0x46])
    }

    static func parse(_ data: Data, path: String) throws -> ObjectSymbols {
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) throws -> ObjectSymbols in
            func integer<T: FixedWidthInteger>(_ offset: Int, _: T.Type) throws -> T {
                guard offset >= 0, offset <= bytes.count - MemoryLayout<T>.size else { throw ReadError.malformed(path, what: "a field past the end of the file") }
                return T(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: T.self))
            }
            func offset(_ value: UInt64) throws -> Int {
                guard value <= UInt64(bytes.count) else { throw ReadError.malformed(path, what: "an offset past the end of the file") }
                return Int(value)
            }
            guard bytes.count >= 64, bytes[0] == 0x7F, bytes[1] == 0x45, bytes[2] == 0x4C, bytes[3] == 0x46,
                  bytes[4] == 2 /* ELFCLASS64 */, bytes[5] == 1 /* ELFDATA2LSB */ else { throw ReadError.notELF(path) }
            let fileType = try integer(0x10, UInt16.self)
            let sectionHeaders = try offset(try integer(0x28, UInt64.self))
            let headerSize = Int(try integer(0x3A, UInt16.self))
            var sectionCount = Int(try integer(0x3C, UInt16.self))
            guard headerSize >= 64 else { throw ReadError.malformed(path, what: "section headers of \(headerSize) bytes") }
            // More sections than 16 bits hold: the count is the first header's size.
            if sectionCount == 0 && sectionHeaders != 0 { sectionCount = try offset(try integer(sectionHeaders + 32, UInt64.self)) }
            guard sectionCount <= (bytes.count - sectionHeaders) / headerSize else { throw ReadError.malformed(path, what: "more section headers than the file holds") }

            struct Section { let type: UInt32; let offset: Int; let size: Int; let link: Int; let entrySize: Int }
            func section(_ index: Int) throws -> Section {
                guard index >= 0, index < sectionCount else { throw ReadError.malformed(path, what: "a section index out of range") }
                let base = sectionHeaders + index * headerSize
                let start = try offset(try integer(base + 24, UInt64.self))
                let size = try offset(try integer(base + 32, UInt64.self))
                guard size <= bytes.count - start else { throw ReadError.malformed(path, what: "a section past the end of the file") }
                return Section(type: try integer(base + 4, UInt32.self), offset: start, size: size,
                               link: Int(try integer(base + 40, UInt32.self)), entrySize: try offset(try integer(base + 56, UInt64.self)))
            }
            /// The NUL-terminated string at `start` of the string table `table`.
            func string(at start: UInt32, in table: Section) throws -> String {
                let first = table.offset + Int(start)
                guard Int(start) < table.size else { throw ReadError.malformed(path, what: "a name outside its string table") }
                let end = table.offset + table.size
                var last = first
                while last < end && bytes[last] != 0 { last += 1 }
                return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[first..<last]), as: UTF8.self)
            }
            // Section names, from the section-name string table (e_shstrndx;
            // past 16 bits, in the first header's sh_link).
            var nameTableIndex = Int(try integer(0x3E, UInt16.self))
            if nameTableIndex == 0xFFFF, sectionCount > 0 { nameTableIndex = Int(try integer(sectionHeaders + 40, UInt32.self)) }
            var sections: [String] = []
            if nameTableIndex > 0, nameTableIndex < sectionCount {
                let nameTable = try section(nameTableIndex)
                for index in 0..<sectionCount {
                    sections.append(try string(at: try integer(sectionHeaders + index * headerSize, UInt32.self), in: nameTable))
                }
            }
            // An object's symbols are in SHT_SYMTAB; a shared library binds by SHT_DYNSYM.
            let wanted: UInt32 = fileType == 3 /* ET_DYN */ ? 11 : 2
            var table: Section?
            for index in 0..<sectionCount {
                let candidate = try section(index)
                if candidate.type == wanted { table = candidate; break }
            }
            guard let table else { return ObjectSymbols(definitions: [], references: [], sections: sections) }
            guard table.entrySize == 24 else { throw ReadError.malformed(path, what: "symbols of \(table.entrySize) bytes") }
            let names = try section(table.link)
            func name(at start: UInt32) throws -> String { try string(at: start, in: names) }

            var definitions: [Definition] = []
            var references: Set<String> = []
            // Entry 0 is the null symbol.
            for index in 1..<max(1, table.size / 24) {
                let base = table.offset + index * 24
                let info = try integer(base + 4, UInt8.self)
                let other = try integer(base + 5, UInt8.self)
                let sectionIndex = try integer(base + 6, UInt16.self)
                let binding: Binding
                switch info >> 4 {
                case 1, 10: binding = .strong  // STB_GLOBAL, STB_GNU_UNIQUE
                case 2: binding = .weak
                default: continue               // STB_LOCAL: nobody else can see it
                }
                let symbolName = try name(at: try integer(base, UInt32.self))
                if symbolName.isEmpty { continue }
                if sectionIndex == 0 /* SHN_UNDEF */ {
                    references.insert(symbolName)
                } else {
                    let visibility = other & 3
                    definitions.append(Definition(name: symbolName, binding: binding, hidden: visibility == 1 || visibility == 2))
                }
            }
            return ObjectSymbols(definitions: definitions, references: references, sections: sections)
        }
    }
}
