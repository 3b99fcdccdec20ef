#if canImport(Glibc)
import Glibc
#endif
import ICUBridge
import CountOnMeNumbers

/// ISO 4217 currencies as ICU knows them.
package enum Currency {
    /// Every code ICU knows (current and historic), read once.
    static let codes: Set<String> = {
        var codes: Set<String> = []
        var buffer = [CChar](repeating: 0, count: 4)
        for index in 0..<icub_currency_count() {
            _ = icub_currency_at(index, &buffer)
            codes.insert(String(decoding: buffer.prefix(3).map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return codes
    }()

    /// Whether `text` has the form of an ISO 4217 code: three capital letters A–Z.
    package static func looksLikeCode(_ text: some StringProtocol) -> Bool {
        text.utf8.count == 3 && text.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    }

    /// Whether `text` is an ISO currency code ICU knows.
    package static func isCode(_ text: String) -> Bool {
        looksLikeCode(text) && codes.contains(text)
    }

    /// The currency of a locale's country (`EUR` for `fr_FR`), if it has one.
    static func of(locale: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4)
        guard icub_currency_for_locale(locale, &buffer) == 3 else { return nil }
        return String(decoding: buffer.prefix(3).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
