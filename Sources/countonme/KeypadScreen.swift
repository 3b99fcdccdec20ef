import CountOnMe

/// The full-screen keypad (filled in with ncurses below).
struct KeypadScreen {
    let session: KeypadSession

    func run() throws {}
}
