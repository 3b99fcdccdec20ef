#if canImport(Glibc)
import Glibc
#endif

/// Makes the C library's character type UTF-8: the environment's when it is UTF-8, C.UTF-8
/// otherwise. libedit and ncurses read and write characters through the C library's multibyte
/// functions, which in the default "C" type cannot handle UTF-8 (libedit then crashes on a NULL,
/// ncurses draws `×` as garbage).
func useUTF8CharacterType() {
    _ = setlocale(LC_CTYPE, "")
    if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) != "UTF-8" {
        _ = setlocale(LC_CTYPE, "C.UTF-8")
    }
}
