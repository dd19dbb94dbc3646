import CSDL2
import Testing

/// What the previous handler saw, for `XErrorHandlerTests`.
nonisolated(unsafe) private var errorsHandedOn: [UInt8] = []

/// `segue_x_error_handler` (Sources/CSDL2/shim.h): a BadWindow error on X_SendEvent
/// — SDL 2.26's wakeup message reaching a window destroyed at quit — passes; every
/// other X error goes to the handler that was there before (Xlib's default exits).
@Suite(.serialized) struct XErrorHandlerTests {
    private func event(error: UInt8, request: UInt8) -> SegueXErrorEvent {
        SegueXErrorEvent(type: 0, display: nil, resourceid: 0x400002, serial: 8, error_code: error,
                         request_code: request, minor_code: 0)
    }

    @Test func aMessageToAGoneWindowPassesAndOtherErrorsGoToThePreviousHandler() {
        errorsHandedOn = []
        let saved = segue_previous_x_error_handler().pointee
        defer { segue_previous_x_error_handler().pointee = saved }
        segue_previous_x_error_handler().pointee = { _, event in
            errorsHandedOn.append(event?.pointee.request_code ?? 0)
            return 0
        }
        let before = segue_ignored_x_error_count().pointee
        var wakeup = event(error: UInt8(SEGUE_X_BAD_WINDOW), request: UInt8(SEGUE_X_SEND_EVENT))
        #expect(segue_x_error_handler(nil, &wakeup) == 0)
        #expect(segue_ignored_x_error_count().pointee == before + 1, "counted as let pass")
        #expect(errorsHandedOn.isEmpty, "not handed on")

        var destroyGone = event(error: UInt8(SEGUE_X_BAD_WINDOW), request: 4) // X_DestroyWindow
        var badValue = event(error: 2, request: UInt8(SEGUE_X_SEND_EVENT))    // BadValue
        _ = segue_x_error_handler(nil, &destroyGone)
        _ = segue_x_error_handler(nil, &badValue)
        #expect(errorsHandedOn == [4, UInt8(SEGUE_X_SEND_EVENT)], "other errors are the previous handler's")
        #expect(segue_ignored_x_error_count().pointee == before + 1)
    }

    @Test func theEventIsLaidOutAsXlibsXErrorEvent() {
        // XErrorEvent on LP64: int type, Display *display, XID resourceid,
        // unsigned long serial, then the three codes.
        #expect(MemoryLayout<SegueXErrorEvent>.offset(of: \.display) == 8)
        #expect(MemoryLayout<SegueXErrorEvent>.offset(of: \.resourceid) == 16)
        #expect(MemoryLayout<SegueXErrorEvent>.offset(of: \.serial) == 24)
        #expect(MemoryLayout<SegueXErrorEvent>.offset(of: \.error_code) == 32)
        #expect(MemoryLayout<SegueXErrorEvent>.offset(of: \.request_code) == 33)
    }
}
