import ICUBridge
import CountOnMeNumbers

/// Messages from the resource bundles compiled into the library, formatted with ICU
/// MessageFormat in one language, falling back `fr_CA` → `fr` → root (English).
struct ICUMessages: MessageCatalog {
    /// The ICU locale id whose language the messages are in (`root` for English).
    let locale: String
    /// The ICU locale id whose way of writing numbers the numbers in the messages follow (`de_CH`:
    /// `100’000` in a German or French message; `ar_MA`: Latin digits in an Arabic one), as the
    /// calculator's results do; `nil` for the way of the messages' language.
    var numbersLocale: String? = nil

    func formatted(_ message: Message) -> String? {
        format(table: "messages", key: message.key.rawValue, message.arguments)
    }

    func formattedTitle(forErrorNamed name: String) -> String? {
        format(table: "titles", key: name, [])
    }

    func formatted(table: String, key: String, _ arguments: [MessageArgument]) -> String? {
        format(table: table, key: key, arguments)
    }

    /// `items` joined as the language writes a list of alternatives (`USD, CAD or AUD`;
    /// `USD、CAD、AUD` in Japanese), by ICU's list formatter; `nil` when ICU fails.
    func alternatives(_ items: [String]) -> String? {
        // All items in one NUL-separated buffer, so their pointers live as long as the call.
        var offsets: [Int] = [], storage: [CChar] = []
        for item in items {
            offsets.append(storage.count)
            storage.append(contentsOf: item.utf8CString)
        }
        return storage.withUnsafeBufferPointer { buffer in
            let pointers: [UnsafePointer<CChar>?] = offsets.map { offset in buffer.baseAddress.map { $0 + offset } }
            return ICUText.read { out, capacity in
                var status: Int32 = 0
                return icub_list_format(locale, Int32(pointers.count), pointers, out, capacity, &status)
            }
        }
    }

    /// The languages the messages are translated into, besides root (English), as ICU ids
    /// (`ar`, `de`, …): the bundles compiled into the library, listed by ICU; `nil` when ICU
    /// cannot list them (memory ran out), and asked again next time.
    package static var languages: [String]? { listedLanguages.get() }
    private static let listedLanguages = ReadOnce {
        ICUText.read { icub_message_languages($0, $1) }.map { $0.split(separator: "|").map(String.init) }
    }

    /// The words of the entry `key` of the `words` table for the bundle `locale` (a bundle's name,
    /// as ``bundle(for:)`` gives), with root's (`in`, `to`) always included. Each bundle is read by
    /// itself, without fallback (`pt_PT` has the words of European Portuguese, not Brazil's); a
    /// bundle without the entry adds nothing. `nil` when ICU fails.
    static func words(_ key: String, locale: String) -> Set<String>? {
        var result: Set<String> = []
        for bundle in locale != "root" ? ["root", locale] : [locale] {
            var status: Int32 = 0
            let text = ICUText.read { out, capacity in
                icub_message_pattern(bundle, "words", key, out, capacity, &status)
            }
            guard let text else {
                if status == missingResource { continue }
                return nil
            }
            result.formUnion(wordList(text))
        }
        return result
    }

    /// The words of a `|`-separated list in the bundles, lower-cased.
    private static func wordList(_ text: some StringProtocol) -> Set<String> {
        Set(text.split(separator: "|").map { $0.lowercased() })
    }

    /// Every entry of `table` (`functions`) in the bundle `locale` itself, without fallback, read
    /// at once: each key and the words of its `|`-separated list, lower-cased. Empty when the
    /// bundle has no such table; `nil` when ICU fails.
    static func entries(of table: String, locale: String) -> [String: Set<String>]? {
        var status: Int32 = 0
        let text = ICUText.read(initialCapacity: 4_096) { out, capacity in
            icub_message_table(locale, table, out, capacity, &status)
        }
        guard let text else { return status == missingResource ? [:] : nil }
        var entries: [String: Set<String>] = [:]
        for entry in text.split(separator: "\u{1E}") {
            let parts = entry.split(separator: "\u{1F}", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            entries[String(parts[0])] = wordList(parts[1])
        }
        return entries
    }

    /// The bundle the messages for the ICU locale id `identifier` are written in, as ICU's
    /// language matching picks it among the bundles compiled in (`zh_TW` → `zh_Hant`, `pt_AO` →
    /// `pt_PT`, `nn` → `nb`, `en_US` or a language without a bundle → `root`); `nil` when ICU fails.
    static func bundle(for identifier: String) -> String? {
        ICUText.read { icub_message_bundle(identifier, $0, $1) }
    }

    /// ICU's U_MISSING_RESOURCE_ERROR: no bundle has the key (not a failure).
    private static let missingResource: Int32 = 2

    /// The raw pattern of `key` in bundle `locale` itself, without fallback (for tests of the
    /// translations); `nil` when that bundle lacks it.
    static func pattern(locale: String, table: String, key: String) -> String? {
        var status: Int32 = 0
        return ICUText.read { icub_message_pattern(locale, table, key, $0, $1, &status) }
    }

    /// The formatted message; `nil` when no bundle has the key (the root bundle has every key of
    /// the engine's, a test checks) or ICU fails.
    private func format(table: String, key: String, _ arguments: [MessageArgument]) -> String? {
        // All text arguments in one NUL-separated buffer, so their pointers live as long as the call.
        var kinds: [Int32] = [], numbers: [Double] = [], offsets: [Int] = [], storage: [CChar] = []
        for argument in arguments {
            offsets.append(storage.count)
            switch argument {
            case .text(let text):
                kinds.append(Int32(ICUB_ARGUMENT_TEXT))
                numbers.append(0)
                storage.append(contentsOf: text.utf8CString)
            case .integer(let value):
                kinds.append(Int32(ICUB_ARGUMENT_NUMBER))
                numbers.append(Double(value))
                storage.append(0)
            case .message(let detail):
                guard let text = formatted(detail) else { return nil }
                kinds.append(Int32(ICUB_ARGUMENT_TEXT))
                numbers.append(0)
                storage.append(contentsOf: text.utf8CString)
            case .alternatives(let items):
                guard let list = alternatives(items) else { return nil }
                kinds.append(Int32(ICUB_ARGUMENT_TEXT))
                numbers.append(0)
                storage.append(contentsOf: list.utf8CString)
            }
        }
        return storage.withUnsafeBufferPointer { buffer in
            let texts: [UnsafePointer<CChar>?] = offsets.map { offset in buffer.baseAddress.map { $0 + offset } }
            return ICUText.read { out, capacity in
                var status: Int32 = 0
                return icub_message_format(locale, numbersLocale, table, key, Int32(arguments.count), kinds, texts, numbers,
                                           out, capacity, &status)
            }
        }
    }
}
