import CountOnMe

/// The C callback type `countonme_keypad_callback` (see include/countonme.h).
public typealias KeypadCallback = @convention(c) (UnsafeMutableRawPointer?, Int32, Int32) -> Void

/// The object behind a `countonme_keypad *`: a session, its last alert and the C callback.
final class KeypadHandle: OpaqueHandle {
    let session: KeypadSession
    private(set) var lastAlert: KeypadAlert?
    private var callback: KeypadCallback?
    private var userData: UnsafeMutableRawPointer?

    init(session: KeypadSession) {
        self.session = session
        session.onDisplayChange = { [unowned self] _ in self.callback?(self.userData, 0, 0) }
        session.onAlert = { [unowned self] alert in
            self.lastAlert = alert
            self.callback?(self.userData, 1, alert.error.code.rawValue)
        }
        session.onMemoryChange = { [unowned self] in self.callback?(self.userData, 2, 0) }
        session.onHistoryChange = { [unowned self] in self.callback?(self.userData, 3, 0) }
    }

    /// Runs a key press (or recall): the last alert is then the one it raised, or none.
    func press(_ body: (KeypadSession) -> KeypadAlert?) -> Int32 {
        lastAlert = nil
        return KeypadHandle.status(body(session))
    }

    func setCallback(_ callback: KeypadCallback?, userData: UnsafeMutableRawPointer?) {
        self.callback = callback
        self.userData = userData
    }

    /// The status of a key press.
    static func status(_ alert: KeypadAlert?) -> Int32 {
        alert?.error.code.rawValue ?? Status.ok
    }
}
