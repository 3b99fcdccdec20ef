/// One JSON object on one line, built field by field (RFC 8259 strings; no Foundation needed).
struct JSONLine {
    private var text = "{"

    /// Adds a string field.
    mutating func add(_ key: String, _ value: String) { field(key, Self.quoted(value)) }
    /// Adds an integer field.
    mutating func add(_ key: String, _ value: Int) { field(key, String(value)) }
    /// Adds a boolean field.
    mutating func add(_ key: String, _ value: Bool) { field(key, value ? "true" : "false") }
    /// Adds a nested object.
    mutating func add(_ key: String, _ value: JSONLine) { field(key, value.finished) }

    /// The object's text.
    var finished: String { text + "}" }

    private mutating func field(_ key: String, _ rawValue: String) {
        if text.utf8.count > 1 { text += "," }
        text += Self.quoted(key) + ":" + rawValue
    }

    /// `value` as a JSON string: quotes, backslashes and control characters escaped.
    static func quoted(_ value: String) -> String {
        // Most text needs no escape: one pass over the bytes, then one copy.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + value + "\""
        }
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
