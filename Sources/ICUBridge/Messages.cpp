// Translated messages: ICU resource bundles compiled into the library (MessagesData.c, made by
// `make messages` from messages/*.txt) and formatted with ICU's MessageFormat.
#include "ICUBridge.h"
#include "Internal.h"
#include <unicode/msgfmt.h>
#include <unicode/udata.h>
#include <unicode/ures.h>
#include <unicode/uloc.h>
#include <unicode/uenum.h>
#include <unicode/ulistformatter.h>
#include <mutex>
#include <string>
#include <vector>

extern "C" const char cmmsg_cmmsg_dat[];

namespace {

const char *const package = "cmmsg";

// Registers the compiled-in data with ICU once per process, so no data path is needed.
void registerData() {
    static std::once_flag once;
    std::call_once(once, [] {
        UErrorCode status = U_ZERO_ERROR;
        udata_setAppData(package, cmmsg_cmmsg_dat, &status);
    });
}

// `text` as UTF-8 into `out`, as icub_to_utf8 writes it.
int32_t copyUTF8(const icu::UnicodeString &text, char *out, int32_t capacity) {
    return icub_to_utf8(text.getBuffer(), text.length(), out, capacity);
}

// The pattern of `key` in bundle `locale` itself, without any fallback.
bool lookUp(const char *locale, const char *table, const char *key, icu::UnicodeString &pattern) {
    registerData();
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_openDirect(package, locale[0] ? locale : "root", &status);
    if (U_FAILURE(status)) return false;
    UResourceBundle *section = ures_getByKey(bundle, table, nullptr, &status);
    int32_t length = 0;
    const UChar *text = U_SUCCESS(status) ? ures_getStringByKey(section, key, &length, &status) : nullptr;
    bool found = U_SUCCESS(status) && text != nullptr;
    if (found) pattern.setTo(text, length);
    ures_close(section);
    ures_close(bundle);
    return found;
}

}  // namespace

extern "C" int32_t icub_message_format(const char *locale, const char *table, const char *key,
                                       int32_t argument_count, const int32_t *kinds, const char *const *texts,
                                       const double *numbers, char *out, int32_t capacity, int32_t *status) {
    // Walk ICU's fallback chain by hand (fr_CA -> fr -> root): ures_open would fall back to the
    // process's default locale (LANG) before root.
    icu::UnicodeString pattern;
    std::string current = locale ? locale : "";
    bool found = false;
    for (int step = 0; step < 8 && !found; step++) {
        found = lookUp(current.c_str(), table, key, pattern);
        if (found || current.empty() || current == "root") break;
        char parent[ULOC_FULLNAME_CAPACITY];
        UErrorCode parentStatus = U_ZERO_ERROR;
        uloc_getParent(current.c_str(), parent, sizeof parent, &parentStatus);
        current = U_SUCCESS(parentStatus) ? parent : "";
    }
    if (!found && !lookUp("root", table, key, pattern)) {
        *status = U_MISSING_RESOURCE_ERROR;
        return -1;
    }
    // The root bundle is English: format it with English rules (root has no plural "one").
    bool isRoot = locale == nullptr || locale[0] == 0 || std::string(locale) == "root";
    UErrorCode error = U_ZERO_ERROR;
    icu::MessageFormat format(pattern, icu::Locale(isRoot ? "en" : locale), error);
    if (U_FAILURE(error)) {
        *status = error;
        return copyUTF8(pattern, out, capacity);
    }
    std::vector<icu::Formattable> arguments;
    for (int32_t i = 0; i < argument_count; i++) {
        if (kinds[i] == ICUB_ARGUMENT_NUMBER) {
            arguments.emplace_back(numbers[i]);
        } else {
            arguments.emplace_back(icu::UnicodeString::fromUTF8(texts[i] ? texts[i] : ""));
        }
    }
    icu::UnicodeString result;
    icu::FieldPosition position;
    format.format(arguments.data(), static_cast<int32_t>(arguments.size()), result, position, error);
    *status = U_SUCCESS(error) ? U_ZERO_ERROR : error;
    return copyUTF8(U_SUCCESS(error) ? result : pattern, out, capacity);
}

extern "C" int32_t icub_message_pattern(const char *locale, const char *table, const char *key,
                                        char *out, int32_t capacity) {
    icu::UnicodeString pattern;
    if (!lookUp(locale, table, key, pattern)) {
        if (capacity > 0) out[0] = 0;
        return -1;
    }
    return copyUTF8(pattern, out, capacity);
}

extern "C" int32_t icub_message_languages(char *out, int32_t capacity) {
    registerData();
    UErrorCode status = U_ZERO_ERROR;
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
