import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init?(stringValue s: String) { stringValue = s; intValue = nil }
    init?(intValue i: Int) { stringValue = "\(i)"; intValue = i }
}

// foo-bar-baz -> fooBarBaz, like: awk -F- '{o=$1; for(i=2;i<=NF;i++) o=o toupper(substr($i,1,1)) substr($i,2); print o}'
extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { p in
            let k = p.last!.stringValue
            if !k.contains("-") { return p.last! }
            var out = "", up = false
            for c in k {
                if c == "-" { up = !out.isEmpty; continue }
                out += up ? String(c).uppercased() : String(c)
                up = false
            }
            return AnyCodingKey(stringValue: out)!
        }
    }
}
