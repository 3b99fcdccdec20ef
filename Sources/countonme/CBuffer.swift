extension String {
    /// The UTF-8 text a C bridge wrote into `buffer`, up to its NUL (or the whole buffer).
    init(filledBuffer buffer: [CChar]) {
        self = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
