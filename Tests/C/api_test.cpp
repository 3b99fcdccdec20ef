// The C API from C++17: RAII ownership of contexts and strings, exceptions kept out of the way.
#include <countonme.h>
#include <cstdio>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace {

int run = 0, failed = 0;

void check(bool condition, const char *what, int line) {
    run++;
    if (!condition) {
        failed++;
        std::fprintf(stderr, "api_test.cpp:%d: check failed: %s\n", line, what);
    }
}
#define CHECK(condition) check((condition), #condition, __LINE__)

struct ContextDeleter {
    void operator()(countonme_context *context) const { countonme_context_free(context); }
};
using Context = std::unique_ptr<countonme_context, ContextDeleter>;

struct StringDeleter {
    void operator()(char *text) const { countonme_free(text); }
};
using String = std::unique_ptr<char, StringDeleter>;

Context makeContext(const char *locale) {
    countonme_context *context = nullptr;
    return countonme_context_new(locale, &context) == COUNTONME_OK ? Context(context) : Context();
}

std::string evaluate(countonme_context *context, const std::string &expression) {
    char *raw = nullptr;
    if (countonme_evaluate(context, expression.c_str(), &raw) != COUNTONME_OK) return "!" + std::string(countonme_status_name(countonme_error_code(context)));
    return String(raw).get();
}

}  // namespace

int main() {
    static_assert(COUNTONME_VERSION_NUMBER >= 100, "version macros are usable in constant expressions");
    CHECK(countonme_version_number() == COUNTONME_VERSION_NUMBER);

    Context german = makeContext("de_DE");
    CHECK(german != nullptr);
    CHECK(evaluate(german.get(), "1.234,5 × 2") == "2.469");
    CHECK(evaluate(german.get(), "1/0") == "!divisionByZero");

    char *message = nullptr;
    CHECK(countonme_error_message(german.get(), &message) == COUNTONME_OK);
    String owned(message);
    CHECK(std::string(owned.get()).find("null") != std::string::npos || std::string(owned.get()).find("Null") != std::string::npos);

    // Contexts on separate threads, each its own locale.
    std::vector<std::thread> threads;
    std::vector<std::string> results(4);
    const char *locales[] = {"fr_FR", "en_IN", "ja_JP", "C"};
    for (int i = 0; i < 4; i++) {
        threads.emplace_back([i, &results, &locales] {
            Context context = makeContext(locales[i]);
            for (int n = 0; n < 200; n++) results[i] = evaluate(context.get(), "1234567 × 10");
        });
    }
    for (auto &thread : threads) thread.join();
    CHECK(results[0] == "12\u202F345\u202F670");
    CHECK(results[1] == "1,23,45,670");
    CHECK(results[2] == "12,345,670");
    CHECK(results[3] == "12345670");

    std::printf("api_cpp: %d passed, %d failed\n", run - failed, failed);
    return failed == 0 ? 0 : 1;
}
