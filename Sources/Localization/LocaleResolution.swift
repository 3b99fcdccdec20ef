#if canImport(Glibc)
import Glibc
#endif
import ICUBridge
import CountOnMeNumbers

/// Which locale category a setting is for, as POSIX separates them.
public enum LocaleCategory: Sendable {
    /// How numbers are read and written (`LC_NUMERIC`).
    case numbers
    /// The language of messages (`LC_MESSAGES`).
    case messages
}

/// Turns locale names, as people and the environment give them, into ICU locale ids.
public enum LocaleResolution {
    /// The ICU id for a locale name, or `nil` for the plain `C`/`POSIX` locale (also for an empty
    /// name; a name with nothing before its codeset or modifier, `.UTF-8`, is kept as no locale).
    ///
    /// Accepts POSIX names (`fr_FR.UTF-8`, `de_DE@euro`, `sr_RS@latin`, `pt_BR.ISO-8859-1`), ICU ids
    /// (`de_CH`, `ar_EG@numbers=latn`) and BCP 47 tags (`de-CH`, `sr-Latn-RS`). An unknown but
    /// well-formed name is kept: ICU falls back to its parent or root data for it.
    public static func icuIdentifier(for name: String) -> String? {
        var text = Substring(name)
        // ICU keywords (`@numbers=latn`) pass through; a POSIX modifier (`@euro`) is mapped below.
        var modifier: Substring = ""
        if let at = text.firstIndex(of: "@"), !text[at...].contains("=") {
            modifier = text[text.index(after: at)...]
            text = text[..<at]
        }
        // The codeset goes; ICU keywords after it stay (`ar_EG.UTF-8@numbers=latn` lost them).
        let keywordsStart = text.firstIndex(of: "@") ?? text.endIndex
        var base = text[..<keywordsStart]
        if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
        if base == "C" || base == "POSIX" { return nil }
        // A codeset or a modifier with no language before it (`.UTF-8`, `@euro`, `../fr`) names no
        // locale: kept as it is, for `isKnown` to refuse, rather than read as the C locale.
        if base.isEmpty { return name.isEmpty ? nil : name }
        text = Substring(String(base) + String(text[keywordsStart...]))   // String's own +: no generic call at start-up

        var identifier = withoutEmptyLastParts(text)
        switch modifier.lowercased() {
        case "", "euro":
            break   // @euro only chose the currency before the euro was every such locale's currency
        case "latin", "cyrillic", "devanagari":
            let script = ["latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva"][modifier.lowercased()] ?? ""
            let parts = identifier.split(separator: "_", maxSplits: 1)
            identifier = parts.count == 2 ? "\(parts[0])_\(script)_\(parts[1])" : "\(parts[0])_\(script)"
        default:
            identifier += "_" + modifier.uppercased()   // @valencia → ca_ES_VALENCIA, an ICU variant
        }
        let canonical = withoutEmptyLastParts(ICUText.read { icub_locale_canonicalize(identifier, $0, $1) }?[...] ?? identifier[...])
        // ICU writes its names for no language (`und`, `root`) as "": no locale, not the C locale.
        return canonical.isEmpty ? identifier : canonical
    }

    /// `id` without the empty parts at the end of its name (`pt_UK_` is `pt_UK`, `de-` is `de`),
    /// its ICU keywords kept. An empty part names nothing, but ICU keeps it, and then reads the
    /// keywords after it as a variant: `pt_UK_@numbers=native`, the id a context set to `pt_uk_`
    /// reported with native digits, canonicalized to `pt_UK_NUMBERS=NATIVE` and was refused when
    /// given back (found by fuzz_context). Canonicalizing can leave one too (`hi_IN_.IN`, from the
    /// modifier of `hi_IN@.IN`, is `hi_IN_`). A name that is nothing but such parts is kept.
    private static func withoutEmptyLastParts(_ id: Substring) -> String {
        let keywordsStart = id.firstIndex(of: "@") ?? id.endIndex
        var nameEnd = keywordsStart
        while nameEnd > id.startIndex, "_-".contains(id[id.index(before: nameEnd)]) { nameEnd = id.index(before: nameEnd) }
        return nameEnd == id.startIndex ? String(id) : String(id[..<nameEnd] + id[keywordsStart...])
    }

    /// Whether ICU has data for the language of `identifier` (an ICU id, as
    /// ``icuIdentifier(for:)`` gives): `fr_XX` is French, `xx_garbage` or `garbage` is nothing
    /// ICU knows, which it would silently read as its root locale, and neither is `fr_F/R` or
    /// `hi_IN_` U+0001 `IN`, ids not written as ids are. `nil` when ICU fails to look (memory ran out).
    ///
    /// Nor is an id too long for ICU: its formatters refuse an id of `ULOC_FULLNAME_CAPACITY`
    /// (157) bytes or more. The id must also leave room for the digits an option may ask for
    /// later (``identifier(_:withNumbers:)``, 15 bytes for `@numbers=native`): a context in an
    /// `ar_SA` name of 144 bytes failed to switch to Latin digits ("not enough memory"), and one
    /// in `hi_Ihi_I…` reported an id of 158 bytes it refused when given back (found by
    /// fuzz_context). No locale has a name that long. Nor are keywords ICU cannot read
    /// (`en_US@calendar=`), or digits the calculator cannot write (`@numbers=roman`).
    public static func isKnown(_ identifier: String) -> Bool? {
        switch icub_locale_is_known(identifier) {
        case 0: return false
        case 1: break
        default: return nil
        }
        // With each digits keyword set, the id names the same locale: only its length is new.
        var failure: Int32 = 0
        for case let keyword? in DigitStyle.allCases.map({ $0.numbersKeyword }) {
            // Keywords ICU cannot read (`@calendar=`, a keyword with no value) make no locale.
            guard let withDigits = setting(numbers: keyword, on: identifier, failure: &failure) else {
                return failure == -1 ? nil : false
            }
            guard withDigits.utf8.count < Int(icub_locale_id_capacity()) else { return false }
        }
        // Nor is a name whose own digits cannot be written (`@numbers=roman`, `@numbers=xyz`).
        return hasReadableDigits(identifier)
    }

    /// `identifier` with its `numbers` keyword (its digits) set to `keyword`: `ar_SA@numbers=latn`
    /// with `native` is `ar_SA@numbers=native`. The digits an option asks for replace those the
    /// name gives: written after them, ICU would read the name's (`ar_SA@numbers=latn;numbers=native`
    /// wrote Latin digits). `nil` when ICU fails (memory ran out; it cannot read the id's keywords).
    static func identifier(_ identifier: String, withNumbers keyword: String) -> String? {
        var failure: Int32 = 0
        return setting(numbers: keyword, on: identifier, failure: &failure)
    }

    /// ``identifier(_:withNumbers:)``, with ICU's failure: -1 when memory ran out, -2 when it
    /// cannot read the id's keywords.
    private static func setting(numbers keyword: String, on identifier: String, failure: inout Int32) -> String? {
        ICUText.read(failure: &failure) { icub_locale_with_keyword(identifier, "numbers", keyword, $0, $1) }
    }

    /// Why `name` cannot be used as a locale, or `nil` when it can: `C`, `POSIX`, the empty name
    /// and any locale ICU has data for (`fr_FR`, `de-CH`, `fr_XX` as French) can; `klingon` or
    /// `xx_YY`, which ICU would quietly read as its root locale, cannot, nor can a name not written
    /// as locale names are (a control character, a space, a `/` or a non-ASCII letter outside its
    /// codeset and ICU keywords: ICU would keep it in a variant and read the language). The one rule for the
    /// command's `--locale` and the C library's locale names (the environment's are read as the
    /// C library reads them: see ``environmentName(for:lookup:)``). When ICU fails to look (memory
    /// ran out) the problem is ``MessageKey/outOfMemory``: neither known nor unknown.
    public static func problem(with name: String) -> Message? {
        guard let identifier = icuIdentifier(for: name) else { return nil }
        switch isKnown(identifier) {
        case true?: return nil
        case false?: return asksForNativeDigitsItCannotWrite(identifier) ? Message(.nativeDigitsUnavailable, [.text(name)])
                                                                         : Message(.unknownLocale, [.text(name)])
        case nil: return Message(.outOfMemory)
        }
    }

    /// Whether `identifier` is a locale known with Latin digits whose name asks for its native
    /// ones (`zh_TW@numbers=native`): refused because those cannot be written, not because the
    /// locale is unknown, as `--native-digits` is.
    private static func asksForNativeDigitsItCannotWrite(_ identifier: String) -> Bool {
        guard let native = DigitStyle.native.numbersKeyword, let latin = DigitStyle.latin.numbersKeyword,
              Self.identifier(identifier, withNumbers: native) == identifier,
              let withLatinDigits = Self.identifier(identifier, withNumbers: latin) else { return false }
        return isKnown(withLatinDigits) == true
    }

    /// The locale name the environment gives for `category`: `LC_ALL`, else `LC_NUMERIC` or
    /// `LC_MESSAGES`, else `LANG` (the first that is set and not empty), or `nil` for the C
    /// locale (also when that name is no locale ICU knows, as the C library does).
    public static func environmentName(for category: LocaleCategory,
                                       lookup: (String) -> String? = LocaleResolution.environmentVariable) -> String? {
        let specific = category == .numbers ? "LC_NUMERIC" : "LC_MESSAGES"
        for variable in ["LC_ALL", specific, "LANG"] {
            guard let value = lookup(variable), !value.isEmpty else { continue }
            // A name no locale answers to means the C locale, as the C library takes it
            // (setlocale fails and C stays), rather than ICU's root with its grouping.
            guard let identifier = icuIdentifier(for: value), isKnown(identifier) != false else { return nil }
            return value
        }
        return nil
    }

    /// The value of an environment variable of this process.
    public static func environmentVariable(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(validatingCString: value)
    }
}

/// The number of locales ICU has data for (for tests that cover them all).
func icuLocaleCount() -> Int32 { icub_locale_count() }

/// The id of ICU's locale number `index`.
func icuLocale(at index: Int) -> String {
    guard let name = icub_locale_at(Int32(index)) else { return "" }
    return String(cString: name)
}
