import ICUBridge

/// Text for a terminal whose locale is not UTF-8 (`fr_FR.ISO-8859-1`, `ru_RU.KOI8-R`), converted
/// by ICU: a UTF-8 byte such as a narrow no-break space would show there as garbage. Grouping
/// spaces the character set lacks become its no-break space (or a space), typographic signs and
/// quotes their ASCII forms, bidi marks nothing; any other character it lacks becomes `?`, and
/// is counted so that the user can be told.
public struct TerminalEncoding: Sendable {
    /// The character set, as the locale names it (`ISO-8859-1`).
    public let codeset: String

    /// The character set a locale name asks for (`fr_FR.ISO-8859-1` → `ISO-8859-1`), or `nil`
    /// when it names none or UTF-8 (the C locale too: what this program writes there is UTF-8).
    public static func codeset(ofLocale name: String) -> String? {
        guard let dot = name.firstIndex(of: ".") else { return nil }
        let codeset = String(name[name.index(after: dot)...].prefix { $0 != "@" })
        let compact = codeset.lowercased().filter { $0.isLetter || $0.isNumber }
        return codeset.isEmpty || compact == "utf8" ? nil : codeset
    }

    /// An encoding to `codeset`, or `nil` when ICU has no converter for it.
    public init?(codeset: String) {
        guard icub_encoding_is_known(codeset) != 0 else { return nil }
        self.codeset = codeset
    }

    /// `text` in this character set, and how many of its characters had to become `?`; `nil`
    /// when ICU fails (no memory).
    public func encode(_ text: some Collection<UInt8>) -> (bytes: [UInt8], unmappable: Int)? {
        let source = Array(text)
        if source.isEmpty { return ([], 0) }
        var capacity = source.count + 16
        while true {
            var unmappable: Int32 = 0
            var output = [UInt8](repeating: 0, count: capacity)
            let length = source.withUnsafeBufferPointer { input in
                output.withUnsafeMutableBufferPointer { buffer in
                    input.withMemoryRebound(to: CChar.self) { characters in
                        buffer.withMemoryRebound(to: CChar.self) { out in
                            icub_encode(codeset, characters.baseAddress, Int32(characters.count), out.baseAddress, Int32(out.count), &unmappable)
                        }
                    }
                }
            }
            if length < 0 { return nil }
            if Int(length) <= capacity { return (Array(output.prefix(Int(length))), Int(unmappable)) }
            capacity = Int(length)
        }
    }
}
