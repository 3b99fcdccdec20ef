import ICUBridge
import CountOnMeNumbers

/// Messages from the resource bundles compiled into the library, formatted with ICU
/// MessageFormat in one language, falling back `fr_CA` → `fr` → root (English).
struct ICUMessages: MessageCatalog {
    /// The ICU locale id whose language the messages are in (`root` for English).
    let locale: String

    func text(for message: Message) -> String {
        format(table: "messages", key: message.key.rawValue, message.arguments)
    }

    func title(forErrorNamed name: String) -> String {
        format(table: "titles", key: name, [])
    }

    func text(table: String, key: String, _ arguments: [MessageArgument]) -> String {
        format(table: table, key: key, arguments)
    }

    func alternatives(_ items: [String]) -> String {
        // All items in one NUL-separated buffer, so their pointers live as long as the call.
        var offsets: [Int] = [], storage: [CChar] = []
        for item in items {
            offsets.append(storage.count)
            storage.append(contentsOf: item.utf8CString)
        }
        return storage.withUnsafeBufferPointer { buffer in
            let pointers: [UnsafePointer<CChar>?] = offsets.map { offset in buffer.baseAddress.map { $0 + offset } }
            // ICU's list patterns are always there; should one fail, the items still show, comma-separated.
            return ICUText.read { out, capacity in
                var status: Int32 = 0
                return icub_list_format(locale, Int32(pointers.count), pointers, out, capacity, &status)
            } ?? items.joined(separator: ", ")
        }
    }

    /// The languages the messages are translated into, besides root (English), as ICU ids
    /// (`ar`, `de`, …): the bundles compiled into the library, listed by ICU.
    package static let languages: [String] = ICUText.read { icub_message_languages($0, $1) }
        .map { $0.split(separator: "|").map(String.init) } ?? []

    /// The words of the entry `key` of `table` (`words`, `functions`) for a language, with root's
    /// (`in`, `to`; `arcsin`) always included: a `|`-separated list in the bundles.
    static func words(_ key: String, locale: String, table: String = "words") -> Set<String> {
        var result: Set<String> = []
        for bundle in ["root", locale] {
            guard let text = ICUText.read({ out, capacity in
                var status: Int32 = 0
                return icub_message_format(bundle, table, key, 0, nil, nil, nil, out, capacity, &status)
            }) else { continue }
            for word in text.split(separator: "|") { result.insert(word.lowercased()) }
        }
        return result
    }

    /// The raw pattern of `key` in bundle `locale` itself, without fallback (for tests of the
    /// translations); `nil` when that bundle lacks it.
    static func pattern(locale: String, table: String, key: String) -> String? {
        ICUText.read { icub_message_pattern(locale, table, key, $0, $1) }
    }

    /// The formatted message; the root bundle has every key (a test checks), so this never ends
    /// up blank.
    private func format(table: String, key: String, _ arguments: [MessageArgument]) -> String {
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
                kinds.append(Int32(ICUB_ARGUMENT_TEXT))
                numbers.append(0)
                storage.append(contentsOf: text(for: detail).utf8CString)
            case .alternatives(let items):
                kinds.append(Int32(ICUB_ARGUMENT_TEXT))
                numbers.append(0)
                storage.append(contentsOf: alternatives(items).utf8CString)
            }
        }
        return storage.withUnsafeBufferPointer { buffer in
            let texts: [UnsafePointer<CChar>?] = offsets.map { offset in buffer.baseAddress.map { $0 + offset } }
            return ICUText.read { out, capacity in
                var status: Int32 = 0
                return icub_message_format(locale, table, key, Int32(arguments.count), kinds, texts, numbers,
                                           out, capacity, &status)
            } ?? key
        }
    }
}
