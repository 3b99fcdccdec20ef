// Translated messages: ICU resource bundles compiled into the library (MessagesData.c, made by
// `make messages` from messages/*.txt) and formatted with ICU's MessageFormat.
#include "ICUBridge.h"
#include "Internal.h"
#include <unicode/msgfmt.h>
#include <unicode/messagepattern.h>
#include <unicode/numberformatter.h>
#include <unicode/udata.h>
#include <unicode/ures.h>
#include <unicode/uloc.h>
#include <unicode/uenum.h>
#include <unicode/ulistformatter.h>
#include <unicode/localematcher.h>
#include <mutex>
#include <new>
#include <string>
#include <vector>

extern "C" const char cmmsg_cmmsg_dat[];

namespace {

const char *const package = "cmmsg";

// Registers the compiled-in data with ICU once per process, so no data path is needed. Returns
// ICU's status of that registration (a failure makes every look-up fail, never fall back).
UErrorCode registerData() {
    static std::once_flag once;
    static UErrorCode registration = U_ZERO_ERROR;
    std::call_once(once, [] {
        UErrorCode status = U_ZERO_ERROR;
        udata_setAppData(package, cmmsg_cmmsg_dat, &status);
        registration = U_FAILURE(status) ? status : U_ZERO_ERROR;
    });
    return registration;
}

// `text` as UTF-8 into `out`, as icub_to_utf8 writes it.
int32_t copyUTF8(const icu::UnicodeString &text, char *out, int32_t capacity) {
    return icub_to_utf8(text.getBuffer(), text.length(), out, capacity);
}

// What looking a key up in one bundle found: the pattern, no such bundle or key (the caller
// falls back to the parent bundle), or a failure of ICU's (memory): an error, never a fallback.
enum class Lookup { found, missing, failed };

// Whether ICU's `status` says the bundle has no such table or key (an empty table compiles to
// another type of resource): what the bundles hold, not a failure.
bool isMissing(UErrorCode status) {
    return status == U_MISSING_RESOURCE_ERROR || status == U_RESOURCE_TYPE_MISMATCH;
}

// The pattern of `key` in bundle `locale` itself, without any fallback.
Lookup lookUp(const char *locale, const char *table, const char *key, icu::UnicodeString &pattern, UErrorCode &error) {
    error = registerData();
    if (U_FAILURE(error)) return Lookup::failed;
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_openDirect(package, locale[0] ? locale : "root", &status);
    if (U_FAILURE(status)) {
        error = isMissing(status) ? U_MISSING_RESOURCE_ERROR : status;
        return isMissing(status) ? Lookup::missing : Lookup::failed;
    }
    UResourceBundle *section = ures_getByKey(bundle, table, nullptr, &status);
    int32_t length = 0;
    const UChar *text = U_SUCCESS(status) ? ures_getStringByKey(section, key, &length, &status) : nullptr;
    Lookup result = Lookup::found;
    if (U_FAILURE(status) || text == nullptr) {
        bool missing = U_SUCCESS(status) || isMissing(status);
        error = missing ? U_MISSING_RESOURCE_ERROR : status;
        result = missing ? Lookup::missing : Lookup::failed;
    } else if (pattern.setTo(text, length).isBogus()) {
        error = U_MEMORY_ALLOCATION_ERROR;
        result = Lookup::failed;
    }
    ures_close(section);
    ures_close(bundle);
    return result;
}

// Whether `locale`'s parent chain may go on to its bare language: when it names no script, or
// the script its language is written in by default (zh_Hans for zh, not zh_Hant).
bool fallsBackToLanguage(const char *locale) {
    char script[ULOC_SCRIPT_CAPACITY], language[ULOC_LANG_CAPACITY], likely[ULOC_FULLNAME_CAPACITY];
    char likelyScript[ULOC_SCRIPT_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    if (uloc_getScript(locale, script, sizeof script, &status) <= 0 || U_FAILURE(status)) return true;
    uloc_getLanguage(locale, language, sizeof language, &status);
    uloc_addLikelySubtags(language, likely, sizeof likely, &status);
    uloc_getScript(likely, likelyScript, sizeof likelyScript, &status);
    return U_SUCCESS(status) && std::string(script) == likelyScript;
}

// ICU's LocaleMatcher (CLDR's language matching) over the bundles compiled in, with English as
// "en" (the root bundle is English): zh_TW -> zh_Hant, pt_AO -> pt_PT, nn -> nb, sr_Latn_RS ->
// sr_Latn, never a bundle of another script. Built on first use and kept (building it costs
// about as much as the rest of making a locale); a failed build is kept by no one, so the next
// call tries again. An immutable matcher may be used from several threads at once.
const icu::LocaleMatcher *bundleMatcher(UErrorCode &status) {
    static std::mutex lock;
    static const icu::LocaleMatcher *built = nullptr;
    std::lock_guard<std::mutex> guard(lock);
    if (built != nullptr) return built;
    status = registerData();
    if (U_FAILURE(status)) return nullptr;
    UEnumeration *installed = ures_openAvailableLocales(package, &status);
    if (U_FAILURE(status)) return nullptr;
    icu::LocaleMatcher::Builder builder;
    builder.addSupportedLocale(icu::Locale("en")).setNoDefaultLocale();
    int32_t length = 0;
    while (const char *name = uenum_next(installed, &length, &status)) builder.addSupportedLocale(icu::Locale(name));
    uenum_close(installed);
    if (U_FAILURE(status) || builder.copyErrorTo(status)) return nullptr;
    // UMemory's operator new gives nullptr when memory runs out (it never throws).
    auto *matcher = new icu::LocaleMatcher(builder.build(status));
    if (matcher == nullptr || U_FAILURE(status)) {
        delete matcher;
        if (U_SUCCESS(status)) status = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    built = matcher;
    return built;
}

// `value` written as `numbers` writes numbers, in a message argument of `style`: none (`{0}`,
// `#`: as MessageFormat's own default, at most three fraction digits), `integer` or
// `::group-off` (a line number), the only styles the bundles use. Any other style is an error
// (U_UNSUPPORTED_ERROR), never a number written another way.
bool writeNumber(double value, const icu::Locale &numbers, const icu::UnicodeString &style,
                 icu::UnicodeString &text, UErrorCode &error) {
    using namespace icu::number;
    LocalizedNumberFormatter formatter = NumberFormatter::withLocale(numbers);
    if (style.isEmpty()) formatter = formatter.precision(Precision::maxFraction(3));
    else if (style == u"integer") formatter = formatter.precision(Precision::integer());
    else if (style == u"::group-off") formatter = formatter.grouping(UNUM_GROUPING_OFF);
    else {
        error = U_UNSUPPORTED_ERROR;
        return false;
    }
    text = formatter.formatDouble(value, error).toString(error);
    if (U_SUCCESS(error) && text.isBogus()) error = U_MEMORY_ALLOCATION_ERROR;
    return U_SUCCESS(error);
}

// `pattern` with every number argument (`{0}`, `{0,number,integer}`, the `#` of a plural)
// replaced by a text argument holding the number written as `numbers` writes numbers (de_CH:
// 100’000, en_IN: 1,00,000, ar_MA: Latin digits), appended to `arguments` after every index the
// pattern names. The plural arguments stay numbers: their forms are still chosen by the rules
// of the text's language, on the number itself (a plural whose `other` form writes the number
// with a style is chosen as ICU's default writes it; the bundles' are whole numbers). False with
// `error` set when ICU fails, the pattern names its arguments, or a number argument has a type
// or style writeNumber does not write (U_UNSUPPORTED_ERROR).
bool writeNumbersAs(const icu::Locale &numbers, icu::UnicodeString &pattern,
                    std::vector<icu::Formattable> &arguments, UErrorCode &error) {
    icu::MessagePattern parsed(pattern, nullptr, error);
    if (U_FAILURE(error)) return false;
    if (parsed.hasNamedArguments()) {
        error = U_ILLEGAL_ARGUMENT_ERROR;
        return false;
    }
    const int32_t count = parsed.countParts();
    const int32_t given = static_cast<int32_t>(arguments.size());
    // The new arguments come after every index the pattern names, so that none is taken for one
    // the caller did not give: those stay written `{3}`, as MessageFormat writes a missing one.
    int32_t next = given;
    for (int32_t i = 0; i < count; i++) {
        const icu::MessagePattern::Part &part = parsed.getPart(i);
        if (part.getType() == UMSGPAT_PART_TYPE_ARG_NUMBER && part.getValue() >= next) next = part.getValue() + 1;
    }
    arguments.reserve(static_cast<size_t>(next) + static_cast<size_t>(count));
    for (int32_t i = given; i < next; i++) {
        arguments.emplace_back(icu::UnicodeString(("{" + std::to_string(i) + "}").c_str(), -1, US_INV));
        arguments.back().getString(error);
    }
    if (U_FAILURE(error)) return false;
    icu::UnicodeString rewritten;
    int32_t copied = 0;   // pattern[0..<copied] is in `rewritten`
    // Each replacement becomes a new argument written as a text.
    auto replace = [&](int32_t start, int32_t limit, double value, const icu::UnicodeString &style) {
        icu::UnicodeString text;
        if (!writeNumber(value, numbers, style, text, error)) return false;
        icu::UnicodeString reference(std::to_string(arguments.size()).c_str(), -1, US_INV);
        rewritten.append(pattern, copied, start - copied).append(u'{').append(reference).append(u'}');
        copied = limit;
        arguments.emplace_back(text);
        arguments.back().getString(error);   // a string ICU could not copy (memory) is an error
        if (reference.isBogus() || rewritten.isBogus()) error = U_MEMORY_ALLOCATION_ERROR;
        return static_cast<bool>(U_SUCCESS(error));
    };
    // The plural arguments a `#` may be inside, innermost last: the limit part of each, whether
    // its argument is a number, and the number `#` writes (less the plural's offset).
    struct Plural { int32_t limit; bool isNumber; double value; };
    std::vector<Plural> plurals;
    for (int32_t i = 0; i < count; i++) {
        const icu::MessagePattern::Part &part = parsed.getPart(i);
        while (!plurals.empty() && i > plurals.back().limit) plurals.pop_back();
        if (part.getType() == UMSGPAT_PART_TYPE_REPLACE_NUMBER && !plurals.empty() && plurals.back().isNumber) {
            if (!replace(part.getIndex(), part.getLimit(), plurals.back().value, icu::UnicodeString())) return false;
            continue;
        }
        if (part.getType() != UMSGPAT_PART_TYPE_ARG_START || i + 1 >= count) continue;
        int32_t index = parsed.getPart(i + 1).getValue();
        bool isNumber = index < given && arguments[index].getType() == icu::Formattable::kDouble;
        double value = isNumber ? arguments[index].getDouble() : 0;
        int32_t limit = parsed.getLimitPartIndex(i);
        UMessagePatternArgType type = part.getArgType();
        if (type == UMSGPAT_ARG_TYPE_PLURAL || type == UMSGPAT_ARG_TYPE_SELECTORDINAL) {
            plurals.push_back({limit, isNumber, value - parsed.getPluralOffset(i + 2)});
            continue;
        }
        if (!isNumber) continue;
        icu::UnicodeString style;
        if (type == UMSGPAT_ARG_TYPE_SIMPLE) {
            // ICU reads the type in any case (`{0,Number}`); a number in another type (spellout,
            // date) or in a choice or select is not one this writes.
            if (parsed.getSubstring(parsed.getPart(i + 2)).caseCompare(u"number", U_FOLD_CASE_DEFAULT) != 0) {
                error = U_UNSUPPORTED_ERROR;
                return false;
            }
            if (i + 3 < limit) style = parsed.getSubstring(parsed.getPart(i + 3)).trim();
        } else if (type != UMSGPAT_ARG_TYPE_NONE) {
            error = U_UNSUPPORTED_ERROR;
            return false;
        }
        if (!replace(part.getIndex(), parsed.getPart(limit).getLimit(), value, style)) return false;
        i = limit;
    }
    pattern = rewritten.append(pattern, copied, pattern.length() - copied);
    if (pattern.isBogus()) error = U_MEMORY_ALLOCATION_ERROR;
    return U_SUCCESS(error);
}

// icub_message_format's work; std::bad_alloc (its vectors and strings) is caught by it.
int32_t formatMessage(const char *locale, const char *numbers_locale, const char *table, const char *key,
                      int32_t argument_count, const int32_t *kinds, const char *const *texts, const double *numbers,
                      char *out, int32_t capacity, int32_t *status) {
    // Walk ICU's fallback chain by hand (fr_CA -> fr -> root): ures_open would fall back to the
    // process's default locale (LANG) before root. Only a missing bundle or key moves to the
    // parent; any other failure of ICU's is the caller's error (-1 and *status).
    icu::UnicodeString pattern;
    std::string current = locale ? locale : "";
    Lookup found = Lookup::missing;
    UErrorCode lookupError = U_ZERO_ERROR;
    for (int step = 0; step < 8; step++) {
        found = lookUp(current.c_str(), table, key, pattern, lookupError);
        if (found != Lookup::missing || current.empty() || current == "root") break;
        // A bundle of a script (zh_Hant, sr_Latn) falls back to root, never to the language's
        // bundle, which is in another script (zh, sr); zh_Hans goes on to zh, whose script it is.
        char parent[ULOC_FULLNAME_CAPACITY], script[ULOC_SCRIPT_CAPACITY];
        UErrorCode parentStatus = U_ZERO_ERROR;
        uloc_getParent(current.c_str(), parent, sizeof parent, &parentStatus);
        bool dropsScript = U_SUCCESS(parentStatus) && uloc_getScript(parent, script, sizeof script, &parentStatus) <= 0;
        if (U_FAILURE(parentStatus) || (dropsScript && !fallsBackToLanguage(current.c_str()))) break;
        current = parent;
    }
    if (found == Lookup::missing) found = lookUp("root", table, key, pattern, lookupError);
    if (found != Lookup::found) {
        *status = lookupError;
        return -1;
    }
    std::vector<icu::Formattable> arguments;
    arguments.reserve(static_cast<size_t>(argument_count > 0 ? argument_count : 0));
    bool hasNumber = false;
    UErrorCode error = U_ZERO_ERROR;
    for (int32_t i = 0; i < argument_count; i++) {
        if (kinds[i] == ICUB_ARGUMENT_NUMBER) {
            arguments.emplace_back(numbers[i]);
            hasNumber = true;
        } else {
            arguments.emplace_back(icu::UnicodeString::fromUTF8(texts[i] ? texts[i] : ""));
            arguments.back().getString(error);   // a string ICU could not copy (memory)
        }
    }
    // The root bundle is English: format it with English rules (root has no plural "one").
    bool isRoot = locale == nullptr || locale[0] == 0 || std::string(locale) == "root";
    const char *language = isRoot ? "en" : locale;
    // Numbers are written by one rule whichever locale writes them: the numbers' or the text's.
    const char *writer = numbers_locale != nullptr && numbers_locale[0] != 0 ? numbers_locale : language;
    if (U_FAILURE(error) || (hasNumber && !writeNumbersAs(icu::Locale(writer), pattern, arguments, error))) {
        *status = error;
        return -1;
    }
    icu::MessageFormat format(pattern, icu::Locale(language), error);
    if (U_FAILURE(error)) {
        *status = error;
        return -1;
    }
    icu::UnicodeString result;
    icu::FieldPosition position;
    format.format(arguments.data(), static_cast<int32_t>(arguments.size()), result, position, error);
    if (U_FAILURE(error) || result.isBogus()) {
        *status = U_FAILURE(error) ? error : U_MEMORY_ALLOCATION_ERROR;
        return -1;
    }
    *status = U_ZERO_ERROR;
    return copyUTF8(result, out, capacity);
}

}  // namespace

extern "C" int32_t icub_message_format(const char *locale, const char *numbers_locale, const char *table,
                                       const char *key, int32_t argument_count, const int32_t *kinds,
                                       const char *const *texts, const double *numbers, char *out,
                                       int32_t capacity, int32_t *status) {
    try {
        return formatMessage(locale, numbers_locale, table, key, argument_count, kinds, texts, numbers, out, capacity,
                             status);
    } catch (const std::bad_alloc &) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return -1;
    }
}

extern "C" int32_t icub_message_pattern(const char *locale, const char *table, const char *key,
                                        char *out, int32_t capacity, int32_t *status) {
    icu::UnicodeString pattern;
    UErrorCode error = U_ZERO_ERROR;
    *status = U_ZERO_ERROR;
    if (lookUp(locale, table, key, pattern, error) != Lookup::found) {
        *status = error;
        if (capacity > 0) out[0] = 0;
        return -1;
    }
    return copyUTF8(pattern, out, capacity);
}

extern "C" int32_t icub_message_table(const char *locale, const char *table, char *out, int32_t capacity,
                                      int32_t *status) {
    if (capacity > 0) out[0] = 0;
    UErrorCode error = registerData();
    *status = error;
    if (U_FAILURE(error)) return -1;
    UResourceBundle *bundle = ures_openDirect(package, locale[0] ? locale : "root", &error);
    UResourceBundle *section = U_SUCCESS(error) ? ures_getByKey(bundle, table, nullptr, &error) : nullptr;
    // Keys are invariant characters; patterns are UTF-16, written as UTF-8 by ICU's converter.
    std::string joined;
    icu::UnicodeString pattern;
    while (U_SUCCESS(error) && ures_hasNext(section)) {
        const char *key = nullptr;
        int32_t length = 0;
        const UChar *text = ures_getNextString(section, &length, &key, &error);
        if (U_FAILURE(error)) break;
        if (key == nullptr || text == nullptr || pattern.setTo(text, length).isBogus()) {
            error = U_MEMORY_ALLOCATION_ERROR;
            break;
        }
        std::string value;
        pattern.toUTF8String(value);
        joined.append(key).append(1, '\x1F').append(value).append(1, '\x1E');
    }
    ures_close(section);
    ures_close(bundle);
    if (U_FAILURE(error)) {
        *status = isMissing(error) ? U_MISSING_RESOURCE_ERROR : error;
        return -1;
    }
    int32_t size = static_cast<int32_t>(joined.size());
    if (size < capacity) {
        joined.copy(out, joined.size());
        out[size] = 0;
    }
    return size;
}

extern "C" int32_t icub_message_languages(char *out, int32_t capacity) {
    UErrorCode status = registerData();
    if (U_FAILURE(status)) return -1;
    UEnumeration *languages = ures_openAvailableLocales(package, &status);
    if (U_FAILURE(status)) return -1;
    std::string joined;
    int32_t length = 0;
    while (const char *language = uenum_next(languages, &length, &status)) {
        if (U_FAILURE(status)) break;
        if (!joined.empty()) joined += '|';
        joined.append(language, length);
    }
    uenum_close(languages);
    if (U_FAILURE(status)) return -1;
    int32_t size = static_cast<int32_t>(joined.size());
    if (size < capacity) {
        joined.copy(out, joined.size());
        out[size] = 0;
    }
    return size;
}

extern "C" int32_t icub_list_format(const char *locale, int32_t count, const char *const *items,
                                    char *out, int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    bool isRoot = locale == nullptr || locale[0] == 0 || std::string(locale) == "root";
    UListFormatter *formatter = ulistfmt_openForType(isRoot ? "en" : locale, ULISTFMT_TYPE_OR,
                                                     ULISTFMT_WIDTH_WIDE, &error);
    if (U_FAILURE(error)) {
        *status = error;
        return -1;
    }
    std::vector<icu::UnicodeString> strings;
    std::vector<const UChar *> pointers;
    std::vector<int32_t> lengths;
    for (int32_t i = 0; i < count; i++) strings.push_back(icu::UnicodeString::fromUTF8(items[i] ? items[i] : ""));
    for (auto &string : strings) {
        pointers.push_back(string.getBuffer());
        lengths.push_back(string.length());
    }
    UChar buffer[512];
    int32_t length = ulistfmt_format(formatter, pointers.data(), lengths.data(), count, buffer, 512, &error);
    icu::UnicodeString result;
    if (error == U_BUFFER_OVERFLOW_ERROR) {
        error = U_ZERO_ERROR;
        std::vector<UChar> large(length + 1);
        length = ulistfmt_format(formatter, pointers.data(), lengths.data(), count, large.data(), length + 1, &error);
        if (U_SUCCESS(error)) result.setTo(large.data(), length);
    } else if (U_SUCCESS(error)) {
        result.setTo(buffer, length);
    }
    ulistfmt_close(formatter);
    *status = U_SUCCESS(error) ? U_ZERO_ERROR : error;
    return U_SUCCESS(error) ? copyUTF8(result, out, capacity) : -1;
}

extern "C" int32_t icub_message_bundle(const char *locale, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    const icu::LocaleMatcher *matcher = bundleMatcher(status);
    if (matcher == nullptr) return -1;
    const icu::Locale *best = matcher->getBestMatch(icu::Locale(locale), status);
    if (U_FAILURE(status)) return -1;
    // No bundle near enough, or English: the root bundle.
    std::string bundle = (best == nullptr || std::string(best->getName()) == "en") ? "root" : best->getName();
    int32_t size = static_cast<int32_t>(bundle.size());
    if (size < capacity) {
        bundle.copy(out, bundle.size());
        out[size] = 0;
    }
    return size;
}
