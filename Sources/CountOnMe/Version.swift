/// The library's version. `include/countonme.h` repeats it in its `COUNTONME_VERSION_*` macros
/// (a test checks that they agree).
public enum CountOnMeVersion {
    /// Incremented for incompatible changes of the C ABI (the shared library's soname).
    public static let major = 0
    /// Incremented for additions.
    public static let minor = 1
    /// Incremented for fixes.
    public static let patch = 0
    /// `major × 10000 + minor × 100 + patch`.
    public static let number = major * 10_000 + minor * 100 + patch
    /// `"major.minor.patch"`, in the program's static data for C (`countonme_version_string`);
    /// a test checks that it spells ``major``, ``minor`` and ``patch``.
    public static let staticString: StaticString = "0.1.0"
    /// `"major.minor.patch"`.
    public static let string = staticString.description
}
